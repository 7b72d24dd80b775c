import express, { Router } from 'express';
import type { Request } from 'express';
import { array, ValidationError } from 'yup';
import { ApiError, invalidBody } from '../../http/errors';
import { parseGuidParam } from '../../http/params';
import { requirePrincipal } from '../../http/principal';
import { readQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import type { ListItemsEditorService } from './editor-service';
import { listItemInputSchema, maxItemsPerCreate } from './item-input-schema';

const json = express.json({ limit: '1mb' });
const itemsSchema = array(listItemInputSchema).required().min(1).max(maxItemsPerCreate).strict();

/** A signed-in content manager (or admin) of the tenant, else 401 / 403 `forbidden`. */
function requireContentManager(req: Request): void {
  const principal = requirePrincipal(req);
  if (!principal.isContentManager && !principal.isAdmin) {
    throw new ApiError(403, 'forbidden', 'Only content managers may change list items.');
  }
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
 * The content manager's list item calls (mounted under `/api`): `POST /listitem/list/:guid`
 * (an array of items; 201 with their guids), `PUT /listitem/:guid` and `DELETE /listitem/:guid`
 * (204).
 */
export function listItemsEditorRoutes(
  service: ListItemsEditorService,
  /** Called after every change, before answering: drops the host's cached public answers. */
  contentChanged: (host: string) => Promise<unknown>,
): Router {
  const router = Router();
  router.post('/listitem/list/:guid', json, async (req, res) => {
    const { tenant, host } = requireTenant(req);
    requireContentManager(req);
    const guid = parseGuidParam(req);
    readQuery(req, []);
    const items = validated(() => itemsSchema.validateSync(req.body, { abortEarly: false }));
    const created = await service.create(tenant, guid, items);
    await contentChanged(host);
    res.status(201).json(created);
  });
  router.put('/listitem/:guid', json, async (req, res) => {
    const { tenant, host } = requireTenant(req);
    requireContentManager(req);
    const guid = parseGuidParam(req);
    readQuery(req, []);
    const item = validated(() => listItemInputSchema.validateSync(req.body, { abortEarly: false }));
    await service.update(tenant, guid, item);
    await contentChanged(host);
    res.status(204).end();
  });
  router.delete('/listitem/:guid', async (req, res) => {
    const { tenant, host } = requireTenant(req);
    requireContentManager(req);
    const guid = parseGuidParam(req);
    readQuery(req, []);
    await service.remove(tenant, guid);
    await contentChanged(host);
    res.status(204).end();
  });
  return router;
}
