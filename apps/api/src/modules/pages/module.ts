import { Router } from 'express';
import type { Knex } from 'knex';
import type { ContentChanged } from '../../http/content-changed';
import { createListItemsRepository } from '../list-items/repository';
import { pageTemplatesRoutes } from '../page-templates/routes';
import { createBlockEditorService } from './block-editor-service';
import { blockEditorRoutes } from './block-routes';
import type { WithEditorTransaction } from './editing';
import { createEditorRepositories } from './editor-repositories';
import { pageEditorRoutes } from './editor-routes';
import { createPageEditorService } from './editor-service';
import { createListMetadataReader } from './list-metadata';
import { createPreviewLinksService } from './preview-links';
import { createPreviewLinksRepository } from './preview-links-repository';
import { previewLinksRoutes } from './preview-routes';
import { createPagesRepository } from './repository';
import { presenceRoutes } from './presence-routes';
import { pagesRoutes } from './routes';
import { createPagesService } from './service';

/**
 * Every page call (mounted under `/api`): reads for visitors and editors, page and block writes,
 * preview links with the drafts they show, and the page templates. Each write runs in one transaction over `knex` and calls
 * `contentChanged` before answering.
 *
 * @example
 * api.use(pagesModule(knex, contentChanged));
 */
export function pagesModule(knex: Knex, contentChanged: ContentChanged): Router {
  const withTransaction: WithEditorTransaction = (work) =>
    knex.transaction((trx) => work(createEditorRepositories(trx)));
  const blocks = createBlockEditorService(withTransaction);
  const pages = createPagesRepository(knex);
  const listMetadata = createListMetadataReader(createListItemsRepository(knex));
  const router = Router();
  router.use(pagesRoutes(createPagesService(pages, listMetadata)));
  router.use(pageEditorRoutes(createPageEditorService(withTransaction), blocks, contentChanged));
  router.use(blockEditorRoutes(blocks));
  router.use(presenceRoutes(knex, withTransaction));
  router.use(
    previewLinksRoutes(
      createPreviewLinksService(pages, createPreviewLinksRepository(knex), listMetadata),
    ),
  );
  router.use(pageTemplatesRoutes());
  return router;
}
