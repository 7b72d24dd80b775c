/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/** Accounts and their membership of platforms. Identity itself comes with a later issue. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('accounts', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable().unique();
    t.text('password_hash').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('email = lower(email)', [], 'accounts_email_lower_case');
  });
  await knex.schema.createTable('platform_memberships', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('id').inTable('accounts').onDelete('CASCADE');
    tenantColumn(t);
    t.text('first_name').notNullable().defaultTo('');
    t.text('last_name').notNullable().defaultTo('');
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_content_manager').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['account_id', 'platform_id']);
    t.index(['platform_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('platform_memberships');
  await knex.schema.dropTable('accounts');
}
