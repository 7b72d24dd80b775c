import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { itemPath, useGetListQuery, useGetWidgetItemsQuery } from '@plein/api-client';
import { listTexts, ListServicesProvider } from '@plein/building-blocks';
import type { ListPageRequest, ListPageState, ListServices } from '@plein/building-blocks';
import { formatDate } from './texts';

/** A list block's page of items, through the api-client's hooks. */
function useListPage(request: ListPageRequest): ListPageState {
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

/** Gives the list blocks of the page at `pagePath` their texts, items and item links. */
export function SiteListServices({
  pagePath,
  children,
}: {
  pagePath: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const services = useMemo<ListServices>(
    () => ({
      // The package's Dutch texts; listTexts('en') for English.
      texts: listTexts('nl'),
      location: { pathname: location.pathname, search: location.search },
      useListPage,
      itemHref: (item) => itemPath(pagePath, item.guid, item.title),
      formatDate,
      navigate: (href) => void navigate(href),
    }),
    [location.pathname, location.search, navigate, pagePath],
  );
  return <ListServicesProvider services={services}>{children}</ListServicesProvider>;
}
