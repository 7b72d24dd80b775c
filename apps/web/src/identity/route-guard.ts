import type { ApplicationUser } from '@plein/api-client';
import { safeLocalPath } from '@plein/validation';
import type { AuthMeta } from '../routing/route-table';

/** Where visitors sign in. */
export const loginPath = '/login';
/** Where signed-in users without the right land (HTTP 403). */
export const unauthorizedPath = '/unauthorized';

/**
 * The sign-in address that returns to `returnTo` afterwards.
 *
 * @example
 * loginHref('/account/profile'); // '/login?returnTo=%2Faccount%2Fprofile'
 */
export function loginHref(returnTo: string): string {
  return `${loginPath}?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * The path to go to after signing in: `returnTo` when it is a path of this site, else `/`
 * (never another origin: no open redirect).
 *
 * @example
 * safeReturnTo('//evil.example'); // '/'
 */
export function safeReturnTo(returnTo: string | null | undefined): string {
  if (!returnTo || returnTo.startsWith(loginPath)) return '/';
  // A target the site's redirect rule would have to change is no plain path of this site.
  return safeLocalPath(returnTo) === returnTo ? returnTo : '/';
}

/** Whether a user may open routes of this auth meta (spec section 6). */
export function mayOpen(auth: AuthMeta, user: ApplicationUser | null): boolean {
  if (auth === 'public') return true;
  if (!user) return false;
  if (auth === 'user') return true;
  if (!user.isActive) return false;
  return auth === 'admin' ? user.isAdmin : user.isAdmin || user.isContentManager;
}

/**
 * The redirect a route guard asks for, or null to let the visitor in: visitors go to the sign-in
 * page (and come back), signed-in users without the right to the unauthorized page.
 *
 * @example
 * guardRedirect('user', null, new URL('http://x/account/profile')); // '/login?returnTo=…'
 */
export function guardRedirect(
  auth: AuthMeta,
  user: ApplicationUser | null,
  url: URL,
): string | null {
  if (mayOpen(auth, user)) return null;
  return user ? unauthorizedPath : loginHref(`${url.pathname}${url.search}`);
}
