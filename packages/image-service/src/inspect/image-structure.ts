import type { ImageType } from '@plein/validation';

const endsWith = (bytes: Uint8Array, tail: readonly number[]): boolean =>
  bytes.length >= tail.length && tail.every((b, i) => bytes[bytes.length - tail.length + i] === b);

const uint32be = (bytes: Uint8Array, at: number): number =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

const uint32le = (bytes: Uint8Array, at: number): number =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

/** The IEND chunk every PNG ends with: length 0, type, CRC. */
const pngEnd = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

function jpegComplete(bytes: Uint8Array): boolean {
  let end = bytes.length;
  // Some cameras pad the file with zero bytes after the end-of-image marker.
  while (end > 2 && bytes[end - 1] === 0x00) end -= 1;
  return end >= 4 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

// ISO-BMFF: top-level boxes (32-bit size, or 1 + 64-bit size, or 0 = to the end) must tile the file.
function isoBoxesComplete(bytes: Uint8Array): boolean {
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return false;
    let size = uint32be(bytes, at);
    if (size === 0) return true;
    if (size === 1) {
      if (at + 16 > bytes.length) return false;
      size = uint32be(bytes, at + 8) * 2 ** 32 + uint32be(bytes, at + 12);
    }
    if (size < 8) return false;
    at += size;
  }
  return at === bytes.length;
}

/**
 * True when a file of the sniffed type is structurally whole: a PNG ends with its IEND chunk, a
 * JPEG with its end-of-image marker, a GIF with its trailer, a WebP's RIFF size matches the file
 * and an AVIF's boxes fill it exactly. Catches truncated uploads and data appended after the
 * image (a common polyglot trick) without decoding a pixel.
 *
 * @example
 * isStructurallyComplete('jpeg', bytes.subarray(0, bytes.length / 2)); // false
 */
export function isStructurallyComplete(type: ImageType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'png':
      return endsWith(bytes, pngEnd);
    case 'jpeg':
      return jpegComplete(bytes);
    case 'gif':
      return bytes.length > 13 && bytes[bytes.length - 1] === 0x3b;
    case 'webp':
      return bytes.length >= 12 && uint32le(bytes, 4) + 8 === bytes.length;
    case 'avif':
      return isoBoxesComplete(bytes);
  }
}

/** Random reads of an open file, as much as {@link isFileStructurallyComplete} needs. */
export interface FileReader {
  /** Size of the file in bytes. */
  size: number;
  /** Up to `length` bytes from `at` (fewer at the end of the file). */
  read(at: number, length: number): Promise<Buffer>;
}

/** A {@link FileReader} over a file handle that reads through a window of `windowBytes`. */
export function fileReader(
  handle: {
    read(
      buffer: Buffer,
      offset: number,
      length: number,
      position: number,
    ): Promise<{ bytesRead: number }>;
  },
  size: number,
  windowBytes = 64 * 1024,
): FileReader {
  let window = Buffer.alloc(0);
  let windowAt = 0;
  return {
    size,
    async read(at, length) {
      const end = Math.min(size, at + length);
      if (at < windowAt || end > windowAt + window.length) {
        const bytes = Buffer.allocUnsafe(Math.max(windowBytes, length));
        const { bytesRead } = await handle.read(bytes, 0, bytes.length, at);
        window = bytes.subarray(0, bytesRead);
        windowAt = at;
      }
      return window.subarray(at - windowAt, end - windowAt);
    },
  };
}

async function jpegFileComplete(file: FileReader): Promise<boolean> {
  let end = file.size;
  // As jpegComplete: zero padding after the end-of-image marker is skipped, 64 KB at a time.
  while (end > 2) {
    const from = Math.max(0, end - 64 * 1024);
    const bytes = await file.read(from, end - from);
    while (end > 2 && end > from && bytes[end - 1 - from] === 0x00) end -= 1;
    if (end > from) break;
  }
  if (end < 4) return false;
  const tail = await file.read(end - 2, 2);
  return tail[0] === 0xff && tail[1] === 0xd9;
}

async function isoBoxesFileComplete(file: FileReader): Promise<boolean> {
  let at = 0;
  while (at < file.size) {
    if (at + 8 > file.size) return false;
    const header = await file.read(at, 16);
    let size = uint32be(header, 0);
    if (size === 0) return true;
    if (size === 1) {
      if (at + 16 > file.size) return false;
      size = uint32be(header, 8) * 2 ** 32 + uint32be(header, 12);
    }
    if (size < 8) return false;
    at += size;
  }
  return at === file.size;
}

/**
 * {@link isStructurallyComplete} for a file on disk, reading only what it needs: the last bytes
 * (PNG, JPEG, GIF), the RIFF header (WebP) or the top-level box headers (AVIF). Same answers as
 * the in-memory check on the file's bytes.
 *
 * @example
 * const handle = await open(file);
 * await isFileStructurallyComplete('png', fileReader(handle, (await handle.stat()).size));
 */
export async function isFileStructurallyComplete(
  type: ImageType,
  file: FileReader,
): Promise<boolean> {
  const { size } = file;
  switch (type) {
    case 'png':
      return (
        size >= pngEnd.length &&
        endsWith(await file.read(size - pngEnd.length, pngEnd.length), pngEnd)
      );
    case 'jpeg':
      return jpegFileComplete(file);
    case 'gif':
      return size > 13 && (await file.read(size - 1, 1))[0] === 0x3b;
    case 'webp':
      return size >= 12 && uint32le(await file.read(0, 12), 4) + 8 === size;
    case 'avif':
      return isoBoxesFileComplete(file);
  }
}
