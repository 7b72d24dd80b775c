import type { ApiErrorBody } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, addUser, testClock } from './helpers/identity';
import { storedMails, waitForStoredMails } from './helpers/outbox';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
const clock = testClock();
let app: ReturnType<typeof testApp>['app'];

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await addUser(db.knex, { email: 'vergeten@example.org', password: 'het oude wachtwoord' });
  await addUser(db.knex, { email: 'haven@example.org', host: '127.0.0.1' });
  app = testApp(db, { identity: { now: clock.now } }).app;
});
afterAll(() => db.close());

/** The reset codes mailed to `to` so far, newest first (the outbox as the operator reads it). */
async function resetCodes(to: string, expected: number): Promise<string[]> {
  const mails =
    expected > 0
      ? await waitForStoredMails(db.knex, { to, kind: 'passwordReset' }, expected)
      : await storedMails(db.knex, { to, kind: 'passwordReset' });
  return mails.map((mail) => /\/reset-password\/([\w-]{43})/.exec(mail.text)![1]!);
}

describe('password reset', () => {
  it('answers the same whether or not the address exists, and mails only real members', async () => {
    const browser = new Browser(app);
    await browser.prime();
    const answers = [];
    for (const email of ['vergeten@example.org', 'niemand@example.org', 'haven@example.org']) {
      const res = await browser.post('/api/auth/password-reset', { email });
      answers.push({ status: res.status, body: res.body as unknown });
    }
    // Without SMTP_URL the mail waits in the outbox: the answer says so, for every address.
    const same = { status: 200, body: { mail: 'queued' } };
    expect(answers).toEqual([same, same, same]);
    expect(await resetCodes('vergeten@example.org', 1)).toHaveLength(1);
    // A reset for an address without an account ends in the background without a trace (so the
    // answer tells nothing): no event to wait for, so their lookups get a moment to mail, which
    // they must not.
    await new Promise((resolve) => setTimeout(resolve, 200)); // fixed-delay-ok: a negative; nothing marks the end of a non-member's background reset
    expect(await resetCodes('niemand@example.org', 0)).toEqual([]);
    expect(await resetCodes('haven@example.org', 0)).toEqual([]);
  });

  it('sets the new password once, ends every session, and refuses reused or expired codes', async () => {
    const user = new Browser(app);
    await user.signIn('vergeten@example.org', 'het oude wachtwoord');
    const [code] = await resetCodes('vergeten@example.org', 1);
    const anonymous = new Browser(app);
    await anonymous.prime();
    const body = { code, password: 'het nieuwe wachtwoord' };
    expect((await anonymous.post('/api/auth/password-reset:confirm', body)).status).toBe(204);
    expect((await user.get('/api/profiles:loggedIn')).status).toBe(401);
    const reused = await anonymous.post('/api/auth/password-reset:confirm', body);
    expect((reused.body as ApiErrorBody).error.code).toBe('invalid_code');
    await anonymous.signIn('vergeten@example.org', 'het nieuwe wachtwoord');
    const old = await new Browser(app).post('/api/auth/login', {
      email: 'vergeten@example.org',
      password: 'het oude wachtwoord',
    });
    expect(old.status).not.toBe(200);

    await anonymous.post('/api/auth/password-reset', { email: 'vergeten@example.org' });
    const codes = await resetCodes('vergeten@example.org', 2);
    clock.advance(60 * 60_000 + 1);
    const expired = await anonymous.post('/api/auth/password-reset:confirm', {
      code: codes[0],
      password: 'nog een wachtwoord',
    });
    expect(expired.status).toBe(400);
  });

  it('refuses a password shorter than 12 characters', async () => {
    const browser = new Browser(app);
    await browser.prime();
    const res = await browser.post('/api/auth/password-reset:confirm', {
      code: 'x'.repeat(43),
      password: 'kort',
    });
    expect((res.body as ApiErrorBody).error.code).toBe('invalid_body');
  });
});
