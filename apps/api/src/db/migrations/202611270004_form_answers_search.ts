/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * Searching a form's submissions by their answers uses a trigram index (pg_trgm, loaded on both
 * engines since the list items) instead of reading every answer: `plein_form_answers_text` is
 * the answers' values one per line, so a search (one line) matches within one answer as before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function plein_form_answers_text(answers jsonb) returns text
    language sql immutable parallel safe as $$
      select coalesce(string_agg(value, E'\\n'), '') from jsonb_each_text(answers)
    $$`);
  await knex.raw(`
    create index form_submissions_answers_trgm on form_submissions
      using gin (plein_form_answers_text(answers) gin_trgm_ops)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index form_submissions_answers_trgm');
  await knex.raw('drop function plein_form_answers_text(jsonb)');
}
