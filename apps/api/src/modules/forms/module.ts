import type { Logger } from '@plein/logger/node';
import { Router } from 'express';
import type { Knex } from 'knex';
import type { ContentChanged } from '../../http/content-changed';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Mailer } from '../mail/mailer';
import { createSiteLinks } from '../mail/site-links';
import { createMembershipsRepository } from '../profiles/repository';
import { createRolesRepository } from '../roles/repository';
import { createListItemsEditorRepository } from '../list-items/editor-repository';
import { createListItemsWriteRepository } from '../list-items/write-repository';
import { createFormDashboardRepository } from './dashboard-repository';
import { createFormDashboardService } from './dashboard-service';
import { createSubmissionPublicationService } from './publication-service';
import { createFormsRepository } from './repository';
import { formsAdminRoutes } from './routes';
import { createFormsService } from './service';
import { defaultFormSubmitLimits } from './submit-limits';
import type { FormSubmitLimits } from './submit-limits';
import { createFormSubmissionsService } from './submissions-service';
import { createSubmissionsRepository } from './submissions-repository';
import type { SubmissionsRepository } from './submissions-repository';
import { formsVisitorRoutes } from './visitor-routes';
import { createFormsVisitorService } from './visitor-service';

/** What {@link formsModule} needs. */
export interface FormsModuleDependencies {
  knex: Knex;
  logger: Logger;
  /** Drops the tenant's cached public answers after a write visitors see. */
  contentChanged: ContentChanged;
  /** Sends `Notify` mails (SMTP when configured, else the outbox). */
  mailer: Mailer;
  /** Counts submissions per IP address and form (the app's shared limiter). */
  limiter: RateLimiter;
  limits?: Partial<FormSubmitLimits>;
  /** The origin template of links in mail (`PUBLIC_ORIGIN`). */
  publicOrigin?: string;
  /** The clock of open and close dates and retention (tests move it). */
  now?: () => Date;
}

/**
 * Every form call (mounted under `/api`): the administrators' forms, versions and submissions,
 * and the visitors' form, submission and receipt (decision 0012).
 *
 * @example
 * api.use(formsModule({ knex, logger, contentChanged, mailer, limiter }));
 */
export function formsModule(deps: FormsModuleDependencies): Router {
  const { knex } = deps;
  const now = deps.now ?? (() => new Date());
  const forms = createFormsRepository(knex);
  const submissions = purgingPublished(createSubmissionsRepository(knex), deps.contentChanged);
  const router = Router();
  router.use(
    formsAdminRoutes(
      createFormsService(
        (work) =>
          knex.transaction((trx) =>
            work({
              forms: createFormsRepository(trx),
              roles: createRolesRepository(trx),
              submissions: createSubmissionsRepository(trx),
              listBlocks: createListItemsEditorRepository(trx),
            }),
          ),
        now,
      ),
      createFormSubmissionsService(forms, submissions, now),
      deps.contentChanged,
      createFormDashboardService({
        forms,
        submissions,
        dashboards: createFormDashboardRepository(knex),
        now,
      }),
      createListItemsEditorRepository(knex),
      createSubmissionPublicationService((work) =>
        knex.transaction((trx) =>
          work({
            forms: createFormsRepository(trx),
            submissions: createSubmissionsRepository(trx),
            items: createListItemsWriteRepository(trx),
            listBlocks: createListItemsEditorRepository(trx),
            trx,
          }),
        ),
      ),
    ),
  );
  router.use(
    formsVisitorRoutes(
      createFormsVisitorService({
        forms,
        submissions,
        memberships: createMembershipsRepository(knex),
        limiter: deps.limiter,
        limits: { ...defaultFormSubmitLimits, ...deps.limits },
        mailer: deps.mailer,
        links: createSiteLinks(knex, deps.publicOrigin),
        logger: deps.logger,
        now,
      }),
    ),
  );
  return router;
}

/**
 * `submissions` whose purge of expired submissions also drops the tenant's caches when some of
 * them were published (their items went with them).
 */
function purgingPublished(
  submissions: SubmissionsRepository,
  contentChanged: ContentChanged,
): SubmissionsRepository {
  return {
    ...submissions,
    async purgeExpired(tenant, now, formId) {
      const published = await submissions.purgeExpired(tenant, now, formId);
      if (published > 0) await contentChanged(tenant);
      return published;
    },
  };
}
