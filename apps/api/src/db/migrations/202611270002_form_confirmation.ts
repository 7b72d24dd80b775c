/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * A form's setting that mails a signed-in submitter a copy of their answers (issue 12): off for
 * every existing form, so nobody starts getting mail they did not get before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('forms', (t) => {
    t.boolean('confirm_to_submitter').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('forms', (t) => {
    t.dropColumn('confirm_to_submitter');
  });
}
