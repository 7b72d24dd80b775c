import type { ProfileProperty } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** A membership (a user of one tenant) with its account's e-mail and its role guids. */
export interface MembershipRecord {
  id: number;
  guid: string;
  accountId: number;
  email: string;
  firstName: string;
  middleName: string;
  lastName: string;
  properties: ProfileProperty[];
  isAdmin: boolean;
  isMett: boolean;
  isDeveloper: boolean;
  isContentManager: boolean;
  isActive: boolean;
  roleIds: string[];
  termsOfUseVersionAccepted: number | null;
  emailVerifiedAt: Date | null;
}

/** The profile fields a user changes themselves. */
export type ProfilePatch = Partial<
  Pick<
    MembershipRecord,
    'firstName' | 'middleName' | 'lastName' | 'properties' | 'termsOfUseVersionAccepted'
  >
>;

/** The flags only admins change. */
export type FlagsPatch = Partial<
  Pick<MembershipRecord, 'isAdmin' | 'isMett' | 'isDeveloper' | 'isContentManager' | 'isActive'>
>;

/** Input of {@link MembershipsRepository.create}. */
export interface NewMembership {
  accountId: number;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  isAdmin?: boolean;
  isContentManager?: boolean;
  emailVerifiedAt?: Date | null;
}

/** Memberships of one tenant. */
export interface MembershipsRepository {
  findById(tenant: Tenant, id: number): Promise<MembershipRecord | null>;
  findByGuid(tenant: Tenant, guid: string): Promise<MembershipRecord | null>;
  findByAccount(tenant: Tenant, accountId: number): Promise<MembershipRecord | null>;
  create(tenant: Tenant, input: NewMembership): Promise<MembershipRecord>;
  updateProfile(tenant: Tenant, id: number, patch: ProfilePatch): Promise<void>;
  updateFlags(tenant: Tenant, id: number, patch: FlagsPatch): Promise<void>;
  markEmailVerified(tenant: Tenant, id: number, at: Date): Promise<void>;
  /** Replaces the roles; `roleGuids` must be roles of the tenant (others are ignored). */
  setRoles(tenant: Tenant, id: number, roleGuids: readonly string[]): Promise<void>;
  /** Users matching `search` (e-mail or names, case-insensitive), by e-mail. */
  list(
    tenant: Tenant,
    query: { search: string | null; offset: number; limit: number },
  ): Promise<{ items: MembershipRecord[]; total: number }>;
}

interface MembershipRow {
  id: number;
  guid: string;
  account_id: number;
  email: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  properties: ProfileProperty[];
  is_admin: boolean;
  is_mett: boolean;
  is_developer: boolean;
  is_content_manager: boolean;
  is_active: boolean;
  role_ids: string[] | null;
  terms_of_use_version_accepted: number | null;
  email_verified_at: Date | null;
}

const toRecord = (row: MembershipRow): MembershipRecord => ({
  id: row.id,
  guid: row.guid,
  accountId: row.account_id,
  email: row.email,
  firstName: row.first_name,
  middleName: row.middle_name,
  lastName: row.last_name,
  properties: row.properties,
  isAdmin: row.is_admin,
  isMett: row.is_mett,
  isDeveloper: row.is_developer,
  isContentManager: row.is_content_manager,
  isActive: row.is_active,
  roleIds: row.role_ids ?? [],
  termsOfUseVersionAccepted: row.terms_of_use_version_accepted,
  emailVerifiedAt: row.email_verified_at ? new Date(row.email_verified_at) : null,
});

/**
 * The memberships repository over `db` (the root knex or a transaction).
 *
 * @example
 * const user = await createMembershipsRepository(knex).findByGuid(tenant, guid);
 */
export function createMembershipsRepository(db: Knex | Knex.Transaction): MembershipsRepository {
  const select = (tenant: Tenant) =>
    db('platform_memberships as m')
      .join('accounts as a', 'a.id', 'm.account_id')
      .where('m.platform_id', tenant.id)
      .select(
        'm.id',
        'm.guid',
        'm.account_id',
        'a.email',
        'm.first_name',
        'm.middle_name',
        'm.last_name',
        'm.properties',
        'm.is_admin',
        'm.is_mett',
        'm.is_developer',
        'm.is_content_manager',
        'm.is_active',
        'm.terms_of_use_version_accepted',
        'm.email_verified_at',
        db.raw(
          `(select json_agg(r.guid order by r.name) from membership_roles mr
             join roles r on r.id = mr.role_id where mr.membership_id = m.id) as role_ids`,
        ),
      );
  const one = async (tenant: Tenant, where: Record<string, unknown>) => {
    assertTenant(tenant);
    const row = await select(tenant).where(where).first<MembershipRow | undefined>();
    return row ? toRecord(row) : null;
  };
  const update = async (tenant: Tenant, id: number, values: Record<string, unknown>) => {
    assertTenant(tenant);
    await db('platform_memberships')
      .where({ platform_id: tenant.id, id })
      .update({ ...values, updated_at: db.fn.now() });
  };
  return {
    findById: (tenant, id) => one(tenant, { 'm.id': id }),
    findByGuid: (tenant, guid) => one(tenant, { 'm.guid': guid }),
    findByAccount: (tenant, accountId) => one(tenant, { 'm.account_id': accountId }),
    async create(tenant, input) {
      assertTenant(tenant);
      const [row] = await db('platform_memberships')
        .insert({
          platform_id: tenant.id,
          account_id: input.accountId,
          first_name: input.firstName ?? '',
          middle_name: input.middleName ?? '',
          last_name: input.lastName ?? '',
          is_admin: input.isAdmin ?? false,
          is_content_manager: input.isContentManager ?? false,
          email_verified_at: input.emailVerifiedAt ?? null,
        })
        .returning<{ id: number }[]>(['id']);
      const created = row ? await one(tenant, { 'm.id': row.id }) : null;
      if (!created) throw new Error('Inserting a membership returned no row.');
      return created;
    },
    updateProfile: (tenant, id, patch) =>
      update(tenant, id, {
        ...(patch.firstName !== undefined ? { first_name: patch.firstName } : {}),
        ...(patch.middleName !== undefined ? { middle_name: patch.middleName } : {}),
        ...(patch.lastName !== undefined ? { last_name: patch.lastName } : {}),
        ...(patch.properties !== undefined ? { properties: JSON.stringify(patch.properties) } : {}),
        ...(patch.termsOfUseVersionAccepted !== undefined
          ? { terms_of_use_version_accepted: patch.termsOfUseVersionAccepted }
          : {}),
      }),
    updateFlags: (tenant, id, patch) =>
      update(tenant, id, {
        ...(patch.isAdmin !== undefined ? { is_admin: patch.isAdmin } : {}),
        ...(patch.isMett !== undefined ? { is_mett: patch.isMett } : {}),
        ...(patch.isDeveloper !== undefined ? { is_developer: patch.isDeveloper } : {}),
        ...(patch.isContentManager !== undefined
          ? { is_content_manager: patch.isContentManager }
          : {}),
        ...(patch.isActive !== undefined ? { is_active: patch.isActive } : {}),
      }),
    markEmailVerified: (tenant, id, at) => update(tenant, id, { email_verified_at: at }),
    async setRoles(tenant, id, roleGuids) {
      assertTenant(tenant);
      await db('membership_roles').where({ platform_id: tenant.id, membership_id: id }).delete();
      if (roleGuids.length === 0) return;
      const roles = await db('roles')
        .where({ platform_id: tenant.id })
        .whereIn('guid', [...roleGuids])
        .select<{ id: number }[]>('id');
      if (roles.length === 0) return;
      await db('membership_roles').insert(
        roles.map((role) => ({ platform_id: tenant.id, membership_id: id, role_id: role.id })),
      );
    },
    async list(tenant, { search, offset, limit }) {
      assertTenant(tenant);
      const filter = (query: Knex.QueryBuilder) => {
        if (!search) return query;
        const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        return query.whereRaw(
          `(a.email like ? or lower(m.first_name || ' ' || m.middle_name || ' ' || m.last_name) like ?)`,
          [like, like],
        );
      };
      const rows = (await filter(select(tenant))
        .orderBy('a.email')
        .offset(offset)
        .limit(limit)) as MembershipRow[];
      const [count] = await filter(
        db('platform_memberships as m')
          .join('accounts as a', 'a.id', 'm.account_id')
          .where('m.platform_id', tenant.id),
      ).count<{ count: string | number }[]>({ count: '*' });
      return { items: rows.map(toRecord), total: Number(count?.count ?? 0) };
    },
  };
}
