import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/**
 * Ends every code mailed for an account and not used yet: password reset codes, e-mail
 * verification codes and pending address changes (invitations belong to an address, not to an
 * account). Call it, in the same transaction, wherever the account's address or password
 * changes, its owner signs out everywhere or an admin deactivates it: a code mailed before went
 * to an address, or was asked with a password, that may no longer be the owner's (issue 31.1).
 * The rows stay, marked used: they are also the record the mail limits count.
 *
 * @example
 * await knex.transaction(async (trx) => {
 *   await createAccountsRepository(trx).setPassword(tenant, accountId, passwordHash);
 *   await endOutstandingCodes(trx, tenant, accountId, now);
 * });
 */
export async function endOutstandingCodes(
  db: Knex | Knex.Transaction,
  tenant: Tenant,
  accountId: number,
  now: Date,
): Promise<void> {
  assertTenant(tenant);
  const unused = (table: string) =>
    db(table).where({ platform_id: tenant.id }).whereNull('used_at');
  await unused('password_reset_codes').where({ account_id: accountId }).update({ used_at: now });
  await unused('email_changes').where({ account_id: accountId }).update({ used_at: now });
  await unused('verification_sends')
    .whereIn(
      'membership_id',
      db('platform_memberships')
        .where({ platform_id: tenant.id, account_id: accountId })
        .select('id'),
    )
    .update({ used_at: now });
}
