import { pleinApi } from '@plein/api-client';
import { searchArgs } from '../search/search-args';
import { prefetchStep } from './prefetch';

/** The results of `/search?q=…&page=…` in the visitor's language, rendered on the server. */
export const loadSearch = prefetchStep('search', async ({ store, url, i18n }) => {
  const args = searchArgs(url.searchParams, i18n.language);
  if (!args) return;
  await store.dispatch(pleinApi.endpoints.search.initiate(args, { subscribe: false }));
});
