import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** A pending change of an account's address, found by its code's hash. */
export interface EmailChange {
  id: number;
  accountId: number;
  newEmail: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Requests to change an account's address (they are also the rate-limit record). */
export interface EmailChangesRepository {
  /** How many the account asked for since `since`, and when it last asked. */
  requestsSince(
    tenant: Tenant,
    accountId: number,
    since: Date,
  ): Promise<{ count: number; last: Date | null }>;
  create(
    tenant: Tenant,
    change: { accountId: number; newEmail: string; codeHash: string; now: Date; expiresAt: Date },
  ): Promise<void>;
  findByCodeHash(tenant: Tenant, codeHash: string): Promise<EmailChange | null>;
  /** Marks an unused code used; false when someone else was first. */
  markUsed(tenant: Tenant, id: number, now: Date): Promise<boolean>;
}

interface EmailChangeRow {
  id: number;
  account_id: number;
  new_email: string;
  expires_at: Date;
  used_at: Date | null;
}

/** The e-mail change repository over `db` (the root knex or a transaction). */
export function createEmailChangesRepository(db: Knex | Knex.Transaction): EmailChangesRepository {
  return {
    async requestsSince(tenant, accountId, since) {
      assertTenant(tenant);
      const row = await db('email_changes')
        .where({ platform_id: tenant.id, account_id: accountId })
        .where('created_at', '>', since)
        .first<{ count: string | number; last: Date | null } | undefined>(
          db.raw('count(*) as count'),
          db.raw('max(created_at) as last'),
        );
      return { count: Number(row?.count ?? 0), last: row?.last ? new Date(row.last) : null };
    },
    async create(tenant, change) {
      assertTenant(tenant);
      await db('email_changes').insert({
        platform_id: tenant.id,
        account_id: change.accountId,
        new_email: change.newEmail,
        code_hash: change.codeHash,
        created_at: change.now,
        expires_at: change.expiresAt,
      });
    },
    async findByCodeHash(tenant, codeHash) {
      assertTenant(tenant);
      const row = await db('email_changes')
        .where({ platform_id: tenant.id, code_hash: codeHash })
        .first<EmailChangeRow | undefined>(
          'id',
          'account_id',
          'new_email',
          'expires_at',
          'used_at',
        );
      return row
        ? {
            id: row.id,
            accountId: row.account_id,
            newEmail: row.new_email,
            expiresAt: new Date(row.expires_at),
            usedAt: row.used_at ? new Date(row.used_at) : null,
          }
        : null;
    },
    async markUsed(tenant, id, now) {
      assertTenant(tenant);
      const count = await db('email_changes')
        .where({ platform_id: tenant.id, id })
        .whereNull('used_at')
        .update({ used_at: now });
      return count === 1;
    },
  };
}
