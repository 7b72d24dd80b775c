import { sanitizeFileName } from '@plein/validation';
import {
  DEFAULT_IMAGE_FIT,
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  imageFits,
  imageFormats,
  normalizeDimensions,
} from './image-options';
import type { ImageFit, ImageFormat } from './image-options';

/** The checked parameters of one image request, defaults applied and sizes on the size ladder. */
export interface ImageParams {
  width?: number;
  height?: number;
  quality: number;
  format: ImageFormat;
  fit: ImageFit;
  name?: string;
  block?: string;
  item?: string;
  profile?: string;
  auth?: string;
}

/** One problem with a request's query. */
export interface ImageParamError {
  param: string;
  message: string;
}

/** The query of a request: `URLSearchParams` or an Express-style `req.query`. */
export type ImageQuery = URLSearchParams | Record<string, unknown>;

/** What the service takes as the id of a view context (`block`, `item`, `profile`): a guid's characters. */
export const contextIdPattern = /^[A-Za-z0-9-]{1,64}$/;

/** The largest width or height a request may name; anything above 3000 gets 3000. */
export const MAX_REQUESTED_DIMENSION = 99_999;

function read(query: ImageQuery, key: string): unknown {
  if (query instanceof URLSearchParams) {
    const all = query.getAll(key);
    return all.length > 1 ? all : all[0];
  }
  return query[key];
}

/**
 * Checks the query of `GET /a/{imageGuid}`. Returns the parameters, with defaults (quality 80,
 * webp, inside) and sizes rounded up onto the size ladder and capped at 3000 px (aspect ratio
 * kept), or every problem found: sizes must be whole numbers 1-99999, quality 1-100, format one
 * of webp, avif, jpeg (or jpg), png, gif.
 *
 * @example
 * parseImageParams(new URLSearchParams('width=500')); // { ok: true, params: { width: 600, quality: 80, ... } }
 * parseImageParams({ width: '5000' }); // { ok: true, params: { width: 3000, ... } }
 * parseImageParams({ width: '-1', format: 'svg' }); // { ok: false, errors: [{ param: 'width', ... }, { param: 'format', ... }] }
 */
export function parseImageParams(
  query: ImageQuery,
): { ok: true; params: ImageParams } | { ok: false; errors: ImageParamError[] } {
  const errors: ImageParamError[] = [];
  const text = (key: string): string | undefined => {
    const value = read(query, key);
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value;
    errors.push({ param: key, message: `${key} must be given once, as text` });
    return undefined;
  };
  const whole = (key: string, min: number, max: number): number | undefined => {
    const value = text(key);
    if (value === undefined) return undefined;
    if (/^\d{1,5}$/.test(value) && Number(value) >= min && Number(value) <= max)
      return Number(value);
    errors.push({
      param: key,
      message: `${key} must be a whole number from ${min} to ${max}, got "${value}"`,
    });
    return undefined;
  };
  const oneOf = <T extends string>(
    key: string,
    allowed: readonly T[],
    aliases: Record<string, T> = {},
  ): T | undefined => {
    const value = text(key)?.toLowerCase();
    if (value === undefined) return undefined;
    // Own keys only: `constructor` or `__proto__` must not find Object.prototype's members.
    const found = Object.hasOwn(aliases, value) ? aliases[value] : allowed.find((a) => a === value);
    if (!found)
      errors.push({
        param: key,
        message: `${key} must be one of ${allowed.join(', ')}, got "${value}"`,
      });
    return found;
  };
  const id = (key: string): string | undefined => {
    const value = text(key);
    if (value !== undefined && !contextIdPattern.test(value))
      errors.push({ param: key, message: `${key} must be a guid` });
    return value;
  };

  // Larger sizes are capped, not refused (spec section 9): a 4K screen asking 3840 px gets the
  // 3000 px variant. The bound only keeps absurd numbers out.
  const width = whole('width', 1, MAX_REQUESTED_DIMENSION);
  const height = whole('height', 1, MAX_REQUESTED_DIMENSION);
  const quality = whole('quality', 1, 100) ?? DEFAULT_IMAGE_QUALITY;
  const format = oneOf('format', imageFormats, { jpg: 'jpeg' }) ?? DEFAULT_IMAGE_FORMAT;
  const fit = oneOf('fit', imageFits) ?? DEFAULT_IMAGE_FIT;
  const [block, item, profile] = [id('block'), id('item'), id('profile')];
  const auth = text('auth');
  const rawName = text('name');
  const name =
    rawName === undefined ? undefined : sanitizeFileName(rawName).slice(0, 200) || undefined;
  if (errors.length > 0) return { ok: false, errors };

  const given = Object.entries({ name, block, item, profile, auth }).filter(
    ([, value]) => value !== undefined,
  );
  const params: ImageParams = {
    ...normalizeDimensions({ width, height }),
    quality,
    format,
    fit,
    ...(Object.fromEntries(given) as Pick<
      ImageParams,
      'name' | 'block' | 'item' | 'profile' | 'auth'
    >),
  };
  return { ok: true, params };
}
