import type { SessionSummary } from '@plein/api-client';
import type { Knex } from 'knex';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import type { RateLimiter } from '../../http/rate-limiter';
import { createActivityRepository } from '../activity/repository';
import type { Tenant } from '../platforms/repository';
import { createAccountsRepository } from './accounts-repository';
import { createCurrentPasswordCheck } from './current-password';
import type { IdentitySettings } from './identity-settings';
import { endOutstandingCodes } from './outstanding-codes';
import { notifyPasswordChanged } from './password-notice';
import type { NoticeDependencies } from './password-notice';
import { assertStrongPassword } from './password-strength';
import { hashPassword } from './secrets';
import { createSessionsRepository } from './sessions-repository';

/** The signed-in user's own password and sessions (account/security). */
export interface AccountSecurityService {
  /**
   * Sets a new password after checking the current one (wrong guesses count like failed
   * sign-ins), ends every other session and outstanding code, and mails a notice.
   */
  changePassword(
    tenant: Tenant,
    principal: Principal,
    input: { currentPassword: string; newPassword: string },
  ): Promise<void>;
  listSessions(tenant: Tenant, principal: Principal): Promise<SessionSummary[]>;
  /** Ends one of the user's sessions; 404 `session_not_found` when it is not theirs. */
  endSession(tenant: Tenant, principal: Principal, guid: string): Promise<void>;
  /** Ends every session of the user but this one, and every outstanding code of the account. */
  endOtherSessions(tenant: Tenant, principal: Principal): Promise<void>;
}

/** The account security service. */
export function createAccountSecurityService(
  knex: Knex,
  settings: IdentitySettings,
  limiter: RateLimiter,
  notice: NoticeDependencies,
): AccountSecurityService {
  const sessions = createSessionsRepository(knex);
  const checkCurrentPassword = createCurrentPasswordCheck(knex, settings, limiter);

  return {
    async changePassword(tenant, principal, input) {
      const account = await checkCurrentPassword(tenant, principal, input.currentPassword);
      const membership = await knex('platform_memberships')
        .where({ platform_id: tenant.id, id: principal.membershipId })
        .first<{ first_name: string; last_name: string }>('first_name', 'last_name');
      assertStrongPassword(input.newPassword, [
        account.email,
        membership?.first_name ?? '',
        membership?.last_name ?? '',
        tenant.name,
      ]);
      const passwordHash = await hashPassword(input.newPassword);
      const now = settings.now();
      await knex.transaction(async (trx) => {
        await createAccountsRepository(trx).setPassword(tenant, account.id, passwordHash);
        await createSessionsRepository(trx).deleteForAccount(
          tenant,
          account.id,
          principal.sessionId,
        );
        await endOutstandingCodes(trx, tenant, account.id, now);
        await createActivityRepository(trx).record(
          tenant,
          principal.membershipId,
          'passwordChanged',
          {},
          now,
        );
      });
      notifyPasswordChanged(notice, tenant, account.email);
    },

    async listSessions(tenant, principal) {
      const now = settings.now();
      const idleSince = new Date(now.getTime() - settings.sessionIdleMs);
      const live = await sessions.listLive(tenant, principal.membershipId, now, idleSince);
      return live.map((session) => ({
        guid: session.guid,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        userAgent: session.userAgent,
        current: session.id === principal.sessionId,
      }));
    },

    async endSession(tenant, principal, guid) {
      if (!(await sessions.deleteByGuid(tenant, principal.membershipId, guid))) {
        throw new ApiError(404, 'session_not_found', 'You have no such session.');
      }
    },

    async endOtherSessions(tenant, principal) {
      await knex.transaction(async (trx) => {
        await createSessionsRepository(trx).deleteForAccount(
          tenant,
          principal.accountId,
          principal.sessionId,
        );
        await endOutstandingCodes(trx, tenant, principal.accountId, settings.now());
      });
    },
  };
}
