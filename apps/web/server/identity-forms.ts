import type { PasswordResetRequested } from '@plein/api-client';
import { loginProblemOf } from '../src/identity/login-problem';
import { weakPasswordCode, weakPasswordMessage } from '../src/identity/password-problems';
import { safeReturnTo } from '../src/identity/route-guard';
import {
  invitationAcceptSchema,
  loginSchema,
  newPasswordSchema,
  passwordResetRequestSchema,
} from '../src/identity/schemas';
import type { ApiCallAnswer } from './api-call';
import type { FormPostAnswer, FormPostSpec } from './form-post';
import { apiErrorCodeOf, refusalStatus } from './form-post';

const succeeded = (status: number) => status >= 200 && status < 300;
const codeOf = (params: Record<string, unknown>) =>
  typeof params.code === 'string' ? params.code : '';

/**
 * A new password the API refused as too easy to guess: the page again with that message at the
 * password field, as the script shows it; null for any other answer.
 */
function weakPasswordAnswer(answer: ApiCallAnswer): FormPostAnswer | null {
  if (answer.status !== 400 || apiErrorCodeOf(answer) !== weakPasswordCode) return null;
  return { status: 400, result: null, fieldErrors: { password: weakPasswordMessage } };
}

/**
 * `POST /login`. Signed in, the browser goes to `?returnTo=` (a path of this site only) with the
 * new session cookie; otherwise the sign-in page shows the problem the script would show.
 */
export const loginForm: FormPostSpec = {
  form: 'login',
  keep: ({ email = '' }) => ({ email }),
  schema: loginSchema,
  call: ({ email = '', password = '' }) => ({
    method: 'POST',
    path: '/api/auth/login',
    body: { email: email.trim(), password },
  }),
  answered: (answer, req, res) => {
    if (answer.status === 200) {
      const returnTo = typeof req.query.returnTo === 'string' ? req.query.returnTo : null;
      return { redirect: safeReturnTo(returnTo) };
    }
    const retryAfter = answer.headers['retry-after'];
    if (answer.status === 429 && retryAfter !== undefined) {
      res.setHeader('Retry-After', String(retryAfter));
    }
    return { status: refusalStatus(answer), result: loginProblemOf(answer.status) };
  },
};

/**
 * `POST /reset-password`: the same confirmation for every address, as with the script: the mail
 * is on its way, or (without a mail server) waiting in the outbox.
 */
export const passwordResetForm: FormPostSpec = {
  form: 'passwordReset',
  keep: ({ email = '' }) => ({ email }),
  schema: passwordResetRequestSchema,
  call: ({ email = '' }) => ({
    method: 'POST',
    path: '/api/auth/password-reset',
    body: { email: email.trim() },
  }),
  answered: (answer) =>
    succeeded(answer.status)
      ? {
          status: 200,
          result: (answer.body as Partial<PasswordResetRequested> | null)?.mail ?? 'sent',
        }
      : { status: refusalStatus(answer), result: 'failed' },
};

/** `POST /reset-password/{code}`: the new password, twice. */
export const passwordResetConfirmForm: FormPostSpec = {
  form: 'passwordResetConfirm',
  keep: () => ({}),
  schema: newPasswordSchema,
  call: ({ password = '' }, req) => ({
    method: 'POST',
    path: '/api/auth/password-reset:confirm',
    body: { code: codeOf(req.params), password },
  }),
  answered: (answer) => {
    if (succeeded(answer.status)) return { status: 200, result: 'done' };
    return (
      weakPasswordAnswer(answer) ?? {
        status: refusalStatus(answer),
        result: answer.status === 400 ? 'invalid' : 'failed',
      }
    );
  },
};

/**
 * `POST /invitation/{code}`: names and a password. Whether the address already has an account
 * (then the password may stay empty) is the API's to check; the browser already required the
 * password where the page asked for it.
 */
export const invitationForm: FormPostSpec = {
  form: 'invitation',
  keep: ({ firstName = '', middleName = '', lastName = '' }) => ({
    firstName,
    middleName,
    lastName,
  }),
  schema: invitationAcceptSchema(true),
  call: (fields, req) => {
    const body: Record<string, string> = { code: codeOf(req.params) };
    for (const key of ['firstName', 'middleName', 'lastName', 'password'] as const) {
      const value = key === 'password' ? fields[key] : fields[key]?.trim();
      if (value) body[key] = value;
    }
    return { method: 'POST', path: '/api/userinvitation:accept', body };
  },
  answered: (answer) => {
    const accepted =
      succeeded(answer.status) && (answer.body as { success?: unknown } | null)?.success === true;
    if (accepted) return { status: 200, result: 'accepted' };
    return (
      weakPasswordAnswer(answer) ?? {
        status: succeeded(answer.status) ? 400 : refusalStatus(answer),
        result: 'failed',
      }
    );
  },
};
