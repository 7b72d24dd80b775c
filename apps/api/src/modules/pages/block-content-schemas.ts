import {
  isExternalUrl,
  isInternalMenuPath,
  maxButtons,
  maxHeaderImages,
  textOf,
} from '@plein/validation';
import { array, boolean, mixed, number, object, string } from 'yup';
import type { Schema } from 'yup';
import { isGuid } from '../../http/params';

/** What a browser reads as the start of a tag: `<script`, `</p`, `<!--`, `<?php` (not `a < b`). */
const markup = /<[!?]|<\/?[a-z]/i;

/**
 * Whether text holds nothing a browser would read as a tag.
 *
 * @example
 * isPlainText('a < b'); // true
 * isPlainText('<img src=x onerror=alert(1)>'); // false
 */
export const isPlainText = (value: unknown): boolean =>
  typeof value !== 'string' || !markup.test(value);

// Leaves are strict (no coercion: 5 is not '5'); objects are not, so unknown keys are stripped.
const text = (max: number) => string().strict().defined().max(max);
/** Plain text: shown as text, so markup in it is refused rather than stored. */
const plain = (max: number) =>
  text(max).test(
    'plain-text',
    ({ path }) => `${path} must be plain text, without HTML tags`,
    isPlainText,
  );
const guid = (name: string) =>
  string()
    .strict()
    .defined()
    .test('guid', `${name} must be a guid`, (value) => isGuid(value));
const nullableGuid = (name: string) =>
  string()
    .strict()
    .nullable()
    .defined()
    .test('guid', `${name} must be a guid or null`, (value) => value === null || isGuid(value));
const dimension = (name: string) =>
  number()
    .strict()
    .nullable()
    .defined()
    .integer(`${name} must be a whole number`)
    .min(1, `${name} must be positive`)
    .max(10_000, `${name} may be at most 10000`);

/** Whitespace and control characters: a browser drops some from URLs (`/\t/x` becomes `//x`). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const hasControlOrSpace = (value: string) => /[\s\u0000-\u001f\u007f]/.test(value);

/** An external link (http, https, ftp; no private address): spec section 5. */
export const isSafeExternalUrl = (value: unknown): boolean =>
  typeof value === 'string' && !hasControlOrSpace(value) && isExternalUrl(value);

/** A link inside the site (`/path`) or a safe external one; `javascript:` and `data:` fail. */
export const isSafeLink = (value: unknown): boolean =>
  typeof value === 'string' &&
  !hasControlOrSpace(value) &&
  (isInternalMenuPath(value) || isExternalUrl(value));

const heroSchema = object({ title: plain(300), text: plain(5_000) }).defined();

const richTextSchema = object({ html: text(200_000) }).defined();

const imageSchema = object({
  imageGuid: nullableGuid('imageGuid'),
  url: string()
    .strict()
    .nullable()
    .defined()
    .max(2_000)
    .test(
      'external-url',
      'url must be an http(s) or ftp URL of a public host',
      (value) => value === null || isSafeExternalUrl(value),
    ),
  alt: plain(300),
  // Absent in images stored before the flag existed.
  decorative: boolean().strict().optional(),
  caption: plain(500),
  width: dimension('width'),
  height: dimension('height'),
})
  .defined()
  // A new block has neither source yet (and renders nothing); it never has both.
  .test(
    'one-source',
    'at most one of imageGuid and url may be set',
    (value) => value?.imageGuid === null || value?.url === null,
  );

const headerImagesSchema = object({
  images: array(
    object({
      guid: guid('guid'),
      imageGuid: guid('imageGuid'),
      title: plain(200),
      text: plain(1_000),
    }).defined(),
  )
    .defined()
    .max(maxHeaderImages, `at most ${maxHeaderImages} images`),
}).defined();

const buttonsSchema = object({
  buttons: array(
    object({
      label: plain(80).test(
        'label',
        'label must not be empty',
        (value) => typeof value === 'string' && value.trim() !== '',
      ),
      url: text(2_000).test(
        'url',
        'url must be a site path (/...) or a safe external URL',
        isSafeLink,
      ),
      variant: string().strict().defined().oneOf(['primary', 'secondary']),
    }).defined(),
  )
    .defined()
    .max(maxButtons, `at most ${maxButtons} buttons`),
}).defined();

// A Map: a provider named `constructor` must find nothing, not Object.prototype's member.
const videoIdPatterns = new Map<string, RegExp>([
  ['youtube', /^[A-Za-z0-9_-]{11}$/],
  ['vimeo', /^\d{1,12}$/],
]);

const videoSchema = object({
  provider: string().strict().defined().oneOf(['youtube', 'vimeo']),
  videoId: text(20),
  title: plain(200),
})
  .defined()
  // A new block has no video yet (and renders nothing); a chosen one fits its provider.
  .test('video-id', 'videoId does not fit the provider', (value) => {
    if (value?.videoId === '') return true;
    const pattern = value?.provider ? videoIdPatterns.get(value.provider) : undefined;
    return (
      pattern !== undefined && typeof value?.videoId === 'string' && pattern.test(value.videoId)
    );
  })
  .test(
    'video-title',
    'title must not be empty when a video is chosen',
    (value) => value?.videoId === '' || textOf(value?.title).trim() !== '',
  );

/** `list` and `list-widget`: an optional heading and parent choices (building-blocks' ListContent). */
const listSchema = object({
  title: plain(200).optional(),
  parents: array(object({ guid: guid('parents[].guid'), label: plain(200) }).defined())
    .max(50)
    .optional(),
}).defined();

/** `form`: the form it shows; empty until one is chosen (building-blocks' FormBlockContent). */
const formSchema = object({
  formGuid: string()
    .strict()
    .defined()
    .test(
      'form-guid',
      'formGuid must be empty or a guid',
      (value) => value === '' || isGuid(value),
    ),
}).defined();

/** The content schema of each core block type; other types are free-form JSON objects. */
export const coreContentSchemas: Readonly<Record<string, Schema>> = {
  hero: heroSchema,
  'rich-text': richTextSchema,
  image: imageSchema,
  'header-images': headerImagesSchema,
  buttons: buttonsSchema,
  video: videoSchema,
  list: listSchema,
  'list-widget': listSchema,
  form: formSchema,
};

/** A free-form content document: any JSON object. */
export const freeContentSchema = mixed().test(
  'object',
  'content must be a JSON object',
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);
