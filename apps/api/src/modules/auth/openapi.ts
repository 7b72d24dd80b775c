import type { ApiOperation } from '../../openapi/operation';
import { byGuid } from '../../openapi/operation';
import {
  loginSchema,
  passwordChangeSchema,
  resetConfirmSchema,
  resetRequestSchema,
} from './schemas';

const tag = 'Sign-in and sessions';
const weakPassword = {
  status: 400,
  code: 'weak_password',
  description: 'The new password is common or easy to guess.',
};

/** Sign-in, sign-out, access tokens, password reset and change, and the caller's sessions. */
/** Why a sign-in (with a cookie or for a token) is refused. */
const signInRefusals = [
  {
    status: 401,
    code: 'invalid_credentials',
    description: 'The e-mail address or password is wrong.',
  },
  {
    status: 429,
    code: 'too_many_attempts',
    description: 'Too many failed sign-ins; `Retry-After` says when to try again.',
  },
];

export const authOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/auth/login',
    tag,
    summary: 'Sign in with e-mail address and password',
    description:
      'Needs the XSRF header also without a session (against login CSRF). Sets the session cookie and a new XSRF cookie.',
    access: 'public',
    body: loginSchema,
    answer: { status: 200, description: 'The signed-in user.', type: 'ApplicationUser' },
    errors: signInRefusals,
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    tag,
    summary: 'Sign out: end the session and clear its cookie',
    access: 'public',
    answer: { status: 204, description: 'Signed out (also when there was no session).' },
  },
  {
    method: 'get',
    path: '/api/auth/token',
    tag,
    summary: 'A short-lived bearer access token for the signed-in session',
    description:
      'Called with the session cookie, or with a token of the session to renew it before it expires (15 minutes). No token outlives its session (12 hours; signing out ends it).',
    access: 'signed-in',
    answer: {
      status: 200,
      description: 'The token and when it expires.',
      type: 'AccessTokenResponse',
    },
  },
  {
    method: 'post',
    path: '/api/auth/token',
    tag,
    summary: 'Sign in for a front end on another origin: a bearer access token',
    description:
      "The same checks and limits as `/api/auth/login`, but no cookie: the answer is a token of a new session, sent as `Authorization: Bearer <token>` (renew it with `GET /api/auth/token`, end it with `POST /api/auth/logout`). The origin must be one of the site's `apiAllowedOrigins` for a browser to read the answer.",
    access: 'public',
    body: loginSchema,
    answer: {
      status: 201,
      description: 'The token and when it expires.',
      type: 'AccessTokenResponse',
    },
    errors: signInRefusals,
  },
  {
    method: 'post',
    path: '/api/auth/password-reset',
    tag,
    summary: 'Mail a password reset code to an address',
    description:
      'Answers the same whether or not the address has an account: how the installation delivers mail (queued: no mail server is configured).',
    access: 'public',
    body: resetRequestSchema,
    answer: { status: 200, description: 'Requested.', type: 'PasswordResetRequested' },
  },
  {
    method: 'post',
    path: '/api/auth/password-reset:confirm',
    tag,
    summary: 'Set a new password with a reset code',
    description: 'Ends the sessions of the account and clears the session cookie.',
    access: 'public',
    body: resetConfirmSchema,
    answer: { status: 204, description: 'The password is changed.' },
    errors: [
      { status: 400, code: 'invalid_code', description: 'The code is unknown, used or expired.' },
      weakPassword,
    ],
  },
  {
    method: 'post',
    path: '/api/auth/password:change',
    tag,
    summary: "Change the signed-in user's password",
    description: 'Ends the other sessions of the account.',
    access: 'signed-in',
    body: passwordChangeSchema,
    answer: { status: 204, description: 'The password is changed.' },
    errors: [
      { status: 400, code: 'wrong_password', description: 'The current password is wrong.' },
      weakPassword,
      {
        status: 429,
        code: 'too_many_attempts',
        description: 'Too many wrong current passwords; try again later.',
      },
    ],
  },
  {
    method: 'get',
    path: '/api/auth/sessions',
    tag,
    summary: "The signed-in user's live sessions, most recent first",
    access: 'signed-in',
    answer: { status: 200, description: 'The sessions.', type: 'SessionSummary[]' },
  },
  {
    method: 'post',
    path: '/api/auth/sessions:endOthers',
    tag,
    summary: 'End every session of the user but this one',
    access: 'signed-in',
    answer: { status: 204, description: 'Ended.' },
  },
  {
    method: 'delete',
    path: '/api/auth/sessions/{guid}',
    tag,
    summary: "End one of the signed-in user's sessions",
    access: 'signed-in',
    guidParameters: byGuid,
    answer: { status: 204, description: 'Ended.' },
    errors: [
      { status: 404, code: 'session_not_found', description: 'The user has no such session.' },
    ],
  },
];
