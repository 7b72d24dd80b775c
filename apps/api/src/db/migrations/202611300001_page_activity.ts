/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * The activity of pages (docs/decisions/0016-page-drafts.md): who created, changed, published,
 * scheduled, restored or deleted which page. An entry keeps the page's name and title of its
 * time, so it outlives the page (purged from the trash: `page_id` null) and the member who acted
 * (`membership_id` null). A run of saves by one member is one `changed` entry, moved forward.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_activity', (t) => {
    t.bigIncrements('id').primary();
    t.integer('platform_id')
      .notNullable()
      .references('id')
      .inTable('platforms')
      .onDelete('CASCADE');
    t.integer('page_id').nullable().references('id').inTable('pages').onDelete('SET NULL');
    t.integer('membership_id')
      .nullable()
      .references('id')
      .inTable('platform_memberships')
      .onDelete('SET NULL');
    t.text('action').notNullable();
    t.boolean('by_schedule').notNullable().defaultTo(false);
    t.jsonb('details').notNullable().defaultTo('{}');
    t.text('page_name').notNullable();
    t.text('page_title').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(
      `action in ('created', 'changed', 'published', 'unpublished', 'scheduled', 'draftDiscarded', 'revisionRestored', 'deleted', 'restored')`,
      [],
      'page_activity_action',
    );
    // Newest first: every page of a tenant (admins), and one page (its history).
    t.index(['platform_id', 'created_at', 'id'], 'page_activity_tenant_time');
    t.index(['page_id', 'created_at', 'id'], 'page_activity_page_time');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_activity');
}
