import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** The encodings a cached answer or page is sent in, the server's preference first. */
export const cachedEncodings = ['br', 'gzip', 'identity'] as const;

/** One of {@link cachedEncodings}. */
export type CachedEncoding = (typeof cachedEncodings)[number];

/**
 * negotiator 1.x weighs encodings of equal quality by the server's order (`preferred`); its types
 * (@types/negotiator 0.6) predate that option.
 */
interface EncodingNegotiation {
  encoding(
    available: readonly string[],
    options: { preferred: readonly string[] },
  ): string | undefined;
}

/** `Accept-Encoding` values seen, with the encoding chosen for each (browsers send a few). */
const chosen = new LRUCache<string, CachedEncoding>({ max: 200 });

/**
 * The encoding to send a precompressed answer in: the client's q-values first, then the server's
 * preference (br, gzip, identity), so a browser's `gzip, deflate, br, zstd` gets Brotli; `q=0`
 * refuses one. Identity when nothing listed is accepted, or no header came.
 *
 * @example
 * negotiatedEncoding('gzip, deflate, br, zstd'); // 'br'
 * negotiatedEncoding('br;q=0.5, gzip'); // 'gzip'
 */
export function negotiatedEncoding(header: string | undefined): CachedEncoding {
  const key = header ?? '';
  let encoding = chosen.get(key);
  if (encoding === undefined) {
    const negotiation: EncodingNegotiation = new Negotiator({
      headers: { 'accept-encoding': header },
    });
    const negotiated = negotiation.encoding(cachedEncodings, { preferred: cachedEncodings });
    encoding = (negotiated as CachedEncoding | undefined) ?? 'identity';
    chosen.set(key, encoding);
  }
  return encoding;
}
