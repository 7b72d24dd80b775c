import type { VerificationSendResponse } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, addUser, admin, testClock } from './helpers/identity';
import { storedMails } from './helpers/outbox';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
const clock = testClock();
let app: ReturnType<typeof testApp>['app'];
let user: Browser;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await addUser(db.knex, { email: 'check@example.org', password: 'een goed wachtwoord' });
  app = testApp(db, { identity: { now: clock.now } }).app;
  user = new Browser(app);
  await user.signIn('check@example.org', 'een goed wachtwoord');
});
afterAll(() => db.close());

const send = async (browser: Browser, body: unknown = {}) =>
  ((await browser.post('/api/accountverification:send', body)).body as VerificationSendResponse)
    .result;

describe('verification send', () => {
  it('answers Unauthorized to a visitor and BadRequest to a malformed body', async () => {
    const visitor = new Browser(app);
    await visitor.prime();
    expect(await send(visitor)).toBe('Unauthorized');
    expect(await send(user, { extra: true })).toBe('BadRequest');
    expect(await send(user, { userGuid: 'not-a-guid' })).toBe('BadRequest');
  });

  it('answers TooSoon within a minute and Abused past five mails a day', async () => {
    // Sent says how: without SMTP_URL the mail waits in the outbox.
    expect((await user.post('/api/accountverification:send', {})).body).toEqual({
      result: 'Sent',
      mail: 'queued',
    });
    expect((await user.post('/api/accountverification:send', {})).body).toEqual({
      result: 'TooSoon',
    });
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect(await send(user)).toBe('Sent');
    }
    clock.advance(61_000);
    expect(await send(user)).toBe('Abused');
    clock.advance(24 * 60 * 60_000);
    await user.signIn('check@example.org', 'een goed wachtwoord');
    expect(await send(user)).toBe('Sent');
  });

  it('verifies with the mailed code once; then AlreadyVerified', async () => {
    const items = await storedMails(db.knex, { to: 'check@example.org' });
    const code = /\/verify-email\/([\w-]{43})/.exec(items[0]!.text)![1]!;
    const older = /\/verify-email\/([\w-]{43})/.exec(items[1]!.text)![1]!;
    const verify = async (c: string) =>
      ((await user.post('/api/accountverification:verify', { code: c })).body as { result: string })
        .result;
    expect(await verify('kort')).toBe('BadRequest');
    expect(await verify(older)).toBe('Expired');
    expect(await verify(code)).toBe('Success');
    expect(await verify(code)).toBe('NotFound');
    expect(
      ((await user.get('/api/profiles:loggedIn')).body as { emailVerified: boolean }).emailVerified,
    ).toBe(true);
    expect(await send(user)).toBe('AlreadyVerified');
  });

  it('lets admins send for another user (NotFound for unknown), not other users', async () => {
    const other = await addUser(db.knex, { email: 'ander@example.org' });
    const adminBrowser = new Browser(app);
    await adminBrowser.signIn(admin.email, admin.password);
    expect(await send(adminBrowser, { userGuid: other.guid })).toBe('Sent');
    expect(await send(adminBrowser, { userGuid: '00000000-0000-4000-8000-000000000000' })).toBe(
      'NotFound',
    );
    expect(await send(user, { userGuid: other.guid })).toBe('Unauthorized');
  });

  it('answers Failed when the mail cannot be sent', async () => {
    const failing = testApp(db, {
      identity: {
        now: clock.now,
        mailer: { delivery: 'sent', send: () => Promise.reject(new Error('smtp down')) },
      },
    }).app;
    await addUser(db.knex, { email: 'pech@example.org', password: 'een goed wachtwoord' });
    const browser = new Browser(failing);
    await browser.signIn('pech@example.org', 'een goed wachtwoord');
    expect(await send(browser)).toBe('Failed');
  });
});
