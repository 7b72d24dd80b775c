import type { ActivityEntry, ActivityKind } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** The activity log of a tenant's users. */
export interface ActivityRepository {
  record(
    tenant: Tenant,
    membershipId: number,
    kind: ActivityKind,
    details: Record<string, unknown>,
    at: Date,
  ): Promise<void>;
  /** Newest first. */
  list(
    tenant: Tenant,
    membershipId: number,
    offset: number,
    limit: number,
  ): Promise<{ items: ActivityEntry[]; total: number }>;
}

interface ActivityRow {
  kind: ActivityKind;
  details: Record<string, unknown>;
  created_at: Date;
}

/** The activity repository over `db` (the root knex or a transaction). */
export function createActivityRepository(db: Knex | Knex.Transaction): ActivityRepository {
  return {
    async record(tenant, membershipId, kind, details, at) {
      assertTenant(tenant);
      await db('activity_log').insert({
        platform_id: tenant.id,
        membership_id: membershipId,
        kind,
        details: JSON.stringify(details),
        created_at: at,
      });
    },
    async list(tenant, membershipId, offset, limit) {
      assertTenant(tenant);
      const where = { platform_id: tenant.id, membership_id: membershipId };
      const rows = await db('activity_log')
        .where(where)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .select<ActivityRow[]>('kind', 'details', 'created_at');
      const [count] = await db('activity_log')
        .where(where)
        .count<{ count: string | number }[]>({ count: '*' });
      return {
        items: rows.map((row) => ({
          kind: row.kind,
          details: row.details,
          at: new Date(row.created_at).toISOString(),
        })),
        total: Number(count?.count ?? 0),
      };
    },
  };
}
