import type { ApiOperation } from '../../openapi/operation';
import { pagingQuery } from '../../http/paging';
import { byGuid } from '../../openapi/operation';
import { acceptSchema, createSchema } from './schemas';

const tag = 'Invitations';
const mailFailed = {
  status: 502,
  code: 'mail_failed',
  description: 'The invitation was saved but its mail could not be sent; resend it.',
};

/** Invitations: administrators create, list and resend them; the invitee reads and accepts one. */
export const invitationsOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/userinvitations',
    tag,
    summary: 'Invite an e-mail address to the site (mails a link with a code)',
    description: '`roleIds` are guids of roles of the site, given to the invitee on accepting.',
    access: 'admin',
    body: createSchema,
    answer: {
      status: 201,
      description:
        'The invitation, and whether its mail was sent or is queued in the outbox (no mail server).',
      type: 'InvitationSent',
    },
    errors: [
      {
        status: 409,
        code: 'already_member',
        description: 'This address already has an account on the site.',
      },
      { status: 400, code: 'unknown_role', description: 'A role in `roleIds` does not exist.' },
      mailFailed,
    ],
  },
  {
    method: 'get',
    path: '/api/userinvitations',
    tag,
    summary: 'The invitations of the site',
    access: 'admin',
    query: pagingQuery,
    answer: {
      status: 200,
      description: 'The invitations.',
      type: 'Paged<InvitationSummary>',
    },
  },
  {
    method: 'post',
    path: '/api/userinvitations/{guid}:resend',
    tag,
    summary: 'Mail an invitation again with a new code and expiry',
    access: 'admin',
    guidParameters: byGuid,
    answer: {
      status: 200,
      description:
        'The invitation, and whether its mail was sent or is queued in the outbox (no mail server).',
      type: 'InvitationSent',
    },
    errors: [
      {
        status: 409,
        code: 'invitation_accepted',
        description: 'The invitation was already accepted.',
      },
      mailFailed,
    ],
  },
  {
    method: 'get',
    path: '/api/userinvitation:status/{code}',
    tag,
    summary: 'The state of an invitation, by the code from its mail',
    access: 'public',
    answer: { status: 200, description: 'The invitation.', type: 'InvitationStatus' },
    errors: [
      {
        status: 404,
        code: 'invitation_not_found',
        description: 'No invitation has this code.',
      },
    ],
  },
  {
    method: 'post',
    path: '/api/userinvitation:accept',
    tag,
    summary: 'Accept an invitation with its code',
    description:
      'A new account needs a `password`; an existing account keeps its own. `success` is false for an unknown, used or expired code, or a new account without a password.',
    access: 'public',
    body: acceptSchema,
    answer: {
      status: 200,
      description: 'Whether it was accepted.',
      type: 'InvitationAcceptResponse',
    },
    errors: [
      {
        status: 400,
        code: 'weak_password',
        description: 'The password of a new account is common or easy to guess.',
      },
    ],
  },
];
