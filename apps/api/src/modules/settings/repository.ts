import type { PlatformSettingKey, PlatformSettingValue } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant, createPlatformsRepository } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { isSettingKey } from './schemas';

/** Setting values of a tenant. */
export interface SettingsRepository {
  /** The values the tenant set, limited to `keys` when given. Unknown stored keys are skipped. */
  list(tenant: Tenant, keys: readonly PlatformSettingKey[] | null): Promise<PlatformSettingValue[]>;
  /** Inserts or replaces values. */
  put(tenant: Tenant, values: readonly PlatformSettingValue[]): Promise<void>;
  /** The host names the tenant is served at (`platform_hosts`), sorted. */
  hostNames(tenant: Tenant): Promise<string[]>;
  /** Which of `guids` are public images of this tenant (images every visitor may see). */
  publicImageGuids(tenant: Tenant, guids: readonly string[]): Promise<Set<string>>;
}

interface SettingRow {
  key: string;
  value: unknown;
}

/**
 * The settings repository over `db` (the root knex or a transaction).
 *
 * @example
 * await createSettingsRepository(trx).put(tenant, [{ key: 'platformName', value: 'Plein' }]);
 */
export function createSettingsRepository(db: Knex | Knex.Transaction): SettingsRepository {
  return {
    async list(tenant, keys) {
      assertTenant(tenant);
      const query = db<SettingRow>('platform_setting_values')
        .where('platform_id', tenant.id)
        .select('key', 'value');
      if (keys) void query.whereIn('key', keys);
      const rows = await query;
      return rows
        .filter((row) => isSettingKey(row.key))
        .map((row) => ({ key: row.key, value: row.value }) as PlatformSettingValue);
    },
    async put(tenant, values) {
      assertTenant(tenant);
      if (values.length === 0) return;
      await db('platform_setting_values')
        .insert(
          values.map(({ key, value }) => ({
            platform_id: tenant.id,
            key,
            value: JSON.stringify(value),
          })),
        )
        .onConflict(['platform_id', 'key'])
        .merge({ value: db.raw('excluded.value'), updated_at: db.fn.now() });
    },
    hostNames: (tenant) => createPlatformsRepository(db).listHosts(tenant),
    async publicImageGuids(tenant, guids) {
      assertTenant(tenant);
      if (guids.length === 0) return new Set();
      const found = await db('images')
        .where({ platform_id: tenant.id, scope: 'public' })
        .whereIn('guid', [...guids])
        .pluck('guid');
      return new Set(found);
    },
  };
}
