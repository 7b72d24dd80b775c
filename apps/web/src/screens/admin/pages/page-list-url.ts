import { pageLayoutNames } from '@plein/validation';
import type { PageLayoutName } from '@plein/api-client';
import type { TablePageSize, TableSort } from '@plein/ui-kit';
import { initialPageFilters, initialPageSort } from './page-list-view';
import type { PageListFilters, PageSortColumn, PublishedFilter } from './page-list-view';

/** Everything the pages table shows, as the address keeps it. */
export interface PageListView {
  filters: PageListFilters;
  sort: TableSort;
  page: number;
  pageSize: TablePageSize;
}

/** The page sizes the table offers (and `all`). */
export const pageListSizes = [10, 25, 50] as const;
export const initialPageSize: TablePageSize = 25;

const sortColumns: readonly PageSortColumn[] = ['title', 'name', 'state', 'updated'];
const publishedFilters: readonly PublishedFilter[] = ['all', 'published', 'unpublished'];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((option) => option === value);

/**
 * The table's view from the address (`?q=nieuws&state=unpublished&sort=updated&dir=desc&page=2`),
 * so a reload, the back button or a shared link shows the same list. Unknown or malformed values
 * fall back to the defaults; nothing in the address can break the screen.
 *
 * @example
 * pageListViewOf(new URLSearchParams('kind=legal&size=all')).pageSize; // 'all'
 */
export function pageListViewOf(search: URLSearchParams): PageListView {
  const size = search.get('size');
  const page = Number(search.get('page'));
  return {
    filters: {
      query: (search.get('q') ?? '').slice(0, 200),
      kind: search.get('kind') === 'legal' ? 'legal' : 'content',
      published: oneOf(search.get('state'), publishedFilters) ?? initialPageFilters.published,
      changedOnly: search.get('changed') === '1',
      layout: oneOf<PageLayoutName>(search.get('layout'), pageLayoutNames) ?? 'all',
    },
    sort: {
      column: oneOf(search.get('sort'), sortColumns) ?? initialPageSort.column,
      direction: search.get('dir') === 'desc' ? 'descending' : 'ascending',
    },
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize:
      size === 'all'
        ? 'all'
        : (pageListSizes.find((option) => String(option) === size) ?? initialPageSize),
  };
}

/**
 * The address query of a view: only what differs from the defaults, in a fixed order, so the
 * plain list keeps the plain address.
 *
 * @example
 * pageListSearch({ ...view, filters: { ...view.filters, query: 'over' } }).toString(); // 'q=over'
 */
export function pageListSearch(view: PageListView): URLSearchParams {
  const search = new URLSearchParams();
  const { filters, sort } = view;
  if (filters.query !== '') search.set('q', filters.query);
  if (filters.kind !== initialPageFilters.kind) search.set('kind', filters.kind);
  if (filters.published !== initialPageFilters.published) search.set('state', filters.published);
  if (filters.changedOnly) search.set('changed', '1');
  if (filters.layout !== 'all') search.set('layout', filters.layout);
  if (sort.column !== initialPageSort.column) search.set('sort', sort.column);
  if (sort.direction === 'descending') search.set('dir', 'desc');
  if (view.page !== 1) search.set('page', String(view.page));
  if (view.pageSize !== initialPageSize) search.set('size', String(view.pageSize));
  return search;
}

/** The query parameters a view is written in. */
const viewParameters = ['q', 'kind', 'state', 'changed', 'layout', 'sort', 'dir', 'page', 'size'];

/**
 * Puts the view's `query` in the address bar in place of the view's old parameters (others, such
 * as `lang`, stay), keeping the router's own history state, so the entry (and the back button)
 * stays what it was.
 */
export function replaceQuery(query: URLSearchParams): void {
  const { pathname, search, hash } = window.location;
  const merged = new URLSearchParams(search);
  for (const name of viewParameters) merged.delete(name);
  for (const [name, value] of query) merged.set(name, value);
  const next = merged.size > 0 ? `?${merged.toString()}` : '';
  if (next !== search) {
    window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  }
}
