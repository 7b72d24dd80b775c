import { maxFormImageUploadBytes } from '@plein/api-client';
import type { UploadedImage } from '@plein/api-client';
import { MAX_IMAGE_UPLOAD_BYTES } from '@plein/validation';
import { Router } from 'express';
import type { NextFunction, Request, Response } from 'express';
import { isApiError } from '../../http/errors';
import { parseGuidParam } from '../../http/params';
import { getPrincipal, requirePrincipal } from '../../http/principal';
import { markPrivate } from '../../http/private-answers';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import { contentDisposition } from './content-disposition';
import { parseUploadScope, parseVariantQuery } from './schemas';
import type { ImagesService } from './service';
import { readImageUpload } from './upload-reader';
import { matchesEtag } from '../../http/etag';

/** A year: public variants never change under their URL (the ETag names their bytes). */
const publicCacheControl = 'public, max-age=31536000, immutable';
const privateCacheControl = 'private, no-store';

/**
 * Lets an image request carry its bearer token as `?auth=` (an `<img>` cannot send headers).
 * Only for GET, and only when no `Authorization` header was sent. Mount before authentication.
 */
export function bearerFromQuery(req: Request, _res: Response, next: NextFunction): void {
  const auth = (req.query as Record<string, unknown>).auth;
  if (req.method === 'GET' && typeof auth === 'string' && req.headers.authorization === undefined) {
    req.headers.authorization = `Bearer ${auth}`;
  }
  next();
}

/** Options of {@link imagesRoutes}. */
export interface ImagesRoutesOptions {
  /** Where uploads are spooled (the original store's `spoolDir`). */
  spoolDir: string;
  /** Largest upload in bytes (default 30 MB). */
  maxUploadBytes?: number;
  /** Told about a temporary file that could not be removed. */
  onError?: (error: unknown, message: string) => void;
}

/**
 * The image endpoints (mounted at `/a`, after tenant resolution and authentication):
 * `POST /upload?{scope}` (multipart `Image`, 201 `UploadedImage`), `GET /:guid` (a variant) and
 * `DELETE /:guid` (204). Only the `form` scope takes a visitor's upload (whoever may fill the
 * form in, within its rate limits, at most {@link maxFormImageUploadBytes}).
 */
export function imagesRoutes(service: ImagesService, options: ImagesRoutesOptions): Router {
  const { spoolDir, maxUploadBytes = MAX_IMAGE_UPLOAD_BYTES } = options;
  const router = Router();
  router.post('/upload', async (req, res) => {
    const { tenant } = requireTenant(req);
    const scope = parseUploadScope(req);
    const forForm = scope.scope === 'form';
    markPrivate(res);
    const principal = forForm ? getPrincipal(req) : requirePrincipal(req);
    try {
      await service.authorizeUpload(tenant, { principal, ip: req.ip ?? 'unknown' }, scope);
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        const { retryAfterSeconds } = error.details as { retryAfterSeconds: number };
        res.setHeader('Retry-After', String(retryAfterSeconds));
      }
      // The refused body is not read: the client may stop sending it.
      req.resume();
      throw error;
    }
    const upload = await readImageUpload(req, {
      maxBytes: forForm ? Math.min(maxUploadBytes, maxFormImageUploadBytes) : maxUploadBytes,
      spoolDir,
      onError: (error) => options.onError?.(error, 'could not remove a spooled upload'),
    });
    let uploaded: UploadedImage;
    try {
      uploaded = await service.store(tenant, principal, scope, upload);
    } finally {
      // Before answering: whoever sees the answer sees no temporary file left.
      await upload.discard();
    }
    res.status(201).setHeader('Cache-Control', 'no-store').json(uploaded);
  });
  router.get('/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    const { params, context } = parseVariantQuery(req);
    const variant = await service.variant(tenant, getPrincipal(req), guid, context, params);
    res.setHeader('ETag', variant.etag);
    res.setHeader('Cache-Control', variant.isPublic ? publicCacheControl : privateCacheControl);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    if (matchesEtag(req.headers['if-none-match'], variant.etag)) {
      res.status(304).end();
      return;
    }
    const data = await variant.data();
    res.setHeader('Content-Type', `image/${params.format}`);
    if (params.name)
      res.setHeader('Content-Disposition', contentDisposition(params.name, params.format));
    res.setHeader('Content-Length', data.length);
    res.status(200).end(req.method === 'HEAD' ? undefined : data);
  });
  router.delete('/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    const principal = requirePrincipal(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    await service.remove(tenant, principal, guid);
    res.status(204).end();
  });
  return router;
}
