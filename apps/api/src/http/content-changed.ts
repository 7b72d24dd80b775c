import type { Knex } from 'knex';
import type { Tenant } from '../modules/platforms/repository';
import type { ResponseCache } from './response-cache';

/** Called after a write changed a tenant's public content, before the write is answered. */
export type ContentChanged = (tenant: Tenant) => Promise<void>;

/**
 * Drops the cached public answers of every host name of the tenant (a tenant may be reached
 * through several), so the next visitor sees the change.
 *
 * @example
 * const contentChanged = createContentChanged(knex, cache);
 * await contentChanged(tenant);
 */
export function createContentChanged(knex: Knex, cache: ResponseCache): ContentChanged {
  return async (tenant) => {
    const rows = await knex('platform_hosts')
      .where({ platform_id: tenant.id })
      .select<{ host: string }[]>('host');
    await Promise.all(rows.map(({ host }) => cache.invalidateHost(host)));
  };
}
