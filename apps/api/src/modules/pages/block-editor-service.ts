import type {
  BlockInput,
  BlockOrderInput,
  BlockPermissionsInput,
  BuildingBlockInstance,
  NameValue,
  Page,
  PageEditor,
} from '@plein/api-client';
import { invalidBody } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import { prepareBlockContent } from './block-content';
import {
  assertPositionInLayout,
  blockNotFound,
  editableBlock,
  editablePage,
  knownRoles,
  pageNotFound,
} from './editing';
import type { EditorRepositories, WithEditorTransaction } from './editing';

/**
 * What editors do with the blocks of a page. Every call runs in one transaction, needs
 * canEditPage on the block's page and marks the page changed.
 */
export interface BlockEditorService {
  add(
    tenant: Tenant,
    editor: PageEditor,
    pageGuid: string,
    input: BlockInput,
  ): Promise<BuildingBlockInstance>;
  setContent(
    tenant: Tenant,
    editor: PageEditor,
    guid: string,
    content: unknown,
  ): Promise<BuildingBlockInstance>;
  /** Replaces the block's options. */
  setOptions(
    tenant: Tenant,
    editor: PageEditor,
    guid: string,
    options: NameValue[],
  ): Promise<BuildingBlockInstance>;
  /** Sets who may see the block (spec section 6). */
  setPermissions(
    tenant: Tenant,
    editor: PageEditor,
    guid: string,
    input: BlockPermissionsInput,
  ): Promise<BuildingBlockInstance>;
  /** Places every live block of the page; the input must list exactly those. */
  reorder(
    tenant: Tenant,
    editor: PageEditor,
    pageGuid: string,
    input: BlockOrderInput,
  ): Promise<Page>;
  /** Soft-deletes a block: hidden everywhere, its list items kept, restorable. */
  remove(tenant: Tenant, editor: PageEditor, guid: string): Promise<void>;
  /** Brings a soft-deleted block back (a live one is answered as it is). */
  restore(tenant: Tenant, editor: PageEditor, guid: string): Promise<BuildingBlockInstance>;
}

async function instance(repositories: EditorRepositories, tenant: Tenant, guid: string) {
  const location = await repositories.pages.findBlock(tenant, guid);
  if (!location) throw blockNotFound();
  return location.block.instance;
}

/** Refuses an order that does not list each live block of the page exactly once. */
function assertSameBlocks(live: readonly string[], order: BlockOrderInput): void {
  const sent = order.blocks.map((block) => block.guid.toLowerCase());
  const unique = new Set(sent);
  const problems: string[] = [];
  if (unique.size !== sent.length) problems.push('blocks lists a block more than once');
  const missing = live.filter((guid) => !unique.has(guid));
  const unknown = [...unique].filter((guid) => !live.includes(guid));
  if (missing.length > 0) problems.push(`blocks misses ${missing.slice(0, 10).join(', ')}`);
  if (unknown.length > 0) {
    problems.push(`blocks names blocks not on this page: ${unknown.slice(0, 10).join(', ')}`);
  }
  if (problems.length > 0) {
    throw invalidBody('The order must list every block of the page exactly once.', { problems });
  }
}

/** The block editor service over a transaction runner. */
export function createBlockEditorService(
  withTransaction: WithEditorTransaction,
): BlockEditorService {
  return {
    add: (tenant, editor, pageGuid, input) =>
      withTransaction(async (repositories) => {
        const record = await editablePage(repositories, tenant, editor, pageGuid);
        assertPositionInLayout(record.page.layout, input.layoutPosition);
        const last = await repositories.writes.lastSortId(tenant, record.id, input.layoutPosition);
        const { guid } = await repositories.pages.addBlock(tenant, record.id, {
          ...input,
          sortId: input.sortId ?? (last ?? 0) + 1,
        });
        return instance(repositories, tenant, guid);
      }),

    setContent: (tenant, editor, guid, content) =>
      withTransaction(async (repositories) => {
        const { block, page } = await editableBlock(repositories, tenant, editor, guid);
        const prepared = prepareBlockContent(block.instance.buildingBlock, content);
        await repositories.writes.setBlockContent(tenant, block.id, prepared);
        await repositories.writes.touch(tenant, page.id);
        return instance(repositories, tenant, guid);
      }),

    setOptions: (tenant, editor, guid, options) =>
      withTransaction(async (repositories) => {
        const { block, page } = await editableBlock(repositories, tenant, editor, guid);
        await repositories.writes.setBlockOptions(tenant, block.id, options);
        await repositories.writes.touch(tenant, page.id);
        return instance(repositories, tenant, guid);
      }),

    setPermissions: (tenant, editor, guid, input) =>
      withTransaction(async (repositories) => {
        const { block, page } = await editableBlock(repositories, tenant, editor, guid);
        if (input.addPermission === 'Roles' && input.addRoles.length === 0) {
          throw invalidBody('Name the roles that may see the block.', {
            problems: ['addRoles: at least one role when addPermission is Roles'],
          });
        }
        if (input.addPermission !== 'Roles' && input.addRoles.length > 0) {
          throw invalidBody('Roles only apply to addPermission Roles.', {
            problems: [`addRoles: must be empty when addPermission is ${input.addPermission}`],
          });
        }
        const roles = await knownRoles(repositories, tenant, 'addRoles', input.addRoles);
        await repositories.writes.setBlockPermission(tenant, block.id, input.addPermission, roles);
        await repositories.writes.touch(tenant, page.id);
        return instance(repositories, tenant, guid);
      }),

    reorder: (tenant, editor, pageGuid, input) =>
      withTransaction(async (repositories) => {
        const record = await editablePage(repositories, tenant, editor, pageGuid);
        assertSameBlocks(
          record.blocks.map((block) => block.instance.guid),
          input,
        );
        for (const place of input.blocks)
          assertPositionInLayout(record.page.layout, place.layoutPosition);
        const ids = new Map(record.blocks.map((block) => [block.instance.guid, block.id]));
        await repositories.writes.placeBlocks(
          tenant,
          record.id,
          input.blocks.map((place) => ({
            // Every guid is a live block of the page (assertSameBlocks); 0 would match no row.
            id: ids.get(place.guid.toLowerCase()) ?? 0,
            layoutPosition: place.layoutPosition,
            sortId: place.sortId,
          })),
        );
        await repositories.writes.touch(tenant, record.id);
        const updated = await repositories.pages.findByGuid(tenant, pageGuid);
        if (!updated) throw pageNotFound();
        return updated.page;
      }),

    remove: (tenant, editor, guid) =>
      withTransaction(async (repositories) => {
        const { block, page } = await editableBlock(repositories, tenant, editor, guid);
        await repositories.writes.setBlockDeleted(tenant, block.id, true);
        await repositories.writes.touch(tenant, page.id);
      }),

    restore: (tenant, editor, guid) =>
      withTransaction(async (repositories) => {
        const { block, page, deletedAt } = await editableBlock(
          repositories,
          tenant,
          editor,
          guid,
          true,
        );
        if (deletedAt !== null) {
          await repositories.writes.setBlockDeleted(tenant, block.id, false);
          await repositories.writes.touch(tenant, page.id);
        }
        return instance(repositories, tenant, guid);
      }),
  };
}
