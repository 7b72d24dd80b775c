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

/** A page as stored, with what the contract does not show. */
export interface PageRecord {
  id: number;
  page: Page;
  updatedAt: Date;
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

/** Pages and their blocks, always within one tenant. */
export interface PagesRepository {
  findByGuid(tenant: Tenant, guid: string): Promise<PageRecord | null>;
  findByName(tenant: Tenant, name: string): Promise<PageRecord | null>;
  create(tenant: Tenant, input: NewPage): Promise<{ id: number; guid: string }>;
  /** Adds a block; its content is checked and (rich text) sanitised first. */
  addBlock(tenant: Tenant, pageId: number, input: NewBlock): Promise<{ guid: string }>;
}

interface PageRow {
  id: number;
  guid: string;
  name: string;
  title: string;
  layout: PageLayoutName;
  is_published: boolean;
  options: NameValue[];
  edit_roles: string[];
  edit_permission: AccessLevel;
  role_ids: string[];
  updated_at: Date;
}

interface BlockRow {
  guid: string;
  building_block: string;
  options: NameValue[];
  layout_position: LayoutPosition;
  sort_id: number;
  content: unknown;
}

/** Order of the layout positions on a page, top to bottom and left to right. */
export const layoutPositionOrder: readonly LayoutPosition[] = [
  'top',
  'side-left',
  'main',
  'side-right',
  'bottom',
];

const pageColumns = [
  'id',
  'guid',
  'name',
  'title',
  'layout',
  'is_published',
  'options',
  'edit_roles',
  'edit_permission',
  'role_ids',
  'updated_at',
];

/**
 * The pages repository over `db` (the root knex or a transaction).
 *
 * @example
 * const record = await createPagesRepository(knex).findByName(tenant, 'home');
 */
export function createPagesRepository(db: Knex | Knex.Transaction): PagesRepository {
  async function withBlocks(tenant: Tenant, row: PageRow | undefined): Promise<PageRecord | null> {
    if (!row) return null;
    const positionOrder = layoutPositionOrder.map((_, i) => `when ? then ${i}`).join(' ');
    const blocks = (await db('building_block_instances')
      .where({ platform_id: tenant.id, page_id: row.id })
      .select('guid', 'building_block', 'options', 'layout_position', 'sort_id', 'content')
      .orderByRaw(`case layout_position ${positionOrder} else 99 end`, [...layoutPositionOrder])
      .orderBy('sort_id')
      .orderBy('id')) as BlockRow[];
    const buildingBlockInstances: BuildingBlockInstance[] = blocks.map((block) => ({
      guid: block.guid,
      buildingBlock: block.building_block,
      options: block.options,
      layoutPosition: block.layout_position,
      sortId: block.sort_id,
      content: block.content,
    }));
    return {
      id: row.id,
      updatedAt: new Date(row.updated_at),
      page: {
        guid: row.guid,
        name: row.name,
        title: row.title,
        layout: row.layout,
        isPublished: row.is_published,
        options: row.options,
        buildingBlockInstances,
        editRoles: row.edit_roles,
        editPermission: row.edit_permission,
        roleIds: row.role_ids,
      },
    };
  }

  return {
    async findByGuid(tenant, guid) {
      assertTenant(tenant);
      const row = await db('pages')
        .where({ platform_id: tenant.id, guid })
        .first<PageRow | undefined>(pageColumns);
      return withBlocks(tenant, row);
    },
    async findByName(tenant, name) {
      assertTenant(tenant);
      const row = await db('pages')
        .where({ platform_id: tenant.id, name })
        .first<PageRow | undefined>(pageColumns);
      return withBlocks(tenant, row);
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
