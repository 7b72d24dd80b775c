import {
  builtInProfileFieldKeys,
  preferenceKeys,
  preferenceValueProblem,
  profileFieldValueProblem,
  specialPropertyKeys,
} from '@plein/api-client';
import type {
  ActivityEntry,
  ApplicationUser,
  Paged,
  ProfileFieldDefinition,
  ProfileFieldDefinitionInput,
  ProfileFieldValueProblem,
  ProfileUpdate,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { isGuid } from '../../http/params';
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
  /**
   * Every field definition of the tenant the viewer may see, sorted; with `all` (for admins, who
   * manage them) also the staff-only ones.
   */
  fields(
    tenant: Tenant,
    viewer: FieldViewer,
    options?: { all?: boolean },
  ): Promise<ProfileFieldDefinition[]>;
  putField(
    tenant: Tenant,
    key: string,
    input: ProfileFieldDefinitionInput,
  ): Promise<ProfileFieldDefinition>;
  deleteField(tenant: Tenant, key: string): Promise<void>;
  /** A membership's activity, newest first: the user's own, or one an admin looks at. */
  activity(
    tenant: Tenant,
    membershipId: number,
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

const builtInKeys = new Set<string>(builtInProfileFieldKeys);

const valueMessages: Record<ProfileFieldValueProblem, string> = {
  required: 'is required',
  tooLong: 'is longer than 2000 characters',
  invalid: 'does not have the form its field asks for',
  notAnOption: 'is not one of the field\u2019s options',
};

/** A readable message about a value that does not fit its field. */
function valueMessage(key: string, problem: ProfileFieldValueProblem): string {
  return `${key} ${valueMessages[problem]}.`;
}

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

  /**
   * Checks the properties a user saves (the full list replaces the stored one). A key must be a
   * special key or one of the tenant's own fields the user may fill in (staff-only fields for
   * Mett users only); a key the user already has with the same value may stay (its field may
   * since have been removed or changed). New and changed values must fit their field: a value
   * sent for a required field is not empty. A field left out of the list is not checked, so a
   * save of another section, or an undo, never fails on a field the user has not filled in yet.
   * 400 names the keys or fields.
   */
  /**
   * `profielfoto` is empty or the guid of an image uploaded for this very profile (scope
   * `profile`), so nobody can show another member's or another tenant's picture as theirs.
   */
  async function checkProfilePhoto(
    tenant: Tenant,
    record: MembershipRecord,
    properties: readonly { key: string; value: string }[],
  ) {
    const photo = properties.find((p) => p.key === 'profielfoto')?.value;
    if (!photo) return;
    const own =
      isGuid(photo) &&
      (await knex('images')
        .where({ platform_id: tenant.id, guid: photo.toLowerCase(), scope: 'profile' })
        .where('scope_guid', record.guid)
        .first<{ id: number } | undefined>('id'));
    if (!own) {
      throw invalidBody('profielfoto must be an image uploaded for this profile.', {
        field: 'profielfoto',
      });
    }
  }

  async function checkProperties(
    tenant: Tenant,
    principal: Principal,
    record: MembershipRecord,
    input: ProfileUpdate,
  ) {
    if (!input.properties) return;
    const writable = new Map<string, ProfileFieldDefinition>();
    for (const field of await allFields(tenant)) {
      if (!field.builtIn && (!field.mett || principal.isMett)) writable.set(field.key, field);
    }
    const special = new Set<string>(specialPropertyKeys);
    const stored = new Map(record.properties.map((p) => [p.key, p.value]));
    const keys = input.properties.map((p) => p.key);
    const refused = input.properties
      .filter((p) => !special.has(p.key) && !writable.has(p.key) && stored.get(p.key) !== p.value)
      .map((p) => p.key);
    if (refused.length > 0)
      throw invalidBody(`Unknown property key(s): ${refused.join(', ')}.`, { keys: refused });
    if (new Set(keys).size !== keys.length) throw invalidBody('A property key appears twice.');
    for (const key of preferenceKeys) {
      const value = input.properties.find((p) => p.key === key)?.value;
      const problem = value === undefined ? null : preferenceValueProblem(key, value);
      if (problem) throw invalidBody(problem, { field: key });
    }
    await checkProfilePhoto(tenant, record, input.properties);
    const problems: { path: string; code: ProfileFieldValueProblem; message: string }[] = [];
    for (const { key, value } of input.properties) {
      const field = writable.get(key);
      // A value the user already has passes as it is (its field may have changed since).
      if (!field || stored.get(key) === value) continue;
      const problem = profileFieldValueProblem(field, value);
      if (problem) problems.push({ path: key, code: problem, message: valueMessage(key, problem) });
    }
    const [first] = problems;
    if (first) {
      throw invalidBody(first.message, { field: first.path, problems });
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
      await checkProperties(tenant, principal, await load(tenant, principal.membershipId), input);
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
    async fields(tenant, viewer, options = {}) {
      const fields = await allFields(tenant);
      return options.all ? fields : fields.filter((field) => canSeeField(field, viewer));
    },
    async putField(tenant, key, input) {
      if (builtInKeys.has(key)) {
        throw new ApiError(409, 'built_in_field', 'Built-in profile fields cannot be changed.');
      }
      if ((specialPropertyKeys as readonly string[]).includes(key)) {
        throw new ApiError(
          400,
          'reserved_field_key',
          `${key} is a special property key and cannot be a field.`,
          { parameter: 'key' },
        );
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
    async activity(tenant, membershipId, page, pageSize) {
      const { items, total } = await createActivityRepository(knex).list(
        tenant,
        membershipId,
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
