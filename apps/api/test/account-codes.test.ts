import type { ApiErrorBody, VerificationConfirmResponse } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, addUser, admin, testClock } from './helpers/identity';
import { waitForStoredMails } from './helpers/outbox';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// Issue 31.1: a code mailed before an address or password changed (or before its owner signed
// out everywhere) went to an address, or was asked with a password, that may no longer be the
// owner's. Every such change ends all of the account's outstanding codes.
let db: TestDatabase;
const clock = testClock();
let app: ReturnType<typeof testApp>['app'];
let adminBrowser: Browser;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  app = testApp(db, { identity: { now: clock.now } }).app;
  adminBrowser = new Browser(app);
  await adminBrowser.signIn(admin.email, admin.password);
});
afterAll(() => db.close());

const password = 'een goed wachtwoord';
const codeIn = (text: string, path: string) => new RegExp(`/${path}/([\\w-]{43})`).exec(text)![1]!;

/** The newest code of `kind` mailed to `to`, once `count` such mails arrived. */
async function mailedCode(to: string, kind: string, path: string, count = 1): Promise<string> {
  const [newest] = await waitForStoredMails(db.knex, { to, kind }, count);
  return codeIn(newest!.text, path);
}

/** A reset code, a verification code and a pending address change, all still unused. */
async function outstandingCodes(email: string, user: Browser) {
  const anonymous = new Browser(app);
  await anonymous.prime();
  await anonymous.post('/api/auth/password-reset', { email });
  const reset = await mailedCode(email, 'passwordReset', 'reset-password');
  await user.post('/api/accountverification:send', {});
  const verification = await mailedCode(email, 'verification', 'verify-email');
  const pendingTo = `pending.${email}`;
  await user.post('/api/auth/email:change', { currentPassword: password, newEmail: pendingTo });
  const emailChange = await mailedCode(pendingTo, 'verification', 'confirm-email');
  // Later mails of the same kind are not "too soon".
  clock.advance(2 * 60_000);
  return { reset, verification, emailChange };
}

/** What each of the codes answers when used now. */
async function useCodes(codes: Awaited<ReturnType<typeof outstandingCodes>>) {
  const anonymous = new Browser(app);
  await anonymous.prime();
  const reset = await anonymous.post('/api/auth/password-reset:confirm', {
    code: codes.reset,
    password: 'het wachtwoord van de aanvaller',
  });
  const verification = await anonymous.post('/api/accountverification:verify', {
    code: codes.verification,
  });
  const emailChange = await anonymous.post('/api/auth/email:confirm', { code: codes.emailChange });
  return {
    reset: [reset.status, (reset.body as ApiErrorBody).error?.code],
    verification: (verification.body as VerificationConfirmResponse).result,
    emailChange: [emailChange.status, (emailChange.body as ApiErrorBody).error?.code],
  };
}

const ended = {
  reset: [400, 'invalid_code'],
  verification: 'NotFound',
  emailChange: [404, 'code_not_found'],
};

/** The changes of credentials, each done by its own route on a signed-in user. */
const changes: [string, (user: Browser, email: string, guid: string) => Promise<void>][] = [
  [
    'a confirmed change of the address',
    async (user, email) => {
      const newEmail = `nieuw.${email}`;
      const asked = await user.post('/api/auth/email:change', {
        currentPassword: password,
        newEmail,
      });
      expect(asked.status).toBe(200);
      const code = await mailedCode(newEmail, 'verification', 'confirm-email');
      expect((await user.post('/api/auth/email:confirm', { code })).status).toBe(200);
    },
  ],
  [
    'a change of the password',
    async (user) => {
      const changed = await user.post('/api/auth/password:change', {
        currentPassword: password,
        newPassword: 'een nieuw lang wachtwoord',
      });
      expect(changed.status).toBe(204);
    },
  ],
  [
    'a password reset (with another reset code)',
    async (_user, email) => {
      const anonymous = new Browser(app);
      await anonymous.prime();
      await anonymous.post('/api/auth/password-reset', { email });
      const code = await mailedCode(email, 'passwordReset', 'reset-password', 2);
      const reset = await anonymous.post('/api/auth/password-reset:confirm', {
        code,
        password: 'een nieuw lang wachtwoord',
      });
      expect(reset.status).toBe(204);
    },
  ],
  [
    'signing out everywhere',
    async (user) => {
      expect((await user.post('/api/auth/sessions:endOthers')).status).toBe(204);
    },
  ],
  [
    'a deactivation by an admin',
    async (_user, _email, guid) => {
      const res = await adminBrowser.post(`/api/admin/users/${guid}:deactivate`);
      expect(res.status).toBe(200);
    },
  ],
];

describe('outstanding codes of an account (issue 31.1)', () => {
  it.each(changes.map(([name, change], i) => ({ name, change, i })))(
    'are all ended by $name',
    async ({ change, i }) => {
      const email = `codes${i}@example.org`;
      const { guid } = await addUser(db.knex, { email, password });
      const user = new Browser(app);
      await user.signIn(email, password);
      const codes = await outstandingCodes(email, user);

      await change(user, email, guid);

      expect(await useCodes(codes)).toEqual(ended);
    },
  );

  it('still work when nothing changed (so the checks above can tell)', async () => {
    const email = 'codes.blijven@example.org';
    await addUser(db.knex, { email, password });
    const user = new Browser(app);
    await user.signIn(email, password);
    const codes = await outstandingCodes(email, user);
    const anonymous = new Browser(app);
    await anonymous.prime();
    const verified = await anonymous.post('/api/accountverification:verify', {
      code: codes.verification,
    });
    expect(verified.body).toEqual({ result: 'Success' });
    const reset = await anonymous.post('/api/auth/password-reset:confirm', {
      code: codes.reset,
      password: 'een nieuw lang wachtwoord',
    });
    expect(reset.status).toBe(204);
  });
});
