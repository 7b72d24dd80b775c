/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/** Terms-of-use versions and acceptances per tenant, and every user's activity log. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('terms_of_use_versions', (t) => {
    t.increments('id');
    tenantColumn(t);
    t.integer('version').notNullable();
    t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['platform_id', 'version']);
    t.check('version >= 1', [], 'terms_of_use_versions_positive');
  });
  // Existing tenants start at version 1 (tenants without a row are at version 1 too).
  await knex.raw(
    `insert into terms_of_use_versions (platform_id, version) select id, 1 from platforms`,
  );
  await knex.schema.createTable('terms_acceptances', (t) => {
    t.increments('id');
    t.integer('platform_id').notNullable();
    t.integer('membership_id').notNullable();
    t.integer('version').notNullable();
    t.timestamp('accepted_at', { useTz: true }).notNullable();
    t.foreign(['platform_id', 'membership_id'])
      .references(['platform_id', 'id'])
      .inTable('platform_memberships')
      .onDelete('CASCADE');
    t.index(['membership_id']);
  });
  await knex.schema.createTable('activity_log', (t) => {
    t.increments('id');
    t.integer('platform_id').notNullable();
    t.integer('membership_id').notNullable();
    t.text('kind').notNullable();
    t.jsonb('details').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.foreign(['platform_id', 'membership_id'])
      .references(['platform_id', 'id'])
      .inTable('platform_memberships')
      .onDelete('CASCADE');
    t.index(['membership_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('activity_log');
  await knex.schema.dropTable('terms_acceptances');
  await knex.schema.dropTable('terms_of_use_versions');
}
