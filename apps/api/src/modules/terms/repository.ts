import { initialTermsOfUseVersion } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** Terms-of-use versions and acceptances of a tenant. */
export interface TermsRepository {
  /** The newest version; 1 for a tenant that never published one. */
  currentVersion(tenant: Tenant): Promise<number>;
  /** Publishes the next version and answers it. */
  publishNext(tenant: Tenant, now: Date): Promise<number>;
  recordAcceptance(tenant: Tenant, membershipId: number, version: number, at: Date): Promise<void>;
}

/** The terms repository over `db` (the root knex or a transaction). */
export function createTermsRepository(db: Knex | Knex.Transaction): TermsRepository {
  const current = async (tenant: Tenant) => {
    assertTenant(tenant);
    const row = (await db('terms_of_use_versions')
      .where({ platform_id: tenant.id })
      .max({ version: 'version' })
      .first()) as { version: number | null } | undefined;
    return row?.version ?? initialTermsOfUseVersion;
  };
  return {
    currentVersion: current,
    async publishNext(tenant, now) {
      const next = (await current(tenant)) + 1;
      await db('terms_of_use_versions').insert({
        platform_id: tenant.id,
        version: next,
        published_at: now,
      });
      return next;
    },
    async recordAcceptance(tenant, membershipId, version, at) {
      assertTenant(tenant);
      await db('terms_acceptances').insert({
        platform_id: tenant.id,
        membership_id: membershipId,
        version,
        accepted_at: at,
      });
    },
  };
}
