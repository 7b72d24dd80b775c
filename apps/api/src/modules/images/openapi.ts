import {
  imageScopes,
  imageUploadField,
  maxFormImageUploadBytes,
  maxImageUploadBytes,
  targetedImageScopes,
} from '@plein/api-client';
import { guidPattern } from '@plein/validation';
import type { ApiOperation, QueryParameter } from '../../openapi/operation';
import { byGuid } from '../../openapi/operation';

const tag = 'Images';
const guid = { type: 'string', pattern: guidPattern.source };
/** What the image service takes as the guid of a context (`parseImageParams`). */
const contextId = { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' };

const scopeNotes: Record<(typeof imageScopes)[number], string> = {
  public: 'An image anyone may see (content managers and administrators upload it).',
  item: 'An image of the list item with this guid (content managers and administrators).',
  block: 'An image of the block with this guid (content managers and administrators).',
  profile: 'The profile image of the user with this guid (that user, or an administrator).',
  api: 'An image of an API client (a bearer token only, never a browser session).',
  form: 'An answer to the form with this guid, by whoever may fill the form in now (no account needed).',
};

/** The query of `POST /a/upload`: exactly one scope (`parseUploadScope`). */
const uploadQuery: readonly QueryParameter[] = imageScopes.map((scope) => ({
  name: scope,
  description: targetedImageScopes.includes(scope)
    ? `${scopeNotes[scope]} Takes the guid.`
    : `${scopeNotes[scope]} Takes no value (\`?${scope}\`).`,
  schema: targetedImageScopes.includes(scope) ? guid : { type: 'string', enum: [''] },
}));

/** The query of `GET /a/{guid}` (`parseVariantQuery`, then `parseImageParams`). */
const variantQuery: readonly QueryParameter[] = [
  {
    name: 'width',
    description: 'Width in px; rounded up onto the size ladder and capped at 3000.',
    schema: { type: 'integer', minimum: 1, maximum: 99_999 },
  },
  {
    name: 'height',
    description: 'Height in px; with a width it follows the width onto the ladder, capped at 3000.',
    schema: { type: 'integer', minimum: 1, maximum: 99_999 },
  },
  {
    name: 'quality',
    description: 'Encoding quality, 1-100 (default 80).',
    schema: { type: 'integer', minimum: 1, maximum: 100 },
  },
  {
    name: 'format',
    description: 'Output format (default `webp`; `jpg` means `jpeg`; any case).',
    schema: { type: 'string', enum: ['webp', 'avif', 'jpeg', 'jpg', 'png', 'gif'] },
  },
  {
    name: 'fit',
    description: 'How the image fits into width and height (default `inside`).',
    schema: { type: 'string', enum: ['inside', 'outside', 'cover', 'contain', 'fill'] },
  },
  {
    name: 'name',
    description:
      'A file name offered for saving (`Content-Disposition`); unsafe characters are removed, at most 200 kept.',
  },
  {
    name: 'block',
    description: 'The block the image is shown in (an image of another block is not found).',
    schema: contextId,
  },
  {
    name: 'item',
    description: 'The list item the image is shown in.',
    schema: contextId,
  },
  {
    name: 'profile',
    description: 'The user whose profile the image is shown on.',
    schema: contextId,
  },
  {
    name: 'submission',
    description: "The submission whose receipt shows a form's image: its holder may see the image.",
    schema: guid,
  },
  {
    name: 'auth',
    description:
      'A bearer token (`GET /api/auth/token`), for clients that cannot send `Authorization` (an `<img>`).',
  },
];

/** Uploading, rendering and deleting images (mounted at `/a`). */
export const imagesOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/a/upload',
    tag,
    summary: 'Upload an image into one scope',
    description:
      `A multipart body with the file in the field \`${imageUploadField}\` (png, jpeg, webp, avif or gif, ` +
      `recognised by its content), at most ${maxImageUploadBytes} bytes ` +
      `(${maxFormImageUploadBytes} into a form). The query names exactly one scope. ` +
      'Every scope but `form` needs a session or a bearer token.',
    access: 'public',
    query: uploadQuery,
    body: 'multipart',
    answer: { status: 201, description: 'The stored image.', type: 'UploadedImage' },
    errors: [
      {
        status: 400,
        code: 'invalid_upload',
        description: `The body is not multipart, is cut off, or has no \`${imageUploadField}\` file.`,
      },
      { status: 400, code: 'empty_image', description: 'The file is empty.' },
      {
        status: 400,
        code: 'invalid_query',
        description: 'The query does not name exactly one scope, or its value is wrong.',
      },
      {
        status: 401,
        code: 'not_signed_in',
        description: 'A scope other than `form` without an account.',
      },
      { status: 403, code: 'forbidden', description: 'The caller may not upload into this scope.' },
      {
        status: 404,
        code: 'upload_target_not_found',
        description: 'No item, block, profile or form with the guid of the scope.',
      },
      {
        status: 409,
        code: 'form_takes_no_images',
        description:
          'The form asks for no image (the `form` scope; a form that refuses the visitor answers as its submissions do).',
      },
      { status: 413, code: 'image_too_large', description: 'The file is larger than the limit.' },
      {
        status: 415,
        code: 'unsupported_image',
        description: 'Not a png, jpeg, webp, avif or gif image.',
      },
      {
        status: 422,
        code: 'invalid_image',
        description:
          'The image is cut off, unreadable, not of the type it claims, or holds markup.',
      },
      {
        status: 422,
        code: 'image_too_many_pixels',
        description: 'The image has too many pixels to render.',
      },
      {
        status: 503,
        code: 'image_service_busy',
        description: 'Too many uploads are waiting; try again.',
      },
    ],
  },
  {
    method: 'get',
    path: '/a/{guid}',
    tag,
    summary: 'An image rendered to a size, format and quality',
    description:
      'Public images are cached for a year (`immutable`); others are private. Answers an `ETag`, ' +
      'and 304 to a matching `If-None-Match`. Also answers HEAD.',
    access: 'public',
    guidParameters: byGuid,
    query: variantQuery,
    answer: { status: 200, description: 'The rendered image.', mediaType: 'image/*' },
    errors: [
      {
        status: 422,
        code: 'image_unprocessable',
        description: 'The original cannot be rendered.',
      },
      {
        status: 503,
        code: 'image_service_busy',
        description: 'Too many images are being rendered; try again.',
      },
    ],
  },
  {
    method: 'delete',
    path: '/a/{guid}',
    tag,
    summary: 'Delete an image (its uploader or an administrator)',
    description: "A form's image goes with its submission, never by itself.",
    access: 'signed-in',
    guidParameters: byGuid,
    answer: { status: 204, description: 'Deleted.' },
  },
];
