import { platformSettingKeys } from '@plein/api-client';
import type { PlatformSettingKey } from '@plein/api-client';
import type { Request } from 'express';
import { array, boolean, object, string } from 'yup';
import { parseQuery } from '../../http/query';

/** The parsed query of `GET /api/platformsettingvalues`. */
export interface SettingsQuery {
  /** null: every key. */
  keys: PlatformSettingKey[] | null;
  includeAll: boolean;
}

const knownKeys: ReadonlySet<string> = new Set(platformSettingKeys);

/** True for a known setting key. */
export function isSettingKey(key: string): key is PlatformSettingKey {
  return knownKeys.has(key);
}

/**
 * The query of `GET /api/platformsettingvalues`: `keys` (comma-separated, each a known key, at
 * least one) and `includeAll` (`true`/`false`, default false).
 */
export const settingsQuery = object({
  keys: array(
    string<PlatformSettingKey>()
      .required()
      .oneOf(platformSettingKeys, '${value} is not a setting key'),
  )
    .min(1, '${path} must name at least one setting')
    .meta({
      description:
        'Only these setting keys, comma-separated (at least one; unknown keys are a 400).',
      example: 'platformName,showHeader',
    }),
  includeAll: boolean().default(false).meta({
    description: 'true to also answer the keys the site never set, with their defaults.',
    example: 'true',
  }),
});

/** The query of `GET /api/platformsettingvalues`, each key once. */
export function parseSettingsQuery(req: Request): SettingsQuery {
  const { keys, includeAll } = parseQuery(req, settingsQuery);
  return { keys: keys ? [...new Set(keys)] : null, includeAll };
}
