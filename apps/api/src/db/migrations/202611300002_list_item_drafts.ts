/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * Drafts of list items (docs/decisions/0016-page-drafts.md): as for pages, the published item
 * stays in the columns visitors read, and an editor's change of a published item waits in
 * `draft` (the changed fields, content checked and sanitised) until it is published or thrown
 * away; who changed it last and when are kept beside it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('list_items', (t) => {
    t.jsonb('draft').nullable();
    t.timestamp('draft_changed_at', { useTz: true }).nullable();
    t.integer('draft_changed_by')
      .nullable()
      .references('id')
      .inTable('platform_memberships')
      .onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('list_items', (t) => {
    t.dropColumn('draft_changed_by');
    t.dropColumn('draft_changed_at');
    t.dropColumn('draft');
  });
}
