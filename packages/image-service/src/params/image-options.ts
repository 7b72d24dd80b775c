/** Largest generated width or height, in pixels (spec section 9). */
export const MAX_IMAGE_DIMENSION = 3000;

/** Quality used when none is asked for (spec section 9). */
export const DEFAULT_IMAGE_QUALITY = 80;

/** Output formats the image endpoint produces. */
export const imageFormats = ['webp', 'avif', 'jpeg', 'png', 'gif'] as const;

/** One of {@link imageFormats}. */
export type ImageFormat = (typeof imageFormats)[number];

/** Format used when none is asked for (spec section 9). */
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'webp';

/** How an image is fitted into a requested width and height (sharp's `fit`). */
export const imageFits = ['inside', 'outside', 'cover', 'contain', 'fill'] as const;

/** One of {@link imageFits}. */
export type ImageFit = (typeof imageFits)[number];

/** Fit used when none is asked for (spec section 9). */
export const DEFAULT_IMAGE_FIT: ImageFit = 'inside';

/**
 * The widths (and heights) the service generates. A requested size is rounded up to the next
 * step, so arbitrary sizes cannot fill the variant cache with near-duplicates. Includes the
 * placeholder (100) and header image (600, 1200) sizes.
 */
export const imageSizeSteps = [
  48, 100, 160, 240, 320, 480, 600, 768, 960, 1200, 1440, 1600, 1920, 2400, 3000,
] as const;

/** The requested size of an image; either side may be left out. */
export interface ImageDimensions {
  width?: number;
  height?: number;
}

const toStep = (size: number): number => {
  const whole = Math.min(MAX_IMAGE_DIMENSION, Math.max(1, Math.ceil(size)));
  return imageSizeSteps.find((step) => step >= whole) ?? MAX_IMAGE_DIMENSION;
};

const cap = (size: number): number => Math.min(MAX_IMAGE_DIMENSION, Math.max(1, Math.round(size)));

/**
 * Rounds a requested size up onto {@link imageSizeSteps}, capped at 3000 px. With both sides
 * given, the width is stepped and the height scaled with it, both kept within 3000 px, so the
 * aspect ratio is kept.
 *
 * @example
 * normalizeDimensions({ width: 500 }); // { width: 600 }
 * normalizeDimensions({ width: 500, height: 250 }); // { width: 600, height: 300 }
 * normalizeDimensions({ width: 9000 }); // { width: 3000 }
 * normalizeDimensions({ width: 2000, height: 6000 }); // { width: 1000, height: 3000 }
 */
export function normalizeDimensions(size: ImageDimensions): ImageDimensions {
  const { width, height } = size;
  const valid = (n: number | undefined): n is number =>
    n !== undefined && Number.isFinite(n) && n > 0;
  if (valid(width)) {
    const stepped = toStep(width);
    if (!valid(height)) return { width: stepped };
    const scaled = (height * stepped) / width;
    // A tall box whose height would pass the cap: the height is capped, the width follows.
    return scaled > MAX_IMAGE_DIMENSION
      ? { width: cap((stepped * MAX_IMAGE_DIMENSION) / scaled), height: MAX_IMAGE_DIMENSION }
      : { width: stepped, height: cap(scaled) };
  }
  return valid(height) ? { height: toStep(height) } : {};
}
