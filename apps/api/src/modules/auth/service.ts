import type { Knex } from 'knex';
import type { Principal } from '../../http/principal';
import type { RateLimiter } from '../../http/rate-limiter';
import { createActivityRepository } from '../activity/repository';
import type { Tenant } from '../platforms/repository';
import { createMembershipsRepository } from '../profiles/repository';
import type { MembershipRecord } from '../profiles/repository';
import { createAccountsRepository } from './accounts-repository';
import type { IdentitySettings } from './identity-settings';
import {
  hashSecret,
  isSecretShaped,
  newSecret,
  verifyAgainstDummy,
  verifyPassword,
} from './secrets';
import { createSessionsRepository } from './sessions-repository';

/** Input of {@link AuthService.login}. */
export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string;
  /** The session cookie the browser still had: ended, never reused (no session fixation). */
  previousSessionId: string | null;
}

/** What a sign-in attempt came to. */
export type LoginOutcome =
  | { kind: 'signedIn'; sessionId: string; user: MembershipRecord }
  | { kind: 'failed' }
  | { kind: 'limited'; retryAfterMs: number };

/** Sign-in, sessions and access tokens. */
export interface AuthService {
  login(tenant: Tenant, input: LoginInput): Promise<LoginOutcome>;
  /** The principal behind a session cookie or bearer token of this tenant, or null. */
  authenticate(
    tenant: Tenant,
    credentials: { sessionId: string | null; bearer: string | null },
  ): Promise<Principal | null>;
  logout(tenant: Tenant, sessionId: number, membershipId: number): Promise<void>;
  issueAccessToken(tenant: Tenant, sessionId: number): Promise<{ token: string; expiresAt: Date }>;
}

/** Records a principal for a membership reached through a session. */
export function toPrincipal(
  user: MembershipRecord,
  via: Principal['via'],
  sessionId: number,
): Principal {
  return {
    accountId: user.accountId,
    email: user.email,
    membershipId: user.id,
    userGuid: user.guid,
    isAdmin: user.isAdmin,
    isMett: user.isMett,
    isDeveloper: user.isDeveloper,
    isContentManager: user.isContentManager,
    isActive: user.isActive,
    roleIds: user.roleIds,
    via,
    sessionId,
  };
}

/** How often a session's last-seen time is written at most (fewer writes per request). */
const touchEveryMs = 60_000;

/**
 * The auth service. Failed sign-ins count per account and per IP address; past the limit every
 * attempt (also a right one) is refused until the window passes.
 */
export function createAuthService(
  knex: Knex,
  settings: IdentitySettings,
  limiter: RateLimiter,
): AuthService {
  const sessions = createSessionsRepository(knex);
  const memberships = createMembershipsRepository(knex);
  const { login: limits } = settings;

  return {
    async login(tenant, input) {
      const email = input.email.trim().toLowerCase();
      const accountKey = `login:account:${tenant.id}:${email}`;
      const ipKey = `login:ip:${input.ip}`;
      // Every attempt reserves its place in both counters before the password is checked (one
      // atomic increment each), so simultaneous attempts cannot all pass a read-then-check.
      const [byAccount, byIp] = await Promise.all([
        limiter.increment(accountKey, limits.windowMs),
        limiter.increment(ipKey, limits.windowMs),
      ]);
      if (byAccount.count > limits.maxFailuresPerAccount || byIp.count > limits.maxFailuresPerIp) {
        return { kind: 'limited', retryAfterMs: Math.max(byAccount.resetInMs, byIp.resetInMs) };
      }
      const credentials = await createAccountsRepository(knex).credentialsOn(tenant, email);
      const valid = credentials
        ? await verifyPassword(credentials.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      // A failure keeps its reservation: it is the counted failure.
      if (!credentials || !valid) return { kind: 'failed' };
      await Promise.all([limiter.reset(accountKey), limiter.release(ipKey)]);
      const now = settings.now();
      const sessionId = newSecret();
      const user = await knex.transaction(async (trx) => {
        const trxSessions = createSessionsRepository(trx);
        if (isSecretShaped(input.previousSessionId)) {
          await trx('sessions')
            .where({ platform_id: tenant.id, id_hash: hashSecret(input.previousSessionId) })
            .delete();
        }
        await trxSessions.create(tenant, {
          membershipId: credentials.membershipId,
          idHash: hashSecret(sessionId),
          now,
          absoluteExpiresAt: new Date(now.getTime() + settings.sessionAbsoluteMs),
          userAgent: input.userAgent,
        });
        await createActivityRepository(trx).record(
          tenant,
          credentials.membershipId,
          'signIn',
          { userAgent: input.userAgent.slice(0, 200) },
          now,
        );
        return createMembershipsRepository(trx).findById(tenant, credentials.membershipId);
      });
      if (!user) throw new Error('The membership vanished during sign-in.');
      return { kind: 'signedIn', sessionId, user };
    },

    async authenticate(tenant, { sessionId, bearer }) {
      const now = settings.now();
      let session = null;
      let via: Principal['via'] = 'session';
      if (bearer !== null) {
        if (!isSecretShaped(bearer)) return null;
        session = await sessions.findByToken(tenant, hashSecret(bearer), now);
        via = 'bearer';
      } else if (isSecretShaped(sessionId)) {
        const idleSince = new Date(now.getTime() - settings.sessionIdleMs);
        session = await sessions.findLive(tenant, hashSecret(sessionId), now, idleSince);
        if (session && now.getTime() - session.lastSeenAt.getTime() > touchEveryMs) {
          await sessions.touch(tenant, session.id, now);
        }
      }
      if (!session) return null;
      const user = await memberships.findById(tenant, session.membershipId);
      return user ? toPrincipal(user, via, session.id) : null;
    },

    async logout(tenant, sessionId, membershipId) {
      await sessions.delete(tenant, sessionId);
      await createActivityRepository(knex).record(
        tenant,
        membershipId,
        'signOut',
        {},
        settings.now(),
      );
    },

    async issueAccessToken(tenant, sessionId) {
      const now = settings.now();
      const token = newSecret();
      const expiresAt = new Date(now.getTime() + settings.accessTokenTtlMs);
      await sessions.createToken(tenant, sessionId, hashSecret(token), now, expiresAt);
      return { token, expiresAt };
    },
  };
}
