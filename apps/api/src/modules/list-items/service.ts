import { canEditPage, maxListWindow } from '@plein/api-client';
import type {
  PageEditor,
  ListBlockMetadata,
  ListBlockOptions,
  ListItem,
  ListItemsPage,
  ListItemType,
  ListQuery,
  ListSortBy,
  ListsQuery,
  ListsResponse,
  WidgetItemFilter,
  WidgetQuery,
} from '@plein/api-client';
import { ApiError } from '../../http/errors';
import { isGuid } from '../../http/params';
import type { Tenant } from '../platforms/repository';
import { searchWords } from '../search/words';
import { listBlockOptions, widgetSourceOption } from './block-options';
import type { PageEditRule } from './editor-repository';
import type { ListBlockRecord, ListCriteria, ListItemsRepository } from './repository';

/** Reads of lists and list items for visitors. */
export interface ListItemsService {
  types(tenant: Tenant): Promise<ListItemType[]>;
  /** A visible item by guid or short id; 404 `list_item_not_found` otherwise. */
  item(tenant: Tenant, key: { guid: string } | { shortId: string }): Promise<ListItem>;
  /** A page of a visible list block; 404 `list_not_found` when there is none. */
  list(
    tenant: Tenant,
    blockGuid: string,
    query: ListQuery,
    caller?: PageEditor | null,
  ): Promise<ListItemsPage>;
  /** Several lists at once; a block that is not a visible list answers null. */
  lists(tenant: Tenant, queries: ListsQuery): Promise<ListsResponse>;
  meta(tenant: Tenant, blockGuid: string, caller?: PageEditor | null): Promise<ListBlockMetadata>;
  /** A page of a list widget: its own items, or those of the list its `listBlockGuid` names. */
  widget(tenant: Tenant, blockGuid: string, query: WidgetQuery): Promise<ListItemsPage>;
}

/** Options of {@link createListItemsService}. */
export interface ListItemsServiceOptions {
  /** The clock deciding what is published and what expired (default the system clock). */
  now?: () => Date;
  /**
   * A live list block of any page, in its draft state, with the edit rule of its page: what the
   * page's editors see in the editor and the draft (a new list, a page not yet published).
   */
  editorBlock?: (
    tenant: Tenant,
    guid: string,
  ) => Promise<{ block: ListBlockRecord; page: PageEditRule } | null>;
}

const listNotFound = () => new ApiError(404, 'list_not_found', 'No visible list was found.');
const itemNotFound = () =>
  new ApiError(404, 'list_item_not_found', 'No visible list item was found.');

function withOrder(sortBy: ListSortBy, order: 'asc' | 'desc' | null): ListSortBy {
  return order ? (`${sortBy.slice(0, sortBy.lastIndexOf('_'))}_${order}` as ListSortBy) : sortBy;
}

/** The query with the block's options filled in: what the repository runs. */
export function resolveCriteria(
  options: ListBlockOptions,
  query: ListQuery & { filter?: WidgetItemFilter },
  now: Date,
): ListCriteria {
  const pageNumber = query.pageNumber ?? 1;
  const itemCount = query.itemCount ?? options.defaultItemsPerPage;
  if (pageNumber * itemCount > maxListWindow) {
    throw new ApiError(400, 'page_out_of_range', `Lists can be paged to ${maxListWindow} items.`, {
      pageNumber,
      itemCount,
    });
  }
  const filter: WidgetItemFilter = query.filter ?? options.filter ?? {};
  const parentGuids =
    filter.parentGuids ?? (options.defaultParentGuids.length ? options.defaultParentGuids : null);
  const sortBy =
    query.sort_by ??
    (parentGuids && options.nestedSortOrder) ??
    withOrder(options.defaultSortBy, options.sortOrder);
  const words = query.searchFilter ? searchWords(query.searchFilter) : [];
  return {
    sortBy,
    offset: (pageNumber - 1) * itemCount,
    limit: itemCount,
    parentGuids: parentGuids?.map((guid) => guid.toLowerCase()) ?? null,
    periodEnd: filter.meta?.periodEnd ?? (options.showExpiredItemsByDefault ? 'all' : 'active'),
    activeOnly: options.hasActiveItems,
    recentForDays: options.itemsRecentForDays,
    highlight: options.highlightOnly ? true : (filter.highlight ?? null),
    searchWords: words.length ? words : null,
    now,
  };
}

/** True when an item with this period end is hidden by its block's options. */
function hiddenAsExpired(periodEnd: Date | null, options: ListBlockOptions, now: Date): boolean {
  if (periodEnd === null || periodEnd > now) return false;
  return options.hasActiveItems || !options.showExpiredItemsByDefault;
}

/**
 * The list items service. Visitors see published items (published on or before now) of list
 * blocks on published pages of their own tenant; expired items only when the block shows them
 * by default or the query asks (never when the block has `hasActiveItems`).
 */
export function createListItemsService(
  repository: ListItemsRepository,
  serviceOptions: ListItemsServiceOptions = {},
): ListItemsService {
  const clock = serviceOptions.now ?? (() => new Date());

  async function page(
    tenant: Tenant,
    block: ListBlockRecord,
    query: ListQuery & { filter?: WidgetItemFilter },
  ): Promise<ListItemsPage> {
    const criteria = resolveCriteria(listBlockOptions(block.options), query, clock());
    const slice = await repository.listVisible(tenant, block, criteria);
    return {
      items: slice.items,
      pageNumber: query.pageNumber ?? 1,
      itemCount: criteria.limit,
      sortBy: criteria.sortBy,
      totalItems: slice.total,
      totalCapped: slice.capped,
    };
  }

  async function visibleBlock(
    tenant: Tenant,
    guid: string,
    caller: PageEditor | null = null,
  ): Promise<ListBlockRecord> {
    const { editorBlock } = serviceOptions;
    if (editorBlock && caller && (caller.isAdmin || caller.isContentManager)) {
      const found = await editorBlock(tenant, guid);
      if (found && canEditPage(caller, found.page)) return found.block;
    }
    const block = await repository.findVisibleBlock(tenant, guid);
    if (!block) throw listNotFound();
    return block;
  }

  return {
    types: (tenant) => repository.listTypes(tenant),

    async item(tenant, key) {
      const now = clock();
      const record = await repository.findVisibleItem(tenant, key, now);
      if (!record || hiddenAsExpired(record.periodEnd, listBlockOptions(record.blockOptions), now))
        throw itemNotFound();
      return record.item;
    },

    async list(tenant, blockGuid, query, caller) {
      return page(tenant, await visibleBlock(tenant, blockGuid, caller), query);
    },

    async lists(tenant, queries) {
      const answer: ListsResponse = {};
      for (const [guid, query] of Object.entries(queries)) {
        const block = await repository.findVisibleBlock(tenant, guid);
        answer[guid] = block ? await page(tenant, block, query) : null;
      }
      return answer;
    },

    async meta(tenant, blockGuid, caller) {
      const block = await visibleBlock(tenant, blockGuid, caller);
      const options = listBlockOptions(block.options);
      const first = await page(tenant, block, { itemCount: 1 });
      return {
        blockGuid: block.guid,
        buildingBlock: block.buildingBlock,
        totalItems: first.totalItems,
        totalCapped: first.totalCapped,
        options,
      };
    },

    async widget(tenant, blockGuid, query) {
      const widget = await visibleBlock(tenant, blockGuid);
      const source = widget.options.find((option) => option.name === widgetSourceOption)?.value;
      const block = isGuid(source) ? await visibleBlock(tenant, source.toLowerCase()) : widget;
      // The widget's own options (highlightOnly, defaults) decide, over the source list's items.
      return page(tenant, { ...block, options: widget.options }, query);
    },
  };
}
