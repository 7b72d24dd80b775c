import type { ColorScheme, PlatformSettingKey, PlatformSettingValue } from '@plein/api-client';
import {
  WCAG_AA_CONTRAST,
  colorSchemeTextPairs,
  contrastRatio,
  meetsContrastAA,
} from '@plein/validation';
import { ValidationError } from 'yup';
import { invalidBody } from '../../http/errors';
import { isSettingKey } from './schemas';
import { settingValueSchemas } from './value-schemas';

/** One problem of a refused update: where (`[2].value.onPrimary`) and what. */
export interface SettingProblem {
  path: string;
  message: string;
}

/** A checked `PUT /api/platformsettingvalues` body. */
export interface SettingsUpdate {
  values: PlatformSettingValue[];
  /** Where each key stood in the body, for problems found later. */
  positions: Map<PlatformSettingKey, number>;
}

/** The 400 `invalid_body` of a refused update, listing (at most 20 of) its problems. */
export function invalidSettings(problems: readonly SettingProblem[]) {
  return invalidBody('The settings are not valid.', { problems: problems.slice(0, 20) });
}

/** The pairs of a (well-formed) scheme that fail WCAG AA contrast, as problems under `path`. */
export function contrastProblems(scheme: ColorScheme, path: string): SettingProblem[] {
  return colorSchemeTextPairs
    .filter(([fg, bg]) => !meetsContrastAA(scheme[fg], scheme[bg]))
    .map(([fg, bg]) => ({
      path: `${path}.${fg}`,
      message: `${fg} on ${bg} has a contrast of ${contrastRatio(scheme[fg], scheme[bg])}:1; WCAG AA needs ${WCAG_AA_CONTRAST.normal}:1`,
    }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function joinPath(base: string, inner: string | undefined): string {
  if (!inner) return base;
  return inner.startsWith('[') ? `${base}${inner}` : `${base}.${inner}`;
}

/**
 * Checks the body of `PUT /api/platformsettingvalues`: a list of `{ key, value }`, each key known
 * and given once, each value valid for its key (see `settingValueSchemas`), a colour scheme's
 * text pairs at WCAG AA contrast. Anything else is a 400 `invalid_body` whose details list
 * `{ path, message }` problems.
 *
 * @example
 * parseSettingsUpdate([{ key: 'headerLogoHeight', value: 80 }]);
 */
export function parseSettingsUpdate(body: unknown): SettingsUpdate {
  if (!Array.isArray(body)) {
    throw invalidSettings([{ path: '', message: 'must be a list of { key, value } pairs' }]);
  }
  const problems: SettingProblem[] = [];
  const values: PlatformSettingValue[] = [];
  const positions = new Map<PlatformSettingKey, number>();
  body.forEach((entry: unknown, index) => {
    const at = `[${index}]`;
    if (!isRecord(entry)) {
      problems.push({ path: at, message: 'must be a { key, value } pair' });
      return;
    }
    const extra = Object.keys(entry).filter((name) => name !== 'key' && name !== 'value');
    if (extra.length > 0) {
      problems.push({ path: at, message: `has unknown fields: ${extra.join(', ')}` });
    }
    const { key, value } = entry;
    if (typeof key !== 'string' || !isSettingKey(key)) {
      problems.push({ path: `${at}.key`, message: 'is not a setting key' });
      return;
    }
    if (positions.has(key)) {
      problems.push({ path: `${at}.key`, message: `${key} is given twice` });
      return;
    }
    positions.set(key, index);
    if (value === undefined) {
      problems.push({ path: `${at}.value`, message: 'is required' });
      return;
    }
    try {
      settingValueSchemas[key].validateSync(value, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const inner = error.inner.length > 0 ? error.inner : [error];
      for (const failure of inner) {
        problems.push({
          path: joinPath(`${at}.value`, failure.path),
          message: failure.message.replace(/^this\b/, key),
        });
      }
      return;
    }
    if (key === 'colorScheme')
      problems.push(...contrastProblems(value as ColorScheme, `${at}.value`));
    values.push({ key, value } as PlatformSettingValue);
  });
  if (problems.length > 0) throw invalidSettings(problems);
  return { values, positions };
}
