import type { BlockInput } from '@plein/api-client';
import express, { Router } from 'express';
import { parseBody } from '../../http/body';
import type { ContentChanged } from '../../http/content-changed';
import { requireAdmin } from '../../http/principal';
import { readQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import type { BlockEditorService } from './block-editor-service';
import {
  blockInputSchema,
  blockOrderSchema,
  pageCreateSchema,
  pageInputSchema,
  publishSchema,
} from './editor-schemas';
import type { PageEditorService } from './editor-service';
import { requireEditor } from './require-editor';
import { parsePageId } from './schemas';

const json = express.json({ limit: '512kb' });

/**
 * The page writes (mounted under `/api`): `POST /pages` (admins; 201), `PUT /pages/:id`,
 * `POST /pages/:id/published`, `DELETE /pages/:id` (admins; 204), `POST /pages/:id/blocks`
 * (201) and `PUT /pages/:id/blocks:order`. Each checks the caller (401/403, XSRF), then the
 * body (400), then canEditPage on the page (403) in the service.
 */
export function pageEditorRoutes(
  pages: PageEditorService,
  blocks: BlockEditorService,
  /** Called after every change, before answering: drops the tenant's cached public answers. */
  contentChanged: ContentChanged,
): Router {
  const router = Router();
  router.post('/pages', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireAdmin(req);
    readQuery(req, []);
    const page = await pages.create(tenant, editor, parseBody(pageCreateSchema, req.body));
    await contentChanged(tenant);
    res.status(201).json(page);
  });
  router.put('/pages/:id', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireEditor(req);
    const id = parsePageId(req);
    const page = await pages.update(tenant, editor, id, parseBody(pageInputSchema, req.body));
    await contentChanged(tenant);
    res.json(page);
  });
  router.post('/pages/:id/published', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireEditor(req);
    const id = parsePageId(req);
    const { isPublished } = parseBody(publishSchema, req.body);
    const page = await pages.setPublished(tenant, editor, id, isPublished);
    await contentChanged(tenant);
    res.json(page);
  });
  router.delete('/pages/:id', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    await pages.remove(tenant, parsePageId(req));
    await contentChanged(tenant);
    res.status(204).end();
  });
  router.post('/pages/:id/blocks', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireEditor(req);
    const id = parsePageId(req);
    // yup types `content: mixed().defined()` as optional; `defined` has made sure it is there.
    const input = parseBody(blockInputSchema, req.body) as BlockInput;
    const block = await blocks.add(tenant, editor, id, input);
    await contentChanged(tenant);
    res.status(201).json(block);
  });
  router.put('/pages/:id/blocks\\:order', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireEditor(req);
    const id = parsePageId(req);
    const page = await blocks.reorder(tenant, editor, id, parseBody(blockOrderSchema, req.body));
    await contentChanged(tenant);
    res.json(page);
  });
  return router;
}
