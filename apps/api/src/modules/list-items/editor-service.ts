import { canEditPage } from '@plein/api-client';
import { maxListWindow } from '@plein/api-client';
import type {
  CreatedListItems,
  EditorListQuery,
  ListItemInput,
  ListItemsPage,
  PageAction,
  PageEditor,
  TrashedListItem,
} from '@plein/api-client';
import { ApiError } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import type { PageActivityRepository } from '../pages/activity-repository';
import type { ListItemsEditorRepository, ListPage, PageEditRule } from './editor-repository';
import type { ListItemsWriteRepository } from './write-repository';

/** What editors do with list items; each call needs canEditPage on the list block's page. */
export interface ListItemsEditorService {
  /** Adds items to a live list block of the tenant; 404 `list_not_found` otherwise. */
  create(
    tenant: Tenant,
    editor: ItemEditor,
    blockGuid: string,
    items: ListItemInput[],
  ): Promise<CreatedListItems>;
  /**
   * Saves an item: the change of a published item that stays published waits in its draft
   * (`draft`); any other change is made at once (`live`). 404 `list_item_not_found` when the
   * tenant has no live item with this guid.
   */
  update(
    tenant: Tenant,
    editor: ItemEditor,
    guid: string,
    item: ListItemInput,
  ): Promise<'draft' | 'live'>;
  /** Publishes the item's draft; 404 `list_item_not_found`, 409 `no_draft` when it has none. */
  publishDraft(tenant: Tenant, editor: ItemEditor, guid: string): Promise<void>;
  /** Throws the item's draft away; 404 `list_item_not_found`, 409 `no_draft` when it has none. */
  discardDraft(tenant: Tenant, editor: ItemEditor, guid: string): Promise<void>;
  /**
   * Moves an item to the trash (restorable for `pageTrashDays`); 404 `list_item_not_found` when
   * there is no live such item.
   */
  remove(tenant: Tenant, editor: ItemEditor, guid: string): Promise<void>;
  /** The list block's items in the trash, newest first; 404 `list_not_found`. */
  trashed(tenant: Tenant, editor: PageEditor, blockGuid: string): Promise<TrashedListItem[]>;
  /** Brings a deleted item back; 404 `list_item_not_found` when there is no deleted such item. */
  restore(tenant: Tenant, editor: ItemEditor, guid: string): Promise<void>;
  /** A page of every live item of the block, in manual order; 404 `list_not_found`. */
  listAll(
    tenant: Tenant,
    editor: PageEditor,
    blockGuid: string,
    query: Required<EditorListQuery>,
  ): Promise<ListItemsPage>;
  /** A new manual order for some items of the block; 400 `unknown_items` for foreign guids. */
  order(tenant: Tenant, editor: PageEditor, blockGuid: string, guids: string[]): Promise<void>;
}

/** Runs `work` in one transaction over the write, the lookup and the activity repository. */
export type WithListItemsTransaction = <T>(
  work: (
    repository: ListItemsWriteRepository,
    blocks: ListItemsEditorRepository,
    activity: PageActivityRepository,
  ) => Promise<T>,
) => Promise<T>;

/** An editor who writes: their activity names them by their membership. */
type ItemEditor = PageEditor & { membershipId: number };

const itemNotFound = () => new ApiError(404, 'list_item_not_found', 'No such list item.');
const noDraft = () =>
  new ApiError(409, 'no_draft', 'This item has no unpublished changes to publish or discard.');

/** 403 unless the editor may edit the page the list is on (spec section 6). */
function assertMayEdit(editor: PageEditor, page: PageEditRule): void {
  if (!canEditPage(editor, page)) {
    throw new ApiError(403, 'forbidden', 'You may not edit the page this list is on.');
  }
}

/**
 * The editor's list item service over a transaction runner, so a batch is stored whole or not
 * at all; item types named by an item are created when the tenant does not have them yet.
 */
export function createListItemsEditorService(
  withTransaction: WithListItemsTransaction,
): ListItemsEditorService {
  async function editableItem(
    blocks: ListItemsEditorRepository,
    tenant: Tenant,
    editor: PageEditor,
    guid: string,
    deleted = false,
  ) {
    const found = await blocks.findItemPage(tenant, guid, deleted);
    if (!found) throw itemNotFound();
    assertMayEdit(editor, found.page);
    return found;
  }
  /** Records in the activity of the list's page what `editor` did to one of its items. */
  const recordItem = (
    activity: PageActivityRepository,
    tenant: Tenant,
    editor: ItemEditor,
    page: ListPage,
    item: { id: number; title: string },
    action: PageAction,
  ) =>
    activity.record(tenant, {
      pageId: page.id,
      page,
      item,
      action,
      membershipId: editor.membershipId,
    });
  async function editableBlock(
    blocks: ListItemsEditorRepository,
    tenant: Tenant,
    editor: PageEditor,
    guid: string,
  ) {
    const block = await blocks.findBlock(tenant, guid);
    if (!block) throw new ApiError(404, 'list_not_found', 'No such list block.');
    assertMayEdit(editor, block.page);
    return block;
  }
  return {
    create: (tenant, editor, blockGuid, items) =>
      withTransaction(async (repository, blocks, activity) => {
        const block = await editableBlock(blocks, tenant, editor, blockGuid);
        for (const name of new Set(items.map((item) => item.listItemTypeName))) {
          await repository.ensureType(tenant, name);
        }
        const created = await repository.createItems(tenant, block.id, items);
        for (const [index, { id }] of created.entries()) {
          const title = items[index]?.title ?? '';
          await recordItem(activity, tenant, editor, block.page, { id, title }, 'created');
        }
        return { items: created.map(({ guid, shortId }) => ({ guid, shortId })) };
      }),
    update: (tenant, editor, guid, item) =>
      withTransaction(async (repository, blocks, activity) => {
        const found = await editableItem(blocks, tenant, editor, guid);
        await repository.ensureType(tenant, item.listItemTypeName);
        const published = await repository.isPublished(tenant, guid);
        if (published === null) throw itemNotFound();
        const subject = { id: found.item.id, title: item.title };
        // Visitors keep seeing a published item as it is until its changes are published.
        if (published && item.isPublished === true) {
          await repository.saveDraft(tenant, guid, item, editor.membershipId);
          await recordItem(activity, tenant, editor, found.page, subject, 'changed');
          return 'draft';
        }
        if (!(await repository.updateItem(tenant, guid, item))) throw itemNotFound();
        const publishes = item.isPublished === true;
        const action =
          publishes === published ? 'changed' : publishes ? 'published' : 'unpublished';
        await recordItem(activity, tenant, editor, found.page, subject, action);
        return 'live';
      }),
    publishDraft: (tenant, editor, guid) =>
      withTransaction(async (repository, blocks, activity) => {
        const found = await editableItem(blocks, tenant, editor, guid);
        const title = await repository.publishDraft(tenant, guid);
        if (title === null) throw noDraft();
        const subject = { id: found.item.id, title };
        await recordItem(activity, tenant, editor, found.page, subject, 'published');
      }),
    discardDraft: (tenant, editor, guid) =>
      withTransaction(async (repository, blocks, activity) => {
        const found = await editableItem(blocks, tenant, editor, guid);
        if (!(await repository.discardDraft(tenant, guid))) throw noDraft();
        await recordItem(activity, tenant, editor, found.page, found.item, 'draftDiscarded');
      }),
    remove: (tenant, editor, guid) =>
      withTransaction(async (repository, blocks, activity) => {
        const found = await editableItem(blocks, tenant, editor, guid);
        if (!(await repository.deleteItem(tenant, guid, editor.membershipId))) {
          throw itemNotFound();
        }
        await recordItem(activity, tenant, editor, found.page, found.item, 'deleted');
      }),
    trashed: (tenant, editor, blockGuid) =>
      withTransaction(async (repository, blocks) => {
        const block = await editableBlock(blocks, tenant, editor, blockGuid);
        return repository.trashed(tenant, block.id);
      }),
    restore: (tenant, editor, guid) =>
      withTransaction(async (repository, blocks, activity) => {
        const found = await editableItem(blocks, tenant, editor, guid, true);
        if (!(await repository.restoreItem(tenant, guid))) throw itemNotFound();
        await recordItem(activity, tenant, editor, found.page, found.item, 'restored');
      }),
    listAll: (tenant, editor, blockGuid, query) =>
      withTransaction(async (repository, blocks) => {
        const { pageNumber, itemCount } = query;
        if (pageNumber * itemCount > maxListWindow) {
          throw new ApiError(
            400,
            'page_out_of_range',
            `Lists can be paged to ${maxListWindow} items.`,
            {
              pageNumber,
              itemCount,
            },
          );
        }
        const block = await editableBlock(blocks, tenant, editor, blockGuid);
        const { items, total } = await repository.listAll(
          tenant,
          { id: block.id, guid: blockGuid },
          { offset: (pageNumber - 1) * itemCount, limit: itemCount },
        );
        return {
          items,
          pageNumber,
          itemCount,
          sortBy: 'position_asc',
          totalItems: Math.min(total, maxListWindow),
          totalCapped: total > maxListWindow,
        };
      }),
    order: (tenant, editor, blockGuid, guids) =>
      withTransaction(async (repository, blocks) => {
        const block = await editableBlock(blocks, tenant, editor, blockGuid);
        if (!(await repository.orderItems(tenant, block.id, guids))) {
          throw new ApiError(400, 'unknown_items', 'Every guid must name an item of this list.');
        }
      }),
  };
}
