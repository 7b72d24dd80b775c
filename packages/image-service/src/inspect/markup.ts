/**
 * Markup that turns an image into an HTML/JS polyglot. Each token is long enough (or ends in a
 * delimiter) that compressed pixel data practically never contains it by chance.
 */
const markupTokens = [
  '<script',
  '<!doctype',
  '<iframe',
  '<object',
  '<embed',
  '<html',
  '<?php',
  '<svg',
  '<body',
  '<?xml',
].map((token) => Buffer.from(token, 'latin1'));
/** Tokens shorter than seven bytes count only when a delimiter follows them. */
const delimiters = new Set([0x20, 0x09, 0x0a, 0x0d, 0x0c, 0x3e, 0x2f]);

const lower = (byte: number): number => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);

function tokenAt(bytes: Uint8Array, at: number, token: Buffer): boolean {
  if (at + token.length > bytes.length) return false;
  for (let i = 1; i < token.length; i += 1) {
    if (lower(bytes[at + i]!) !== token[i]) return false;
  }
  if (token.length >= 7) return true;
  const next = bytes[at + token.length];
  return next !== undefined && delimiters.has(next);
}

/**
 * True when the bytes contain HTML, SVG, XML or PHP markup anywhere (case-insensitive): an image
 * that is also a script or page (a GIF89a + `<script>` polyglot) is refused. Scans every `<`,
 * about one byte in 256 of compressed data, so a 30 MB file takes milliseconds.
 *
 * @example
 * containsMarkup(Buffer.from('GIF89a<script>alert(1)</script>')); // true
 */
export function containsMarkup(bytes: Uint8Array): boolean {
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  for (let at = buffer.indexOf(0x3c); at !== -1; at = buffer.indexOf(0x3c, at + 1)) {
    if (markupTokens.some((token) => tokenAt(buffer, at, token))) return true;
  }
  return false;
}
