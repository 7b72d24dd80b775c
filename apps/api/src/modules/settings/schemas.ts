import { platformSettingKeys } from '@plein/api-client';
import type { PlatformSettingKey } from '@plein/api-client';
import type { Request } from 'express';
import { invalidQuery } from '../../http/errors';
import { readQuery } from '../../http/query';

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
 * Parses `keys` (comma-separated, each a known key) and `includeAll` (`true`/`false`);
 * anything else is a 400 `invalid_query` naming the problem.
 */
export function parseSettingsQuery(req: Request): SettingsQuery {
  const query = readQuery(req, ['keys', 'includeAll']);
  let includeAll = false;
  if (query.includeAll !== undefined) {
    if (query.includeAll !== 'true' && query.includeAll !== 'false') {
      throw invalidQuery('includeAll must be true or false.', [
        { parameter: 'includeAll', problem: 'must be true or false' },
      ]);
    }
    includeAll = query.includeAll === 'true';
  }
  if (query.keys === undefined) return { keys: null, includeAll };
  const keys = query.keys
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length > 0);
  const unknown = keys.filter((key) => !isSettingKey(key));
  if (unknown.length > 0) {
    throw invalidQuery(`Unknown setting key(s): ${unknown.join(', ')}.`, [
      { parameter: 'keys', problem: 'unknown setting keys', keys: unknown },
    ]);
  }
  if (keys.length === 0) {
    throw invalidQuery('keys must name at least one setting.', [
      { parameter: 'keys', problem: 'empty' },
    ]);
  }
  return { keys: [...new Set(keys)] as PlatformSettingKey[], includeAll };
}
