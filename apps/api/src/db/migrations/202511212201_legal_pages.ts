/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { insertLegalPages, legalPages } from '../seed/legal-pages';

/**
 * Gives every existing platform the legal pages (terms of use, privacy, accessibility and cookie
 * statements, Dutch and English) it does not have yet. New platforms get them when they are
 * seeded (`seedTenant`).
 */
export async function up(knex: Knex): Promise<void> {
  const platforms = await knex('platforms').orderBy('id').select<{ id: number }[]>('id');
  for (const { id } of platforms) await insertLegalPages(knex, id);
}

/** Removes the legal pages again (their blocks go with them), edited or not. */
export async function down(knex: Knex): Promise<void> {
  await knex('pages')
    .whereIn(
      'name',
      legalPages.map((page) => page.name),
    )
    .del();
}
