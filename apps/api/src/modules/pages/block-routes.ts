import express, { Router } from 'express';
import type { Request } from 'express';
import { parseBody } from '../../http/body';
import { parseGuidParam } from '../../http/params';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import type { BlockEditorService } from './block-editor-service';
import { blockContentSchema, blockPermissionsSchema, parseBlockOptions } from './editor-schemas';
import { editorCall } from './require-editor';

const json = express.json({ limit: '512kb' });

/** The block guid of the path (400 `invalid_id` otherwise); no query parameters. */
function blockGuid(req: Request): string {
  const guid = parseGuidParam(req);
  noQuery(req);
  return guid;
}

/**
 * The block writes (mounted under `/api`): `PUT /buildingblockinstance/:guid` (content),
 * `POST .../:guid/options`, `POST .../:guid/permissions`, `DELETE .../:guid` (soft, 204) and
 * `POST .../:guid:restore` (the editor's undo). Each needs canEditPage on the block's page and
 * changes only its draft, so no cached public answer changes.
 */
export function blockEditorRoutes(blocks: BlockEditorService): Router {
  const router = Router();
  router.put('/buildingblockinstance/:guid', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const guid = blockGuid(req);
    const { content } = parseBody(blockContentSchema, req.body);
    const block = await blocks.setContent(tenant, call, guid, content);
    res.json(block);
  });
  router.post('/buildingblockinstance/:guid/options', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const guid = blockGuid(req);
    const block = await blocks.setOptions(tenant, call, guid, parseBlockOptions(req.body));
    res.json(block);
  });
  router.post('/buildingblockinstance/:guid/permissions', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const guid = blockGuid(req);
    const input = parseBody(blockPermissionsSchema, req.body);
    const block = await blocks.setPermissions(tenant, call, guid, input);
    res.json(block);
  });
  router.delete('/buildingblockinstance/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    await blocks.remove(tenant, call, blockGuid(req));
    res.status(204).end();
  });
  router.post('/buildingblockinstance/:guid\\:restore', async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const block = await blocks.restore(tenant, call, blockGuid(req));
    res.json(block);
  });
  return router;
}
