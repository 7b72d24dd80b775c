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

/** A live session as its owner sees it in their list. */
export interface SessionListing {
  id: number;
  guid: string;
  createdAt: Date;
  lastSeenAt: Date;
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
  /** A membership's live sessions, most recently used first. */
  listLive(
    tenant: Tenant,
    membershipId: number,
    now: Date,
    idleSince: Date,
  ): Promise<SessionListing[]>;
  /** Ends one session of a membership by its guid; false when it has no such session. */
  deleteByGuid(tenant: Tenant, membershipId: number, guid: string): Promise<boolean>;
  delete(tenant: Tenant, id: number): Promise<void>;
  /** Ends every session of a membership (deactivation). */
  deleteForMembership(tenant: Tenant, membershipId: number): Promise<void>;
  /** Ends every session of an account (a new password), but `keepSessionId` when given. */
  deleteForAccount(tenant: Tenant, accountId: number, keepSessionId?: number): Promise<void>;
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
  /** Sessions neither idle since `idleSince` nor past their absolute expiry. */
  const live = (now: Date, idleSince: Date) =>
    db('sessions').where('absolute_expires_at', '>', now).where('last_seen_at', '>', idleSince);
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
      const row = await live(now, idleSince)
        .where({ platform_id: tenant.id, id_hash: idHash })
        .first<SessionRow | undefined>('id', 'membership_id', 'last_seen_at');
      return row ? toRecord(row) : null;
    },
    async listLive(tenant, membershipId, now, idleSince) {
      assertTenant(tenant);
      const rows = await live(now, idleSince)
        .where({ platform_id: tenant.id, membership_id: membershipId })
        .orderBy('last_seen_at', 'desc')
        .select<
          { id: number; guid: string; created_at: Date; last_seen_at: Date; user_agent: string }[]
        >('id', 'guid', 'created_at', 'last_seen_at', 'user_agent');
      return rows.map((row) => ({
        id: row.id,
        guid: row.guid,
        createdAt: new Date(row.created_at),
        lastSeenAt: new Date(row.last_seen_at),
        userAgent: row.user_agent,
      }));
    },
    async deleteByGuid(tenant, membershipId, guid) {
      assertTenant(tenant);
      const deleted = await db('sessions')
        .where({ platform_id: tenant.id, membership_id: membershipId, guid })
        .delete()
        .returning<{ id: number }[]>('id');
      return deleted.length > 0;
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
    async deleteForAccount(tenant, accountId, keepSessionId) {
      assertTenant(tenant);
      const query = db('sessions')
        .where({ platform_id: tenant.id })
        .whereIn(
          'membership_id',
          db('platform_memberships')
            .where({ platform_id: tenant.id, account_id: accountId })
            .select('id'),
        );
      if (keepSessionId !== undefined) query.whereNot({ id: keepSessionId });
      await query.delete();
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
