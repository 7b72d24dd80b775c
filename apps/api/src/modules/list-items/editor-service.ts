import { canEditPage } from '@plein/api-client';
import { maxListWindow } from '@plein/api-client';
import type {
  CreatedListItems,
  EditorListQuery,
  ListItemInput,
  ListItemRevision,
  ListItemRevisionSummary,
  ListItemsPage,
  PageAction,
  PageActivityDetails,
  PageEditor,
  TrashedListItem,
} from '@plein/api-client';
import { ApiError } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import type { PageActivityRepository } from '../pages/activity-repository';
import type { ListItemsEditorRepository, ListPage, PageEditRule } from './editor-repository';
import type { ItemFields } from './item-rows';
import type { ListItemRevisionsRepository } from './revisions-repository';
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
  /** The item's publications, newest first; 404 `list_item_not_found`. */
  revisions(tenant: Tenant, editor: PageEditor, guid: string): Promise<ListItemRevisionSummary[]>;
  /** One publication whole; 404 `list_item_not_found`, 404 `revision_not_found`. */
  revision(
    tenant: Tenant,
    editor: PageEditor,
    guid: string,
    number: number,
  ): Promise<ListItemRevision>;
  /**
   * Makes a publication the item's draft (a published item: visitors keep what they see until
   * it is published) or the item itself (an unpublished one); answers which, as `update`.
   */
  restoreRevision(
    tenant: Tenant,
    editor: ItemEditor,
    guid: string,
    number: number,
  ): Promise<'draft' | 'live'>;
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
    revisions: ListItemRevisionsRepository,
  ) => Promise<T>,
) => Promise<T>;

/** An editor who writes: their activity names them by their membership. */
type ItemEditor = PageEditor & { membershipId: number };

const itemNotFound = () => new ApiError(404, 'list_item_not_found', 'No such list item.');
const revisionNotFound = () =>
  new ApiError(404, 'revision_not_found', 'This item has no publication with this number.');
const noDraft = () =>
  new ApiError(409, 'no_draft', 'This item has no unpublished changes to publish or discard.');

/** A revision's stored fields as the input that saves them, keeping the item's publication. */
function fieldsInput(fields: ItemFields, isPublished: boolean): ListItemInput {
  return {
    title: fields.title,
    listItemTypeName: fields.list_item_type_name,
    parentGuids: fields.parent_guids,
    metadata: {
      description: fields.description,
      periodEnd: fields.period_end ? new Date(fields.period_end).toISOString() : null,
    },
    ...(fields.published_on ? { publishedOn: new Date(fields.published_on).toISOString() } : {}),
    isPublished,
    highlight: fields.highlight,
    language: fields.language,
    contentBuildingBlockInstances: fields.content.map((block) => ({
      buildingBlock: block.buildingBlock,
      content: block.content,
      options: block.options,
    })),
  };
}

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
  /** An item its editor may edit and one of its revisions; 404 when either is missing. */
  async function editableRevision(
    blocks: ListItemsEditorRepository,
    revisions: ListItemRevisionsRepository,
    tenant: Tenant,
    editor: PageEditor,
    guid: string,
    number: number,
  ) {
    const found = await editableItem(blocks, tenant, editor, guid);
    const revision = await revisions.find(tenant, found.item.id, number);
    if (!revision) throw revisionNotFound();
    return { found, revision };
  }
  /** Records in the activity of the list's page what `editor` did to one of its items. */
  const recordItem = (
    activity: PageActivityRepository,
    tenant: Tenant,
    editor: ItemEditor,
    page: ListPage,
    item: { id: number; title: string },
    action: PageAction,
    details?: PageActivityDetails,
  ) =>
    activity.record(tenant, {
      pageId: page.id,
      page,
      item,
      action,
      membershipId: editor.membershipId,
      ...(details ? { details } : {}),
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
  /**
   * Saves an item: the change of a published item that stays published waits in its draft;
   * any other change is made at once (a publication kept as a revision).
   */
  async function save(
    repos: {
      repository: ListItemsWriteRepository;
      activity: PageActivityRepository;
      revisions: ListItemRevisionsRepository;
    },
    tenant: Tenant,
    editor: ItemEditor,
    guid: string,
    found: { item: { id: number }; page: ListPage },
    item: ListItemInput,
    restored?: number,
  ): Promise<'draft' | 'live'> {
    const { repository, activity, revisions } = repos;
    await repository.ensureType(tenant, item.listItemTypeName);
    const published = await repository.isPublished(tenant, guid);
    if (published === null) throw itemNotFound();
    const subject = { id: found.item.id, title: item.title };
    // Visitors keep seeing a published item as it is until its changes are published.
    const record = (action: PageAction, details?: PageActivityDetails) =>
      restored === undefined
        ? recordItem(activity, tenant, editor, found.page, subject, action, details)
        : recordItem(activity, tenant, editor, found.page, subject, 'revisionRestored', {
            revision: restored,
          });
    if (published && item.isPublished === true) {
      await repository.saveDraft(tenant, guid, item, editor.membershipId);
      await record('changed');
      return 'draft';
    }
    if (!(await repository.updateItem(tenant, guid, item))) throw itemNotFound();
    const publishes = item.isPublished === true;
    if (publishes && !published) {
      const revision = await revisions.add(tenant, found.item.id, editor.membershipId);
      await record('published', revision === null ? undefined : { revision });
    } else {
      await record(publishes === published ? 'changed' : 'unpublished');
    }
    return 'live';
  }

  return {
    create: (tenant, editor, blockGuid, items) =>
      withTransaction(async (repository, blocks, activity, revisions) => {
        const block = await editableBlock(blocks, tenant, editor, blockGuid);
        for (const name of new Set(items.map((item) => item.listItemTypeName))) {
          await repository.ensureType(tenant, name);
        }
        const created = await repository.createItems(tenant, block.id, items);
        for (const [index, { id }] of created.entries()) {
          const title = items[index]?.title ?? '';
          await recordItem(activity, tenant, editor, block.page, { id, title }, 'created');
          if (items[index]?.isPublished) await revisions.add(tenant, id, editor.membershipId);
        }
        return { items: created.map(({ guid, shortId }) => ({ guid, shortId })) };
      }),
    update: (tenant, editor, guid, item) =>
      withTransaction(async (repository, blocks, activity, revisions) => {
        const found = await editableItem(blocks, tenant, editor, guid);
        return save({ repository, activity, revisions }, tenant, editor, guid, found, item);
      }),
    publishDraft: (tenant, editor, guid) =>
      withTransaction(async (repository, blocks, activity, revisions) => {
        const found = await editableItem(blocks, tenant, editor, guid);
        const title = await repository.publishDraft(tenant, guid);
        if (title === null) throw noDraft();
        const revision = await revisions.add(tenant, found.item.id, editor.membershipId);
        const subject = { id: found.item.id, title };
        const details = revision === null ? undefined : { revision };
        await recordItem(activity, tenant, editor, found.page, subject, 'published', details);
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
    revisions: (tenant, editor, guid) =>
      withTransaction(async (_repository, blocks, _activity, revisions) => {
        const found = await editableItem(blocks, tenant, editor, guid);
        return revisions.list(tenant, found.item.id);
      }),
    revision: (tenant, editor, guid, number) =>
      withTransaction(async (_repository, blocks, _activity, revisions) => {
        const { revision } = await editableRevision(
          blocks,
          revisions,
          tenant,
          editor,
          guid,
          number,
        );
        return { ...revision.summary, item: revision.item };
      }),
    restoreRevision: (tenant, editor, guid, number) =>
      withTransaction(async (repository, blocks, activity, revisions) => {
        const { found, revision } = await editableRevision(
          blocks,
          revisions,
          tenant,
          editor,
          guid,
          number,
        );
        const input = fieldsInput(revision.fields, revision.isPublished);
        return save(
          { repository, activity, revisions },
          tenant,
          editor,
          guid,
          found,
          input,
          number,
        );
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
