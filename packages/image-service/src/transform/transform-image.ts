import { detectImageType } from '@plein/validation';
import sharp from 'sharp';
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import {
  DEFAULT_IMAGE_FIT,
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  MAX_IMAGE_DIMENSION,
} from '../params/image-options';
import type { ImageFormat } from '../params/image-options';
import type { ImageParams } from '../params/parse-image-params';

/**
 * Largest input accepted, in pixels (all frames together): 50 megapixels covers a 48 MP phone
 * photo (8064x6048) that is shrunk to 3000 px, and refuses decompression bombs long before they
 * reach memory. Sharp's own default is 268 MP.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Most frames read from an animated GIF or WebP; later frames are dropped. */
export const MAX_ANIMATION_FRAMES = 100;

/**
 * AVIF encoder effort (0-9, sharp default 4). Measured on a noisy 3000x2000 image on one shared
 * core: effort 4 took 37 s, 2 took 5 s, 0 took 0.8 s with larger files. 2 keeps a worst-case
 * variant well inside {@link TRANSFORM_TIMEOUT_SECONDS}; variants are cached after the first request.
 */
export const AVIF_EFFORT = 2;

/** Longest time one transformation may run before it is abandoned. */
export const TRANSFORM_TIMEOUT_SECONDS = 20;

/** Why {@link transformImage} refused an input; checked by `code`. */
export class ImageServiceError extends Error {
  constructor(
    readonly code: 'unsupported-input' | 'too-many-pixels' | 'invalid-image',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ImageServiceError';
  }
}

/** Limits of {@link transformImage}; tests lower them. */
export interface TransformLimits {
  maxInputPixels?: number;
  maxFrames?: number;
}

/** The output of {@link transformImage}. */
export interface TransformedImage {
  data: Buffer;
  info: OutputInfo;
  contentType: `image/${ImageFormat}`;
}

function encode(pipeline: Sharp, format: ImageFormat, quality: number): Sharp {
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality });
    case 'avif':
      return pipeline.avif({ quality, effort: AVIF_EFFORT });
    case 'jpeg':
      return pipeline.jpeg({ quality, mozjpeg: true });
    case 'png':
      return pipeline.png(); // lossless: quality does not apply
    case 'gif':
      return pipeline.gif();
  }
}

/**
 * Resizes and re-encodes an uploaded original: png, jpeg, webp, avif or gif in (recognised by
 * its bytes, anything else refused), at most 3000x3000 out, never enlarged, EXIF orientation
 * applied and metadata dropped. Defaults: quality 80, webp, fit inside. Animated GIF/WebP stay
 * animated when the output is gif or webp, with at most {@link MAX_ANIMATION_FRAMES} frames.
 * Throws an {@link ImageServiceError}.
 *
 * @example
 * const parsed = parseImageParams(req.query);
 * if (parsed.ok) {
 *   const { data, contentType } = await transformImage(original, parsed.params);
 *   res.type(contentType).send(data);
 * }
 */
export async function transformImage(
  input: Buffer,
  params: Partial<ImageParams> = {},
  limits: TransformLimits = {},
): Promise<TransformedImage> {
  const maxPixels = limits.maxInputPixels ?? MAX_INPUT_PIXELS;
  const inputType = detectImageType(input);
  if (!inputType)
    throw new ImageServiceError(
      'unsupported-input',
      'Input is not a png, jpeg, webp, avif or gif image',
    );
  const format = params.format ?? DEFAULT_IMAGE_FORMAT;

  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (cause) {
    throw new ImageServiceError('invalid-image', 'Input image cannot be read', { cause });
  }
  const framePixels = meta.width * (meta.pageHeight ?? meta.height);
  if (framePixels > maxPixels) {
    throw new ImageServiceError(
      'too-many-pixels',
      `Input image of ${meta.width}x${meta.height} exceeds ${maxPixels} pixels`,
    );
  }
  const animated =
    (inputType === 'gif' || inputType === 'webp') && (format === 'gif' || format === 'webp');
  const frames = animated
    ? Math.max(
        1,
        Math.min(
          meta.pages ?? 1,
          limits.maxFrames ?? MAX_ANIMATION_FRAMES,
          Math.floor(maxPixels / framePixels),
        ),
      )
    : 1;

  const cap = (size: number | undefined) =>
    Math.min(size ?? MAX_IMAGE_DIMENSION, MAX_IMAGE_DIMENSION);
  const pipeline = sharp(input, { limitInputPixels: maxPixels, pages: frames, autoOrient: true })
    .timeout({ seconds: TRANSFORM_TIMEOUT_SECONDS })
    .resize({
      width: cap(params.width),
      height: cap(params.height),
      fit: params.width && params.height ? (params.fit ?? DEFAULT_IMAGE_FIT) : 'inside',
      withoutEnlargement: true,
    });
  try {
    const { data, info } = await encode(
      pipeline,
      format,
      params.quality ?? DEFAULT_IMAGE_QUALITY,
    ).toBuffer({
      resolveWithObject: true,
    });
    return { data, info, contentType: `image/${format}` };
  } catch (cause) {
    throw new ImageServiceError('invalid-image', 'Input image cannot be transformed', { cause });
  }
}
