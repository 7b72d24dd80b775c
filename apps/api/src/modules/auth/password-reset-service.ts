import type { Logger } from '@plein/logger/node';
import type { MailDelivery } from '@plein/api-client';
import type { Knex } from 'knex';
import type { RateLimiter } from '../../http/rate-limiter';
import { createActivityRepository } from '../activity/repository';
import type { Mailer } from '../mail/mailer';
import type { SiteLinks } from '../mail/site-links';
import { passwordResetMail } from '../mail/templates';
import type { Tenant } from '../platforms/repository';
import { createAccountsRepository } from './accounts-repository';
import type { IdentitySettings } from './identity-settings';
import { endOutstandingCodes } from './outstanding-codes';
import { notifyPasswordChanged } from './password-notice';
import { assertStrongPassword } from './password-strength';
import { createResetCodesRepository } from './reset-codes-repository';
import { hashPassword, hashSecret, isSecretShaped, newSecret } from './secrets';
import { createSessionsRepository } from './sessions-repository';

/** Password reset by mail. */
export interface PasswordResetService {
  /**
   * Starts a reset in the background and returns at once, so neither the answer nor its timing
   * tells whether the address has an account on this tenant. At most 5 mails an hour per address.
   */
  /**
   * Mails a code when the address has an account (in the background, so the answer takes as long
   * either way); answers how mail is delivered, which is the same for every address.
   */
  request(tenant: Tenant, email: string): Promise<MailDelivery>;
  /**
   * Sets the new password and ends every session and other outstanding code of the account;
   * false for a bad code.
   */
  confirm(tenant: Tenant, code: string, password: string): Promise<boolean>;
}

const mailsPerHour = 5;

/** The password reset service. */
export function createPasswordResetService(
  knex: Knex,
  settings: IdentitySettings,
  limiter: RateLimiter,
  mailer: Mailer,
  links: SiteLinks,
  logger: Logger,
): PasswordResetService {
  const notice = { mailer, links, logger };
  async function send(tenant: Tenant, email: string): Promise<void> {
    const account = await createAccountsRepository(knex).credentialsOn(tenant, email);
    if (!account) return;
    const { count } = await limiter.increment(`reset:${tenant.id}:${account.email}`, 3_600_000);
    if (count > mailsPerHour) return;
    const code = newSecret();
    const now = settings.now();
    await createResetCodesRepository(knex).create(
      tenant,
      account.id,
      hashSecret(code),
      now,
      new Date(now.getTime() + settings.passwordResetTtlMs),
    );
    const link = await links.link(tenant, `/reset-password/${code}`);
    await mailer.send(tenant, passwordResetMail(account.email, tenant.name, link));
  }

  return {
    request(tenant, email) {
      send(tenant, email.trim().toLowerCase()).catch((error: unknown) => {
        logger.error({ err: error }, 'password reset mail failed');
      });
      return Promise.resolve(mailer.delivery);
    },
    async confirm(tenant, code, password) {
      if (!isSecretShaped(code)) return false;
      const passwordHash = await hashPassword(password);
      let changed: string | null = null;
      const done = await knex.transaction(async (trx) => {
        const now = settings.now();
        const accountId = await createResetCodesRepository(trx).consume(
          tenant,
          hashSecret(code),
          now,
        );
        if (accountId === null) return false;
        const accounts = createAccountsRepository(trx);
        const account = await accounts.findById(tenant, accountId);
        if (!account) return false;
        // Throwing undoes consuming the code, so the owner can try a better password.
        assertStrongPassword(password, [account.email, tenant.name]);
        await accounts.setPassword(tenant, accountId, passwordHash);
        changed = account.email;
        await createSessionsRepository(trx).deleteForAccount(tenant, accountId);
        await endOutstandingCodes(trx, tenant, accountId, now);
        const membership = await trx('platform_memberships')
          .where({ platform_id: tenant.id, account_id: accountId })
          .first<{ id: number } | undefined>('id');
        if (membership) {
          await createActivityRepository(trx).record(
            tenant,
            membership.id,
            'passwordChanged',
            {},
            now,
          );
        }
        return true;
      });
      if (changed) notifyPasswordChanged(notice, tenant, changed);
      return done;
    },
  };
}
