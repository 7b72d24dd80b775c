/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/** Tenants, their host names and their setting values. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('platforms', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('platform_hosts', (t) => {
    t.increments('id');
    t.text('host').notNullable().unique();
    tenantColumn(t);
    t.index(['platform_id']);
    t.check('host = lower(host) and length(host) > 0', [], 'platform_hosts_host_lower_case');
  });
  await knex.schema.createTable('platform_setting_values', (t) => {
    t.increments('id');
    tenantColumn(t);
    t.text('key').notNullable();
    t.jsonb('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['platform_id', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('platform_setting_values');
  await knex.schema.dropTable('platform_hosts');
  await knex.schema.dropTable('platforms');
}
