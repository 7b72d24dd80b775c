import type { Logger } from '@plein/logger/node';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { authentication } from '../../http/authentication';
import { xsrfCookieIssuing } from '../../http/xsrf';
import { adminUsersRoutes } from '../admin-users/routes';
import { createAdminUsersService } from '../admin-users/service';
import { createAccountSecurityService } from '../auth/account-security-service';
import { resolveIdentitySettings, resolveRateLimiter } from '../auth/identity-settings';
import type { IdentityOptions } from '../auth/identity-settings';
import { createPasswordResetService } from '../auth/password-reset-service';
import { authRoutes } from '../auth/routes';
import { createAuthService } from '../auth/service';
import { invitationsRoutes } from '../invitations/routes';
import { createInvitationsService } from '../invitations/service';
import { createConfiguredMailer } from '../mail/mailer';
import { createOutboxRepository } from '../mail/outbox-repository';
import { createSiteLinks } from '../mail/site-links';
import { profilesRoutes } from '../profiles/routes';
import { createProfilesService } from '../profiles/service';
import { createRolesRepository } from '../roles/repository';
import { rolesRoutes } from '../roles/routes';
import { termsRoutes } from '../terms/routes';
import { verificationRoutes } from '../verification/routes';
import { emailChangeRoutes } from '../email-change/routes';
import { createEmailChangeService } from '../email-change/service';
import { createVerificationService } from '../verification/service';

/** What {@link createIdentity} needs. */
export interface IdentityDependencies {
  knex: Knex;
  logger: Logger;
  /**
   * SMTP settings (without `smtpUrl` mail goes to the outbox table) and the origin template of
   * links in mail (`PUBLIC_ORIGIN`).
   */
  mail: { smtpUrl?: string | null; mailFrom?: string; publicOrigin?: string | null };
  options?: IdentityOptions;
}

/** The identity feature, ready to mount. */
export interface Identity {
  /**
   * Middleware for every tenant request, after tenant resolution and before the response
   * cache: issues the XSRF cookie and sets the request's principal.
   */
  authenticate: RequestHandler[];
  /**
   * Only the principal, without issuing the XSRF cookie: for answers that must carry no
   * Set-Cookie (cacheable images). Unsafe session calls are still XSRF-checked by getPrincipal.
   */
  principal: RequestHandler;
  /** The identity endpoints (mount under `/api`). */
  routes: Router;
}

/**
 * Wires accounts, sessions, tokens, profiles, invitations, verification, terms of use, activity,
 * roles and admin users.
 *
 * @example
 * const identity = createIdentity({ knex, logger, mail: config });
 * api.use(tenant, ...identity.authenticate, responseCaching(cache));
 * api.use(identity.routes);
 */
export function createIdentity(deps: IdentityDependencies): Identity {
  const { knex, logger } = deps;
  const options = deps.options ?? {};
  const settings = resolveIdentitySettings(options);
  const limiter = resolveRateLimiter(options, settings);
  const mailer = options.mailer ?? createConfiguredMailer(knex, deps.mail);
  const links = createSiteLinks(knex, deps.mail.publicOrigin ?? undefined);
  const auth = createAuthService(knex, settings, limiter);
  const profiles = createProfilesService(knex, settings.now);
  const routes = Router();
  routes.use(
    authRoutes(
      auth,
      createPasswordResetService(knex, settings, limiter, mailer, links, logger),
      createAccountSecurityService(knex, settings, limiter, { mailer, links, logger }),
    ),
  );
  routes.use(profilesRoutes(profiles));
  routes.use(termsRoutes(profiles, knex, settings.now));
  routes.use(invitationsRoutes(createInvitationsService(knex, settings, mailer, links)));
  routes.use(verificationRoutes(createVerificationService(knex, settings, mailer, links, logger)));
  routes.use(
    emailChangeRoutes(createEmailChangeService(knex, settings, limiter, { mailer, links, logger })),
  );
  routes.use(rolesRoutes(createRolesRepository(knex)));
  routes.use(
    adminUsersRoutes(
      createAdminUsersService(knex, profiles, settings.now),
      createOutboxRepository(knex),
    ),
  );
  const principal = authentication(auth);
  return { authenticate: [xsrfCookieIssuing, principal], principal, routes };
}
