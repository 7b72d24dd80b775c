import { definitionForPath, routeDefinitionOf } from '../routing/route-table';

// Their URLs carry a one-time code or a preview link's token, which must not reach a third party.
const routesWithSecrets = new Set([
  'password-reset-confirm',
  'verify-email',
  'invitation',
  'preview',
]);

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
  return definition?.auth === 'public' && !routesWithSecrets.has(definition.id);
}

/**
 * Whether a page's URL carries a one-time code (a password reset, e-mail verification or
 * invitation link) or a preview link's token: such a page sends no referrer, so the code reaches
 * no other page or site.
 *
 * @example
 * carriesSecretCode('/reset-password/abc123'); // true
 */
export function carriesSecretCode(pathname: string): boolean {
  return routesWithSecrets.has(definitionForPath(pathname).id);
}
