import type { ApiOperation } from '../../openapi/operation';
import { emailChangeSchema, emailConfirmSchema } from './schemas';

const tag = 'Sign-in and sessions';

/** A user's change of their own e-mail address, confirmed by mail. */
export const emailChangeOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/auth/email:change',
    tag,
    summary: "Ask to change the signed-in user's e-mail address",
    description:
      'Checks the current password (wrong guesses count like failed sign-ins), then mails a link with a code to the new address and a notice to the current one. The account keeps its address until the link is opened (within 24 hours).',
    access: 'signed-in',
    body: emailChangeSchema,
    answer: {
      status: 200,
      description: 'The mail was sent, or queued in the outbox when no mail server is configured.',
      type: 'EmailChangeRequested',
    },
    errors: [
      { status: 400, code: 'wrong_password', description: 'The current password is wrong.' },
      { status: 400, code: 'same_email', description: 'That is already the address.' },
      { status: 409, code: 'email_taken', description: 'Another account of this site has it.' },
      { status: 429, code: 'too_soon', description: 'A mail was sent a moment ago.' },
      { status: 429, code: 'too_many_requests', description: 'Too many changes asked today.' },
      { status: 503, code: 'mail_failed', description: 'The mail server refused the mail.' },
    ],
  },
  {
    method: 'post',
    path: '/api/auth/email:confirm',
    tag,
    summary: 'Confirm a new e-mail address with the code mailed to it',
    description:
      'Gives the account the new address, marked verified. Needs no session: the code proves the address, the request proved the password.',
    access: 'public',
    body: emailConfirmSchema,
    answer: { status: 200, description: 'The new address.', type: 'EmailChangeConfirmed' },
    errors: [
      { status: 400, code: 'invalid_code', description: 'Not a code.' },
      { status: 404, code: 'code_not_found', description: 'The code is unknown or used.' },
      { status: 410, code: 'code_expired', description: 'The code has expired.' },
      { status: 409, code: 'email_taken', description: 'Another account took it meanwhile.' },
    ],
  },
];
