/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * How an account came to be (spec section 3, enumeration a; decision 0021): `Manual` (seeded or
 * made by the operator), `Verification` (by accepting an invitation, which proves the address)
 * or `Registration` (signing up, which Plein does not offer yet). Accounts that accepted an
 * invitation before this column existed are recognised by that accepted invitation.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('accounts', (t) => {
    t.text('origin').notNullable().defaultTo('Manual');
    t.check("origin in ('Manual', 'Verification', 'Registration')", [], 'accounts_origin_known');
  });
  await knex.raw(`update accounts a set origin = 'Verification'
    where exists (select 1 from invitations i
      where i.platform_id = a.platform_id and i.email = a.email and i.accepted_at is not null)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('accounts', (t) => {
    t.dropChecks(['accounts_origin_known']);
    t.dropColumn('origin');
  });
}
