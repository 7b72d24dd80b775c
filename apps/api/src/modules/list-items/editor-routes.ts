import express, { Router } from 'express';
import type { Request } from 'express';
import { ValidationError } from 'yup';
import type { ContentChanged } from '../../http/content-changed';
import { ApiError, invalidBody } from '../../http/errors';
import { parseGuidParam } from '../../http/params';
import { parseRevisionNumber } from '../pages/schemas';
import { requirePrincipal } from '../../http/principal';
import type { Principal } from '../../http/principal';
import { noQuery, parseQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import type { ListItemsEditorService } from './editor-service';
import {
  editorListQuery,
  listItemOrderSchema,
  listItemsCreateSchema,
  listItemUpdateSchema,
} from './schemas';

const json = express.json({ limit: '1mb' });

/**
 * A signed-in content manager (or admin) of the tenant, else 401 / 403 `forbidden`. Whether they
 * may edit the list's page (canEditPage) is the service's question.
 */
function requireContentManager(req: Request): Principal {
  const principal = requirePrincipal(req);
  if (!principal.isContentManager && !principal.isAdmin) {
    throw new ApiError(403, 'forbidden', 'Only content managers may change list items.');
  }
  return principal;
}

function validated<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof ValidationError) {
      throw invalidBody('The list item is not valid.', { problems: error.errors.slice(0, 10) });
    }
    throw error;
  }
}

/**
 * The editor's list item calls (mounted under `/api`): `POST /listitem/list/:guid`
 * (an array of items; 201 with their guids), `PUT /listitem/:guid` (204; the change of a
 * published item waits in its draft), `POST /listitem/:guid:publish` and
 * `DELETE /listitem/:guid/draft` (204; publish or throw away the draft), `DELETE /listitem/:guid`
 * (204; the item is hidden, not gone), `POST /listitem/:guid:restore` (204, undoes a delete),
 * `GET /listitem/list/:guid/all` (every live item, paged, manual order),
 * `GET /listitem/list/:guid/trash` (the deleted items, restorable for 30 days),
 * `PUT /listitem/list/:guid:order` (204), and an item's publications:
 * `GET /listitem/:guid/revisions`, `GET .../revisions/:number` and
 * `POST .../revisions/:number:restore` (204; into the draft of a published item).
 */
export function listItemsEditorRoutes(
  service: ListItemsEditorService,
  /** Called after every change, before answering: drops the tenant's cached public answers. */
  contentChanged: ContentChanged,
): Router {
  const router = Router();
  router.post('/listitem/list/:guid', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    const items = validated(() =>
      listItemsCreateSchema.validateSync(req.body, { abortEarly: false }),
    );
    const created = await service.create(tenant, editor, guid, items);
    await contentChanged(tenant);
    res.status(201).json(created);
  });
  router.put('/listitem/:guid', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    const item = validated(() =>
      listItemUpdateSchema.validateSync(req.body, { abortEarly: false }),
    );
    // A draft changes nothing visitors see: the cached answers stay.
    if ((await service.update(tenant, editor, guid, item)) === 'live') await contentChanged(tenant);
    res.status(204).end();
  });
  router.post('/listitem/:guid\\:publish', async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    await service.publishDraft(tenant, editor, guid);
    await contentChanged(tenant);
    res.status(204).end();
  });
  router.delete('/listitem/:guid/draft', async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    await service.discardDraft(tenant, editor, guid);
    res.status(204).end();
  });
  router.delete('/listitem/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    await service.remove(tenant, editor, guid);
    await contentChanged(tenant);
    res.status(204).end();
  });
  router.post('/listitem/:guid\\:restore', async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    await service.restore(tenant, editor, guid);
    await contentChanged(tenant);
    res.status(204).end();
  });
  router.get('/listitem/:guid/revisions', async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    res.set('Cache-Control', 'no-store').json(await service.revisions(tenant, editor, guid));
  });
  router.get('/listitem/:guid/revisions/:number', async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    const number = parseRevisionNumber(req);
    noQuery(req);
    res.set('Cache-Control', 'no-store').json(await service.revision(tenant, editor, guid, number));
  });
  router.post('/listitem/:guid/revisions/:number\\:restore', async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    const number = parseRevisionNumber(req);
    noQuery(req);
    // Restoring into a draft changes nothing visitors see: the cached answers stay.
    if ((await service.restoreRevision(tenant, editor, guid, number)) === 'live') {
      await contentChanged(tenant);
    }
    res.status(204).end();
  });
  router.get('/listitem/list/:guid/trash', async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    res.json(await service.trashed(tenant, editor, guid));
  });
  router.get('/listitem/list/:guid/all', async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    const page = await service.listAll(tenant, editor, guid, parseQuery(req, editorListQuery));
    res.set('Cache-Control', 'no-store').json(page);
  });
  router.put('/listitem/list/:guid\\:order', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireContentManager(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    const { guids } = validated(() =>
      listItemOrderSchema.validateSync(req.body, { abortEarly: false }),
    );
    await service.order(
      tenant,
      editor,
      guid,
      guids.map((item) => item.toLowerCase()),
    );
    await contentChanged(tenant);
    res.status(204).end();
  });
  return router;
}
