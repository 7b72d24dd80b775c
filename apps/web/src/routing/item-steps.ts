import { itemPath, pleinApi } from '@plein/api-client';
import { notFoundRaised } from '@plein/state-store';
import { prefetchStep } from './prefetch';

/**
 * The list item of an item route, by guid or by short id (spec section 7). A failed load is the
 * not-found page (spec section 8). A short id, or a title slug that is missing or wrong, asks for
 * a redirect to the item's own path (spec section 2), keeping the query.
 */
export const loadListItem = prefetchStep('list-item', async ({ store, pagePath, params, url }) => {
  const id = params.itemGuid ?? '';
  const result = await store.dispatch(
    pleinApi.endpoints.getListItem.initiate(id, { subscribe: false }),
  );
  if (!result.data) {
    store.dispatch(notFoundRaised());
    return;
  }
  const canonical = itemPath(pagePath, result.data.guid, result.data.title);
  const asked = `${pagePath === '/' ? '' : pagePath}/i/${encodeURIComponent(id)}${
    params.itemTitle ? `/${params.itemTitle}` : ''
  }`;
  if (canonical !== asked) {
    return { redirect: `${canonical}${url.search}`, replace: true };
  }
});
