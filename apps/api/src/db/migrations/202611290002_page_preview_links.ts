/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * Preview links (docs/decisions/0016-page-drafts.md): a link that shows a page's draft to
 * reviewers without an account until it expires or is revoked. Only the SHA-256 of the link's
 * token is kept (`token_hash`, base64url): a copy of the table opens no preview. A link goes
 * with its page (on delete cascade); it outlives the member who made it (`created_by` null).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_preview_links', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('platform_id').notNullable();
    t.integer('page_id').notNullable();
    t.text('token_hash').notNullable().unique();
    t.integer('created_by').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.foreign(['platform_id', 'page_id'])
      .references(['platform_id', 'id'])
      .inTable('pages')
      .onDelete('CASCADE');
    t.foreign(['created_by'])
      .references(['id'])
      .inTable('platform_memberships')
      .onDelete('SET NULL');
    t.check('expires_at > created_at', [], 'page_preview_links_expire_later');
    // The editor lists a page's links that have not expired, newest first.
    t.index(['page_id', 'expires_at'], 'page_preview_links_page');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_preview_links');
}
