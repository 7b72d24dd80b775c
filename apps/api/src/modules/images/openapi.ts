import { imageUploadField, maxFormImageUploadBytes, maxImageUploadBytes } from '@plein/api-client';
import type { ApiOperation } from '../../openapi/operation';
import { byGuid } from '../../openapi/operation';
import { uploadQuery, variantQuery } from './schemas';

const tag = 'Images';

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
