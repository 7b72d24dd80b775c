import { detectImageType } from '@plein/validation';
import type { ImageType } from '@plein/validation';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { MAX_INPUT_PIXELS } from '../transform/transform-image';
import { isStructurallyComplete } from './image-structure';
import { containsMarkup } from './markup';

/** Why {@link inspectImage} refused a file. */
export type ImageInspectionProblem =
  'unrecognised' | 'truncated' | 'markup' | 'unreadable' | 'type-mismatch' | 'too-many-pixels';

/** What {@link inspectImage} found: the image's type and size, or why it is refused. */
export type ImageInspection =
  | { ok: true; type: ImageType; width: number; height: number; frames: number }
  | { ok: false; problem: ImageInspectionProblem; message: string };

/** Limits of {@link inspectImage}; tests lower them. */
export interface InspectLimits {
  /** Most pixels of one frame (default {@link MAX_INPUT_PIXELS}). */
  maxInputPixels?: number;
}

/** sharp's name of each accepted format (AVIF is a HEIF container). */
const sharpFormats: Record<ImageType, string> = {
  png: 'png',
  jpeg: 'jpeg',
  webp: 'webp',
  avif: 'heif',
  gif: 'gif',
};

const refuse = (problem: ImageInspectionProblem, message: string): ImageInspection => ({
  ok: false,
  problem,
  message,
});

/**
 * Checks an uploaded original before it is stored, without decoding its pixels: the type is
 * recognised from the bytes (png, jpeg, webp, avif, gif), the file is structurally whole (not
 * truncated, nothing appended), it holds no HTML/SVG/script markup (polyglots), sharp can read
 * its header as that same type, and one frame has at most `maxInputPixels` pixels (a 1 KB PNG
 * declaring 65535 x 65535 is refused here, cheaply).
 *
 * @example
 * const result = await inspectImage(bytes);
 * if (!result.ok) throw new Error(result.message);
 */
export async function inspectImage(
  input: Buffer,
  limits: InspectLimits = {},
): Promise<ImageInspection> {
  const maxPixels = limits.maxInputPixels ?? MAX_INPUT_PIXELS;
  const type = detectImageType(input);
  if (!type) return refuse('unrecognised', 'The file is not a png, jpeg, webp, avif or gif image.');
  if (!isStructurallyComplete(type, input)) {
    return refuse('truncated', `The ${type} file is incomplete or has data after its end.`);
  }
  if (containsMarkup(input)) return refuse('markup', 'The file contains HTML or script markup.');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).metadata();
  } catch (error) {
    // sharp refuses a header that declares more than limitInputPixels before decoding anything.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return refuse('too-many-pixels', `The image is larger than ${maxPixels} pixels.`);
    }
    return refuse('unreadable', `The ${type} image cannot be read.`);
  }
  if (meta.format !== sharpFormats[type] || (type === 'avif' && meta.compression !== 'av1')) {
    return refuse('type-mismatch', `The file starts like ${type} but is not a ${type} image.`);
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!(meta.width > 0 && frameHeight > 0) || meta.width * frameHeight > maxPixels) {
    return refuse(
      'too-many-pixels',
      `The image of ${meta.width} x ${frameHeight} pixels is larger than ${maxPixels} pixels.`,
    );
  }
  return { ok: true, type, width: meta.width, height: frameHeight, frames: meta.pages ?? 1 };
}
