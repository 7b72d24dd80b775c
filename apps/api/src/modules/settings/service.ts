import { platformSettingKeys, settingDefaults } from '@plein/api-client';
import type { PlatformSettingValue } from '@plein/api-client';
import type { Tenant } from '../platforms/repository';
import type { SettingsRepository } from './repository';
import type { SettingsQuery } from './schemas';

/** Reads a tenant's settings. */
export interface SettingsService {
  /**
   * The tenant's values, in spec order. Without `includeAll` only keys the tenant set; with it,
   * every (requested) key, unset ones with their default (`hostNames`: the host names the tenant
   * is served at).
   */
  values(tenant: Tenant, query: SettingsQuery): Promise<PlatformSettingValue[]>;
}

/** The settings service over its repository. */
export function createSettingsService(repository: SettingsRepository): SettingsService {
  return {
    async values(tenant, { keys, includeAll }) {
      const stored = await repository.list(tenant, keys);
      const byKey = new Map(stored.map((value) => [value.key, value]));
      const wanted = keys ?? platformSettingKeys;
      // A tenant that never set hostNames is still served at its host names: answer those.
      if (includeAll && wanted.includes('hostNames') && !byKey.has('hostNames')) {
        byKey.set('hostNames', { key: 'hostNames', value: await repository.hostNames(tenant) });
      }
      const result: PlatformSettingValue[] = [];
      for (const key of platformSettingKeys) {
        if (!wanted.includes(key)) continue;
        const value = byKey.get(key);
        if (value) result.push(value);
        else if (includeAll)
          result.push({ key, value: settingDefaults[key] } as PlatformSettingValue);
      }
      return result;
    },
  };
}
