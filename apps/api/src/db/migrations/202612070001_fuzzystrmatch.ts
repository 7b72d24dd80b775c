/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * Edit distance (`levenshtein_less_equal`) for typo search (issue 31.22): a swapped or missing
 * letter ("Plien", "berigten") leaves too few trigrams in common to be found by similarity alone,
 * but it is one or two edits from a word the site uses.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists fuzzystrmatch');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop extension if exists fuzzystrmatch');
}
