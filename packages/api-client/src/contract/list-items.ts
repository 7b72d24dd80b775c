import type { ListSortBy, ListSortField } from '@plein/validation';
import type { BuildingBlockInstance, NameValue, PageRevisionSummary } from './pages';

/** The languages list item content is written in; they pick the search stemming. */
export type ContentLanguage = 'nl' | 'en';

/** List sorts, defined with the rules in @plein/validation (`listSortByValues` lists them). */
export type { ListSortBy, ListSortField };

/**
 * How far a list can be paged and counted: `pageNumber * itemCount` may not pass it, and
 * `totalItems` stops counting there (`totalCapped` says so).
 */
export const maxListWindow = 10_000;

/**
 * How many pages past the asked one `totalItems` counts: a pager shows that far ahead, and each
 * later page counts further (up to {@link maxListWindow}), so every page stays reachable while
 * a first page of a huge list does not count ten thousand items.
 */
export const listCountPagesAhead = 100;

/** Most blocks one `POST /api/listitem/lists` call may ask for. */
export const maxListsPerCall = 20;

/** Metadata of a list item (spec section 3). */
export interface ListItemMetadata {
  description: string;
  /** ISO date-time after which the item is expired, or null when it never expires. */
  periodEnd: string | null;
}

/** A list item (spec section 3) as the API answers it. */
export interface ListItem {
  guid: string;
  /** A short id (base 36, under 32 characters) for short links: `/api/listitem/short/{id}`. */
  shortId: string;
  title: string;
  listItemTypeName: string;
  parentGuids: string[];
  metadata: ListItemMetadata;
  /** ISO date-time the item is (or will be) published on. */
  publishedOn: string;
  isPublished: boolean;
  highlight: boolean;
  language: ContentLanguage;
  /** The list (or list widget) block that owns the item. */
  blockGuid: string;
  contentBuildingBlockInstances: BuildingBlockInstance[];
  /**
   * The guid of the item's first image in the image service ({@link firstImageGuidOf} of its
   * content), so a list can show it as a thumbnail; absent when the item has none.
   */
  firstImageGuid?: string;
  /**
   * Only in the editors' list (`/all`), and only when the published item has changes visitors
   * do not see yet: the fields above are then the draft's.
   */
  draft?: ListItemDraftState;
}

/**
 * A deleted item of a list, restorable until `purgeAt` (`pageTrashDays` after it was
 * deleted): `GET /api/listitem/list/{guid}/trash`, newest first.
 */
export interface TrashedListItem {
  guid: string;
  title: string;
  /** ISO time it was deleted, and who deleted it (null when unknown). */
  deletedAt: string;
  deletedBy: string | null;
  /** ISO time it is gone for good. */
  purgeAt: string;
}

/**
 * A publication of a list item in its history (`GET /api/listitem/{guid}/revisions`), newest
 * first; as a page's, `title` is the item's title then.
 */
export type ListItemRevisionSummary = PageRevisionSummary;

/**
 * One revision whole (`GET /api/listitem/{guid}/revisions/{number}`): the item as it was
 * published. `POST .../revisions/{number}:restore` makes it the item's draft (a published
 * item) or the item itself (an unpublished one).
 */
export interface ListItemRevision extends ListItemRevisionSummary {
  item: ListItem;
}

/** The unpublished changes of a published list item. */
export interface ListItemDraftState {
  /** ISO time of the last change, and who made it (null when their account is gone). */
  changedAt: string;
  changedBy: string | null;
}

/** A list block of the tenant as administrators choose one (`GET /api/admin/list-blocks`). */
export interface ListBlockSummary {
  guid: string;
  /** The block's own title; may be empty. */
  title: string;
  /** The page it is on: its name (path) and title. */
  pageName: string;
  pageTitle: string;
}

/** A list item type of the tenant. */
export interface ListItemType {
  name: string;
}

/**
 * The meta period-end condition of a list filter: `active` (no period end, or not passed),
 * `expired` (passed), `all`, or a range of period ends (ISO date-times, `after` exclusive,
 * `before` exclusive; items without a period end never match a range).
 */
export type PeriodEndCondition = 'active' | 'expired' | 'all' | { after?: string; before?: string };

/** The filter of a list query. */
export interface ListItemFilter {
  /** Items under at least one of these parents. */
  parentGuids?: string[];
  meta?: { periodEnd?: PeriodEndCondition };
}

/** The filter of a widget query: a list filter plus `highlight`. */
export interface WidgetItemFilter extends ListItemFilter {
  /** true: only highlighted items; false: only the others. */
  highlight?: boolean;
}

/**
 * A list query (spec section 7). Left out, `pageNumber` is 1 and the other fields come from the
 * list block's options. Sent as query parameters on `GET /api/listitem/list/{blockGuid}`
 * (`filter` as JSON) and as JSON in `POST /api/listitem/lists`.
 */
export interface ListQuery {
  /** 1-based. */
  pageNumber?: number;
  /** 1 to `maxListItemCount` (@plein/validation). */
  itemCount?: number;
  sort_by?: ListSortBy;
  filter?: ListItemFilter;
  /** Words the items must contain (full-text, prefix matching). */
  searchFilter?: string;
}

/** Body of `POST /api/listitem/widget/{guid}`. */
export interface WidgetQuery extends Omit<ListQuery, 'filter' | 'searchFilter'> {
  filter?: WidgetItemFilter;
}

/** One page of a list. */
export interface ListItemsPage {
  items: ListItem[];
  pageNumber: number;
  itemCount: number;
  sortBy: ListSortBy;
  /**
   * Matching items, counted up to {@link listCountPagesAhead} pages past this one, at most
   * {@link maxListWindow}.
   */
  totalItems: number;
  /** True when more than `totalItems` match (counting stopped at the cap). */
  totalCapped: boolean;
}

/** Body of `POST /api/listitem/lists`: block guid to its query. */
export type ListsQuery = Record<string, ListQuery>;

/** Answer of `POST /api/listitem/lists`: block guid to its page, null when no such list. */
export type ListsResponse = Record<string, ListItemsPage | null>;

/** The options of a list block (spec section 3), with their defaults filled in. */
export interface ListBlockOptions {
  /** Items per page when the query gives no `itemCount` (fallback 1). */
  defaultItemsPerPage: number;
  defaultSortBy: ListSortBy;
  /** Parent filter when the query gives none. */
  defaultParentGuids: string[];
  /** Show expired items unless the query's period-end condition says otherwise. */
  showExpiredItemsByDefault: boolean;
  /** Only items published in the last N days; 0 (default) means no limit. */
  itemsRecentForDays: number;
  /** A client hint: load the list when it scrolls into view. */
  lazyLoad: boolean;
  /** Only ever active items (period end not passed), whatever the query asks. */
  hasActiveItems: boolean;
  /** Direction applied to `defaultSortBy` when set. */
  sortOrder: 'asc' | 'desc' | null;
  /** Sort used when the query filters by parent (nested items) and names no sort. */
  nestedSortOrder: ListSortBy | null;
  /** Filter used when the query gives none. */
  filter: ListItemFilter | null;
  /** Only highlighted items. */
  highlightOnly: boolean;
}

/** Answer of `GET /api/listitem/list/{guid}/meta`. */
export interface ListBlockMetadata {
  blockGuid: string;
  /** `list` or `list-widget`. */
  buildingBlock: string;
  /** Visible items with the block's default filter, counted up to {@link maxListWindow}. */
  totalItems: number;
  totalCapped: boolean;
  options: ListBlockOptions;
}

/** A new or replaced list item (`POST /api/listitem/list/{blockGuid}`, `PUT /api/listitem/{guid}`). */
export interface ListItemInput {
  title: string;
  listItemTypeName: string;
  parentGuids?: string[];
  metadata?: { description?: string; periodEnd?: string | null };
  /** ISO date-time; default now. */
  publishedOn?: string;
  isPublished?: boolean;
  highlight?: boolean;
  language?: ContentLanguage;
  /** The item's content blocks; each `content` is checked by its block type's rules. */
  contentBuildingBlockInstances?: (Pick<BuildingBlockInstance, 'buildingBlock'> & {
    content?: unknown;
    options?: NameValue[];
  })[];
}

/** Answer of `POST /api/listitem/list/{blockGuid}`: the created items' ids, in order. */
export interface CreatedListItems {
  items: { guid: string; shortId: string }[];
}

/**
 * Query of the editor's read `GET /api/listitem/list/{blockGuid}/all`: every item of the block
 * (unpublished and future ones too, not deleted ones) in manual order, `position_asc`.
 */
export interface EditorListQuery {
  /** 1-based. */
  pageNumber?: number;
  /** 1 to `maxListItemCount` (@plein/validation); default 20. */
  itemCount?: number;
}

/**
 * Body of `PUT /api/listitem/list/{blockGuid}:order`: guids of (some) items of the block in their
 * new order. They take the places those items held among themselves; other items stay put.
 */
export interface ListItemOrderInput {
  guids: string[];
}

/**
 * The guid of the first uploaded image of a list item's content: the first `image` block, by
 * `sortId`, that everyone may see and whose content names an image of the image service (an
 * external image URL has no thumbnail sizes); null when there is none.
 *
 * @example
 * firstImageGuidOf(item.contentBuildingBlockInstances); // '3f2c…' or null
 */
export function firstImageGuidOf(blocks: readonly BuildingBlockInstance[]): string | null {
  const images = blocks
    .filter((block) => block.buildingBlock === 'image')
    .filter((block) => block.permission === undefined || block.permission === 'Public')
    .sort((a, b) => a.sortId - b.sortId);
  for (const block of images) {
    const guid = (block.content as { imageGuid?: unknown } | null)?.imageGuid;
    if (typeof guid === 'string' && guid !== '') return guid;
  }
  return null;
}
