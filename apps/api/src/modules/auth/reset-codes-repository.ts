import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** Password reset codes (stored hashed, single use, expiring). */
export interface ResetCodesRepository {
  create(
    tenant: Tenant,
    accountId: number,
    codeHash: string,
    now: Date,
    expiresAt: Date,
  ): Promise<void>;
  /**
   * Marks an unused, unexpired code of this tenant used and answers its account, or null. One
   * statement, so two requests with the same code cannot both succeed.
   */
  consume(tenant: Tenant, codeHash: string, now: Date): Promise<number | null>;
}

/** The reset codes repository over `db` (the root knex or a transaction). */
export function createResetCodesRepository(db: Knex | Knex.Transaction): ResetCodesRepository {
  return {
    async create(tenant, accountId, codeHash, now, expiresAt) {
      assertTenant(tenant);
      await db('password_reset_codes').insert({
        platform_id: tenant.id,
        account_id: accountId,
        code_hash: codeHash,
        created_at: now,
        expires_at: expiresAt,
      });
    },
    async consume(tenant, codeHash, now) {
      assertTenant(tenant);
      const [row] = await db('password_reset_codes')
        .where({ platform_id: tenant.id, code_hash: codeHash })
        .whereNull('used_at')
        .where('expires_at', '>', now)
        .update({ used_at: now })
        .returning<{ account_id: number }[]>(['account_id']);
      return row ? row.account_id : null;
    },
  };
}
