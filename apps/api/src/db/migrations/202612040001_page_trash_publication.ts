/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * What a page's publication was when it went to the trash (published, and its schedule), so that
 * undoing the delete brings back what visitors saw (issue 31.18). Null for pages not in the trash
 * and for pages trashed before this column existed (they come back unpublished, as before).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pages', (t) => {
    t.jsonb('publication_before_trash').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pages', (t) => {
    t.dropColumn('publication_before_trash');
  });
}
