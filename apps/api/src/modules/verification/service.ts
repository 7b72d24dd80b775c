import type { MailDelivery, OperationResult, VerificationSendResult } from '@plein/api-client';
import type { Logger } from '@plein/logger/node';
import type { Knex } from 'knex';
import type { Principal } from '../../http/principal';
import { createActivityRepository } from '../activity/repository';
import type { IdentitySettings } from '../auth/identity-settings';
import { hashSecret, isSecretShaped, newSecret } from '../auth/secrets';
import type { Mailer } from '../mail/mailer';
import type { SiteLinks } from '../mail/site-links';
import { verificationMail } from '../mail/templates';
import type { Tenant } from '../platforms/repository';
import { createMembershipsRepository } from '../profiles/repository';
import { createVerificationRepository } from './repository';

/** E-mail verification: send a code by mail, consume it. */
export interface VerificationService {
  /**
   * Sends a code to the caller's address, or (admins) to the user `userGuid`. TooSoon within
   * the minimum interval of the previous mail, Abused past the daily maximum.
   */
  send(
    tenant: Tenant,
    principal: Principal | null,
    userGuid: string | null,
  ): Promise<VerificationSendResult>;
  verify(tenant: Tenant, code: string): Promise<OperationResult>;
  /** How a sent code travels: to the mail server, or queued in the outbox without one. */
  readonly mailDelivery: MailDelivery;
}

const day = 24 * 60 * 60_000;

/** The verification service. */
export function createVerificationService(
  knex: Knex,
  settings: IdentitySettings,
  mailer: Mailer,
  links: SiteLinks,
  logger: Logger,
): VerificationService {
  const codes = createVerificationRepository(knex);
  const memberships = createMembershipsRepository(knex);
  const { minIntervalMs, maxPerDay } = settings.verification;

  return {
    mailDelivery: mailer.delivery,
    async send(tenant, principal, userGuid) {
      if (!principal || !principal.isActive) return 'Unauthorized';
      if (userGuid !== null && userGuid !== principal.userGuid && !principal.isAdmin)
        return 'Unauthorized';
      const target = await memberships.findByGuid(tenant, userGuid ?? principal.userGuid);
      if (!target) return 'NotFound';
      if (target.emailVerifiedAt) return 'AlreadyVerified';
      const now = settings.now();
      const sent = await codes.sendsSince(tenant, target.id, new Date(now.getTime() - day));
      if (sent.count >= maxPerDay) return 'Abused';
      if (sent.last && now.getTime() - sent.last.getTime() < minIntervalMs) return 'TooSoon';
      const code = newSecret();
      await codes.create(
        tenant,
        target.id,
        hashSecret(code),
        now,
        new Date(now.getTime() + settings.verificationTtlMs),
      );
      try {
        const link = await links.link(tenant, `/verify-email/${code}`);
        await mailer.send(tenant, verificationMail(target.email, tenant.name, link));
      } catch (error) {
        logger.error({ err: error }, 'verification mail failed');
        return 'Failed';
      }
      return 'Sent';
    },
    async verify(tenant, code) {
      if (!isSecretShaped(code)) return 'BadRequest';
      const found = await codes.findByCodeHash(tenant, hashSecret(code));
      if (!found || found.usedAt) return 'NotFound';
      const now = settings.now();
      if (found.expiresAt.getTime() <= now.getTime()) return 'Expired';
      return knex.transaction(async (trx) => {
        if (!(await createVerificationRepository(trx).markUsed(tenant, found.id, now)))
          return 'NotFound';
        await createMembershipsRepository(trx).markEmailVerified(tenant, found.membershipId, now);
        await createActivityRepository(trx).record(
          tenant,
          found.membershipId,
          'emailVerified',
          {},
          now,
        );
        return 'Success';
      });
    },
  };
}
