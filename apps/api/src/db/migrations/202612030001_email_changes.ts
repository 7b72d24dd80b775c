/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * A signed-in user's request to change their account's address: the new address waits here
 * until its owner opens the code mailed to it (spec section 2, account/security; decision 0029).
 * The account keeps its address until then; a code is used once and expires.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_changes', (t) => {
    t.increments('id');
    t.integer('platform_id').notNullable();
    t.integer('account_id').notNullable();
    t.text('new_email').notNullable();
    t.text('code_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.foreign(['platform_id', 'account_id'])
      .references(['platform_id', 'id'])
      .inTable('accounts')
      .onDelete('CASCADE');
    t.index(['platform_id', 'account_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_changes');
}
