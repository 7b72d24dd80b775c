import { isDeepStrictEqual } from 'node:util';
import { pageTrashDays } from '@plein/api-client';
import type { AccessLevel, TrashedPage } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { memberNameSql, storedState } from './page-rows';
import type { BlockDraft, BlockRow, BlockState, PageDraft, PageRow } from './page-rows';

/** The page settings that take effect at once (its address and who may edit or see it). */
export interface PageSettings {
  name: string;
  editRoles: string[];
  editPermission: AccessLevel;
  roleIds: string[];
}

/**
 * Who made a write: their editing session (null: a call that named none) and membership (null:
 * the schedule, for a member who has gone).
 */
export interface WriteStamp {
  session: string | null;
  membershipId: number | null;
}

/** The editor's writes to pages and blocks, always within one tenant; run in a transaction. */
export interface PagesWriteRepository {
  /** Locks the page row until the transaction ends (writes to one page run one at a time). */
  lockPage(tenant: Tenant, guid: string): Promise<number | null>;
  /** Whether another page of the tenant has this name. */
  nameTaken(tenant: Tenant, name: string, exceptPageId: number | null): Promise<boolean>;
  updateSettings(tenant: Tenant, pageId: number, settings: PageSettings): Promise<void>;
  /** Sets the draft's title, layout and options; the same as the published ones clears it. */
  setPageDraft(tenant: Tenant, row: PageRow, draft: PageDraft): Promise<void>;
  /**
   * Puts the block in the draft as `state` (null: the draft deletes it). A published block keeps
   * the change as its draft (none when it equals the published block); a block only the draft
   * has takes it in its columns; a block deleted from the published page comes back draft-only.
   */
  setBlockState(tenant: Tenant, row: BlockRow, state: BlockState | null): Promise<void>;
  /** Makes the draft the published page: drafts applied, deleted blocks gone, page published. */
  publish(tenant: Tenant, pageId: number): Promise<void>;
  /** Takes the page offline (its published version stays, for a later publish). */
  unpublish(tenant: Tenant, pageId: number): Promise<void>;
  /** Throws the draft away: back to the published version, draft-only blocks deleted. */
  discardDraft(tenant: Tenant, pageId: number): Promise<void>;
  /** Sets when the draft is published and the page goes offline by itself (null: never). */
  setSchedule(
    tenant: Tenant,
    pageId: number,
    schedule: { publishAt: Date | null; unpublishAt: Date | null },
    membershipId: number | null,
  ): Promise<void>;
  /** Counts a write: the page's version grows, and who, when and in which session is kept. */
  stamp(tenant: Tenant, pageId: number, stamp: WriteStamp): Promise<void>;
  /**
   * Moves a page to the trash: unpublished, its schedule cleared, found by no read until it is
   * restored; purged after `pageTrashDays`.
   */
  trash(tenant: Tenant, pageId: number, membershipId: number): Promise<void>;
  /**
   * Takes a page out of the trash, published and scheduled as it was when it went there; false
   * when it is not there.
   */
  restoreFromTrash(tenant: Tenant, guid: string): Promise<boolean>;
  /** The tenant's pages in the trash, the latest deleted first. */
  trashed(tenant: Tenant): Promise<TrashedPage[]>;
}

const pageDraftOf = (row: PageRow): PageDraft => ({
  title: row.title,
  layout: row.layout,
  options: row.options,
});

/** A state's columns. */
const columnsOf = (state: BlockState) => ({
  options: JSON.stringify(state.options),
  layout_position: state.layoutPosition,
  sort_id: state.sortId,
  content: JSON.stringify(state.content),
  permission: state.permission,
  roles: JSON.stringify(state.roles),
});

/**
 * The pages write repository over a transaction.
 *
 * @example
 * await knex.transaction((trx) => createPagesWriteRepository(trx).publish(tenant, pageId));
 */
export function createPagesWriteRepository(db: Knex | Knex.Transaction): PagesWriteRepository {
  const page = (tenant: Tenant, id: number) => {
    assertTenant(tenant);
    return db('pages').where({ platform_id: tenant.id, id });
  };
  const blocksOf = (tenant: Tenant, pageId: number) => {
    assertTenant(tenant);
    return db('building_block_instances').where({ platform_id: tenant.id, page_id: pageId });
  };
  return {
    async lockPage(tenant, guid) {
      assertTenant(tenant);
      const row = await db('pages')
        .where({ platform_id: tenant.id, guid })
        .whereNull('deleted_at')
        .forUpdate()
        .first<{ id: number } | undefined>('id');
      return row?.id ?? null;
    },
    async nameTaken(tenant, name, exceptPageId) {
      assertTenant(tenant);
      const query = db('pages').where({ platform_id: tenant.id, name });
      if (exceptPageId !== null) void query.whereNot('id', exceptPageId);
      return (await query.first<{ id: number } | undefined>('id')) !== undefined;
    },
    async updateSettings(tenant, pageId, settings) {
      await page(tenant, pageId).update({
        name: settings.name,
        edit_roles: JSON.stringify(settings.editRoles),
        edit_permission: settings.editPermission,
        role_ids: JSON.stringify(settings.roleIds),
      });
    },
    async setPageDraft(tenant, row, draft) {
      const same = isDeepStrictEqual(draft, pageDraftOf(row));
      await page(tenant, row.id).update({ draft: same ? null : JSON.stringify(draft) });
    },
    async setBlockState(tenant, row, state) {
      assertTenant(tenant);
      const block = db('building_block_instances').where({ platform_id: tenant.id, id: row.id });
      if (!row.published) {
        await block.update({
          ...(state ? columnsOf(state) : {}),
          deleted_at: state ? null : (row.deleted_at ?? db.fn.now()),
        });
      } else if (row.deleted_at !== null) {
        // Gone from the published page: a restore brings it back into the draft only.
        if (state) {
          await block.update({
            ...columnsOf(state),
            published: false,
            deleted_at: null,
            draft: null,
          });
        }
      } else {
        const base = state ?? (row.draft ? row.draft : storedState(row));
        const draft: BlockDraft = { ...stateOnly(base), deleted: state === null };
        const same = !draft.deleted && isDeepStrictEqual(stateOnly(draft), storedState(row));
        await block.update({ draft: same ? null : JSON.stringify(draft) });
      }
    },
    async publish(tenant, pageId) {
      await db.raw(
        `update pages set
           title = coalesce(draft ->> 'title', title),
           layout = coalesce(draft ->> 'layout', layout),
           options = coalesce(draft -> 'options', options),
           draft = null, is_published = true, published_at = now(), publish_at = null
         where platform_id = ? and id = ?`,
        [tenant.id, pageId],
      );
      await db.raw(
        `update building_block_instances set
           options = draft -> 'options',
           layout_position = draft ->> 'layoutPosition',
           sort_id = (draft ->> 'sortId')::int,
           content = draft -> 'content',
           permission = draft ->> 'permission',
           roles = draft -> 'roles',
           deleted_at = case when (draft ->> 'deleted')::boolean then now() end,
           draft = null
         where platform_id = ? and page_id = ? and draft is not null`,
        [tenant.id, pageId],
      );
      await blocksOf(tenant, pageId).where('published', false).update({ published: true });
    },
    async unpublish(tenant, pageId) {
      await page(tenant, pageId).update({ is_published: false, unpublish_at: null });
    },
    async discardDraft(tenant, pageId) {
      await page(tenant, pageId).update({ draft: null });
      await blocksOf(tenant, pageId).whereNotNull('draft').update({ draft: null });
      await blocksOf(tenant, pageId).where('published', false).delete();
    },
    async setSchedule(tenant, pageId, { publishAt, unpublishAt }, membershipId) {
      await page(tenant, pageId).update({
        publish_at: publishAt,
        unpublish_at: unpublishAt,
        scheduled_by: publishAt || unpublishAt ? membershipId : null,
      });
    },
    async stamp(tenant, pageId, { session, membershipId }) {
      await page(tenant, pageId).update({
        version: db.raw('version + 1'),
        last_edit_session: session,
        changed_by: membershipId,
        changed_at: db.fn.now(),
        updated_at: db.fn.now(),
      });
    },
    async trash(tenant, pageId, membershipId) {
      await page(tenant, pageId).update({
        deleted_at: db.fn.now(),
        deleted_by: membershipId,
        is_published: false,
        publish_at: null,
        unpublish_at: null,
        // SET reads the row as it was: the publication undoing the delete brings back.
        publication_before_trash: db.raw(
          `jsonb_build_object('is_published', is_published, 'publish_at', publish_at, 'unpublish_at', unpublish_at)`,
        ),
      });
      await db('page_presence').where({ platform_id: tenant.id, page_id: pageId }).delete();
    },
    async restoreFromTrash(tenant, guid) {
      assertTenant(tenant);
      // Undoing a delete brings back what visitors saw: the publication and its schedule (none
      // kept for pages trashed before the column existed: unpublished).
      const restored = await db('pages')
        .where({ platform_id: tenant.id, guid })
        .whereNotNull('deleted_at')
        .update({
          deleted_at: null,
          deleted_by: null,
          is_published: db.raw(
            `coalesce((publication_before_trash->>'is_published')::boolean, false)`,
          ),
          publish_at: db.raw(`(publication_before_trash->>'publish_at')::timestamptz`),
          unpublish_at: db.raw(`(publication_before_trash->>'unpublish_at')::timestamptz`),
          publication_before_trash: null,
          updated_at: db.fn.now(),
        })
        .returning<{ id: number }[]>('id');
      return restored.length > 0;
    },
    async trashed(tenant) {
      assertTenant(tenant);
      const rows = await db('pages as p')
        .leftJoin('platform_memberships as m', 'm.id', 'p.deleted_by')
        .leftJoin('accounts as a', 'a.id', 'm.account_id')
        .where('p.platform_id', tenant.id)
        .whereNotNull('p.deleted_at')
        .orderBy('p.deleted_at', 'desc')
        .select<
          { guid: string; name: string; title: string; deleted_at: Date; by: string | null }[]
        >(
          'p.guid',
          'p.name',
          'p.title',
          'p.deleted_at',
          db.raw(`${memberNameSql('m', 'a')} as by`),
        );
      return rows.map((row) => {
        const deletedAt = new Date(row.deleted_at);
        return {
          guid: row.guid,
          name: row.name,
          title: row.title,
          deletedAt: deletedAt.toISOString(),
          deletedBy: row.by,
          purgeAt: new Date(deletedAt.getTime() + pageTrashDays * 86_400_000).toISOString(),
        };
      });
    },
  };
}

/** The state fields of a state or draft (a draft's `deleted` left out). */
function stateOnly(source: BlockState): BlockState {
  return {
    options: source.options,
    layoutPosition: source.layoutPosition,
    sortId: source.sortId,
    content: source.content,
    permission: source.permission,
    roles: source.roles,
  };
}
