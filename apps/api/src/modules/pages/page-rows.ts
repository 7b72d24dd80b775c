import type {
  AccessLevel,
  BuildingBlockInstance,
  LayoutPosition,
  NameValue,
  Page,
  PageLayoutName,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { allLayoutPositions } from './layouts';

/** A `pages` row as read. */
export interface PageRow {
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

/** A `building_block_instances` row as read. */
export interface BlockRow {
  id: number;
  page_id: number;
  guid: string;
  building_block: string;
  options: NameValue[];
  layout_position: LayoutPosition;
  sort_id: number;
  content: unknown;
  permission: AccessLevel | null;
  roles: string[];
  deleted_at: Date | null;
}

export const pageColumns = [
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
] as const;

export const blockColumns = [
  'id',
  'page_id',
  'guid',
  'building_block',
  'options',
  'layout_position',
  'sort_id',
  'content',
  'permission',
  'roles',
  'deleted_at',
] as const;

/** Orders a block query top to bottom, left to right, then by sortId (ties: oldest first). */
export function inLayoutOrder(qb: Knex.QueryBuilder): void {
  const cases = allLayoutPositions.map((_, i) => `when ? then ${i}`).join(' ');
  void qb
    .orderByRaw(`case layout_position ${cases} else 99 end`, [...allLayoutPositions])
    .orderBy('sort_id')
    .orderBy('id');
}

/** A block row as the contract shows it; `permission` and `roles` only when set. */
export function toInstance(row: BlockRow): BuildingBlockInstance {
  return {
    guid: row.guid,
    buildingBlock: row.building_block,
    options: row.options,
    layoutPosition: row.layout_position,
    sortId: row.sort_id,
    content: row.content,
    ...(row.permission ? { permission: row.permission, roles: row.roles } : {}),
  };
}

/** A page row with its blocks as the contract shows it. */
export function toPage(row: PageRow, blocks: readonly BuildingBlockInstance[]): Page {
  return {
    guid: row.guid,
    name: row.name,
    title: row.title,
    layout: row.layout,
    isPublished: row.is_published,
    options: row.options,
    buildingBlockInstances: [...blocks],
    editRoles: row.edit_roles,
    editPermission: row.edit_permission,
    roleIds: row.role_ids,
  };
}
