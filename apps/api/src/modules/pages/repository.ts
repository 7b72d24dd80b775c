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
import { blockColumns, inLayoutOrder, pageColumns, toInstance, toPage } from './page-rows';
import type { BlockRow, PageRow } from './page-rows';

/** A live block as stored: the contract's instance and its row id. */
export interface BlockRecord {
  id: number;
  instance: BuildingBlockInstance;
}

/** A page as stored, with what the contract does not show. `page` holds every live block. */
export interface PageRecord {
  id: number;
  page: Page;
  blocks: BlockRecord[];
  updatedAt: Date;
}

/** A block (live or soft-deleted) with the page it is on. */
export interface BlockLocation {
  block: BlockRecord;
  deletedAt: Date | null;
  page: PageRecord;
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
}

/** Which blocks {@link PagesRepository.list} brings: none, all, or only these types. */
export type BlockSelection = 'none' | 'all' | readonly string[];

/** Pages and their blocks, always within one tenant. Soft-deleted blocks are left out. */
export interface PagesRepository {
  findByGuid(tenant: Tenant, guid: string): Promise<PageRecord | null>;
  findByName(tenant: Tenant, name: string): Promise<PageRecord | null>;
  /** Every page of the tenant (oldest first) with the selected live blocks. */
  list(tenant: Tenant, blocks: BlockSelection): Promise<PageRecord[]>;
  /** A block by guid with its page; a soft-deleted one only with `includeDeleted`. */
  findBlock(
    tenant: Tenant,
    guid: string,
    options?: { includeDeleted?: boolean },
  ): Promise<BlockLocation | null>;
  /** Whether the member's e-mail address is verified (blocks with permission `Verify`). */
  isEmailVerified(tenant: Tenant, membershipId: number): Promise<boolean>;
  create(tenant: Tenant, input: NewPage): Promise<{ id: number; guid: string }>;
  /** Adds a block; its content is checked and sanitised first. Bumps the page's updated_at. */
  addBlock(tenant: Tenant, pageId: number, input: NewBlock): Promise<{ guid: string }>;
}

const record = (row: BlockRow): BlockRecord => ({ id: row.id, instance: toInstance(row) });

/**
 * The pages repository over `db` (the root knex or a transaction).
 *
 * @example
 * const record = await createPagesRepository(knex).findByName(tenant, 'home');
 */
export function createPagesRepository(db: Knex | Knex.Transaction): PagesRepository {
  async function liveBlocks(
    tenant: Tenant,
    pageIds: readonly number[],
    types: readonly string[] | null,
  ): Promise<BlockRow[]> {
    if (pageIds.length === 0 || types?.length === 0) return [];
    const query = db('building_block_instances')
      .where({ platform_id: tenant.id })
      .whereIn('page_id', [...pageIds])
      .whereNull('deleted_at')
      .select(...blockColumns)
      .modify(inLayoutOrder);
    if (types) void query.whereIn('building_block', [...types]);
    return (await query) as BlockRow[];
  }

  async function withBlocks(
    tenant: Tenant,
    rows: readonly PageRow[],
    types: readonly string[] | null,
  ): Promise<PageRecord[]> {
    const blocks = await liveBlocks(
      tenant,
      rows.map((row) => row.id),
      types,
    );
    return rows.map((row) => {
      const own = blocks.filter((block) => block.page_id === row.id).map(record);
      return {
        id: row.id,
        updatedAt: new Date(row.updated_at),
        blocks: own,
        page: toPage(
          row,
          own.map((block) => block.instance),
        ),
      };
    });
  }

  async function one(tenant: Tenant, where: Record<string, unknown>) {
    assertTenant(tenant);
    const row = await db('pages')
      .where({ platform_id: tenant.id, ...where })
      .first<PageRow | undefined>(pageColumns);
    if (!row) return null;
    const [found] = await withBlocks(tenant, [row], null);
    return found ?? null;
  }

  return {
    findByGuid: (tenant, guid) => one(tenant, { guid }),
    findByName: (tenant, name) => one(tenant, { name }),
    async list(tenant, blocks) {
      assertTenant(tenant);
      const rows = (await db('pages')
        .where({ platform_id: tenant.id })
        .select(pageColumns)
        .orderBy('id')) as PageRow[];
      return withBlocks(tenant, rows, blocks === 'none' ? [] : blocks === 'all' ? null : blocks);
    },
    async findBlock(tenant, guid, options = {}) {
      assertTenant(tenant);
      const query = db('building_block_instances')
        .where({ platform_id: tenant.id, guid })
        .first<BlockRow | undefined>(blockColumns);
      if (!options.includeDeleted) void query.whereNull('deleted_at');
      const row = await query;
      if (!row) return null;
      const page = await one(tenant, { id: row.page_id });
      if (!page) return null;
      return {
        block: record(row),
        deletedAt: row.deleted_at ? new Date(row.deleted_at) : null,
        page,
      };
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
