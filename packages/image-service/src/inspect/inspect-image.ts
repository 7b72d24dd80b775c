import { open } from 'node:fs/promises';
import { detectImageType } from '@plein/validation';
import type { ImageType } from '@plein/validation';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { MAX_INPUT_PIXELS } from '../transform/transform-image';
import { fileReader, isFileStructurallyComplete, isStructurallyComplete } from './image-structure';
import { containsMarkup, createMarkupScanner } from './markup';

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
  return inspectHeader(input, type, maxPixels);
}

/**
 * sharp reads the header (never the pixels) of `input`, a buffer or a file path: it must be
 * the recognised `type`, with at most `maxPixels` pixels in one frame.
 */
async function inspectHeader(
  input: Buffer | string,
  type: ImageType,
  maxPixels: number,
): Promise<ImageInspection> {
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

let filesReleased = false;
/**
 * libvips' operation cache keeps up to 20 input files open (a WebP read by path stays open after
 * `metadata()`), so a refused upload that was deleted would hold its disk space. Only inspection
 * reads files through sharp (variants are rendered from buffers): caching no open files costs
 * nothing there.
 */
function keepNoFilesOpen(): void {
  if (filesReleased) return;
  sharp.cache({ files: 0 });
  filesReleased = true;
}

/** Leading bytes of a file {@link inspectImageFile} recognises its type from. */
const FILE_HEAD_BYTES = 4096;
/** Piece size of the markup scan of {@link inspectImageFile}. */
const SCAN_CHUNK_BYTES = 1024 * 1024;

/**
 * {@link inspectImage} for a file on disk (an upload spooled to a temporary file), with the same
 * checks in the same order and the same answers, holding at most about a megabyte of it in
 * memory: the type from its first 4 KB, the structure from its last bytes or box headers, the
 * markup scan in 1 MB pieces, and sharp reads only the header from the file.
 *
 * @example
 * const result = await inspectImageFile('/tmp/upload-1a2b.tmp');
 * if (!result.ok) throw new Error(result.message);
 */
export async function inspectImageFile(
  path: string,
  limits: InspectLimits = {},
): Promise<ImageInspection> {
  keepNoFilesOpen();
  const maxPixels = limits.maxInputPixels ?? MAX_INPUT_PIXELS;
  const handle = await open(path, 'r');
  let type: ImageType | null;
  try {
    const { size } = await handle.stat();
    const file = fileReader(handle, size);
    type = detectImageType(await file.read(0, FILE_HEAD_BYTES));
    if (!type)
      return refuse('unrecognised', 'The file is not a png, jpeg, webp, avif or gif image.');
    if (!(await isFileStructurallyComplete(type, file))) {
      return refuse('truncated', `The ${type} file is incomplete or has data after its end.`);
    }
    const scanner = createMarkupScanner();
    const chunk = Buffer.allocUnsafe(SCAN_CHUNK_BYTES);
    for (let at = 0; at < size;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, at);
      if (bytesRead === 0) break;
      scanner.push(chunk.subarray(0, bytesRead));
      at += bytesRead;
    }
    if (scanner.finish()) return refuse('markup', 'The file contains HTML or script markup.');
  } finally {
    await handle.close();
  }
  return inspectHeader(path, type, maxPixels);
}
