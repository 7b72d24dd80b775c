/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/** A tenant's own profile field definitions (the built-in ones live in code) and the mail outbox. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('profile_field_definitions', (t) => {
    t.increments('id');
    tenantColumn(t);
    t.text('key').notNullable();
    t.text('category').notNullable();
    t.text('section').notNullable().defaultTo('');
    t.text('subsection').notNullable().defaultTo('');
    t.integer('section_sort').notNullable().defaultTo(0);
    t.integer('sort').notNullable().defaultTo(0);
    t.text('visible_for').notNullable().defaultTo('everyone');
    t.text('input_type').notNullable().defaultTo('text');
    t.text('autocomplete').notNullable().defaultTo('off');
    t.text('default_value').nullable();
    t.boolean('required').notNullable().defaultTo(false);
    t.text('type').notNullable().defaultTo('string');
    t.jsonb('options').notNullable().defaultTo('[]');
    t.boolean('mett').notNullable().defaultTo(false);
    t.unique(['platform_id', 'key']);
    t.check(
      `category in ('profile', 'security', 'privacy')`,
      [],
      'profile_field_definitions_category_known',
    );
    t.check(
      `visible_for in ('everyone', 'self', 'admins')`,
      [],
      'profile_field_definitions_visible_for_known',
    );
  });
  await knex.schema.createTable('outbox', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    tenantColumn(t);
    t.text('to_address').notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['platform_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox');
  await knex.schema.dropTable('profile_field_definitions');
}
