import type { ActivityEntry, ApiErrorBody, ApplicationUser, Paged } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, addUser, admin } from './helpers/identity';
import { storedMails, waitForStoredMails } from './helpers/outbox';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// Changing one's own e-mail address (issue 15): asked with the current password, done only when
// the link mailed to the new address is opened, on the site it was asked on.
let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let now = new Date('2026-11-28T10:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  app = testApp(db, { identity: { now: () => now } }).app;
});
afterAll(() => db.close());

async function signedIn(email: string, password: string, host = 'localhost') {
  const browser = new Browser(app, host);
  await browser.prime();
  expect((await browser.post('/api/auth/login', { email, password })).status).toBe(200);
  return browser;
}

const errorCode = (res: { body: unknown }) => (res.body as ApiErrorBody).error.code;
const codeIn = (text: string) => /\/confirm-email\/([\w-]{43})/.exec(text)![1]!;
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

describe('changing one’s own e-mail address', () => {
  it('mails a link to the new address and a notice to the old; the link makes the change', async () => {
    const user = { email: 'verhuis@example.org', password: 'een goed wachtwoord' };
    await addUser(db.knex, user);
    const browser = await signedIn(user.email, user.password);

    const asked = await browser.post('/api/auth/email:change', {
      currentPassword: user.password,
      newEmail: ' Nieuw.Adres@Example.org ',
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ mail: 'queued' });
    const [link] = await waitForStoredMails(db.knex, { to: 'nieuw.adres@example.org' }, 1);
    // It carries a code for the owner of the new address: admins see it redacted.
    expect(link).toMatchObject({ kind: 'verification' });
    const [notice] = await waitForStoredMails(db.knex, { to: user.email }, 1);
    expect(notice).toMatchObject({ kind: 'notice' });
    // Masked: whoever reads the old mailbox must not learn where the account goes (issue 31.1).
    expect(notice!.text).not.toContain('nieuw.adres@example.org');
    expect(notice!.text).toContain('n***@example.org');

    // Until the link is opened the account keeps its address.
    expect(((await browser.get('/api/profiles:loggedIn')).body as ApplicationUser).email).toBe(
      user.email,
    );
    const anonymous = new Browser(app);
    await anonymous.prime();
    const confirmed = await anonymous.post('/api/auth/email:confirm', { code: codeIn(link!.text) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: 'nieuw.adres@example.org' });

    const profile = (await browser.get('/api/profiles:loggedIn')).body as ApplicationUser;
    expect(profile.email).toBe('nieuw.adres@example.org');
    expect(profile.emailVerified).toBe(true);
    await signedIn('nieuw.adres@example.org', user.password);
    const old = new Browser(app);
    await old.prime();
    const refused = await old.post('/api/auth/login', user);
    expect(refused.status).toBe(401);
    const activity = (await browser.get('/api/profiles:loggedIn/activity'))
      .body as Paged<ActivityEntry>;
    expect(activity.items.map((entry) => entry.kind)).toContain('emailChanged');

    // A code works once.
    const again = await anonymous.post('/api/auth/email:confirm', { code: codeIn(link!.text) });
    expect([again.status, errorCode(again)]).toEqual([404, 'code_not_found']);
  });

  it('needs the current password, a new address and one no other account of the site has', async () => {
    const user = { email: 'blijf@example.org', password: 'een goed wachtwoord' };
    await addUser(db.knex, user);
    const browser = await signedIn(user.email, user.password);
    const ask = (body: unknown) => browser.post('/api/auth/email:change', body);

    const wrong = await ask({ currentPassword: 'niet het wachtwoord', newEmail: 'x@example.org' });
    expect([wrong.status, errorCode(wrong)]).toEqual([400, 'wrong_password']);
    const same = await ask({ currentPassword: user.password, newEmail: 'BLIJF@example.org' });
    expect([same.status, errorCode(same)]).toEqual([400, 'same_email']);
    const taken = await ask({ currentPassword: user.password, newEmail: admin.email });
    expect([taken.status, errorCode(taken)]).toEqual([409, 'email_taken']);
    const notAnAddress = await ask({ currentPassword: user.password, newEmail: 'geen adres' });
    expect([notAnAddress.status, errorCode(notAnAddress)]).toEqual([400, 'invalid_body']);
    expect(await storedMails(db.knex, { to: user.email })).toEqual([]);

    const anonymous = new Browser(app);
    await anonymous.prime();
    const unsigned = await anonymous.post('/api/auth/email:change', {
      currentPassword: user.password,
      newEmail: 'x@example.org',
    });
    expect(unsigned.status).toBe(401);
  });

  it('is limited like verification mails, and a code expires after a day', async () => {
    const user = { email: 'vaak@example.org', password: 'een goed wachtwoord' };
    await addUser(db.knex, user);
    const browser = await signedIn(user.email, user.password);
    const ask = () =>
      browser.post('/api/auth/email:change', {
        currentPassword: user.password,
        newEmail: 'vaak.nieuw@example.org',
      });
    expect((await ask()).status).toBe(200);
    const tooSoon = await ask();
    expect([tooSoon.status, errorCode(tooSoon)]).toEqual([429, 'too_soon']);

    const [link] = await waitForStoredMails(db.knex, { to: 'vaak.nieuw@example.org' }, 1);
    later(24 * 60 + 1);
    const anonymous = new Browser(app);
    await anonymous.prime();
    const expired = await anonymous.post('/api/auth/email:confirm', { code: codeIn(link!.text) });
    expect([expired.status, errorCode(expired)]).toEqual([410, 'code_expired']);
    const bad = await anonymous.post('/api/auth/email:confirm', { code: 'kort' });
    expect([bad.status, errorCode(bad)]).toEqual([400, 'invalid_code']);
  });

  it('confirms only on the site it was asked on, and not into an address taken meanwhile', async () => {
    const user = { email: 'twee@example.org', password: 'een goed wachtwoord' };
    await addUser(db.knex, user);
    const browser = await signedIn(user.email, user.password);
    await browser.post('/api/auth/email:change', {
      currentPassword: user.password,
      newEmail: 'gewild@example.org',
    });
    const [link] = await waitForStoredMails(db.knex, { to: 'gewild@example.org' }, 1);
    const code = codeIn(link!.text);

    const otherSite = new Browser(app, '127.0.0.1');
    await otherSite.prime();
    const elsewhere = await otherSite.post('/api/auth/email:confirm', { code });
    expect([elsewhere.status, errorCode(elsewhere)]).toEqual([404, 'code_not_found']);

    await addUser(db.knex, { email: 'gewild@example.org', password: 'een ander wachtwoord' });
    const anonymous = new Browser(app);
    await anonymous.prime();
    const taken = await anonymous.post('/api/auth/email:confirm', { code });
    expect([taken.status, errorCode(taken)]).toEqual([409, 'email_taken']);
    expect(((await browser.get('/api/profiles:loggedIn')).body as ApplicationUser).email).toBe(
      user.email,
    );
  });
});
