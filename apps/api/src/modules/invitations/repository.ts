import type { InvitationState, InvitationSummary } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** An invitation as stored. */
export interface InvitationRecord {
  id: number;
  guid: string;
  email: string;
  roleIds: string[];
  isAdmin: boolean;
  isContentManager: boolean;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
}

/** Input of {@link InvitationsRepository.create}. */
export interface NewInvitation {
  email: string;
  codeHash: string;
  roleIds: string[];
  isAdmin: boolean;
  isContentManager: boolean;
  invitedBy: number | null;
  now: Date;
  expiresAt: Date;
}

/** Invitations of a tenant. */
export interface InvitationsRepository {
  create(tenant: Tenant, input: NewInvitation): Promise<InvitationRecord>;
  findByCodeHash(tenant: Tenant, codeHash: string): Promise<InvitationRecord | null>;
  findByGuid(tenant: Tenant, guid: string): Promise<InvitationRecord | null>;
  list(
    tenant: Tenant,
    offset: number,
    limit: number,
  ): Promise<{ items: InvitationRecord[]; total: number }>;
  /** A new code and expiry (the old code stops working). */
  renew(tenant: Tenant, id: number, codeHash: string, expiresAt: Date): Promise<void>;
  /** Marks an open, unexpired invitation accepted; false when it was not (single use). */
  markAccepted(tenant: Tenant, id: number, now: Date): Promise<boolean>;
}

interface InvitationRow {
  id: number;
  guid: string;
  email: string;
  role_ids: string[];
  is_admin: boolean;
  is_content_manager: boolean;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
}

const columns = [
  'id',
  'guid',
  'email',
  'role_ids',
  'is_admin',
  'is_content_manager',
  'created_at',
  'expires_at',
  'accepted_at',
];

const toRecord = (row: InvitationRow): InvitationRecord => ({
  id: row.id,
  guid: row.guid,
  email: row.email,
  roleIds: row.role_ids,
  isAdmin: row.is_admin,
  isContentManager: row.is_content_manager,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  acceptedAt: row.accepted_at ? new Date(row.accepted_at) : null,
});

/** The state of an invitation at `now`. */
export function invitationState(record: InvitationRecord, now: Date): InvitationState {
  if (record.acceptedAt) return 'Accepted';
  return record.expiresAt.getTime() <= now.getTime() ? 'Expired' : 'Open';
}

/** The admin view of an invitation. */
export function toInvitationSummary(record: InvitationRecord, now: Date): InvitationSummary {
  return {
    guid: record.guid,
    email: record.email,
    roleIds: record.roleIds,
    isAdmin: record.isAdmin,
    isContentManager: record.isContentManager,
    state: invitationState(record, now),
    createdAt: record.createdAt.toISOString(),
    expiresAt: record.expiresAt.toISOString(),
  };
}

/** The invitations repository over `db` (the root knex or a transaction). */
export function createInvitationsRepository(db: Knex | Knex.Transaction): InvitationsRepository {
  const one = async (tenant: Tenant, where: Record<string, unknown>) => {
    assertTenant(tenant);
    const row = await db('invitations')
      .where({ platform_id: tenant.id, ...where })
      .first<InvitationRow | undefined>(columns);
    return row ? toRecord(row) : null;
  };
  return {
    async create(tenant, input) {
      assertTenant(tenant);
      const [row] = await db('invitations')
        .insert({
          platform_id: tenant.id,
          email: input.email,
          code_hash: input.codeHash,
          role_ids: JSON.stringify(input.roleIds),
          is_admin: input.isAdmin,
          is_content_manager: input.isContentManager,
          invited_by_membership_id: input.invitedBy,
          created_at: input.now,
          expires_at: input.expiresAt,
        })
        .returning<InvitationRow[]>(columns);
      if (!row) throw new Error('Inserting an invitation returned no row.');
      return toRecord(row);
    },
    findByCodeHash: (tenant, codeHash) => one(tenant, { code_hash: codeHash }),
    findByGuid: (tenant, guid) => one(tenant, { guid }),
    async list(tenant, offset, limit) {
      assertTenant(tenant);
      const rows = await db('invitations')
        .where({ platform_id: tenant.id })
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .select<InvitationRow[]>(columns);
      const [count] = await db('invitations')
        .where({ platform_id: tenant.id })
        .count<{ count: string | number }[]>({ count: '*' });
      return { items: rows.map(toRecord), total: Number(count?.count ?? 0) };
    },
    async renew(tenant, id, codeHash, expiresAt) {
      assertTenant(tenant);
      await db('invitations')
        .where({ platform_id: tenant.id, id })
        .update({ code_hash: codeHash, expires_at: expiresAt });
    },
    async markAccepted(tenant, id, now) {
      assertTenant(tenant);
      const count = await db('invitations')
        .where({ platform_id: tenant.id, id })
        .whereNull('accepted_at')
        .where('expires_at', '>', now)
        .update({ accepted_at: now }, ['id']);
      return count.length > 0;
    },
  };
}
