import { skipToken } from '@reduxjs/toolkit/query';
import { useGetListQuery, useGetWidgetItemsQuery } from '@plein/api-client';
import type { ListPageRequest, ListPageState } from '@plein/building-blocks';
import { useIslandRenderer } from '../islands/island-renderer';

/**
 * A list block's page from the store: the server's pre-fetch put it there (so hydration asks
 * nothing), browser navigations and lazy lists fetch it (a page with islands pre-fetches lazy lists too). A failed load is "no data" (spec 8).
 */
export function useListPage(request: ListPageRequest): ListPageState {
  // A document with islands has no script to load a lazy list later: it is rendered at once.
  const islands = useIslandRenderer() !== null;
  const skip = request.skip && !islands;
  const args = skip ? skipToken : { blockGuid: request.blockGuid, query: request.query };
  const list = useGetListQuery(request.kind === 'list' ? args : skipToken);
  const widget = useGetWidgetItemsQuery(request.kind === 'widget' ? args : skipToken);
  const result = request.kind === 'list' ? list : widget;
  return {
    page: result.data,
    isLoading: result.isLoading || (result.isFetching && !result.data),
    isError: result.isError,
  };
}
