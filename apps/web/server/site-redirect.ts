import type { Response } from 'express';
import { safeRedirectLocation } from '@plein/validation';

/**
 * Answers with a redirect that stays on the site (`safeRedirectLocation`): a target built from a
 * request path (`//evil.example/edit`) never becomes a `Location` a browser reads as another
 * host. Every redirect the web server sends goes through here.
 *
 * @example
 * redirectWithinSite(res, 303, '/account/profile');
 */
export function redirectWithinSite(res: Response, status: number, location: string): void {
  res.redirect(status, safeRedirectLocation(location));
}
