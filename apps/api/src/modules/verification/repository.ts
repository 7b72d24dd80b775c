import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** A verification code found by its hash. */
export interface VerificationCode {
  id: number;
  membershipId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Verification mails sent (they are also the rate-limit record) and their codes. */
export interface VerificationRepository {
  /** How many were sent to the membership since `since`, and the newest send time. */
  sendsSince(
    tenant: Tenant,
    membershipId: number,
    since: Date,
  ): Promise<{ count: number; last: Date | null }>;
  create(
    tenant: Tenant,
    membershipId: number,
    codeHash: string,
    now: Date,
    expiresAt: Date,
  ): Promise<void>;
  findByCodeHash(tenant: Tenant, codeHash: string): Promise<VerificationCode | null>;
  /** Marks an unused code used; false when someone else was first. */
  markUsed(tenant: Tenant, id: number, now: Date): Promise<boolean>;
}

/** The verification repository over `db` (the root knex or a transaction). */
export function createVerificationRepository(db: Knex | Knex.Transaction): VerificationRepository {
  return {
    async sendsSince(tenant, membershipId, since) {
      assertTenant(tenant);
      const row = await db('verification_sends')
        .where({ platform_id: tenant.id, membership_id: membershipId })
        .where('created_at', '>', since)
        .first<{ count: string | number; last: Date | null } | undefined>(
          db.raw('count(*) as count'),
          db.raw('max(created_at) as last'),
        );
      return {
        count: Number(row?.count ?? 0),
        last: row?.last ? new Date(row.last) : null,
      };
    },
    async create(tenant, membershipId, codeHash, now, expiresAt) {
      assertTenant(tenant);
      await db('verification_sends').insert({
        platform_id: tenant.id,
        membership_id: membershipId,
        code_hash: codeHash,
        created_at: now,
        expires_at: expiresAt,
      });
    },
    async findByCodeHash(tenant, codeHash) {
      assertTenant(tenant);
      const row = await db('verification_sends')
        .where({ platform_id: tenant.id, code_hash: codeHash })
        .first<
          { id: number; membership_id: number; expires_at: Date; used_at: Date | null } | undefined
        >('id', 'membership_id', 'expires_at', 'used_at');
      return row
        ? {
            id: row.id,
            membershipId: row.membership_id,
            expiresAt: new Date(row.expires_at),
            usedAt: row.used_at ? new Date(row.used_at) : null,
          }
        : null;
    },
    async markUsed(tenant, id, now) {
      assertTenant(tenant);
      const count = await db('verification_sends')
        .where({ platform_id: tenant.id, id })
        .whereNull('used_at')
        .update({ used_at: now }, ['id']);
      return count.length > 0;
    },
  };
}
