import express, { Router } from 'express';
import { parseBody } from '../../http/body';
import { parseGuidParam } from '../../http/params';
import { markPrivate } from '../../http/private-answers';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import { previewLinkCreateSchema } from './editor-schemas';
import type { PreviewLinksService } from './preview-links';
import { requireEditor } from './require-editor';
import { parsePageId } from './schemas';

const json = express.json({ limit: '8kb' });

/**
 * Preview links (mounted under `/api`): `POST /pages/:id/preview-links` (201),
 * `GET /pages/:id/preview-links` and `DELETE /pages/:id/preview-links/:linkId` (204) for those who
 * may edit the page (401/403, XSRF, then the body, then canEditPage), and `GET /preview/:token`
 * for anyone. Nothing here changes what visitors see, so no cached answer is dropped; and no
 * answer here is ever cached: the reads are marked `private, no-store`, and the response caches
 * skip `/api/preview/` whoever asks (see `isNeverCached`).
 */
export function previewLinksRoutes(service: PreviewLinksService): Router {
  const router = Router();
  router.post('/pages/:id/preview-links', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireEditor(req);
    const id = parsePageId(req);
    const { expiresInHours } = parseBody(previewLinkCreateSchema, req.body);
    const link = await service.create(tenant, editor, id, expiresInHours);
    res.status(201).json(link);
  });
  router.get('/pages/:id/preview-links', async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireEditor(req);
    res.json(await service.list(tenant, editor, parsePageId(req)));
  });
  router.delete('/pages/:id/preview-links/:linkId', async (req, res) => {
    const { tenant } = requireTenant(req);
    const editor = requireEditor(req);
    const id = parsePageId(req);
    await service.revoke(tenant, editor, id, parseGuidParam(req, 'linkId'));
    res.status(204).end();
  });
  router.get('/preview/:token', async (req, res) => {
    // Even the 404 is for this caller only: nothing about a token may be kept.
    markPrivate(res);
    const { tenant } = requireTenant(req);
    noQuery(req);
    res.json(await service.preview(tenant, String(req.params.token)));
  });
  return router;
}
