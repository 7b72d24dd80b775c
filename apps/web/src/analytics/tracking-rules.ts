import type { ConsentState } from '@plein/state-store';
import type { RouteDefinition } from '../routing/route-table';
import { matchContentPath } from '../routing/route-table';

/**
 * Whether page views may go to the analytics service. Cookieless measuring sets no analytics
 * cookie, so it needs no consent; measuring with cookies needs the visitor's explicit choice
 * for the analytical category (the preselected default does not count until they choose).
 *
 * @example
 * maySendPageViews(false, { categories: ['required'], date: '2026-11-21' }); // false
 */
export function maySendPageViews(cookieless: boolean, consent: ConsentState): boolean {
  if (cookieless) return true;
  return consent.date !== null && consent.categories.includes('analytical');
}

// Their URLs carry a one-time code, which must not reach a third party.
const routesWithSecrets = new Set(['password-reset-confirm', 'verify-email', 'invitation']);

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
  const deepest = matches.at(-1);
  if (!deepest) return false;
  const definition =
    deepest.id === 'content' || deepest.id === 'content-index'
      ? matchContentPath(pathname).definition
      : (deepest.handle as RouteDefinition | undefined);
  return definition?.auth === 'public' && !routesWithSecrets.has(definition.id);
}
