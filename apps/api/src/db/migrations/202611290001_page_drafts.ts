/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * Page drafts, versions and revisions (docs/decisions/0016-page-drafts.md).
 *
 * The columns of `pages` and `building_block_instances` keep what visitors see. An editor's
 * changes wait in `draft` (jsonb, null: none) until the page is published:
 * - `pages.draft`: the page's title, layout and options as the draft has them;
 * - `building_block_instances.draft`: a published block's options, place, content, permission,
 *   roles and whether the draft deletes it; `published` false: a block only the draft has (its
 *   columns are its draft, and visitors never see it).
 * `pages.version` grows with every write; `last_edit_session` is the editing session that made
 * the latest one, so a write based on an older version is refused only when another session
 * wrote since. `publish_at` / `unpublish_at` schedule a publication of the draft and an end.
 * `page_revisions` keeps every publication whole; `page_presence` who has a page open. Existing published pages get
 * their current state as revision 1.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pages', (t) => {
    t.jsonb('draft').nullable();
    t.integer('version').notNullable().defaultTo(1);
    t.text('last_edit_session').nullable();
    t.integer('changed_by').nullable();
    t.timestamp('changed_at', { useTz: true }).nullable();
    t.timestamp('published_at', { useTz: true }).nullable();
    // A scheduled publication of the draft and a scheduled end, and who scheduled them.
    t.timestamp('publish_at', { useTz: true }).nullable();
    t.timestamp('unpublish_at', { useTz: true }).nullable();
    t.integer('scheduled_by').nullable();
    // In the trash since (null: not deleted); purged after 30 days.
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.integer('deleted_by').nullable();
    t.foreign(['deleted_by'])
      .references(['id'])
      .inTable('platform_memberships')
      .onDelete('SET NULL');
    t.foreign(['scheduled_by'])
      .references(['id'])
      .inTable('platform_memberships')
      .onDelete('SET NULL');
    t.foreign(['changed_by'])
      .references(['id'])
      .inTable('platform_memberships')
      .onDelete('SET NULL');
    t.check(`jsonb_typeof(draft) = 'object'`, [], 'pages_draft_object');
  });
  await knex.schema.alterTable('building_block_instances', (t) => {
    t.jsonb('draft').nullable();
    t.boolean('published').notNullable().defaultTo(true);
    t.check(`jsonb_typeof(draft) = 'object'`, [], 'building_block_instances_draft_object');
  });
  await knex.raw(
    'create index pages_deleted_at on pages (deleted_at) where deleted_at is not null',
  );
  // The schedule job finds what is due.
  await knex.raw(
    'create index pages_publish_at on pages (publish_at) where publish_at is not null',
  );
  await knex.raw(
    'create index pages_unpublish_at on pages (unpublish_at) where unpublish_at is not null',
  );
  // The page list asks per page whether its blocks have draft changes.
  await knex.raw(`
    create index building_block_instances_drafts on building_block_instances (page_id)
      where draft is not null or not published`);
  await knex.schema.createTable('page_revisions', (t) => {
    t.increments('id');
    t.integer('platform_id').notNullable();
    t.integer('page_id').notNullable();
    t.integer('number').notNullable();
    t.text('title').notNullable();
    // The page as published: layout, options and its blocks as the contract shows them.
    t.jsonb('snapshot').notNullable();
    t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('published_by').nullable();
    t.unique(['page_id', 'number']);
    t.foreign(['platform_id', 'page_id'])
      .references(['platform_id', 'id'])
      .inTable('pages')
      .onDelete('CASCADE');
    t.foreign(['published_by'])
      .references(['id'])
      .inTable('platform_memberships')
      .onDelete('SET NULL');
  });
  // Who has a page open in the editor: one row per editing session, refreshed while it is open.
  await knex.schema.createTable('page_presence', (t) => {
    t.integer('platform_id').notNullable();
    t.integer('page_id').notNullable();
    t.text('session').notNullable();
    t.integer('membership_id')
      .notNullable()
      .references('id')
      .inTable('platform_memberships')
      .onDelete('CASCADE');
    t.timestamp('opened_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['page_id', 'session']);
    t.foreign(['platform_id', 'page_id'])
      .references(['platform_id', 'id'])
      .inTable('pages')
      .onDelete('CASCADE');
  });
  await knex.raw(`
    update pages set published_at = updated_at, changed_at = updated_at where is_published`);
  await knex.raw(`
    insert into page_revisions (platform_id, page_id, number, title, snapshot, published_at)
    select p.platform_id, p.id, 1, p.title,
      jsonb_build_object(
        'layout', p.layout,
        'options', p.options,
        'blocks', coalesce((
          select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
            'guid', b.guid, 'buildingBlock', b.building_block, 'options', b.options,
            'layoutPosition', b.layout_position, 'sortId', b.sort_id, 'content', b.content,
            'permission', b.permission, 'roles', case when b.permission is null then null else b.roles end
          )) order by b.layout_position, b.sort_id, b.id)
          from building_block_instances b
          where b.page_id = p.id and b.platform_id = p.platform_id and b.deleted_at is null
        ), '[]'::jsonb)),
      p.updated_at
    from pages p where p.is_published`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_presence');
  await knex.schema.dropTable('page_revisions');
  await knex.raw('drop index building_block_instances_drafts');
  await knex.schema.alterTable('building_block_instances', (t) => {
    t.dropChecks(['building_block_instances_draft_object']);
    t.dropColumns('draft', 'published');
  });
  await knex.raw('drop index pages_deleted_at');
  await knex.raw('drop index pages_publish_at');
  await knex.raw('drop index pages_unpublish_at');
  await knex.schema.alterTable('pages', (t) => {
    t.dropForeign(['changed_by']);
    t.dropForeign(['scheduled_by']);
    t.dropForeign(['deleted_by']);
    t.dropChecks(['pages_draft_object']);
    t.dropColumns(
      'draft',
      'version',
      'last_edit_session',
      'changed_by',
      'changed_at',
      'published_at',
      'publish_at',
      'unpublish_at',
      'scheduled_by',
      'deleted_at',
      'deleted_by',
    );
  });
}
