import type { ApiOperation } from '../../openapi/operation';
import { pagingQuery } from '../../http/paging';
import { fieldSchema, profileUpdateSchema } from './schemas';

const tag = 'Account';
const builtInField = {
  status: 409,
  code: 'built_in_field',
  description: 'A built-in profile field cannot be changed or removed.',
};

/** The signed-in user's profile and activity, and the definitions of the profile fields. */
export const profilesOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/profiles:loggedIn',
    tag,
    summary: "The signed-in user's profile",
    description: 'Also for a deactivated user.',
    access: 'signed-in',
    answer: { status: 200, description: 'The profile.', type: 'ApplicationUser' },
  },
  {
    method: 'put',
    path: '/api/profiles:loggedIn',
    tag,
    summary: "Change the signed-in user's names, properties or accepted terms version",
    description:
      'Each property key at most once: a profile field the user may fill in (the value must fit it) or a special key such as a preference; `profielfoto` must be an image uploaded for this profile.',
    access: 'signed-in',
    body: profileUpdateSchema,
    answer: { status: 200, description: 'The changed profile.', type: 'ApplicationUser' },
    errors: [
      {
        status: 400,
        code: 'invalid_terms_version',
        description: 'Only the current terms-of-use version can be accepted.',
      },
    ],
  },
  {
    method: 'get',
    path: '/api/profiles:loggedIn/activity',
    tag,
    summary: "The signed-in user's activity, newest first",
    access: 'signed-in',
    query: pagingQuery,
    answer: { status: 200, description: 'The entries.', type: 'Paged<ActivityEntry>' },
  },
  {
    method: 'get',
    path: '/api/profilefielddefinitions',
    tag,
    summary: 'The profile fields the caller may see, sorted',
    description: 'Administrators get every definition, the staff-only ones included.',
    access: 'signed-in',
    answer: { status: 200, description: 'The definitions.', type: 'ProfileFieldDefinition[]' },
  },
  {
    method: 'put',
    path: '/api/profilefielddefinitions/{key}',
    tag,
    summary: 'Create or change a profile field',
    description:
      'The key is a lower-case letter and up to 39 letters and digits. Beyond the shape: the value type must fit the input type, select and radio fields need options (others none), options do not repeat and fit the type, and the default value fits the field.',
    access: 'admin',
    body: fieldSchema,
    answer: { status: 200, description: 'The definition.', type: 'ProfileFieldDefinition' },
    errors: [
      builtInField,
      {
        status: 400,
        code: 'reserved_field_key',
        description: 'The key is reserved for a special property.',
      },
    ],
  },
  {
    method: 'delete',
    path: '/api/profilefielddefinitions/{key}',
    tag,
    summary: 'Remove a profile field',
    access: 'admin',
    answer: { status: 204, description: 'Removed.' },
    errors: [
      builtInField,
      { status: 404, code: 'field_not_found', description: 'No such profile field.' },
    ],
  },
];
