import type {
  AccessLevel,
  BuildingBlockInstance,
  LayoutPosition,
  NameValue,
  Page,
  PageDraftState,
  PageLayoutName,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { allLayoutPositions } from './layouts';

/** The page fields a draft changes (`pages.draft`). */
export interface PageDraft {
  title: string;
  layout: PageLayoutName;
  options: NameValue[];
}

/** A block as the published page or the draft has it: everything of it an editor changes. */
export interface BlockState {
  options: NameValue[];
  layoutPosition: LayoutPosition;
  sortId: number;
  content: unknown;
  permission: AccessLevel | null;
  roles: string[];
}

/** A published block's pending change (`building_block_instances.draft`). */
export interface BlockDraft extends BlockState {
  deleted: boolean;
}

/** Which version of a page is read: what visitors see, or the editors' draft. */
export type PageView = 'published' | 'draft';

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
  draft: PageDraft | null;
  version: number;
  last_edit_session: string | null;
  changed_at: Date | null;
  published_at: Date | null;
  publish_at: Date | null;
  unpublish_at: Date | null;
  /** Display name of the member who made the latest write (joined). */
  changed_by_name: string | null;
  /** Whether a block of the page has a draft change (computed). */
  blocks_changed: boolean;
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
  draft: BlockDraft | null;
  /** False: only the draft has the block (its columns are its draft state). */
  published: boolean;
}

const pageFields = [
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
  'draft',
  'version',
  'last_edit_session',
  'changed_at',
  'published_at',
  'publish_at',
  'unpublish_at',
] as const;

/** A display name: first, middle and last name, or the e-mail address without them. */
export const memberNameSql = (member: string, account: string) =>
  `coalesce(nullif(concat_ws(' ', nullif(${member}.first_name, ''), nullif(${member}.middle_name, ''), nullif(${member}.last_name, '')), ''), ${account}.email)`;

/**
 * Pages of `tenantId` as {@link PageRow}s (the table is `p`), pages in the trash left out: add a
 * where and an order.
 */
export function selectPages(db: Knex | Knex.Transaction, tenantId: number): Knex.QueryBuilder {
  return db('pages as p')
    .leftJoin('platform_memberships as m', 'm.id', 'p.changed_by')
    .leftJoin('accounts as a', 'a.id', 'm.account_id')
    .where('p.platform_id', tenantId)
    .whereNull('p.deleted_at')
    .select(pageFields.map((field) => `p.${field}`))
    .select(
      db.raw(`${memberNameSql('m', 'a')} as changed_by_name`),
      db.raw(
        `exists (select 1 from building_block_instances d where d.page_id = p.id
           and d.platform_id = p.platform_id
           and (d.draft is not null or (not d.published and d.deleted_at is null))) as blocks_changed`,
      ),
    );
}

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
  'draft',
  'published',
] as const;

/** Orders a block query top to bottom, left to right, then by sortId (ties: oldest first). */
export function inLayoutOrder(qb: Knex.QueryBuilder): void {
  const cases = allLayoutPositions.map((_, i) => `when ? then ${i}`).join(' ');
  void qb
    .orderByRaw(`case layout_position ${cases} else 99 end`, [...allLayoutPositions])
    .orderBy('sort_id')
    .orderBy('id');
}

/** The state the block's columns hold. */
export function storedState(row: BlockRow): BlockState {
  return {
    options: row.options,
    layoutPosition: row.layout_position,
    sortId: row.sort_id,
    content: row.content,
    permission: row.permission,
    roles: row.roles,
  };
}

/**
 * The block as `view` has it; null when that version does not have it (deleted, or not yet
 * published). A block only the draft has keeps its draft in its columns.
 */
export function blockStateIn(row: BlockRow, view: PageView): BlockState | null {
  if (row.deleted_at !== null) return null;
  if (view === 'published') return row.published ? storedState(row) : null;
  if (!row.published || !row.draft) return storedState(row);
  const { deleted, ...state } = row.draft;
  return deleted ? null : state;
}

/** The block a deleted one was, as an undo brings it back into the draft. */
export function lastState(row: BlockRow): BlockState {
  if (row.published && row.deleted_at === null && row.draft) {
    const { deleted: _deleted, ...state } = row.draft;
    return state;
  }
  return storedState(row);
}

/** A block as the contract shows it; `permission` and `roles` only when set. */
export function toInstance(
  row: BlockRow,
  state: BlockState = storedState(row),
): BuildingBlockInstance {
  return {
    guid: row.guid,
    buildingBlock: row.building_block,
    options: state.options,
    layoutPosition: state.layoutPosition,
    sortId: state.sortId,
    content: state.content,
    ...(state.permission ? { permission: state.permission, roles: state.roles } : {}),
  };
}

/** Orders blocks top to bottom, left to right, then by sortId (ties: oldest first). */
export function compareInLayout(
  a: { instance: BuildingBlockInstance; id: number },
  b: { instance: BuildingBlockInstance; id: number },
): number {
  const position = (block: BuildingBlockInstance) =>
    allLayoutPositions.indexOf(block.layoutPosition);
  return (
    position(a.instance) - position(b.instance) ||
    a.instance.sortId - b.instance.sortId ||
    a.id - b.id
  );
}

const isoOrNull = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** The draft's state as editors get it with the page. */
export function draftState(row: PageRow): PageDraftState {
  return {
    version: row.version,
    hasChanges: !row.is_published || row.draft !== null || row.blocks_changed,
    changedAt: isoOrNull(row.changed_at),
    changedBy: row.changed_by_name,
    publishedAt: isoOrNull(row.published_at),
    publishAt: isoOrNull(row.publish_at),
    unpublishAt: isoOrNull(row.unpublish_at),
  };
}

/** A page row with its blocks as the contract shows it, in `view` (the draft adds its state). */
export function toPage(
  row: PageRow,
  blocks: readonly BuildingBlockInstance[],
  view: PageView = 'published',
): Page {
  const fields = view === 'draft' && row.draft ? row.draft : row;
  return {
    guid: row.guid,
    name: row.name,
    title: fields.title,
    layout: fields.layout,
    isPublished: row.is_published,
    options: fields.options,
    buildingBlockInstances: [...blocks],
    editRoles: row.edit_roles,
    editPermission: row.edit_permission,
    roleIds: row.role_ids,
    ...(view === 'draft' ? { draft: draftState(row) } : {}),
  };
}
