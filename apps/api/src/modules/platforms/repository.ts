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
  /**
   * Locks the tenant's platform row until the transaction ends, so changes of its host names run
   * one after the other. Use in a transaction.
   */
  lock(tenant: Tenant): Promise<void>;
  /** The tenant's host names, sorted. */
  listHosts(tenant: Tenant): Promise<string[]>;
  /** The tenant's oldest host name (null when it has none). */
  firstHost(tenant: Tenant): Promise<string | null>;
  /** Which of `hosts` belong to another tenant than this one. */
  hostsOfOtherTenants(tenant: Tenant, hosts: readonly string[]): Promise<string[]>;
  /**
   * Makes `hosts` (lower case, no port) the tenant's host names: removes the others, adds the new
   * ones. Answers what changed. A host another tenant holds fails with the database's unique
   * violation (check {@link PlatformsRepository.hostsOfOtherTenants} first; the constraint
   * settles races).
   */
  replaceHosts(
    tenant: Tenant,
    hosts: readonly string[],
  ): Promise<{ added: string[]; removed: string[] }>;
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
    async lock(tenant) {
      assertTenant(tenant);
      await db('platforms').where({ id: tenant.id }).forUpdate().first('id');
    },
    async listHosts(tenant) {
      assertTenant(tenant);
      return db('platform_hosts').where({ platform_id: tenant.id }).orderBy('host').pluck('host');
    },
    async firstHost(tenant) {
      assertTenant(tenant);
      const row = await db('platform_hosts')
        .where({ platform_id: tenant.id })
        .orderBy('id')
        .first<{ host: string } | undefined>('host');
      return row?.host ?? null;
    },
    async hostsOfOtherTenants(tenant, hosts) {
      assertTenant(tenant);
      if (hosts.length === 0) return [];
      return db('platform_hosts')
        .whereIn('host', [...hosts])
        .whereNot({ platform_id: tenant.id })
        .orderBy('host')
        .pluck('host');
    },
    async replaceHosts(tenant, hosts) {
      assertTenant(tenant);
      const wanted = new Set(hosts.map((host) => host.toLowerCase()));
      const current = new Set<string>(
        await db('platform_hosts').where({ platform_id: tenant.id }).pluck('host'),
      );
      const removed = [...current].filter((host) => !wanted.has(host)).sort();
      const added = [...wanted].filter((host) => !current.has(host)).sort();
      if (removed.length > 0) {
        await db('platform_hosts').where({ platform_id: tenant.id }).whereIn('host', removed).del();
      }
      if (added.length > 0) {
        await db('platform_hosts').insert(added.map((host) => ({ host, platform_id: tenant.id })));
      }
      return { added, removed };
    },
  };
}
