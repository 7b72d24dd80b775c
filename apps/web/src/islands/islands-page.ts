import type { RootState } from '@plein/state-store';
import type { ScreenName } from '../routing/route-table';
import { routeDefinitionOf } from '../routing/route-table';

// The screens a visitor reads: nothing on them needs the single-page app.
const islandScreens = new Set<ScreenName>([
  'page',
  'list-item',
  'search',
  'not-found',
  'submission',
]);

/**
 * Whether a render is sent as a document with islands: a public reading screen for a visitor who
 * is not signed in. Everyone else (and every other screen) gets the single-page app.
 *
 * @example
 * isIslandsPage(context.matches, '/nieuws', store.getState()); // true for a visitor
 */
export function isIslandsPage(
  matches: readonly { id: string; handle?: unknown }[],
  pathname: string,
  state: RootState,
): boolean {
  if (state.user.applicationUser) return false;
  const definition = routeDefinitionOf(matches, pathname);
  return (
    definition?.auth === 'public' &&
    definition.screen !== null &&
    islandScreens.has(definition.screen)
  );
}
