/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * Accounts belong to one tenant (decision 0010): the same address on two tenants is two
 * accounts, so no tenant's admin can reach another tenant's credentials. An account that was a
 * member of several tenants is split: each extra membership gets its own copy (same address, same
 * password hash for now; from here on they change apart), and its pending reset codes follow it.
 * Outbox rows get a kind, so admins can be shown invitations but never another user's codes.
 * Sessions get a guid, for the list of one's own sessions.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('accounts', (t) => {
    t.dropUnique(['email']);
    t.integer('platform_id').nullable().references('id').inTable('platforms').onDelete('CASCADE');
  });
  // The oldest membership keeps the existing row.
  await knex.raw(`
    update accounts a set platform_id = m.platform_id
    from (select distinct on (account_id) account_id, platform_id
          from platform_memberships order by account_id, id) m
    where m.account_id = a.id`);
  const extra = await knex('platform_memberships as m')
    .join('accounts as a', 'a.id', 'm.account_id')
    .whereRaw('a.platform_id <> m.platform_id')
    .orderBy('m.id')
    .select<{ membership_id: number; platform_id: number; account_id: number }[]>(
      'm.id as membership_id',
      'm.platform_id',
      'm.account_id',
    );
  for (const row of extra) {
    const { rows } = await knex.raw<{ rows: { id: number }[] }>(
      `insert into accounts (email, password_hash, created_at, platform_id)
       select email, password_hash, created_at, ? from accounts where id = ? returning id`,
      [row.platform_id, row.account_id],
    );
    const copy = rows[0];
    if (!copy) throw new Error(`Copying account ${row.account_id} returned no row.`);
    await knex('platform_memberships')
      .where({ id: row.membership_id })
      .update({ account_id: copy.id });
    await knex('password_reset_codes')
      .where({ account_id: row.account_id, platform_id: row.platform_id })
      .update({ account_id: copy.id });
  }
  // An account without a membership could sign in nowhere.
  await knex('accounts').whereNull('platform_id').delete();
  await knex.schema.alterTable('accounts', (t) => {
    t.integer('platform_id').notNullable().alter();
    t.unique(['platform_id', 'email']);
    t.unique(['platform_id', 'id']);
  });
  await knex.schema.alterTable('platform_memberships', (t) => {
    t.unique(['account_id']);
    t.foreign(['platform_id', 'account_id'])
      .references(['platform_id', 'id'])
      .inTable('accounts')
      .onDelete('CASCADE');
  });
  await knex('password_reset_codes as c')
    .whereNotExists(
      knex('accounts as a')
        .whereRaw('a.id = c.account_id')
        .whereRaw('a.platform_id = c.platform_id')
        .select(knex.raw('1')),
    )
    .delete();
  await knex.schema.alterTable('password_reset_codes', (t) => {
    t.foreign(['platform_id', 'account_id'])
      .references(['platform_id', 'id'])
      .inTable('accounts')
      .onDelete('CASCADE');
  });
  // Users list their own sessions and end them one by one, by an id that says nothing else.
  await knex.schema.alterTable('sessions', (t) => {
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
  });
  await knex.schema.alterTable('outbox', (t) => {
    t.text('kind').notNullable().defaultTo('other');
    t.check(
      `kind in ('invitation', 'passwordReset', 'verification', 'notice', 'other')`,
      [],
      'outbox_kind_known',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('guid');
  });
  await knex.schema.alterTable('outbox', (t) => {
    t.dropChecks(['outbox_kind_known']);
    t.dropColumn('kind');
  });
  await knex.schema.alterTable('password_reset_codes', (t) => {
    t.dropForeign(['platform_id', 'account_id']);
  });
  await knex.schema.alterTable('platform_memberships', (t) => {
    t.dropForeign(['platform_id', 'account_id']);
    t.dropUnique(['account_id']);
  });
  // Copies of one address cannot be merged back safely; refuse rather than lose one.
  const { rows } = await knex.raw<{ rows: unknown[] }>(
    `select email from accounts group by email having count(*) > 1 limit 1`,
  );
  if (rows.length > 0) throw new Error('Accounts share an address across tenants; cannot merge.');
  await knex.schema.alterTable('accounts', (t) => {
    t.dropUnique(['platform_id', 'id']);
    t.dropUnique(['platform_id', 'email']);
    t.dropForeign(['platform_id']);
    t.dropColumn('platform_id');
    t.unique(['email']);
  });
}
