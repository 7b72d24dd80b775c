import type { ListSortBy } from '@plein/validation';
import { listSortByValues, maxListItemCount } from '@plein/validation';
import type { ListBlockQuery } from './list-types';

/** A list block's state in the page URL: page, sort, items per page and parent filter. */
export interface ListUrlState {
  /** 1-based. */
  page: number;
  sort?: ListSortBy | undefined;
  /** Items per page, or `all`. */
  size?: number | 'all' | undefined;
  parent?: string | undefined;
}

/**
 * The query parameter names of a block's state: `page-{guid}`, `sort-{guid}`, `size-{guid}` and
 * `parent-{guid}`, so several lists on one page each keep their own.
 *
 * @example
 * listParamNames('b1').page; // 'page-b1'
 */
export function listParamNames(blockGuid: string) {
  return {
    page: `page-${blockGuid}`,
    sort: `sort-${blockGuid}`,
    size: `size-${blockGuid}`,
    parent: `parent-${blockGuid}`,
  };
}

/**
 * The id of a list block's section, the fragment its pager and sort links carry so a new page of
 * the list opens on the list, not at the top of the page (with or without JavaScript).
 *
 * @example
 * listAnchorId('b1'); // 'list-b1'
 */
export function listAnchorId(blockGuid: string): string {
  return `list-${blockGuid}`;
}

const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
};

/**
 * Reads a block's state from the URL query; values that are not valid are left out.
 *
 * @example
 * readListUrlState(new URLSearchParams('page-b1=2'), 'b1'); // { page: 2 }
 */
export function readListUrlState(search: URLSearchParams, blockGuid: string): ListUrlState {
  const names = listParamNames(blockGuid);
  const sort = search.get(names.sort);
  const size = search.get(names.size);
  const parent = search.get(names.parent);
  return {
    page: positiveInt(search.get(names.page)) ?? 1,
    sort: listSortByValues.find((value) => value === sort),
    size: size === 'all' ? 'all' : positiveInt(size),
    parent: parent && /^[\w-]{1,64}$/.test(parent) ? parent : undefined,
  };
}

/**
 * The API query of a block's URL state. Only what the visitor chose is sent, so the block's
 * options (items per page, sort, expired items) decide the rest.
 *
 * @example
 * listQueryFor({ page: 2 }); // { pageNumber: 2 }
 */
export function listQueryFor(state: ListUrlState): ListBlockQuery {
  const query: ListBlockQuery = {};
  if (state.page > 1) query.pageNumber = state.page;
  if (state.size !== undefined) {
    query.itemCount =
      state.size === 'all' ? maxListItemCount : Math.min(state.size, maxListItemCount);
  }
  if (state.sort) query.sort_by = state.sort;
  if (state.parent) query.filter = { parentGuids: [state.parent] };
  return query;
}

/**
 * The href of the current path with a block's state changed; the other parameters (other lists,
 * `lang`) are kept. A state back at its default drops its parameter. It ends in the fragment of
 * the block ({@link listAnchorId}), so the browser lands on the list.
 *
 * @example
 * listStateHref('/nieuws', new URLSearchParams('lang=en'), 'b1', { page: 2 }); // '/nieuws?lang=en&page-b1=2#list-b1'
 */
export function listStateHref(
  pathname: string,
  search: URLSearchParams,
  blockGuid: string,
  state: ListUrlState,
): string {
  const names = listParamNames(blockGuid);
  const next = new URLSearchParams(search);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  };
  set(names.page, state.page > 1 ? String(state.page) : undefined);
  set(names.sort, state.sort);
  set(names.size, state.size === undefined ? undefined : String(state.size));
  set(names.parent, state.parent);
  const query = next.toString();
  return `${query ? `${pathname}?${query}` : pathname}#${listAnchorId(blockGuid)}`;
}
