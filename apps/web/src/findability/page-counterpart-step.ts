import { locatePage, pleinApi, topLevelMenuName } from '@plein/api-client';
import { prefetchStep } from '../routing/prefetch';
import { counterpartPageName } from './language-alternates';

const once = { subscribe: false } as const;

/**
 * After the page step: the other-language version of a page written in both languages (a
 * legal page), so its `hreflang` links name only a version visitors can open. A missing one is
 * a 404, an answer like any other.
 */
export const loadPageCounterpart = prefetchStep('page-counterpart', async ({ store, pagePath }) => {
  const state = store.getState();
  const menu = pleinApi.endpoints.getMenuByName.select(topLevelMenuName)(state).data;
  const locator = locatePage(menu, pagePath, state.ui.language);
  if (!locator) return;
  const page =
    'pageGuid' in locator
      ? pleinApi.endpoints.getPage.select(locator.pageGuid)(state).data?.page
      : pleinApi.endpoints.getPageByName.select(locator.pageName)(state).data;
  const counterpart = page ? counterpartPageName(page.name) : null;
  if (counterpart)
    await store.dispatch(pleinApi.endpoints.getPageByName.initiate(counterpart, once));
});
