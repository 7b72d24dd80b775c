import { imageScopes, targetedImageScopes } from '@plein/api-client';
import type { ImageScope } from '@plein/api-client';
import { imageFits, imageFormats } from '@plein/image-service';
import {
  contextIdPattern,
  MAX_REQUESTED_DIMENSION,
  parseImageParams,
} from '@plein/image-service/node';
import type { ImageParams } from '@plein/image-service/node';
import { guidPattern } from '@plein/validation';
import type { Request } from 'express';
import { object, string } from 'yup';
import { invalidQuery } from '../../http/errors';
import { wholeNumber } from '../../http/query-fields';
import { parseQuery } from '../../http/query';
import type { UploadScope, ViewContext } from './service';

const guidMessage = '${path} must be a guid';
const exampleGuid = '5d0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b';

const scopeNotes: Record<ImageScope, string> = {
  public: 'An image anyone may see (content managers and administrators upload it).',
  item: 'An image of the list item with this guid (content managers and administrators).',
  block: 'An image of the block with this guid (content managers and administrators).',
  profile: 'The profile image of the user with this guid (that user, or an administrator).',
  api: 'An image of an API client (a bearer token only, never a browser session).',
  form: 'An answer to the form with this guid, by whoever may fill the form in now (no account needed).',
};

const scopeField = (scope: ImageScope) =>
  targetedImageScopes.includes(scope)
    ? string()
        .matches(guidPattern, guidMessage)
        .meta({ description: `${scopeNotes[scope]} Takes the guid.`, example: exampleGuid })
    : string()
        .oneOf([''], `The ${scope} scope takes no value`)
        .meta({ description: `${scopeNotes[scope]} Takes no value (\`?${scope}\`).` });

const givenScopes = (query: Partial<Record<string, string>>) =>
  imageScopes.filter((scope) => query[scope] !== undefined);

/** The query of `POST /a/upload`: exactly one scope, with a guid for the targeted ones. */
export const uploadQuery = object(
  Object.fromEntries(imageScopes.map((scope) => [scope, scopeField(scope)])),
).test(
  'one-scope',
  `Name exactly one scope: ${imageScopes.join(', ')}`,
  (query) => givenScopes(query).length === 1,
);

/**
 * The scope of `POST /a/upload`: exactly one of `public`, `api` (no value) or `item`, `block`,
 * `profile`, `form` with a guid; anything else is 400 `invalid_query`.
 *
 * @example
 * parseUploadScope(req); // { scope: 'block', target: '5d0c…' } for ?block=5d0c…
 */
export function parseUploadScope(req: Request): UploadScope {
  const query = parseQuery(req, uploadQuery);
  const [scope] = givenScopes(query);
  const target = scope === undefined ? undefined : query[scope];
  if (scope === undefined || target === undefined) throw invalidQuery('Name exactly one scope.');
  return { scope, target: targetedImageScopes.includes(scope) ? target.toLowerCase() : null };
}

/** What the image service takes as the id of a context. */
const contextId = () => string().matches(contextIdPattern, guidMessage);

/** The query of `GET /a/{guid}`: size, quality, format and fit, a file name, and its context. */
export const variantQuery = object({
  width: wholeNumber(1, MAX_REQUESTED_DIMENSION).meta({
    description: 'Width in px; rounded up onto the size ladder and capped at 3000.',
    example: '600',
  }),
  height: wholeNumber(1, MAX_REQUESTED_DIMENSION).meta({
    description: 'Height in px; with a width it follows the width onto the ladder, capped at 3000.',
    example: '400',
  }),
  quality: wholeNumber(1, 100).meta({
    description: 'Encoding quality, 1-100 (default 80).',
    example: '70',
  }),
  format: string()
    .lowercase()
    .oneOf([...imageFormats, 'jpg'])
    .meta({
      description: 'Output format (default `webp`; `jpg` means `jpeg`; any case).',
      example: 'png',
    }),
  fit: string()
    .lowercase()
    .oneOf([...imageFits])
    .meta({
      description: 'How the image fits into width and height (default `inside`; any case).',
      example: 'cover',
    }),
  name: string().meta({
    description:
      'A file name offered for saving (`Content-Disposition`); unsafe characters are removed, at most 200 kept.',
    example: 'photo',
  }),
  block: contextId().meta({
    description: 'The block the image is shown in (an image of another block is not found).',
    example: exampleGuid,
  }),
  item: contextId().meta({
    description: 'The list item the image is shown in.',
    example: exampleGuid,
  }),
  profile: contextId().meta({
    description: 'The user whose profile the image is shown on.',
    example: exampleGuid,
  }),
  submission: string().matches(guidPattern, guidMessage).meta({
    description: "The submission whose receipt shows a form's image: its holder may see the image.",
    example: exampleGuid,
  }),
  auth: string().meta({
    description:
      'A bearer token (`GET /api/auth/token`), for clients that cannot send `Authorization` (an `<img>`).',
    example: 'token',
  }),
});

/**
 * The query of `GET /a/{imageGuid}`: checked by {@link variantQuery}, then turned into render
 * parameters by `parseImageParams` of the image service (sizes put on the size ladder and capped
 * at 3000 px, defaults, sanitised `name`); unknown or repeated parameters and every bad value are
 * 400 `invalid_query`.
 */
export function parseVariantQuery(req: Request): { params: ImageParams; context: ViewContext } {
  const { submission } = parseQuery(req, variantQuery);
  // The same texts the schema accepted; `submission` is a proof of access the service ignores.
  const parsed = parseImageParams(req.query);
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
