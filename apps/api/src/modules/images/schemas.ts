import { imageScopes, targetedImageScopes } from '@plein/api-client';
import type { ImageScope } from '@plein/api-client';
import { parseImageParams } from '@plein/image-service/node';
import type { ImageParams } from '@plein/image-service/node';
import type { Request } from 'express';
import { invalidQuery } from '../../http/errors';
import { isGuid } from '../../http/params';
import { readQuery } from '../../http/query';
import type { UploadScope, ViewContext } from './service';

/**
 * The scope of `POST /a/upload`: exactly one of `public`, `api` (no value) or `item`, `block`,
 * `profile`, `form` with a guid; anything else is 400 `invalid_query`.
 *
 * @example
 * parseUploadScope(req); // { scope: 'block', target: '5d0c…' } for ?block=5d0c…
 */
export function parseUploadScope(req: Request): UploadScope {
  const query = readQuery(req, imageScopes);
  const given = Object.entries(query) as [ImageScope, string][];
  if (given.length !== 1) {
    throw invalidQuery(`Name exactly one scope: ${imageScopes.join(', ')}.`);
  }
  const [scope, value] = given[0]!;
  if (!targetedImageScopes.includes(scope)) {
    if (value !== '') throw invalidQuery(`The ${scope} scope takes no value.`);
    return { scope, target: null };
  }
  if (!isGuid(value)) {
    throw invalidQuery(`${scope} must be a guid.`, [{ parameter: scope, problem: 'not a guid' }]);
  }
  return { scope, target: value.toLowerCase() };
}

const variantParameters = [
  'width',
  'height',
  'quality',
  'name',
  'fit',
  'format',
  'block',
  'item',
  'profile',
  'submission',
  'auth',
] as const;

/**
 * The query of `GET /a/{imageGuid}`, checked by `parseImageParams` of the image service (sizes
 * 1-99999 put on the size ladder and capped at 3000 px, quality 1-100, known formats and fits,
 * sanitised `name`);
 * unknown or repeated parameters and every bad value are 400 `invalid_query`.
 */
export function parseVariantQuery(req: Request): { params: ImageParams; context: ViewContext } {
  // `submission` is a proof of access, not a rendering parameter: the image service never sees it.
  const { submission, ...query } = readQuery(req, variantParameters);
  if (submission !== undefined && !isGuid(submission)) {
    throw invalidQuery('submission must be a guid.', [
      { parameter: 'submission', problem: 'not a guid' },
    ]);
  }
  const parsed = parseImageParams(query);
  if (!parsed.ok) {
    throw invalidQuery(
      parsed.errors.map((e) => e.message).join('; '),
      parsed.errors.map((e) => ({ parameter: e.param, problem: e.message })),
    );
  }
  const { block, item, profile } = parsed.params;
  const context: ViewContext = {};
  if (block !== undefined) context.block = block;
  if (item !== undefined) context.item = item;
  if (profile !== undefined) context.profile = profile;
  if (submission !== undefined) context.submission = submission;
  return { params: parsed.params, context };
}
