import { createHash } from 'node:crypto';
import type { ImageParams } from '@plein/image-service/node';
import sharp from 'sharp';

/** Bumped when the pipeline changes in a way that changes the bytes for the same parameters. */
const PIPELINE_VERSION = 1;
const libvips = sharp.versions.vips;

/**
 * The identity of one rendered variant: a hash of the original's sha256, the parameters that
 * change the bytes (size, quality, format, fit) and the pipeline and libvips versions. Equal ids
 * mean equal bytes, so it is both the cache key and the strong ETag; `name` and the scope
 * parameters do not count.
 *
 * @example
 * variantId(image.sha256, params); // '9c1f…' (32 hex characters)
 */
export function variantId(originalSha256: string, params: ImageParams): string {
  const parts = [
    PIPELINE_VERSION,
    libvips,
    originalSha256,
    params.width ?? '',
    params.height ?? '',
    params.quality,
    params.format,
    params.fit,
  ];
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32);
}
