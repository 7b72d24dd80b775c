import type { ApiOperation } from '../../openapi/operation';
import { byGuid } from '../../openapi/operation';
import { roleSchema } from './routes';

const tag = 'Roles';
const roleNotFound = { status: 404, code: 'role_not_found', description: 'No such role.' };

/** The roles of the site. */
export const rolesOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/roles',
    tag,
    summary: 'The roles of the site',
    access: 'admin',
    answer: { status: 200, description: 'The roles.', type: 'Role[]' },
  },
  {
    method: 'post',
    path: '/api/roles',
    tag,
    summary: 'Create a role',
    access: 'admin',
    body: roleSchema,
    answer: { status: 201, description: 'The new role.', type: 'Role' },
  },
  {
    method: 'put',
    path: '/api/roles/{guid}',
    tag,
    summary: 'Rename a role or change its description',
    access: 'admin',
    guidParameters: byGuid,
    body: roleSchema,
    answer: { status: 200, description: 'The role.', type: 'Role' },
    errors: [roleNotFound],
  },
  {
    method: 'get',
    path: '/api/roles/{guid}/grants',
    tag,
    summary: 'What a role grants: pages to edit or see, blocks and forms only its members get',
    description:
      "Page access takes effect at once. A block restricted to the role only in its page's unpublished draft is listed with `pending: true`. Pages and blocks in the trash are left out.",
    access: 'admin',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The grants.', type: 'RoleGrants' },
    errors: [{ status: 404, code: 'role_not_found', description: 'No such role.' }],
  },
  {
    method: 'delete',
    path: '/api/roles/{guid}',
    tag,
    summary: 'Delete a role',
    access: 'admin',
    guidParameters: byGuid,
    answer: { status: 204, description: 'Deleted.' },
    errors: [roleNotFound],
  },
];
