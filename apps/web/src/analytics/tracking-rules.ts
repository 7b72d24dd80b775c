import { definitionForPath, routeDefinitionOf } from '../routing/route-table';

/**
 * Whether the current route is part of the public site analytics measures: public routes
 * only (no admin, account or editor screens) and none whose URL carries a secret code.
 *
 * @example
 * isTrackedRoute([{ id: 'root' }, { id: 'content' }], '/nieuws'); // true
 * isTrackedRoute([{ id: 'root' }, { id: 'content' }], '/nieuws/edit'); // false
 */
export function isTrackedRoute(
  matches: readonly { id: string; handle?: unknown }[],
  pathname: string,
): boolean {
  const definition = routeDefinitionOf(matches, pathname);
  return definition?.auth === 'public' && !definition.noStore;
}

/**
 * Whether a page's URL carries a one-time code (a password reset, e-mail verification, address
 * confirmation or invitation link), a preview link's token or a form receipt's guid: such a page
 * sends no referrer, so the secret reaches no other page or site.
 *
 * @example
 * carriesSecretCode('/reset-password/abc123'); // true
 */
export function carriesSecretCode(pathname: string): boolean {
  // The pages for the holder of their URL only (`noStore`): a code, a token or a receipt's guid.
  return definitionForPath(pathname).noStore === true;
}
