import { detectImageType } from '@plein/validation';
import sharp from 'sharp';
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import {
  DEFAULT_IMAGE_FIT,
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  MAX_IMAGE_DIMENSION,
} from '../params/image-options';
import type { ImageType } from '@plein/validation';
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

/**
 * What is already known of an input that was inspected when it was stored (`inspectImage`): its
 * type and the size of one frame. With it {@link transformImage} skips reading the header again
 * where the frame count does not matter (everything but animated GIF/WebP to GIF/WebP). The
 * pixel limit is still enforced by libvips while decoding, so a wrong hint cannot get past it.
 */
export interface TransformSource {
  type: ImageType;
  width: number;
  height: number;
}

/** The output of {@link transformImage}. */
export interface TransformedImage {
  data: Buffer;
  info: OutputInfo;
  contentType: `image/${ImageFormat}`;
}

const tooManyPixels = (width: number, height: number, maxPixels: number) =>
  new ImageServiceError(
    'too-many-pixels',
    `Input image of ${width}x${height} exceeds ${maxPixels} pixels`,
  );

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
 * Throws an {@link ImageServiceError}. `source` (the stored facts of an inspected original) spares
 * a second header read.
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
  source?: TransformSource,
): Promise<TransformedImage> {
  const maxPixels = limits.maxInputPixels ?? MAX_INPUT_PIXELS;
  const inputType = detectImageType(input);
  if (!inputType)
    throw new ImageServiceError(
      'unsupported-input',
      'Input is not a png, jpeg, webp, avif or gif image',
    );
  const format = params.format ?? DEFAULT_IMAGE_FORMAT;

  const animated =
    (inputType === 'gif' || inputType === 'webp') && (format === 'gif' || format === 'webp');
  let frames = 1;
  if (animated || source?.type !== inputType) {
    let meta: Metadata;
    try {
      meta = await sharp(input, { limitInputPixels: false }).metadata();
    } catch (cause) {
      throw new ImageServiceError('invalid-image', 'Input image cannot be read', { cause });
    }
    const framePixels = meta.width * (meta.pageHeight ?? meta.height);
    if (framePixels > maxPixels) throw tooManyPixels(meta.width, meta.height, maxPixels);
    if (animated) {
      frames = Math.max(
        1,
        Math.min(
          meta.pages ?? 1,
          limits.maxFrames ?? MAX_ANIMATION_FRAMES,
          Math.floor(maxPixels / framePixels),
        ),
      );
    }
  } else if (source.width * source.height > maxPixels) {
    throw tooManyPixels(source.width, source.height, maxPixels);
  }

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
    if (cause instanceof Error && /pixel limit/i.test(cause.message)) {
      throw new ImageServiceError('too-many-pixels', `Input image exceeds ${maxPixels} pixels`, {
        cause,
      });
    }
    throw new ImageServiceError('invalid-image', 'Input image cannot be transformed', { cause });
  }
}
