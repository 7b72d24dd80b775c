import type { AccountOrigin } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/**
 * An account: the credentials of one address on one tenant (decision 0010). The same address on
 * another tenant is another account, with its own password.
 */
export interface AccountRecord {
  id: number;
  email: string;
  passwordHash: string;
}

/** What a sign-in on a tenant checks: the account and its membership there. */
export interface TenantCredentials extends AccountRecord {
  membershipId: number;
}

/** A tenant's accounts; every call is scoped by the tenant. */
export interface AccountsRepository {
  findByEmail(tenant: Tenant, email: string): Promise<AccountRecord | null>;
  findById(tenant: Tenant, accountId: number): Promise<AccountRecord | null>;
  /** The account with this e-mail on `tenant`, with its membership there. */
  credentialsOn(tenant: Tenant, email: string): Promise<TenantCredentials | null>;
  /** A new account, made in the way `origin` says. */
  create(
    tenant: Tenant,
    email: string,
    passwordHash: string,
    origin: AccountOrigin,
  ): Promise<AccountRecord>;
  /** How the account came to be; null when the tenant has no such account. */
  originOf(tenant: Tenant, accountId: number): Promise<AccountOrigin | null>;
  setPassword(tenant: Tenant, accountId: number, passwordHash: string): Promise<void>;
  /** Gives the account a new address (lower-cased); the unique index refuses a taken one. */
  setEmail(tenant: Tenant, accountId: number, email: string): Promise<void>;
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
    async findByEmail(tenant, email) {
      assertTenant(tenant);
      const row = await db('accounts')
        .where({ platform_id: tenant.id, email: email.toLowerCase() })
        .first<AccountRow | undefined>('id', 'email', 'password_hash');
      return row ? toRecord(row) : null;
    },
    async findById(tenant, accountId) {
      assertTenant(tenant);
      const row = await db('accounts')
        .where({ platform_id: tenant.id, id: accountId })
        .first<AccountRow | undefined>('id', 'email', 'password_hash');
      return row ? toRecord(row) : null;
    },
    async credentialsOn(tenant, email) {
      assertTenant(tenant);
      const row = await db('accounts as a')
        .join('platform_memberships as m', 'm.account_id', 'a.id')
        .where({
          'a.platform_id': tenant.id,
          'a.email': email.toLowerCase(),
          'm.platform_id': tenant.id,
        })
        .first<(AccountRow & { membership_id: number }) | undefined>(
          'a.id',
          'a.email',
          'a.password_hash',
          'm.id as membership_id',
        );
      return row ? { ...toRecord(row), membershipId: row.membership_id } : null;
    },
    async create(tenant, email, passwordHash, origin) {
      assertTenant(tenant);
      const [row] = await db('accounts')
        .insert({
          platform_id: tenant.id,
          email: email.toLowerCase(),
          password_hash: passwordHash,
          origin,
        })
        .returning<AccountRow[]>(['id', 'email', 'password_hash']);
      if (!row) throw new Error('Inserting an account returned no row.');
      return toRecord(row);
    },
    async originOf(tenant, accountId) {
      assertTenant(tenant);
      const row = await db('accounts')
        .where({ platform_id: tenant.id, id: accountId })
        .first<{ origin: AccountOrigin } | undefined>('origin');
      return row?.origin ?? null;
    },
    async setPassword(tenant, accountId, passwordHash) {
      assertTenant(tenant);
      await db('accounts')
        .where({ platform_id: tenant.id, id: accountId })
        .update({ password_hash: passwordHash });
    },
    async setEmail(tenant, accountId, email) {
      assertTenant(tenant);
      await db('accounts')
        .where({ platform_id: tenant.id, id: accountId })
        .update({ email: email.toLowerCase() });
    },
  };
}
