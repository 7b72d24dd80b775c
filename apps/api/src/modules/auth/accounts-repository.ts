import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** An account (one per e-mail address, shared by the tenants it is a member of). */
export interface AccountRecord {
  id: number;
  email: string;
  passwordHash: string;
}

/** What a sign-in on a tenant checks: the account and its membership there. */
export interface TenantCredentials extends AccountRecord {
  membershipId: number;
}

/** Accounts. Only {@link AccountsRepository.credentialsOn} looks through a tenant. */
export interface AccountsRepository {
  findByEmail(email: string): Promise<AccountRecord | null>;
  /** The account with this e-mail, only when it is a member of `tenant`. */
  credentialsOn(tenant: Tenant, email: string): Promise<TenantCredentials | null>;
  create(email: string, passwordHash: string): Promise<AccountRecord>;
  setPassword(accountId: number, passwordHash: string): Promise<void>;
}

interface AccountRow {
  id: number;
  email: string;
  password_hash: string;
}

const toRecord = (row: AccountRow): AccountRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
});

/** The accounts repository over `db` (the root knex or a transaction). */
export function createAccountsRepository(db: Knex | Knex.Transaction): AccountsRepository {
  return {
    async findByEmail(email) {
      const row = await db('accounts')
        .where({ email: email.toLowerCase() })
        .first<AccountRow | undefined>('id', 'email', 'password_hash');
      return row ? toRecord(row) : null;
    },
    async credentialsOn(tenant, email) {
      assertTenant(tenant);
      const row = await db('accounts as a')
        .join('platform_memberships as m', 'm.account_id', 'a.id')
        .where({ 'a.email': email.toLowerCase(), 'm.platform_id': tenant.id })
        .first<(AccountRow & { membership_id: number }) | undefined>(
          'a.id',
          'a.email',
          'a.password_hash',
          'm.id as membership_id',
        );
      return row ? { ...toRecord(row), membershipId: row.membership_id } : null;
    },
    async create(email, passwordHash) {
      const [row] = await db('accounts')
        .insert({ email: email.toLowerCase(), password_hash: passwordHash })
        .returning<AccountRow[]>(['id', 'email', 'password_hash']);
      if (!row) throw new Error('Inserting an account returned no row.');
      return toRecord(row);
    },
    async setPassword(accountId, passwordHash) {
      await db('accounts').where({ id: accountId }).update({ password_hash: passwordHash });
    },
  };
}
