/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/** The profile of spec section 3 on memberships, and roles per tenant. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('platform_memberships', (t) => {
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('middle_name').notNullable().defaultTo('');
    t.jsonb('properties').notNullable().defaultTo('[]');
    t.boolean('is_mett').notNullable().defaultTo(false);
    t.boolean('is_developer').notNullable().defaultTo(false);
    t.integer('terms_of_use_version_accepted').nullable();
    t.timestamp('email_verified_at', { useTz: true }).nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Lets tenant-owned child rows reference (platform_id, id).
    t.unique(['platform_id', 'id']);
  });
  await knex.schema.createTable('roles', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    tenantColumn(t);
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['platform_id', 'name']);
    t.unique(['platform_id', 'id']);
    t.check('length(name) > 0', [], 'roles_name_not_empty');
  });
  await knex.schema.createTable('membership_roles', (t) => {
    t.integer('platform_id').notNullable();
    t.integer('membership_id').notNullable();
    t.integer('role_id').notNullable();
    t.primary(['membership_id', 'role_id']);
    t.foreign(['platform_id', 'membership_id'])
      .references(['platform_id', 'id'])
      .inTable('platform_memberships')
      .onDelete('CASCADE');
    t.foreign(['platform_id', 'role_id'])
      .references(['platform_id', 'id'])
      .inTable('roles')
      .onDelete('CASCADE');
    t.index(['role_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('membership_roles');
  await knex.schema.dropTable('roles');
  await knex.schema.alterTable('platform_memberships', (t) => {
    t.dropUnique(['platform_id', 'id']);
    t.dropColumns(
      'guid',
      'middle_name',
      'properties',
      'is_mett',
      'is_developer',
      'terms_of_use_version_accepted',
      'email_verified_at',
      'updated_at',
    );
  });
}
