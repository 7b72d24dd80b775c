import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * True when `given` equals the configured `secret`, compared in constant time: both are hashed
 * first, so neither their contents nor their lengths show in the timing.
 *
 * @example
 * matchesSecret(bearerToken(req) ?? '', config.cacheInvalidateToken);
 */
export function matchesSecret(given: string, secret: string): boolean {
  return timingSafeEqual(digest(given), digest(secret));
}
