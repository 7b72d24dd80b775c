/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

const emptyLabel = JSON.stringify({ nl: '', en: '' });

/**
 * Gives profile field definitions a label and a section label in Dutch and English (jsonb
 * `{ nl, en }`). Existing fields get their key as Dutch label and their section (else their key)
 * as Dutch section label, so every field has a visible label at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profile_field_definitions', (t) => {
    t.jsonb('label').notNullable().defaultTo(emptyLabel);
    t.jsonb('section_label').notNullable().defaultTo(emptyLabel);
  });
  await knex('profile_field_definitions').update({
    label: knex.raw(`jsonb_build_object('nl', left(key, 80), 'en', '')`),
    section_label: knex.raw(
      `jsonb_build_object('nl', left(coalesce(nullif(section, ''), key), 80), 'en', '')`,
    ),
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profile_field_definitions', (t) => {
    t.dropColumn('section_label');
    t.dropColumn('label');
  });
}
