import type { Knex } from 'knex';

/**
 * A tenant ("platform"). Every repository of tenant-owned rows takes one as its first argument
 * and scopes every query by its id.
 */
export interface Tenant {
  id: number;
  guid: string;
  name: string;
}

/** Throws unless `tenant` is a real tenant: repositories cannot be used without one. */
export function assertTenant(tenant: Tenant | null | undefined): asserts tenant is Tenant {
  if (!tenant || !Number.isSafeInteger(tenant.id) || tenant.id <= 0) {
    throw new Error('A tenant is required for tenant-owned data.');
  }
}

interface PlatformRow {
  id: number;
  guid: string;
  name: string;
}

/** Input of {@link PlatformsRepository.create}. */
export interface NewPlatform {
  name: string;
  /** Host names without port; stored in lower case. */
  hosts: string[];
}

/** Platforms and their host names. */
export interface PlatformsRepository {
  /** The tenant a host name (lower case, no port) belongs to, or null. */
  findByHost(host: string): Promise<Tenant | null>;
  /** Creates a platform with its host names. */
  create(input: NewPlatform): Promise<Tenant>;
  /** True when no platform exists yet. */
  isEmpty(): Promise<boolean>;
}

/**
 * The platforms repository over `db` (the root knex or a transaction).
 *
 * @example
 * const tenant = await createPlatformsRepository(knex).findByHost('localhost');
 */
export function createPlatformsRepository(db: Knex | Knex.Transaction): PlatformsRepository {
  return {
    async findByHost(host) {
      const row = await db('platforms')
        .join('platform_hosts', 'platform_hosts.platform_id', 'platforms.id')
        .where('platform_hosts.host', host.toLowerCase())
        .first<PlatformRow | undefined>('platforms.id', 'platforms.guid', 'platforms.name');
      return row ? { id: row.id, guid: row.guid, name: row.name } : null;
    },
    async create({ name, hosts }) {
      const [row] = await db<PlatformRow>('platforms')
        .insert({ name })
        .returning(['id', 'guid', 'name']);
      if (!row) throw new Error('Inserting a platform returned no row.');
      if (hosts.length > 0) {
        await db('platform_hosts').insert(
          hosts.map((host) => ({ host: host.toLowerCase(), platform_id: row.id })),
        );
      }
      return { id: row.id, guid: row.guid, name: row.name };
    },
    async isEmpty() {
      const row = await db('platforms').first<{ id: number } | undefined>('id');
      return row === undefined;
    },
  };
}
