import type {
  AccessLevel,
  BuildingBlockInstance,
  LayoutPosition,
  NameValue,
  Page,
  PageLayoutName,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { prepareBlockContent } from './block-content';
import {
  blockColumns,
  blockStateIn,
  compareInLayout,
  inLayoutOrder,
  lastState,
  selectPages,
  toInstance,
  toPage,
} from './page-rows';
import type { BlockRow, PageRow, PageView } from './page-rows';

/** A block as a version of its page has it, with its row id. */
export interface BlockRecord {
  id: number;
  instance: BuildingBlockInstance;
}

/** A page as stored, in one version (published or draft), with what the contract does not show. */
export interface PageRecord {
  id: number;
  page: Page;
  /** Every block that version has, in layout order. */
  blocks: BlockRecord[];
  updatedAt: Date;
  /** The page row: its version, draft and the editing session of the latest write. */
  row: PageRow;
}

/** A block with the page it is on (in the same version); `deletedAt` set when it has no place there. */
export interface BlockLocation {
  block: BlockRecord;
  deletedAt: Date | null;
  page: PageRecord;
  row: BlockRow;
}

/** Input of {@link PagesRepository.create}. */
export interface NewPage {
  name: string;
  title: string;
  layout: PageLayoutName;
  isPublished: boolean;
  options?: NameValue[];
  editRoles?: string[];
  editPermission?: AccessLevel;
  roleIds?: string[];
}

/** Input of {@link PagesRepository.addBlock}. */
export interface NewBlock {
  buildingBlock: string;
  layoutPosition: LayoutPosition;
  sortId: number;
  options?: NameValue[];
  content: unknown;
  /** Who may see it (default: everyone). */
  permission?: AccessLevel;
  roles?: string[];
  /** The block's guid when it comes back (a revision restored); default: a new one. */
  guid?: string;
  /** True: a block only the draft has until the page is published (every editor's add). */
  onlyInDraft?: boolean;
}

/** Which blocks {@link PagesRepository.list} brings: none, all, or only these types. */
export type BlockSelection = 'none' | 'all' | readonly string[];

/**
 * Pages and their blocks, always within one tenant, in the version asked for (default: the
 * published one visitors see). Blocks that version does not have are left out.
 */
export interface PagesRepository {
  findByGuid(tenant: Tenant, guid: string, view?: PageView): Promise<PageRecord | null>;
  findByName(tenant: Tenant, name: string, view?: PageView): Promise<PageRecord | null>;
  /** Every page of the tenant (oldest first) with the selected blocks. */
  list(tenant: Tenant, blocks: BlockSelection, view?: PageView): Promise<PageRecord[]>;
  /** A block by guid with its page; one the version lacks only with `includeDeleted`. */
  findBlock(
    tenant: Tenant,
    guid: string,
    options?: { includeDeleted?: boolean; view?: PageView },
  ): Promise<BlockLocation | null>;
  /** Every block row of the page, deleted and draft-only ones too, in stored layout order. */
  blockRows(tenant: Tenant, pageId: number): Promise<BlockRow[]>;
  /** Whether the member's e-mail address is verified (blocks with permission `Verify`). */
  isEmailVerified(tenant: Tenant, membershipId: number): Promise<boolean>;
  create(tenant: Tenant, input: NewPage): Promise<{ id: number; guid: string }>;
  /** Adds a block; its content is checked and sanitised first. Bumps the page's updated_at. */
  addBlock(tenant: Tenant, pageId: number, input: NewBlock): Promise<{ guid: string }>;
}

/** The page in `view`: its fields and the blocks that version has, in layout order. */
export function pageRecord(
  row: PageRow,
  blockRows: readonly BlockRow[],
  view: PageView,
): PageRecord {
  const blocks: BlockRecord[] = [];
  for (const block of blockRows) {
    const state = blockStateIn(block, view);
    if (state) blocks.push({ id: block.id, instance: toInstance(block, state) });
  }
  blocks.sort(compareInLayout);
  return {
    id: row.id,
    updatedAt: new Date(row.updated_at),
    blocks,
    row,
    page: toPage(
      row,
      blocks.map((block) => block.instance),
      view,
    ),
  };
}

/**
 * The pages repository over `db` (the root knex or a transaction).
 *
 * @example
 * const record = await createPagesRepository(knex).findByName(tenant, 'home');
 */
export function createPagesRepository(db: Knex | Knex.Transaction): PagesRepository {
  /** The block rows `view` may show (the published version skips draft-only and deleted ones). */
  async function blocksOf(
    tenant: Tenant,
    pageIds: readonly number[],
    types: readonly string[] | null,
    view: PageView,
  ): Promise<BlockRow[]> {
    if (pageIds.length === 0 || types?.length === 0) return [];
    const query = db('building_block_instances')
      .where({ platform_id: tenant.id })
      .whereIn('page_id', [...pageIds])
      .whereNull('deleted_at')
      .select(...blockColumns)
      .modify(inLayoutOrder);
    if (view === 'published') void query.where('published', true);
    if (types) void query.whereIn('building_block', [...types]);
    return (await query) as BlockRow[];
  }

  async function withBlocks(
    tenant: Tenant,
    rows: readonly PageRow[],
    types: readonly string[] | null,
    view: PageView,
  ): Promise<PageRecord[]> {
    const blocks = await blocksOf(
      tenant,
      rows.map((row) => row.id),
      types,
      view,
    );
    return rows.map((row) =>
      pageRecord(
        row,
        blocks.filter((block) => block.page_id === row.id),
        view,
      ),
    );
  }

  async function one(tenant: Tenant, where: Record<string, unknown>, view: PageView) {
    assertTenant(tenant);
    const row = (await selectPages(db, tenant.id).where(where).first()) as PageRow | undefined;
    if (!row) return null;
    const [found] = await withBlocks(tenant, [row], null, view);
    return found ?? null;
  }

  return {
    findByGuid: (tenant, guid, view = 'published') => one(tenant, { 'p.guid': guid }, view),
    findByName: (tenant, name, view = 'published') => one(tenant, { 'p.name': name }, view),
    async list(tenant, blocks, view = 'published') {
      assertTenant(tenant);
      const rows = (await selectPages(db, tenant.id).orderBy('p.id')) as PageRow[];
      const types = blocks === 'none' ? [] : blocks === 'all' ? null : blocks;
      return withBlocks(tenant, rows, types, view);
    },
    async findBlock(tenant, guid, options = {}) {
      assertTenant(tenant);
      const view = options.view ?? 'published';
      const row = await db('building_block_instances')
        .where({ platform_id: tenant.id, guid })
        .first<BlockRow | undefined>(blockColumns);
      if (!row) return null;
      const state = blockStateIn(row, view);
      if (!state && !options.includeDeleted) return null;
      const page = await one(tenant, { 'p.id': row.page_id }, view);
      if (!page) return null;
      return {
        block: { id: row.id, instance: toInstance(row, state ?? lastState(row)) },
        deletedAt: state ? null : new Date(row.deleted_at ?? Date.now()),
        page,
        row,
      };
    },
    async blockRows(tenant, pageId) {
      assertTenant(tenant);
      return db('building_block_instances')
        .where({ platform_id: tenant.id, page_id: pageId })
        .select<BlockRow[]>(...blockColumns)
        .modify(inLayoutOrder);
    },
    async isEmailVerified(tenant, membershipId) {
      assertTenant(tenant);
      const row = await db('platform_memberships')
        .where({ platform_id: tenant.id, id: membershipId })
        .whereNotNull('email_verified_at')
        .first<{ id: number } | undefined>('id');
      return row !== undefined;
    },
    async create(tenant, input) {
      assertTenant(tenant);
      const [row] = await db('pages')
        .insert({
          platform_id: tenant.id,
          name: input.name,
          title: input.title,
          layout: input.layout,
          is_published: input.isPublished,
          published_at: input.isPublished ? db.fn.now() : null,
          options: JSON.stringify(input.options ?? []),
          edit_roles: JSON.stringify(input.editRoles ?? []),
          edit_permission: input.editPermission ?? 'Admin',
          role_ids: JSON.stringify(input.roleIds ?? []),
        })
        .returning<{ id: number; guid: string }[]>(['id', 'guid']);
      if (!row) throw new Error('Inserting a page returned no row.');
      return row;
    },
    async addBlock(tenant, pageId, input) {
      assertTenant(tenant);
      const content = prepareBlockContent(input.buildingBlock, input.content);
      const [row] = await db('building_block_instances')
        .insert({
          platform_id: tenant.id,
          page_id: pageId,
          building_block: input.buildingBlock,
          options: JSON.stringify(input.options ?? []),
          layout_position: input.layoutPosition,
          sort_id: input.sortId,
          content: JSON.stringify(content),
          published: input.onlyInDraft !== true,
          permission: input.permission ?? null,
          roles: JSON.stringify(input.permission ? (input.roles ?? []) : []),
          ...(input.guid ? { guid: input.guid } : {}),
        })
        .returning<{ guid: string }[]>(['guid']);
      if (!row) throw new Error('Inserting a block returned no row.');
      await db('pages')
        .where({ platform_id: tenant.id, id: pageId })
        .update({ updated_at: db.fn.now() });
      return row;
    },
  };
}
