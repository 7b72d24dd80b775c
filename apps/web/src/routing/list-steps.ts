import { locatePage, maxListsPerCall, pleinApi, topLevelMenuName } from '@plein/api-client';
import type { ListQuery, Page } from '@plein/api-client';
import { listQueryFor, readListUrlState, readListViewOptions } from '@plein/building-blocks';
import type { AppStore } from '@plein/state-store';
import { prefetchStep } from './prefetch';

/** The page at a path, as the page step left it in the store. */
export function loadedPage(store: AppStore, pagePath: string): Page | undefined {
  const state = store.getState();
  const menu = pleinApi.endpoints.getMenuByName.select(topLevelMenuName)(state).data;
  const locator = locatePage(menu, pagePath, state.ui.language);
  if (!locator) return undefined;
  return 'pageGuid' in locator
    ? pleinApi.endpoints.getPage.select(locator.pageGuid)(state).data?.page
    : pleinApi.endpoints.getPageByName.select(locator.pageName)(state).data;
}

/**
 * The first (or URL-chosen) page of every list block on the page, in one
 * `POST /api/listitem/lists` call per 20 blocks, stored under each block's own `getList` entry so
 * the blocks render on the server and hydrate without asking again. Lazy lists load in the
 * browser of a signed-in user (a visitor's page has no script for them); widgets ask their own
 * endpoint.
 */
export const loadListBlocks = prefetchStep('list-blocks', async ({ store, pagePath, url }) => {
  const page = loadedPage(store, pagePath);
  if (!page) return;
  const once = { subscribe: false } as const;
  // A visitor who is not signed in gets a page with islands, which renders lazy lists at once.
  const visitor = store.getState().user.applicationUser === null;
  const eager = page.buildingBlockInstances.filter(
    (block) => visitor || !readListViewOptions(block.options).lazyLoad,
  );
  const queries: Record<string, ListQuery> = {};
  for (const block of eager.filter((b) => b.buildingBlock === 'list')) {
    queries[block.guid] = listQueryFor(readListUrlState(url.searchParams, block.guid));
  }
  const guids = Object.keys(queries);
  for (let start = 0; start < guids.length; start += maxListsPerCall) {
    const body = Object.fromEntries(
      guids.slice(start, start + maxListsPerCall).map((guid) => [guid, queries[guid] ?? {}]),
    );
    const { data } = await store.dispatch(pleinApi.endpoints.getLists.initiate(body, once));
    for (const [blockGuid, answer] of Object.entries(data ?? {})) {
      if (!answer) continue;
      await store.dispatch(
        pleinApi.util.upsertQueryData(
          'getList',
          { blockGuid, query: body[blockGuid] ?? {} },
          answer,
        ),
      );
    }
  }
  await Promise.all(
    eager
      .filter((block) => block.buildingBlock === 'list-widget')
      .map((block) =>
        store.dispatch(
          pleinApi.endpoints.getWidgetItems.initiate({ blockGuid: block.guid, query: {} }, once),
        ),
      ),
  );
});
