import { IMAGE_SNIFF_BYTES, detectImageType, imageTypeFromMime } from './image-type';
import type { ImageType } from './image-type';

/** Largest accepted image upload: 30 MB (30 * 1024 * 1024 bytes, spec section 9). */
export const MAX_IMAGE_UPLOAD_BYTES = 30 * 1024 * 1024;

/** Why an upload was refused. */
export type ImageUploadProblem =
  'empty' | 'too-large' | 'unsupported-declared-type' | 'unrecognised-content' | 'type-mismatch';

/** Outcome of {@link checkImageUpload}: the sniffed type, or every problem found. */
export type ImageUploadCheck =
  { ok: true; type: ImageType } | { ok: false; problems: ImageUploadProblem[] };

/** What {@link checkImageUpload} looks at. */
export interface ImageUploadInput {
  /** Size of the whole file in bytes. */
  size: number;
  /** The MIME type the client declared (`File.type`); empty or missing means "not declared". */
  mimeType?: string;
  /** The file's first bytes, at least {@link IMAGE_SNIFF_BYTES} of them when the file is that long. */
  head: Uint8Array;
}

/**
 * Checks an image upload: 1 byte to 30 MB, content recognised as png, jpeg, webp, avif or gif
 * from its leading bytes, and a declared MIME type (when given) that is accepted and agrees with
 * the content. Runs the same in the browser and on the server.
 *
 * @example
 * checkImageUpload({ size: file.size, mimeType: file.type, head }); // { ok: true, type: 'png' }
 */
export function checkImageUpload(input: ImageUploadInput): ImageUploadCheck {
  const problems: ImageUploadProblem[] = [];
  if (input.size <= 0) problems.push('empty');
  if (input.size > MAX_IMAGE_UPLOAD_BYTES) problems.push('too-large');
  const sniffed = detectImageType(input.head);
  if (!sniffed) problems.push('unrecognised-content');
  if (input.mimeType) {
    const declared = imageTypeFromMime(input.mimeType);
    if (!declared) problems.push('unsupported-declared-type');
    else if (sniffed && declared !== sniffed) problems.push('type-mismatch');
  }
  return problems.length === 0 && sniffed ? { ok: true, type: sniffed } : { ok: false, problems };
}

/**
 * {@link checkImageUpload} for a browser `File` or `Blob`: reads only its leading bytes.
 *
 * @example
 * const result = await checkImageFile(input.files[0]);
 * if (!result.ok) showProblems(result.problems);
 */
export async function checkImageFile(file: Blob): Promise<ImageUploadCheck> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  return checkImageUpload({ size: file.size, mimeType: file.type, head });
}
