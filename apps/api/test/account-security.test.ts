import { xsrfCookieName } from '@plein/api-client';
import type { ApiErrorBody, SessionSummary } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, addUser, admin } from './helpers/identity';
import { storedMails, waitForStoredMails } from './helpers/outbox';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// ASVS 5.0 level 2 items of decision 0006 that were still open.
let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  app = testApp(db).app;
});
afterAll(() => db.close());

async function signedIn(email: string, password: string, userAgent = 'Test browser') {
  const browser = new Browser(app);
  await browser.prime();
  const res = await browser
    .post('/api/auth/login', { email, password })
    .set('User-Agent', userAgent);
  expect(res.status).toBe(200);
  return browser;
}

describe('changing one’s own password', () => {
  it('needs the current password, ends the other sessions, keeps this one and mails a notice', async () => {
    const user = { email: 'wijzig@example.org', password: 'het oude wachtwoord' };
    await addUser(db.knex, user);
    const here = await signedIn(user.email, user.password, 'Hier');
    const elsewhere = await signedIn(user.email, user.password, 'Elders');

    const wrong = await here.post('/api/auth/password:change', {
      currentPassword: 'niet het wachtwoord',
      newPassword: 'een nieuw lang wachtwoord',
    });
    expect((wrong.body as ApiErrorBody).error.code).toBe('wrong_password');

    const changed = await here.post('/api/auth/password:change', {
      currentPassword: user.password,
      newPassword: 'een nieuw lang wachtwoord',
    });
    expect(changed.status).toBe(204);
    expect((await here.get('/api/profiles:loggedIn')).status).toBe(200);
    expect((await elsewhere.get('/api/profiles:loggedIn')).status).toBe(401);
    await signedIn(user.email, 'een nieuw lang wachtwoord');

    const [notice] = await waitForStoredMails(db.knex, { to: user.email }, 1);
    expect(notice).toMatchObject({ kind: 'notice' });
    expect(notice!.text).toContain('http://localhost/reset-password');
  });

  it('refuses common, guessable or personal passwords (ASVS 6.2.4, 6.2.11)', async () => {
    const user = { email: 'zwak@example.org', password: 'een goed wachtwoord' };
    await addUser(db.knex, user);
    const browser = await signedIn(user.email, user.password);
    for (const newPassword of ['qwerty123456', 'password1234', 'zwak@example.org!']) {
      const res = await browser.post('/api/auth/password:change', {
        currentPassword: user.password,
        newPassword,
      });
      expect((res.body as ApiErrorBody).error.code).toBe('weak_password');
    }
    expect(await storedMails(db.knex, { to: user.email })).toEqual([]);
  });

  it('is refused without a session', async () => {
    const anonymous = new Browser(app);
    await anonymous.prime();
    const res = await anonymous.post('/api/auth/password:change', {
      currentPassword: 'wat dan ook hier',
      newPassword: 'een nieuw lang wachtwoord',
    });
    expect(res.status).toBe(401);
  });
});

describe('one’s own sessions', () => {
  it('lists them with the current one marked, and ends one or all others', async () => {
    const user = { email: 'sessies@example.org', password: 'een goed wachtwoord' };
    await addUser(db.knex, user);
    const first = await signedIn(user.email, user.password, 'Eerste');
    const second = await signedIn(user.email, user.password, 'Tweede');
    const third = await signedIn(user.email, user.password, 'Derde');

    const list = (await second.get('/api/auth/sessions')).body as SessionSummary[];
    expect(list.map((s) => s.userAgent).sort()).toEqual(['Derde', 'Eerste', 'Tweede']);
    expect(list.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Tweede']);

    const firstSession = list.find((s) => s.userAgent === 'Eerste')!;
    expect((await second.delete(`/api/auth/sessions/${firstSession.guid}`)).status).toBe(204);
    expect((await first.get('/api/profiles:loggedIn')).status).toBe(401);

    // Another user's session is not theirs to end.
    const other = await signedIn(admin.email, admin.password);
    const theirs = (await other.get('/api/auth/sessions')).body as SessionSummary[];
    const attempt = await second.delete(`/api/auth/sessions/${theirs[0]!.guid}`);
    expect(attempt.status).toBe(404);
    expect((await other.get('/api/profiles:loggedIn')).status).toBe(200);

    expect((await second.post('/api/auth/sessions:endOthers')).status).toBe(204);
    expect((await third.get('/api/profiles:loggedIn')).status).toBe(401);
    expect((await second.get('/api/auth/sessions')).body).toHaveLength(1);
  });
});

describe('XSRF token bound to the session (ASVS 3.5.1)', () => {
  it('refuses another session’s matching cookie and header, and reissues a bound token', async () => {
    const user = { email: 'xsrf@example.org', password: 'een goed wachtwoord' };
    await addUser(db.knex, user);
    const victim = await signedIn(user.email, user.password);
    const attacker = await signedIn(admin.email, admin.password);
    // A token planted from a sibling domain: valid for the attacker's own session only.
    victim.cookies.set(xsrfCookieName, attacker.cookies.get(xsrfCookieName)!);
    const planted = await victim.post('/api/auth/sessions:endOthers');
    expect((planted.body as ApiErrorBody).error.code).toBe('xsrf_failed');

    // Any answer gives the victim a token of its own session again.
    await victim.get('/api/profiles:loggedIn');
    expect(victim.cookies.get(xsrfCookieName)).not.toBe(attacker.cookies.get(xsrfCookieName));
    expect((await victim.post('/api/auth/sessions:endOthers')).status).toBe(204);
  });
});
