import { locatePage, pleinApi, topLevelMenuName } from '@plein/api-client';
import { notFoundRaised } from '@plein/state-store';
import { prefetchStep } from './prefetch';
import type { PrefetchContext } from './prefetch';

const once = { subscribe: false } as const;

/** The tenant's settings, for the shell's theme, header and footer. */
export const loadSettings = prefetchStep('settings', async ({ store }) => {
  await store.dispatch(pleinApi.endpoints.getPlatformSettingValues.initiate({}, once));
});

/** The main menu, for the navigation and for finding pages by path. */
export const loadMenu = prefetchStep('menu', async ({ store }) => {
  await store.dispatch(pleinApi.endpoints.getMenuByName.initiate(topLevelMenuName, once));
});

/** Loads the page at a path into the store; null when the menu and names place no page there. */
async function fetchPageAt(store: PrefetchContext['store'], pagePath: string) {
  const state = store.getState();
  const menu = pleinApi.endpoints.getMenuByName.select(topLevelMenuName)(state).data;
  const locator = locatePage(menu, pagePath, state.ui.language);
  if (!locator) return null;
  return 'pageGuid' in locator
    ? await store.dispatch(pleinApi.endpoints.getPage.initiate(locator.pageGuid, once))
    : await store.dispatch(pleinApi.endpoints.getPageByName.initiate(locator.pageName, once));
}

/** The page at the route's path; a path that has no page is a not-found (spec section 8). */
export const loadPage = prefetchStep('page', async ({ store, pagePath }) => {
  const result = await fetchPageAt(store, pagePath);
  if (!result) {
    store.dispatch(notFoundRaised());
    return;
  }
  if (result.error) {
    if ('status' in result.error && result.error.status === 404) store.dispatch(notFoundRaised());
    else throw new Error(`Page ${pagePath} could not be loaded`);
  }
});

/**
 * The page a list item is shown under, for what that page shows around it (header, footer,
 * breadcrumbs). The item stays readable when its page cannot be loaded: nothing is raised.
 */
export const loadItemPage = prefetchStep('item-page', async ({ store, pagePath }) => {
  await fetchPageAt(store, pagePath);
});

/** For routes whose screen has not landed yet: the ordinary not-found page. */
export const raiseNotFound = prefetchStep('not-found', ({ store }) => {
  store.dispatch(notFoundRaised());
  return Promise.resolve();
});
