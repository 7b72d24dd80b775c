import { sanitizeFileName } from '@plein/validation';
import {
  DEFAULT_IMAGE_FIT,
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  normalizeDimensions,
} from '../params/image-options';
import type { ImageFit, ImageFormat } from '../params/image-options';

/** Options of {@link imageUrl}: the query of `GET /a/{imageGuid}` (spec section 7). */
export interface ImageUrlOptions {
  /** Requested width; rounded up to the next size step, at most 3000. */
  width?: number;
  /** Requested height; scaled with the width when both are given, at most 3000. */
  height?: number;
  /** 1-100, default 80. */
  quality?: number;
  /** Default `webp`. */
  format?: ImageFormat;
  /** Default `inside`. */
  fit?: ImageFit;
  /** File name offered when the image is saved; unsafe characters are removed. */
  name?: string;
  /** Guid of the building block the image belongs to (for the access check). */
  block?: string;
  /** Guid of the list item the image belongs to. */
  item?: string;
  /** Guid of the profile the image belongs to. */
  profile?: string;
  /** Access value for non-public images, passed through as given. */
  auth?: string;
  /** Origin or path prefix of the image service, e.g. `https://cdn.example`; default same origin. */
  baseUrl?: string;
}

/**
 * The URL of an image variant. Defaults (quality 80, webp, fit inside) are left out of the query;
 * the service applies the same ones. Sizes are put on the shared size ladder.
 *
 * @example
 * imageUrl('3f2c...', { width: 500 }); // '/a/3f2c...?width=600'
 * imageUrl('3f2c...', { width: 320, format: 'avif', block: 'b1' }); // '/a/3f2c...?block=b1&width=320&format=avif'
 */
export function imageUrl(imageGuid: string, options: ImageUrlOptions = {}): string {
  const { width, height } = normalizeDimensions(options);
  const quality =
    options.quality === undefined
      ? undefined
      : Math.min(100, Math.max(1, Math.round(options.quality)));
  const name = options.name === undefined ? undefined : sanitizeFileName(options.name);
  const query = new URLSearchParams();
  const put = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) query.set(key, String(value));
  };
  put('block', options.block);
  put('item', options.item);
  put('profile', options.profile);
  put('auth', options.auth);
  put('width', width);
  put('height', height);
  put('quality', quality, DEFAULT_IMAGE_QUALITY);
  put('name', name);
  put('fit', options.fit, DEFAULT_IMAGE_FIT);
  put('format', options.format, DEFAULT_IMAGE_FORMAT);
  const search = query.toString();
  return `${options.baseUrl ?? ''}/a/${encodeURIComponent(imageGuid)}${search ? `?${search}` : ''}`;
}

/** Options of {@link imageSrcSet}: as {@link imageUrl}, with an aspect ratio instead of a size. */
export interface ImageSrcSetOptions extends Omit<ImageUrlOptions, 'width' | 'height'> {
  /** Width divided by height; when given, each candidate gets a matching height. */
  aspectRatio?: number;
}

/**
 * A `srcset` value with one candidate per distinct size step of `widths`.
 *
 * @example
 * imageSrcSet(guid, [320, 640, 1280]); // '/a/…?width=320 320w, /a/…?width=768 768w, /a/…?width=1440 1440w'
 */
export function imageSrcSet(
  imageGuid: string,
  widths: readonly number[],
  options: ImageSrcSetOptions = {},
): string {
  const { aspectRatio, ...rest } = options;
  const steps = [...new Set(widths.map((w) => normalizeDimensions({ width: w }).width))]
    .filter((w): w is number => w !== undefined)
    .sort((a, b) => a - b);
  return steps
    .map((width) => {
      const height = aspectRatio ? width / aspectRatio : undefined;
      return `${imageUrl(imageGuid, { ...rest, width, height })} ${width}w`;
    })
    .join(', ');
}

/** Header image base width (spec section 9). */
export const HEADER_IMAGE_WIDTH = 1200;
/** Header image base width on mobile (spec section 9). */
export const HEADER_IMAGE_MOBILE_WIDTH = 600;

/** What {@link headerImageSources} returns, ready for an `<img>`. */
export interface HeaderImageSources {
  src: string;
  mobileSrc: string;
  srcSet: string;
  sizes: string;
}

/**
 * Sources of a header image: 1200 px wide, 600 px on screens up to 600 px wide.
 *
 * @example
 * const { src, srcSet, sizes } = headerImageSources(header.imageGuid);
 * // <img src={src} srcSet={srcSet} sizes={sizes} alt="" />
 */
export function headerImageSources(
  imageGuid: string,
  options: Omit<ImageSrcSetOptions, 'aspectRatio'> = {},
): HeaderImageSources {
  return {
    src: imageUrl(imageGuid, { ...options, width: HEADER_IMAGE_WIDTH }),
    mobileSrc: imageUrl(imageGuid, { ...options, width: HEADER_IMAGE_MOBILE_WIDTH }),
    srcSet: imageSrcSet(imageGuid, [HEADER_IMAGE_MOBILE_WIDTH, HEADER_IMAGE_WIDTH], options),
    sizes: `(max-width: ${HEADER_IMAGE_MOBILE_WIDTH}px) ${HEADER_IMAGE_MOBILE_WIDTH}px, ${HEADER_IMAGE_WIDTH}px`,
  };
}

/**
 * A tiny, blurry stand-in shown while the real image loads: 100x100 at quality 1.
 *
 * @example
 * placeholderUrl(guid); // '/a/…?width=100&height=100&quality=1'
 */
export function placeholderUrl(
  imageGuid: string,
  options: Pick<ImageUrlOptions, 'block' | 'item' | 'profile' | 'auth' | 'baseUrl'> = {},
): string {
  return imageUrl(imageGuid, { ...options, width: 100, height: 100, quality: 1 });
}
