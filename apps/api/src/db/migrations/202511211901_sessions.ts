/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/** Sign-in sessions (cookie) and the short-lived bearer access tokens issued from them. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    t.increments('id');
    t.integer('platform_id').notNullable();
    t.integer('membership_id').notNullable();
    // SHA-256 of the cookie value: a leaked table gives no usable session id.
    t.text('id_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.timestamp('absolute_expires_at', { useTz: true }).notNullable();
    t.text('user_agent').notNullable().defaultTo('');
    t.foreign(['platform_id', 'membership_id'])
      .references(['platform_id', 'id'])
      .inTable('platform_memberships')
      .onDelete('CASCADE');
    t.index(['membership_id']);
  });
  await knex.schema.createTable('access_tokens', (t) => {
    t.increments('id');
    tenantColumn(t);
    // A token lives no longer than the session it came from.
    t.integer('session_id').notNullable().references('id').inTable('sessions').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['session_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('access_tokens');
  await knex.schema.dropTable('sessions');
}
