import { specialPropertyKeys } from '@plein/api-client';
import type {
  ActivityEntry,
  ApplicationUser,
  Paged,
  ProfileFieldDefinition,
  ProfileFieldDefinitionInput,
  ProfileUpdate,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { ApiError, invalidBody } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { createActivityRepository } from '../activity/repository';
import type { Tenant } from '../platforms/repository';
import { createTermsRepository } from '../terms/repository';
import { toApplicationUser } from './application-user';
import { builtInFieldsOf, canSeeField, sortFields } from './fields';
import type { FieldViewer } from './fields';
import { createFieldsRepository } from './fields-repository';
import { createMembershipsRepository } from './repository';
import type { MembershipRecord } from './repository';

/** The signed-in user's own profile, terms of use, fields and activity. */
export interface ProfilesService {
  get(tenant: Tenant, principal: Principal): Promise<ApplicationUser>;
  update(tenant: Tenant, principal: Principal, input: ProfileUpdate): Promise<ApplicationUser>;
  /** Accepts the current version (a number) or declines (null). */
  setTerms(tenant: Tenant, principal: Principal, version: number | null): Promise<ApplicationUser>;
  currentTermsVersion(tenant: Tenant): Promise<number>;
  /** Every field definition of the tenant (built-in first in order) the viewer may see. */
  fields(tenant: Tenant, viewer: FieldViewer): Promise<ProfileFieldDefinition[]>;
  putField(
    tenant: Tenant,
    key: string,
    input: ProfileFieldDefinitionInput,
  ): Promise<ProfileFieldDefinition>;
  deleteField(tenant: Tenant, key: string): Promise<void>;
  activity(
    tenant: Tenant,
    principal: Principal,
    page: number,
    pageSize: number,
  ): Promise<Paged<ActivityEntry>>;
  /** A membership as `viewer` may see it (other users' private properties left out). */
  viewAs(
    tenant: Tenant,
    record: MembershipRecord,
    viewer: FieldViewer,
  ): Promise<{
    user: ApplicationUser;
    fields: ProfileFieldDefinition[];
  }>;
}

const builtInKeys = new Set(['accountEmail', 'termsOfUse', 'privacyStatement', 'cookies']);

/** The profiles service over the root knex. */
export function createProfilesService(knex: Knex, now: () => Date): ProfilesService {
  const memberships = createMembershipsRepository(knex);

  async function allFields(tenant: Tenant) {
    return sortFields([
      ...builtInFieldsOf(tenant),
      ...(await createFieldsRepository(knex).list(tenant)),
    ]);
  }

  async function load(tenant: Tenant, membershipId: number): Promise<MembershipRecord> {
    const record = await memberships.findById(tenant, membershipId);
    if (!record) throw new ApiError(401, 'not_signed_in', 'Sign in first.');
    return record;
  }

  async function checkProperties(tenant: Tenant, principal: Principal, input: ProfileUpdate) {
    if (!input.properties) return;
    const fields = await allFields(tenant);
    const allowed = new Set<string>(specialPropertyKeys);
    for (const field of fields)
      if (!field.builtIn && (!field.mett || principal.isMett)) allowed.add(field.key);
    const keys = input.properties.map((p) => p.key);
    const refused = keys.filter((key) => !allowed.has(key));
    if (refused.length > 0)
      throw invalidBody(`Unknown property key(s): ${refused.join(', ')}.`, { keys: refused });
    if (new Set(keys).size !== keys.length) throw invalidBody('A property key appears twice.');
    const close = input.properties.find((p) => p.key === 'notificationClose');
    if (close && !(/^\d+(\.\d+)?$/.test(close.value) && Number(close.value) >= 0)) {
      throw invalidBody('notificationClose must be a non-negative number of seconds.', {
        field: 'notificationClose',
      });
    }
  }

  async function applyTerms(
    trx: Knex.Transaction,
    tenant: Tenant,
    membershipId: number,
    version: number | null,
  ) {
    const terms = createTermsRepository(trx);
    if (version !== null && version !== (await terms.currentVersion(tenant))) {
      throw new ApiError(
        400,
        'invalid_terms_version',
        'Only the current terms-of-use version can be accepted.',
      );
    }
    const at = now();
    await createMembershipsRepository(trx).updateProfile(tenant, membershipId, {
      termsOfUseVersionAccepted: version,
    });
    const activity = createActivityRepository(trx);
    if (version === null) {
      await activity.record(tenant, membershipId, 'termsDeclined', {}, at);
    } else {
      await terms.recordAcceptance(tenant, membershipId, version, at);
      await activity.record(tenant, membershipId, 'termsAccepted', { version }, at);
    }
  }

  return {
    async get(tenant, principal) {
      return toApplicationUser(await load(tenant, principal.membershipId));
    },
    async update(tenant, principal, input) {
      await checkProperties(tenant, principal, input);
      await knex.transaction(async (trx) => {
        const { termsOfUseVersionAccepted, ...profile } = input;
        const changed = Object.keys(profile);
        if (changed.length > 0) {
          await createMembershipsRepository(trx).updateProfile(
            tenant,
            principal.membershipId,
            profile,
          );
          await createActivityRepository(trx).record(
            tenant,
            principal.membershipId,
            'profileChanged',
            { fields: changed },
            now(),
          );
        }
        if (termsOfUseVersionAccepted !== undefined) {
          await applyTerms(trx, tenant, principal.membershipId, termsOfUseVersionAccepted);
        }
      });
      return toApplicationUser(await load(tenant, principal.membershipId));
    },
    async setTerms(tenant, principal, version) {
      await knex.transaction((trx) => applyTerms(trx, tenant, principal.membershipId, version));
      return toApplicationUser(await load(tenant, principal.membershipId));
    },
    currentTermsVersion: (tenant) => createTermsRepository(knex).currentVersion(tenant),
    async fields(tenant, viewer) {
      return (await allFields(tenant)).filter((field) => canSeeField(field, viewer));
    },
    async putField(tenant, key, input) {
      if (builtInKeys.has(key)) {
        throw new ApiError(409, 'built_in_field', 'Built-in profile fields cannot be changed.');
      }
      await createFieldsRepository(knex).upsert(tenant, key, input);
      return { ...input, key, platformGuid: tenant.guid, builtIn: false };
    },
    async deleteField(tenant, key) {
      if (builtInKeys.has(key)) {
        throw new ApiError(409, 'built_in_field', 'Built-in profile fields cannot be removed.');
      }
      if (!(await createFieldsRepository(knex).delete(tenant, key))) {
        throw new ApiError(404, 'field_not_found', 'No such profile field.');
      }
    },
    async activity(tenant, principal, page, pageSize) {
      const { items, total } = await createActivityRepository(knex).list(
        tenant,
        principal.membershipId,
        (page - 1) * pageSize,
        pageSize,
      );
      return { items, total, page, pageSize };
    },
    async viewAs(tenant, record, viewer) {
      const all = await allFields(tenant);
      const fields = all.filter((field) => canSeeField(field, viewer));
      const hidden = new Set(all.filter((field) => !canSeeField(field, viewer)).map((f) => f.key));
      return { user: toApplicationUser(record, hidden), fields };
    },
  };
}
