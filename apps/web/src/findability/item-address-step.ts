import { pleinApi } from '@plein/api-client';
import { prefetchStep } from '../routing/prefetch';

/**
 * After the item step: where the site links a published item (under its list's page), for its
 * canonical link. Not for an editor's draft or unpublished item, which gets no findability tags.
 */
export const loadItemAddress = prefetchStep('item-address', async ({ store, params }) => {
  const item = pleinApi.endpoints.getListItem.select(params.itemGuid ?? '')(store.getState()).data;
  if (!item?.isPublished || item.draft) return;
  await store.dispatch(pleinApi.endpoints.getItemAddress.initiate(item.guid, { subscribe: false }));
});
