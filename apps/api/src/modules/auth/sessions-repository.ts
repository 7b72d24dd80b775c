import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** A live session. */
export interface SessionRecord {
  id: number;
  membershipId: number;
  lastSeenAt: Date;
}

/** Input of {@link SessionsRepository.create}. */
export interface NewSession {
  membershipId: number;
  idHash: string;
  now: Date;
  absoluteExpiresAt: Date;
  userAgent: string;
}

/** Sessions and their access tokens, always within one tenant. */
export interface SessionsRepository {
  create(tenant: Tenant, input: NewSession): Promise<number>;
  /** The session with this id hash, unless idle since `idleSince` or past its absolute expiry. */
  findLive(
    tenant: Tenant,
    idHash: string,
    now: Date,
    idleSince: Date,
  ): Promise<SessionRecord | null>;
  touch(tenant: Tenant, id: number, now: Date): Promise<void>;
  delete(tenant: Tenant, id: number): Promise<void>;
  /** Ends every session of a membership (deactivation). */
  deleteForMembership(tenant: Tenant, membershipId: number): Promise<void>;
  /** Ends every session of an account on every tenant (a new password). */
  deleteForAccount(accountId: number): Promise<void>;
  createToken(
    tenant: Tenant,
    sessionId: number,
    tokenHash: string,
    now: Date,
    expiresAt: Date,
  ): Promise<void>;
  /** The session behind a valid bearer token. */
  findByToken(tenant: Tenant, tokenHash: string, now: Date): Promise<SessionRecord | null>;
}

interface SessionRow {
  id: number;
  membership_id: number;
  last_seen_at: Date;
}

const toRecord = (row: SessionRow): SessionRecord => ({
  id: row.id,
  membershipId: row.membership_id,
  lastSeenAt: new Date(row.last_seen_at),
});

/** The sessions repository over `db` (the root knex or a transaction). */
export function createSessionsRepository(db: Knex | Knex.Transaction): SessionsRepository {
  return {
    async create(tenant, input) {
      assertTenant(tenant);
      const [row] = await db('sessions')
        .insert({
          platform_id: tenant.id,
          membership_id: input.membershipId,
          id_hash: input.idHash,
          created_at: input.now,
          last_seen_at: input.now,
          absolute_expires_at: input.absoluteExpiresAt,
          user_agent: input.userAgent.slice(0, 512),
        })
        .returning<{ id: number }[]>(['id']);
      if (!row) throw new Error('Inserting a session returned no row.');
      return row.id;
    },
    async findLive(tenant, idHash, now, idleSince) {
      assertTenant(tenant);
      const row = await db('sessions')
        .where({ platform_id: tenant.id, id_hash: idHash })
        .where('absolute_expires_at', '>', now)
        .where('last_seen_at', '>', idleSince)
        .first<SessionRow | undefined>('id', 'membership_id', 'last_seen_at');
      return row ? toRecord(row) : null;
    },
    async touch(tenant, id, now) {
      assertTenant(tenant);
      await db('sessions').where({ platform_id: tenant.id, id }).update({ last_seen_at: now });
    },
    async delete(tenant, id) {
      assertTenant(tenant);
      await db('sessions').where({ platform_id: tenant.id, id }).delete();
    },
    async deleteForMembership(tenant, membershipId) {
      assertTenant(tenant);
      await db('sessions').where({ platform_id: tenant.id, membership_id: membershipId }).delete();
    },
    async deleteForAccount(accountId) {
      await db('sessions')
        .whereIn(
          'membership_id',
          db('platform_memberships').where({ account_id: accountId }).select('id'),
        )
        .delete();
    },
    async createToken(tenant, sessionId, tokenHash, now, expiresAt) {
      assertTenant(tenant);
      await db('access_tokens').insert({
        platform_id: tenant.id,
        session_id: sessionId,
        token_hash: tokenHash,
        created_at: now,
        expires_at: expiresAt,
      });
    },
    async findByToken(tenant, tokenHash, now) {
      assertTenant(tenant);
      const row = await db('access_tokens as t')
        .join('sessions as s', 's.id', 't.session_id')
        .where({
          't.platform_id': tenant.id,
          's.platform_id': tenant.id,
          't.token_hash': tokenHash,
        })
        .where('t.expires_at', '>', now)
        .where('s.absolute_expires_at', '>', now)
        .first<SessionRow | undefined>('s.id', 's.membership_id', 's.last_seen_at');
      return row ? toRecord(row) : null;
    },
  };
}
