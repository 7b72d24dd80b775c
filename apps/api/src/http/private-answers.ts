import type { Response } from 'express';

/** The Cache-Control of an answer meant for one caller only. */
export const privateCacheControl = 'private, no-store';

/**
 * Marks an answer as meant for its caller only: `Cache-Control: private, no-store`, and
 * `Vary: Cookie, Authorization` so no shared cache hands it to someone without those credentials.
 * A route may still set a stricter or its own Cache-Control afterwards.
 *
 * @example
 * markPrivate(res);
 */
export function markPrivate(res: Response): void {
  res.setHeader('Cache-Control', privateCacheControl);
  res.vary('Cookie');
  res.vary('Authorization');
}
