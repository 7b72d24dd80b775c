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
import type { Tenant } from '../platforms/repository';
import { createFormDashboardRepository } from './dashboard-repository';
import { createFormDashboardService } from './dashboard-service';
import { createSubmissionPublicationService } from './publication-service';
import { createFormsRepository } from './repository';
import { formsAdminRoutes } from './routes';
import { createFormsService } from './service';
import type { FormsService } from './service';
import { createFormUploadGate } from './image-uploads';
import { defaultFormSubmitLimits, defaultFormUploadLimits } from './submit-limits';
import type { FormSubmitLimits } from './submit-limits';
import { createFormSubmissionsService } from './submissions-service';
import type { FormSubmissionsService } from './submissions-service';
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
  /**
   * Removes the images of the tenant's deleted submissions (the image service's sweep); called
   * after submissions or forms were deleted.
   */
  releaseImages?: (tenant: Tenant) => Promise<unknown>;
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
  const releaseImages = deps.releaseImages ?? (() => Promise.resolve());
  const submissions = purgingPublished(
    createSubmissionsRepository(knex),
    deps.contentChanged,
    releaseImages,
  );
  const router = Router();
  router.use(
    formsAdminRoutes(
      releasingImages(
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
        releaseImages,
      ),
      releasingSubmissionImages(
        createFormSubmissionsService(forms, submissions, now),
        releaseImages,
      ),
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
 * them were published (their items went with them), and removes their images.
 */
function purgingPublished(
  submissions: SubmissionsRepository,
  contentChanged: ContentChanged,
  releaseImages: (tenant: Tenant) => Promise<unknown>,
): SubmissionsRepository {
  return {
    ...submissions,
    async purgeExpired(tenant, now, formId) {
      const purged = await submissions.purgeExpired(tenant, now, formId);
      if (purged.published > 0) await contentChanged(tenant);
      if (purged.deleted > 0) await releaseImages(tenant);
      return purged;
    },
  };
}

/** `forms` whose delete also removes the images of the form's submissions. */
function releasingImages(
  forms: FormsService,
  releaseImages: (tenant: Tenant) => Promise<unknown>,
): FormsService {
  return {
    ...forms,
    async delete(tenant, guid) {
      await forms.delete(tenant, guid);
      await releaseImages(tenant);
    },
  };
}

/** `submissions` whose delete also removes the images of the deleted submissions. */
function releasingSubmissionImages(
  submissions: FormSubmissionsService,
  releaseImages: (tenant: Tenant) => Promise<unknown>,
): FormSubmissionsService {
  return {
    ...submissions,
    async delete(tenant, formGuid, guids) {
      await submissions.delete(tenant, formGuid, guids);
      await releaseImages(tenant);
    },
  };
}

/**
 * Who may upload an image into a form (see {@link createFormUploadGate}), for the image service.
 *
 * @example
 * createImages({ db, logger, config, formUploads: formUploadGate({ knex, limiter }) });
 */
export function formUploadGate(deps: {
  knex: Knex;
  limiter: RateLimiter;
  limits?: Partial<FormSubmitLimits>;
  now?: () => Date;
}) {
  return createFormUploadGate({
    forms: createFormsRepository(deps.knex),
    memberships: createMembershipsRepository(deps.knex),
    limiter: deps.limiter,
    limits: { ...defaultFormUploadLimits, ...deps.limits },
    now: deps.now ?? (() => new Date()),
  });
}
