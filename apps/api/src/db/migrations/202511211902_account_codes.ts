/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/** Single-use codes sent by mail: invitations, password resets, e-mail verification. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invitations', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    tenantColumn(t);
    t.text('email').notNullable();
    t.text('code_hash').notNullable().unique();
    t.jsonb('role_ids').notNullable().defaultTo('[]');
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_content_manager').notNullable().defaultTo(false);
    t.integer('invited_by_membership_id').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('accepted_at', { useTz: true }).nullable();
    t.index(['platform_id', 'email']);
    t.check('email = lower(email)', [], 'invitations_email_lower_case');
  });
  await knex.schema.createTable('password_reset_codes', (t) => {
    t.increments('id');
    tenantColumn(t);
    t.integer('account_id').notNullable().references('id').inTable('accounts').onDelete('CASCADE');
    t.text('code_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['account_id']);
  });
  await knex.schema.createTable('verification_sends', (t) => {
    t.increments('id');
    t.integer('platform_id').notNullable();
    t.integer('membership_id').notNullable();
    t.text('code_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.foreign(['platform_id', 'membership_id'])
      .references(['platform_id', 'id'])
      .inTable('platform_memberships')
      .onDelete('CASCADE');
    t.index(['membership_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('verification_sends');
  await knex.schema.dropTable('password_reset_codes');
  await knex.schema.dropTable('invitations');
}
