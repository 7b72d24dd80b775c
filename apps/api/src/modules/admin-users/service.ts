import type {
  ActivityEntry,
  AdminUserDetail,
  AdminUserUpdate,
  ApplicationUser,
  Paged,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { createActivityRepository } from '../activity/repository';
import { createAccountsRepository } from '../auth/accounts-repository';
import { endOutstandingCodes } from '../auth/outstanding-codes';
import { createSessionsRepository } from '../auth/sessions-repository';
import type { Tenant } from '../platforms/repository';
import type { ProfilesService } from '../profiles/service';
import { createMembershipsRepository } from '../profiles/repository';
import type { FlagsPatch, MembershipRecord } from '../profiles/repository';
import { createRolesRepository } from '../roles/repository';

/** What admins do with the users of their tenant. */
export interface AdminUsersService {
  list(
    tenant: Tenant,
    admin: Principal,
    query: { search: string | null; page: number; pageSize: number },
  ): Promise<Paged<ApplicationUser>>;
  get(tenant: Tenant, admin: Principal, guid: string): Promise<AdminUserDetail>;
  /** A user's activity (the account category `activity` of `admin/users/{guid}`). */
  activity(
    tenant: Tenant,
    admin: Principal,
    guid: string,
    paging: { page: number; pageSize: number },
  ): Promise<Paged<ActivityEntry>>;
  /** Changes flags and roles; each change is recorded in the user's activity. */
  update(
    tenant: Tenant,
    admin: Principal,
    guid: string,
    input: AdminUserUpdate,
  ): Promise<ApplicationUser>;
}

const userNotFound = () => new ApiError(404, 'user_not_found', 'No such user.');
const flagNames = ['isAdmin', 'isMett', 'isDeveloper', 'isContentManager', 'isActive'] as const;

/** The admin users service. */
export function createAdminUsersService(
  knex: Knex,
  profiles: ProfilesService,
  now: () => Date,
): AdminUsersService {
  const memberships = createMembershipsRepository(knex);
  const viewer = (admin: Principal) => ({
    isAdmin: admin.isAdmin,
    isMett: admin.isMett,
    isOwner: false,
  });

  async function find(tenant: Tenant, guid: string): Promise<MembershipRecord> {
    const record = await memberships.findByGuid(tenant, guid);
    if (!record) throw userNotFound();
    return record;
  }

  async function check(
    tenant: Tenant,
    admin: Principal,
    target: MembershipRecord,
    input: AdminUserUpdate,
  ) {
    if (input.isMett !== undefined && input.isMett !== target.isMett && !admin.isMett) {
      throw new ApiError(403, 'forbidden', 'Only platform staff may change the Mett flag.');
    }
    if (target.id === admin.membershipId && (input.isAdmin === false || input.isActive === false)) {
      throw new ApiError(
        409,
        'self_lockout',
        'You cannot remove your own admin rights or deactivate yourself.',
      );
    }
    if (input.roleIds) {
      const known = await createRolesRepository(knex).existing(tenant, input.roleIds);
      const unknown = input.roleIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw new ApiError(400, 'unknown_role', 'Unknown role(s).', { roleIds: unknown });
    }
  }

  async function get(tenant: Tenant, admin: Principal, guid: string): Promise<AdminUserDetail> {
    const record = await find(tenant, guid);
    const view = await profiles.viewAs(tenant, record, {
      ...viewer(admin),
      isOwner: record.id === admin.membershipId,
    });
    const origin = await createAccountsRepository(knex).originOf(tenant, record.accountId);
    if (!origin) throw userNotFound();
    return { ...view, origin };
  }

  return {
    async list(tenant, admin, { search, page, pageSize }) {
      const { items, total } = await memberships.list(tenant, {
        search,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      const users = await Promise.all(
        items.map(async (item) => (await profiles.viewAs(tenant, item, viewer(admin))).user),
      );
      return { items: users, total, page, pageSize };
    },
    get,
    async update(tenant, admin, guid, input) {
      const target = await find(tenant, guid);
      await check(tenant, admin, target, input);
      const at = now();
      await knex.transaction(async (trx) => {
        const repo = createMembershipsRepository(trx);
        const activity = createActivityRepository(trx);
        const flags: FlagsPatch = {};
        const changes: Record<string, boolean> = {};
        for (const name of flagNames) {
          const value = input[name];
          if (value !== undefined && value !== target[name]) flags[name] = changes[name] = value;
        }
        if (Object.keys(flags).length > 0) {
          await repo.updateFlags(tenant, target.id, flags);
          await activity.record(
            tenant,
            target.id,
            'flagsChanged',
            { changes, by: admin.userGuid },
            at,
          );
        }
        if (flags.isActive === false) {
          await createSessionsRepository(trx).deleteForMembership(tenant, target.id);
          await endOutstandingCodes(trx, tenant, target.accountId, at);
          await activity.record(tenant, target.id, 'deactivated', { by: admin.userGuid }, at);
        }
        if (input.roleIds) {
          const wanted = [...new Set(input.roleIds)];
          const added = wanted.filter((id) => !target.roleIds.includes(id));
          const removed = target.roleIds.filter((id) => !wanted.includes(id));
          if (added.length > 0 || removed.length > 0) {
            await repo.setRoles(tenant, target.id, wanted);
            await activity.record(
              tenant,
              target.id,
              'rolesChanged',
              { added, removed, by: admin.userGuid },
              at,
            );
          }
        }
      });
      return (await get(tenant, admin, guid)).user;
    },
    async activity(tenant, _admin, guid, { page, pageSize }) {
      const record = await find(tenant, guid);
      return profiles.activity(tenant, record.id, page, pageSize);
    },
  };
}
