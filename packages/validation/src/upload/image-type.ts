/** The image formats Plein accepts for upload (spec section 5). */
export const imageTypes = ['png', 'jpeg', 'webp', 'avif', 'gif'] as const;

/** One of {@link imageTypes}. */
export type ImageType = (typeof imageTypes)[number];

/** MIME type of each accepted image format. */
export const imageMimeTypes: Readonly<Record<ImageType, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** How many leading bytes {@link detectImageType} needs at most. */
export const IMAGE_SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, i) => bytes[i] === byte);

// An ISO-BMFF `ftyp` box: size (4), 'ftyp', major brand (4), minor version (4), compatible brands.
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands.includes('avif') || brands.includes('avis');
}

/**
 * Recognises an accepted image format from a file's leading bytes (its magic number), whatever
 * name or MIME type it was uploaded with. Returns `null` for anything else (SVG, TIFF, HEIC, text).
 * Pass at least the first {@link IMAGE_SNIFF_BYTES} bytes.
 *
 * @example
 * detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])); // 'png'
 * detectImageType(new TextEncoder().encode('<svg')); // null
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'))
    return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/**
 * The accepted image format a declared MIME type names (`image/jpg` is read as jpeg), or `null`.
 *
 * @example
 * imageTypeFromMime('image/webp'); // 'webp'
 * imageTypeFromMime('image/svg+xml'); // null
 */
export function imageTypeFromMime(mimeType: string): ImageType | null {
  const essence = mimeType.split(';')[0]!.trim().toLowerCase();
  if (essence === 'image/jpg' || essence === 'image/pjpeg') return 'jpeg';
  const found = imageTypes.find((type) => imageMimeTypes[type] === essence);
  return found ?? null;
}
