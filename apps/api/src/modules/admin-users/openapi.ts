import type { ApiOperation } from '../../openapi/operation';
import { pagingQuery } from '../../http/paging';
import { byGuid } from '../../openapi/operation';
import { updateSchema, usersQuery } from './routes';

const tag = 'Users';
const selfLockout = {
  status: 409,
  code: 'self_lockout',
  description: 'Administrators cannot remove their own admin rights or deactivate themselves.',
};

/** The administrators' screens of the users of the tenant, and the mail outbox. */
export const adminUsersOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/users',
    tag,
    summary: 'The users of the site, by e-mail address',
    access: 'admin',
    query: usersQuery,
    answer: { status: 200, description: 'The users.', type: 'Paged<ApplicationUser>' },
  },
  {
    method: 'get',
    path: '/api/admin/users/{guid}',
    tag,
    summary: 'One user with the details administrators see',
    access: 'admin',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The user.', type: 'AdminUserDetail' },
  },
  {
    method: 'get',
    path: '/api/admin/users/{guid}/activity',
    tag,
    summary: "A user's activity, newest first",
    access: 'admin',
    guidParameters: byGuid,
    query: pagingQuery,
    answer: { status: 200, description: 'The entries.', type: 'Paged<ActivityEntry>' },
  },
  {
    method: 'put',
    path: '/api/admin/users/{guid}',
    tag,
    summary: "Change a user's flags and roles",
    description:
      "`roleIds` are guids of roles of the site. Only platform staff may change `isMett`. Each change is recorded in the user's activity.",
    access: 'admin',
    guidParameters: byGuid,
    body: updateSchema,
    answer: { status: 200, description: 'The changed user.', type: 'ApplicationUser' },
    errors: [
      selfLockout,
      { status: 400, code: 'unknown_role', description: 'A role in `roleIds` does not exist.' },
    ],
  },
  {
    method: 'post',
    path: '/api/admin/users/{guid}:deactivate',
    tag,
    summary: 'Deactivate a user',
    access: 'admin',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The deactivated user.', type: 'ApplicationUser' },
    errors: [selfLockout],
  },
  {
    method: 'get',
    path: '/api/admin/outbox',
    tag,
    summary: 'The mails kept in the outbox (no SMTP server configured), newest first',
    description:
      'Only invitations and notices show their text; the others (password resets, verifications) carry codes for the owner of the address and come `redacted`.',
    access: 'admin',
    query: pagingQuery,
    answer: { status: 200, description: 'The mails.', type: 'Paged<OutboxMail>' },
  },
];
