import { skipToken } from '@reduxjs/toolkit/query';
import { useGetListQuery, useGetWidgetItemsQuery } from '@plein/api-client';
import type { ListPageRequest, ListPageState } from '@plein/building-blocks';

/**
 * A list block's page from the store: the server's pre-fetch put it there (so hydration asks
 * nothing), browser navigations and lazy lists fetch it. A failed load is "no data" (spec 8).
 */
export function useListPage(request: ListPageRequest): ListPageState {
  const args = request.skip ? skipToken : { blockGuid: request.blockGuid, query: request.query };
  const list = useGetListQuery(request.kind === 'list' ? args : skipToken);
  const widget = useGetWidgetItemsQuery(request.kind === 'widget' ? args : skipToken);
  const result = request.kind === 'list' ? list : widget;
  return {
    page: result.data,
    isLoading: result.isLoading || (result.isFetching && !result.data),
    isError: result.isError,
  };
}
