import type { ListSortBy } from '@plein/validation';

/** The fields of a list item the list blocks show (a subset of the API's `ListItem`). */
export interface ListEntry {
  guid: string;
  title: string;
  listItemTypeName: string;
  /** ISO date-time. */
  publishedOn: string;
  metadata: { description: string; periodEnd: string | null };
  /** The item's first image in the image service, shown as its thumbnail. */
  firstImageGuid?: string;
}

/** One page of a list as the API answers it (a subset of `ListItemsPage`). */
export interface ListPageData {
  items: readonly ListEntry[];
  pageNumber: number;
  itemCount: number;
  sortBy: string;
  totalItems: number;
  totalCapped: boolean;
}

/** The query a list block asks its page with (a subset of the API's `ListQuery`). */
export interface ListBlockQuery {
  pageNumber?: number;
  itemCount?: number;
  sort_by?: ListSortBy;
  filter?: { parentGuids: string[] };
}

/** What a list block asks the app for: which block, which endpoint, which query. */
export interface ListPageRequest {
  /** `list` reads `/api/listitem/list/{guid}`; `widget` reads `/api/listitem/widget/{guid}`. */
  kind: 'list' | 'widget';
  blockGuid: string;
  query: ListBlockQuery;
  /** True while a lazy list is out of view: nothing is loaded. */
  skip: boolean;
}

/** The answer of {@link ListPageRequest}, as the app's data layer has it. */
export interface ListPageState {
  page?: ListPageData | undefined;
  isLoading: boolean;
  isError: boolean;
}

/**
 * The texts of the list blocks (spec section 9's table texts and the controls), in the visitor's
 * language. The app passes them; this package has no translations of its own.
 */
export interface ListTexts {
  /** "Geen gegevens beschikbaar": the list has no items at all. */
  noData: string;
  /** "Geen records gevonden": a filter matches nothing. */
  noRecords: string;
  loading: string;
  recordsPerPage: string;
  all: string;
  /** "1-5 van 12": the items shown and the total (with a plus when the count stopped). */
  range: (from: number, to: number, total: string) => string;
  /** The pagination navigation's name. */
  pagination: string;
  previous: string;
  next: string;
  /** Read before a page number, e.g. "Pagina". */
  page: string;
  sortBy: string;
  /** The label of each sort of `listSortByValues` (@plein/validation). */
  sortLabels: Record<ListSortBy, string>;
  /** The label of the parent filter. */
  parent: string;
  /** The parent filter's "every parent" choice. */
  allParents: string;
  /** The controls form's submit button. */
  apply: string;
  /** The name of the controls form. */
  controls: string;
  /** Read before an item's publish date, e.g. "Gepubliceerd op". */
  publishedOn: string;
}
