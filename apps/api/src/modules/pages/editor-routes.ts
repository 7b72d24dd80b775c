import type { BlockInput } from '@plein/api-client';
import express, { Router } from 'express';
import { parseBody } from '../../http/body';
import type { ContentChanged } from '../../http/content-changed';
import { requireAdmin } from '../../http/principal';
import { pagingQuery } from '../../http/paging';
import { noQuery, parseQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import type { BlockEditorService } from './block-editor-service';
import {
  blockInputSchema,
  blockOrderSchema,
  pageCreateSchema,
  pageInputSchema,
  publishSchema,
  scheduleSchema,
} from './editor-schemas';
import type { PageEditorService } from './editor-service';
import { editorCall } from './require-editor';
import { pageScheduleChanged } from './schedule-job';
import { pageIdParam, parsePageId, parseRevisionNumber } from './schemas';

const json = express.json({ limit: '512kb' });

/**
 * The page writes (mounted under `/api`): `POST /pages` (admins; 201), `PUT /pages/:id`,
 * `POST /pages/:id/published`, `PUT /pages/:id/schedule`, `DELETE /pages/:id/draft`, `DELETE /pages/:id` (admins; 204),
 * `POST /pages/:id/blocks` (201), `PUT /pages/:id/blocks:order`, and the page's revisions:
 * `GET /pages/:id/revisions`, `GET .../revisions/:number` and `POST .../revisions/:number:restore`,
 * and who did what: `GET /pages/:id/activity` and, for every page, `GET /pages:activity` (admins).
 * Each checks the caller (401/403, XSRF), then the body (400), then canEditPage on the page
 * (403) and the edit base (409) in the service. Only writes that change what visitors see (the
 * page's name and access, publishing, deleting) drop the cached public answers; the rest change
 * the draft.
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
    const call = { user: requireAdmin(req), base: null };
    noQuery(req);
    const page = await pages.create(tenant, call, parseBody(pageCreateSchema, req.body));
    await contentChanged(tenant);
    res.status(201).json(page);
  });
  router.put('/pages/:id', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const id = parsePageId(req);
    const page = await pages.update(tenant, call, id, parseBody(pageInputSchema, req.body));
    await contentChanged(tenant);
    res.json(page);
  });
  router.post('/pages/:id/published', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const id = parsePageId(req);
    const { isPublished } = parseBody(publishSchema, req.body);
    const page = await pages.setPublished(tenant, call, id, isPublished);
    await contentChanged(tenant);
    res.json(page);
  });
  router.put('/pages/:id/schedule', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const id = parsePageId(req);
    const input = parseBody(scheduleSchema, req.body);
    res.json(await pages.schedule(tenant, call, id, input, new Date()));
    // The schedule job on this instance looks again at what is due next.
    pageScheduleChanged();
  });
  router.delete('/pages/:id/draft', async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    res.json(await pages.discardDraft(tenant, call, parsePageId(req)));
  });
  router.get('/pages/:id/revisions', async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    res.json(await pages.revisions(tenant, call, parsePageId(req)));
  });
  router.get('/pages/:id/revisions/:number', async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const id = parsePageId(req);
    res.json(await pages.revision(tenant, call, id, parseRevisionNumber(req)));
  });
  router.post('/pages/:id/revisions/:number\\:restore', async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const id = parsePageId(req);
    res.json(await pages.restoreRevision(tenant, call, id, parseRevisionNumber(req)));
  });
  router.get('/pages/:id/activity', async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const { page, pageSize } = parseQuery(req, pagingQuery);
    const id = pageIdParam(req);
    res.json(await pages.activity(tenant, call, id, { page, pageSize }));
  });
  router.get('/pages\\:activity', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    const { page, pageSize } = parseQuery(req, pagingQuery);
    res.json(await pages.tenantActivity(tenant, { page, pageSize }));
  });
  router.delete('/pages/:id', async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = { user: requireAdmin(req), base: null };
    await pages.remove(tenant, call, parsePageId(req));
    await contentChanged(tenant);
    res.status(204).end();
  });
  router.get('/pages\\:trash', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    noQuery(req);
    res.json(await pages.trashed(tenant));
  });
  router.post('/pages/:id\\:restore', async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = { user: requireAdmin(req), base: null };
    res.json(await pages.restoreFromTrash(tenant, call, parsePageId(req)));
  });
  router.post('/pages/:id/blocks', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const id = parsePageId(req);
    // yup types `content: mixed().defined()` as optional; `defined` has made sure it is there.
    const input = parseBody(blockInputSchema, req.body) as BlockInput;
    const block = await blocks.add(tenant, call, id, input);
    res.status(201).json(block);
  });
  router.put('/pages/:id/blocks\\:order', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const id = parsePageId(req);
    const page = await blocks.reorder(tenant, call, id, parseBody(blockOrderSchema, req.body));
    res.json(page);
  });
  return router;
}
