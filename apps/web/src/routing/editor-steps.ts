import { canEditPage, locatePage, pleinApi, topLevelMenuName } from '@plein/api-client';
import type { Page, PageLocator } from '@plein/api-client';
import type { RootState } from '@plein/state-store';
import { prefetchStep } from './prefetch';

/** Where the page at a path is found (menu, legal name or `/{name}`), read from the store. */
export function locatorOf(state: RootState, pagePath: string): PageLocator | null {
  const menu = pleinApi.endpoints.getMenuByName.select(topLevelMenuName)(state).data;
  return locatePage(menu, pagePath, state.ui.language);
}

/**
 * The page at a path as the cache holds it (after the `page` pre-fetch step), or null.
 *
 * @example
 * selectPageAt(store.getState(), '/over-ons')?.title; // 'Over ons'
 */
export function selectPageAt(state: RootState, pagePath: string): Page | null {
  const locator = locatorOf(state, pagePath);
  if (!locator) return null;
  if ('pageGuid' in locator) {
    return pleinApi.endpoints.getPage.select(locator.pageGuid)(state).data?.page ?? null;
  }
  return pleinApi.endpoints.getPageByName.select(locator.pageName)(state).data ?? null;
}

/**
 * Spec section 2: an edit route whose path has no page redirects back to the path without the
 * edit suffix (on the server a 302, in the browser replacing the history entry). Runs after
 * `loadPage`, which raised the not-found status; a page that failed to load for another reason
 * stays, so the editor can show the error.
 */
export const redirectWithoutPage = prefetchStep('editor-page', ({ store, pagePath, url }) => {
  const state = store.getState();
  if (selectPageAt(state, pagePath) || state.ui.errorStatus !== 404) return Promise.resolve();
  return Promise.resolve({ redirect: `${pagePath}${url.search}`, replace: true });
});

/**
 * The HTTP status of the editor's server render: 403 when the signed-in user may not edit this
 * page (spec section 6), so the unauthorized screen answers with its own status.
 */
export function editorHttpStatus(state: RootState, pagePath: string): number | undefined {
  const page = selectPageAt(state, pagePath);
  return page && !canEditPage(state.user.applicationUser, page) ? 403 : undefined;
}
