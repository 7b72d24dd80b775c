/** Where an uploaded image belongs; decides who may upload and see it (spec section 7). */
export type ImageScope = 'public' | 'item' | 'block' | 'profile' | 'api' | 'form';

/** Every {@link ImageScope}; the query of `POST /a/upload` names exactly one. */
export const imageScopes: readonly ImageScope[] = [
  'public',
  'item',
  'block',
  'profile',
  'api',
  'form',
];

/**
 * The scopes whose query parameter carries the guid of their target: the item, block, profile,
 * or the form a visitor uploads an answer's image into (`?form=<form guid>`, anyone who may fill
 * the form in; the image is private to the submission that claims it).
 */
export const targetedImageScopes: readonly ImageScope[] = ['item', 'block', 'profile', 'form'];

/** Formats an original may have (recognised by its bytes). */
export type StoredImageType = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif';

/** Name of the multipart field that carries the file of `POST /a/upload`. */
export const imageUploadField = 'Image';

/** Largest accepted upload in bytes: 30 MB (spec section 9). */
export const maxImageUploadBytes = 30 * 1024 * 1024;

/** Largest image a visitor may upload into a form (anonymous uploads get a smaller budget). */
export const maxFormImageUploadBytes = 10 * 1024 * 1024;

/**
 * The query of `POST /a/upload`: one scope. `public` and `api` take no value (`?public`),
 * the others the guid of their target (`?block=<guid>`, `?profile=<user guid>`).
 */
export type ImageUploadQuery =
  | { public: '' }
  | { api: '' }
  | { item: string }
  | { block: string }
  | { profile: string }
  | { form: string };

/** The answer of `POST /a/upload` (201). */
export interface UploadedImage {
  guid: string;
  width: number;
  height: number;
  type: StoredImageType;
  /** Size of the original in bytes. */
  size: number;
}

/** Output formats of `GET /a/{imageGuid}`. */
export type ImageVariantFormat = 'webp' | 'avif' | 'jpeg' | 'png' | 'gif';

/** How a variant is fitted into width and height. */
export type ImageVariantFit = 'inside' | 'outside' | 'cover' | 'contain' | 'fill';

/**
 * The query of `GET /a/{imageGuid}` (spec section 7). Sizes are whole numbers 1-3000, rounded up
 * onto a fixed ladder; quality 1-100 (default 80); format default webp; fit default inside. The
 * scope parameters name the context the image is shown in; `auth` may carry a bearer token for
 * clients that cannot send an `Authorization` header.
 */
export interface ImageVariantQuery {
  width?: number;
  height?: number;
  quality?: number;
  format?: ImageVariantFormat;
  fit?: ImageVariantFit;
  /** File name offered for saving; unsafe characters are removed. */
  name?: string;
  block?: string;
  item?: string;
  profile?: string;
  /** The submission whose receipt shows a form's image (its holder may see the image). */
  submission?: string;
  auth?: string;
}
