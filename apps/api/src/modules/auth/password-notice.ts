import type { Logger } from '@plein/logger/node';
import type { Mailer } from '../mail/mailer';
import type { SiteLinks } from '../mail/site-links';
import { passwordChangedMail } from '../mail/templates';
import type { Tenant } from '../platforms/repository';

/** What {@link notifyPasswordChanged} sends with. */
export interface NoticeDependencies {
  mailer: Mailer;
  links: SiteLinks;
  logger: Logger;
}

/**
 * Tells the account's owner by mail that its password changed (ASVS 5.0 6.3.7), in the
 * background: the change itself is done and must not wait for, or fail with, the mail.
 */
export function notifyPasswordChanged(deps: NoticeDependencies, tenant: Tenant, to: string): void {
  void (async () => {
    const link = await deps.links.link(tenant, '/reset-password');
    await deps.mailer.send(tenant, passwordChangedMail(to, tenant.name, link));
  })().catch((error: unknown) => {
    deps.logger.error({ err: error }, 'password change notice failed');
  });
}
