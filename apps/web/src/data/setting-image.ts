import { imageUrl } from '@plein/image-service';
import type { ImageUrlOptions } from '@plein/image-service';
import { isGuid } from '@plein/validation';

/**
 * The `src` of an image setting (header logo, favicon): an uploaded image's guid becomes a
 * variant URL of the image service, an absolute URL is used as it is; empty gives undefined.
 *
 * @example
 * settingImageSrc('3f2c…', { height: 144 }); // '/a/3f2c…?height=…'
 * settingImageSrc('https://cdn.example/logo.svg'); // 'https://cdn.example/logo.svg'
 */
export function settingImageSrc(
  value: string | null | undefined,
  options: ImageUrlOptions = {},
): string | undefined {
  if (!value) return undefined;
  return isGuid(value) ? imageUrl(value, options) : value;
}
