/** The fields a list can be sorted by; `position` is the editors' manual order (1 first). */
export type ListSortField = 'publishedOn' | 'title' | 'periodEnd' | 'position';

/** A list sort: field and direction, e.g. `publishedOn_desc` (the default). */
export type ListSortBy = `${ListSortField}_${'asc' | 'desc'}`;

/**
 * Every {@link ListSortBy}, the whitelist the API accepts, in the order a list offers them.
 *
 * @example
 * string().oneOf(listSortByValues);
 */
export const listSortByValues: readonly ListSortBy[] = [
  'publishedOn_desc',
  'publishedOn_asc',
  'title_asc',
  'title_desc',
  'periodEnd_asc',
  'periodEnd_desc',
  'position_asc',
  'position_desc',
];

/** The sort a list uses when neither the query nor the block's options name one. */
export const defaultListSortBy: ListSortBy = 'publishedOn_desc';

/** Most items one list page may hold (`itemCount`); a list's "all" asks for this many. */
export const maxListItemCount = 100;

/** Items per page of a list made now (a list block's `defaultItemsPerPage` when it starts). */
export const newListItemsPerPage = 10;

/**
 * The options a new list block starts with: {@link newListItemsPerPage} items a page, newest
 * first. Left out, a list shows one item a page (the spec's fallback).
 *
 * @example
 * addBlock({ buildingBlock: 'list', options: [...newListOptions], ... });
 */
export const newListOptions: readonly { readonly name: string; readonly value: string }[] = [
  { name: 'defaultItemsPerPage', value: String(newListItemsPerPage) },
  { name: 'defaultSortBy', value: defaultListSortBy },
];
