import type {
  EmailChangeConfirmed,
  EmailChangeRequest,
  EmailChangeRequested,
} from '@plein/api-client';
import type { Logger } from '@plein/logger/node';
import type { Knex } from 'knex';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import type { RateLimiter } from '../../http/rate-limiter';
import { createActivityRepository } from '../activity/repository';
import { createAccountsRepository } from '../auth/accounts-repository';
import { createCurrentPasswordCheck } from '../auth/current-password';
import { endOutstandingCodes } from '../auth/outstanding-codes';
import type { IdentitySettings } from '../auth/identity-settings';
import { hashSecret, isSecretShaped, newSecret } from '../auth/secrets';
import type { Mailer } from '../mail/mailer';
import type { SiteLinks } from '../mail/site-links';
import { emailChangeMail, emailChangeNoticeMail } from '../mail/templates';
import type { Tenant } from '../platforms/repository';
import { createMembershipsRepository } from '../profiles/repository';
import { createEmailChangesRepository } from './repository';

/** A signed-in user changing their own address, confirmed by a code mailed to the new one. */
export interface EmailChangeService {
  /**
   * Checks the current password, then mails a code to the new address and a notice to the old
   * one. 400 `same_email`, 409 `email_taken` (another account of this site has it), 429
   * `too_soon` / `too_many_requests` (the verification mail limits), 503 `mail_failed`.
   */
  request(
    tenant: Tenant,
    principal: Principal,
    input: EmailChangeRequest,
  ): Promise<EmailChangeRequested>;
  /**
   * Gives the account the new address (verified, as its owner opened the mail). 400
   * `invalid_code`, 404 `code_not_found` (unknown or used), 410 `code_expired`, 409
   * `email_taken` (taken meanwhile).
   */
  confirm(tenant: Tenant, code: string): Promise<EmailChangeConfirmed>;
}

const day = 24 * 60 * 60_000;
const emailTaken = () =>
  new ApiError(409, 'email_taken', 'Another account of this site uses that address.');

/** The e-mail change service. */
export function createEmailChangeService(
  knex: Knex,
  settings: IdentitySettings,
  limiter: RateLimiter,
  mail: { mailer: Mailer; links: SiteLinks; logger: Logger },
): EmailChangeService {
  const changes = createEmailChangesRepository(knex);
  const checkCurrentPassword = createCurrentPasswordCheck(knex, settings, limiter);
  const accounts = createAccountsRepository(knex);
  const { minIntervalMs, maxPerDay } = settings.verification;

  return {
    async request(tenant, principal, input) {
      const account = await checkCurrentPassword(tenant, principal, input.currentPassword);
      const newEmail = input.newEmail.trim().toLowerCase();
      if (newEmail === account.email) {
        throw new ApiError(400, 'same_email', 'That is already the address of your account.');
      }
      if (await accounts.findByEmail(tenant, newEmail)) throw emailTaken();
      const now = settings.now();
      const asked = await changes.requestsSince(tenant, account.id, new Date(now.getTime() - day));
      if (asked.count >= maxPerDay) {
        throw new ApiError(429, 'too_many_requests', 'Too many address changes today.');
      }
      if (asked.last && now.getTime() - asked.last.getTime() < minIntervalMs) {
        throw new ApiError(429, 'too_soon', 'A mail was sent a moment ago; wait a little.');
      }
      const code = newSecret();
      await changes.create(tenant, {
        accountId: account.id,
        newEmail,
        codeHash: hashSecret(code),
        now,
        expiresAt: new Date(now.getTime() + settings.verificationTtlMs),
      });
      try {
        const link = await mail.links.link(tenant, `/confirm-email/${code}`);
        await mail.mailer.send(tenant, emailChangeMail(newEmail, tenant.name, link));
        const reset = await mail.links.link(tenant, '/reset-password');
        await mail.mailer.send(
          tenant,
          emailChangeNoticeMail(account.email, tenant.name, newEmail, reset),
        );
      } catch (error) {
        mail.logger.error({ err: error }, 'e-mail change mail failed');
        throw new ApiError(503, 'mail_failed', 'The mail could not be sent; try again later.');
      }
      return { mail: mail.mailer.delivery };
    },

    async confirm(tenant, code) {
      if (!isSecretShaped(code)) throw new ApiError(400, 'invalid_code', 'That is not a code.');
      const found = await changes.findByCodeHash(tenant, hashSecret(code));
      if (!found || found.usedAt) {
        throw new ApiError(404, 'code_not_found', 'The code is unknown or already used.');
      }
      const now = settings.now();
      if (found.expiresAt.getTime() <= now.getTime()) {
        throw new ApiError(410, 'code_expired', 'The code has expired; ask for a new one.');
      }
      await knex.transaction(async (trx) => {
        if (!(await createEmailChangesRepository(trx).markUsed(tenant, found.id, now))) {
          throw new ApiError(404, 'code_not_found', 'The code is unknown or already used.');
        }
        const trxAccounts = createAccountsRepository(trx);
        const holder = await trxAccounts.findByEmail(tenant, found.newEmail);
        if (holder && holder.id !== found.accountId) throw emailTaken();
        const memberships = createMembershipsRepository(trx);
        const membership = await memberships.findByAccount(tenant, found.accountId);
        if (!membership) {
          throw new ApiError(404, 'code_not_found', 'The code is unknown or already used.');
        }
        await trxAccounts.setEmail(tenant, found.accountId, found.newEmail);
        // A reset code mailed to the old address must not outlive it, nor other pending changes.
        await endOutstandingCodes(trx, tenant, found.accountId, now);
        await memberships.markEmailVerified(tenant, membership.id, now);
        await createActivityRepository(trx).record(
          tenant,
          membership.id,
          'emailChanged',
          { from: membership.email, to: found.newEmail },
          now,
        );
      });
      return { email: found.newEmail };
    },
  };
}
