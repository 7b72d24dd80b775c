import type { ApiOperation } from '../../openapi/operation';
import { sendSchema, verifySchema } from './routes';

const tag = 'Account';

/**
 * E-mail verification. Both answer 200 with a result: the outcome is the contract, not the
 * HTTP status; a malformed body answers `BadRequest`, not a 400.
 */
export const verificationOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/accountverification:send',
    tag,
    summary: "Mail a verification code to the signed-in user's address",
    description:
      'Administrators may name another user with `userGuid` (a guid). Without an active session the result is `Unauthorized`; `TooSoon` and `Abused` when mails follow each other too fast or too often.',
    access: 'public',
    body: sendSchema,
    optionalBody: true,
    answer: { status: 200, description: 'The result.', type: 'VerificationSendResponse' },
  },
  {
    method: 'post',
    path: '/api/accountverification:verify',
    tag,
    summary: 'Verify an e-mail address with the code from the mail',
    access: 'public',
    body: verifySchema,
    answer: { status: 200, description: 'The result.', type: 'VerificationConfirmResponse' },
  },
];
