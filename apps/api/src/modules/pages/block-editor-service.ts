import type {
  BlockInput,
  BlockOrderInput,
  BlockPermissionsInput,
  BuildingBlockInstance,
  NameValue,
  Page,
} from '@plein/api-client';
import { invalidBody } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import { layoutPositions } from './layouts';
import { prepareBlockContent } from './block-content';
import {
  assertPositionInLayout,
  blockNotFound,
  blockStateOf,
  editableBlock,
  editablePage,
  knownRoles,
  pageNotFound,
  countWrite,
  stampOf,
} from './editing';
import type { EditorCall, EditorRepositories, WithEditorTransaction } from './editing';
import type { BlockState } from './page-rows';
import type { BlockLocation } from './repository';

/**
 * What editors do with the blocks of a page's draft (visitors see none of it until the page is
 * published). Every call runs in one transaction, needs canEditPage on the block's page and a
 * current base, and counts as a write of the page.
 */
export interface BlockEditorService {
  add(
    tenant: Tenant,
    call: EditorCall,
    pageGuid: string,
    input: BlockInput,
  ): Promise<BuildingBlockInstance>;
  setContent(
    tenant: Tenant,
    call: EditorCall,
    guid: string,
    content: unknown,
  ): Promise<BuildingBlockInstance>;
  /** Replaces the block's options. */
  setOptions(
    tenant: Tenant,
    call: EditorCall,
    guid: string,
    options: NameValue[],
  ): Promise<BuildingBlockInstance>;
  /** Sets who may see the block (spec section 6). */
  setPermissions(
    tenant: Tenant,
    call: EditorCall,
    guid: string,
    input: BlockPermissionsInput,
  ): Promise<BuildingBlockInstance>;
  /** Places every live block of the page; the input must list exactly those. */
  reorder(
    tenant: Tenant,
    call: EditorCall,
    pageGuid: string,
    input: BlockOrderInput,
  ): Promise<Page>;
  /** Deletes a block from the draft: its list items kept, restorable. */
  remove(tenant: Tenant, call: EditorCall, guid: string): Promise<void>;
  /** Brings a block the draft deleted back (one the draft has is answered as it is). */
  restore(tenant: Tenant, call: EditorCall, guid: string): Promise<BuildingBlockInstance>;
}

async function instance(repositories: EditorRepositories, tenant: Tenant, guid: string) {
  const location = await repositories.pages.findBlock(tenant, guid, { view: 'draft' });
  if (!location) throw blockNotFound();
  return location.block.instance;
}

/** Puts the changed block in the draft, counts the write and answers the block. */
async function saveBlock(
  repositories: EditorRepositories,
  tenant: Tenant,
  call: EditorCall,
  location: BlockLocation,
  change: Partial<BlockState>,
) {
  const state = { ...blockStateOf(location.block.instance), ...change };
  await repositories.writes.setBlockState(tenant, location.row, state);
  await countWrite(repositories, tenant, location.page.id, location.page.page, stampOf(call));
  return instance(repositories, tenant, location.row.guid);
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
    add: (tenant, call, pageGuid, input) =>
      withTransaction(async (repositories) => {
        const record = await editablePage(repositories, tenant, call, pageGuid);
        assertPositionInLayout(record.page.layout, input.layoutPosition);
        const last = Math.max(
          0,
          ...record.blocks
            .filter((block) => block.instance.layoutPosition === input.layoutPosition)
            .map((block) => block.instance.sortId),
        );
        const { guid } = await repositories.pages.addBlock(tenant, record.id, {
          ...input,
          sortId: input.sortId ?? last + 1,
          onlyInDraft: true,
        });
        await countWrite(repositories, tenant, record.id, record.page, stampOf(call));
        return instance(repositories, tenant, guid);
      }),

    setContent: (tenant, call, guid, content) =>
      withTransaction(async (repositories) => {
        const location = await editableBlock(repositories, tenant, call, guid);
        const prepared = prepareBlockContent(location.block.instance.buildingBlock, content);
        return saveBlock(repositories, tenant, call, location, { content: prepared });
      }),

    setOptions: (tenant, call, guid, options) =>
      withTransaction(async (repositories) => {
        const location = await editableBlock(repositories, tenant, call, guid);
        return saveBlock(repositories, tenant, call, location, { options });
      }),

    setPermissions: (tenant, call, guid, input) =>
      withTransaction(async (repositories) => {
        const location = await editableBlock(repositories, tenant, call, guid);
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
        return saveBlock(repositories, tenant, call, location, {
          permission: input.addPermission,
          roles,
        });
      }),

    reorder: (tenant, call, pageGuid, input) =>
      withTransaction(async (repositories) => {
        const record = await editablePage(repositories, tenant, call, pageGuid);
        assertSameBlocks(
          record.blocks.map((block) => block.instance.guid),
          input,
        );
        for (const place of input.blocks) {
          assertPositionInLayout(record.page.layout, place.layoutPosition);
        }
        const rows = new Map(
          (await repositories.pages.blockRows(tenant, record.id)).map((row) => [row.guid, row]),
        );
        const blocks = new Map(record.blocks.map((block) => [block.instance.guid, block]));
        for (const place of input.blocks) {
          const guid = place.guid.toLowerCase();
          const row = rows.get(guid);
          const block = blocks.get(guid);
          // Every guid is a block of the draft (assertSameBlocks).
          if (!row || !block) continue;
          await repositories.writes.setBlockState(tenant, row, {
            ...blockStateOf(block.instance),
            layoutPosition: place.layoutPosition,
            sortId: place.sortId,
          });
        }
        await countWrite(repositories, tenant, record.id, record.page, stampOf(call));
        const updated = await repositories.pages.findByGuid(tenant, pageGuid, 'draft');
        if (!updated) throw pageNotFound();
        return updated.page;
      }),

    remove: (tenant, call, guid) =>
      withTransaction(async (repositories) => {
        const location = await editableBlock(repositories, tenant, call, guid);
        await repositories.writes.setBlockState(tenant, location.row, null);
        await countWrite(repositories, tenant, location.page.id, location.page.page, stampOf(call));
      }),

    restore: (tenant, call, guid) =>
      withTransaction(async (repositories) => {
        const location = await editableBlock(repositories, tenant, call, guid, true);
        if (location.deletedAt === null) return location.block.instance;
        const { block, page } = location;
        if (layoutPositions[page.page.layout].includes(block.instance.layoutPosition)) {
          return saveBlock(repositories, tenant, call, location, {});
        }
        // Its position left the layout meanwhile: it comes back at the end of main.
        const last = Math.max(
          0,
          ...page.blocks
            .filter((other) => other.instance.layoutPosition === 'main')
            .map((other) => other.instance.sortId),
        );
        return saveBlock(repositories, tenant, call, location, {
          layoutPosition: 'main',
          sortId: last + 1,
        });
      }),
  };
}
