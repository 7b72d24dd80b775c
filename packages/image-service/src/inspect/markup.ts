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
/** Bytes a token check may look at from its `<`: the longest token plus the delimiter after it. */
const lookahead = Math.max(...markupTokens.map((token) => token.length)) + 1;
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

/** A {@link containsMarkup} that reads its input in pieces; see {@link createMarkupScanner}. */
export interface MarkupScanner {
  /** Scans the next piece of the file. */
  push(chunk: Uint8Array): void;
  /** Scans what is left after the last piece; answers whether the whole input held markup. */
  finish(): boolean;
}

/**
 * {@link containsMarkup} over a file read piece by piece (a 30 MB upload need not be in memory):
 * the last few bytes of each piece are kept until the next one arrives, so a token split across
 * two pieces is found. Pushing any split of a file gives the same answer as `containsMarkup` on
 * the whole of it.
 *
 * @example
 * const scanner = createMarkupScanner();
 * for await (const chunk of createReadStream(file)) scanner.push(chunk);
 * scanner.finish(); // true when the file holds <script, <svg …
 */
export function createMarkupScanner(): MarkupScanner {
  let carry = Buffer.alloc(0);
  let found = false;
  const scan = (buffer: Buffer, end: number) => {
    for (let at = buffer.indexOf(0x3c); at !== -1 && at < end; at = buffer.indexOf(0x3c, at + 1)) {
      if (markupTokens.some((token) => tokenAt(buffer, at, token))) {
        found = true;
        return;
      }
    }
  };
  return {
    push(chunk) {
      if (found || chunk.length === 0) return;
      const piece = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
      const buffer = carry.length > 0 ? Buffer.concat([carry, piece]) : piece;
      // A `<` closer than `lookahead` bytes to the end is decided once the next piece is there.
      const decided = Math.max(0, buffer.length - lookahead + 1);
      scan(buffer, decided);
      carry = Buffer.from(buffer.subarray(decided));
    },
    finish() {
      if (!found) scan(carry, carry.length);
      carry = Buffer.alloc(0);
      return found;
    },
  };
}
