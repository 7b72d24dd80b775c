import type { AccessTokenResponse, ApiErrorBody, ApplicationUser } from '@plein/api-client';
import { sessionCookieName, xsrfCookieName } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, addUser, admin, testClock } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await addUser(db.knex, { email: 'havenstad@example.org', host: '127.0.0.1' });
});
afterAll(() => db.close());

const code = (res: { body: unknown }) => (res.body as ApiErrorBody).error.code;

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and answers the application user', async () => {
    const browser = new Browser(testApp(db).app);
    await browser.prime();
    const res = await browser.post('/api/auth/login', admin);
    expect(res.status).toBe(200);
    expect((res.body as ApplicationUser).email).toBe(admin.email);
    const cookies = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cookies).toMatch(
      new RegExp(`${sessionCookieName}=[^;]+; Path=/; HttpOnly; SameSite=Lax`),
    );
    expect(cookies).not.toMatch(/Secure/);
    expect((await browser.get('/api/profiles:loggedIn')).status).toBe(200);
  });

  it('names the cookies __Host- and marks them Secure over https (behind a trusted proxy)', async () => {
    const app = testApp(db, { config: { trustProxy: true } }).app;
    const browser = new Browser(app, 'localhost', true);
    await browser.prime();
    const res = await browser.post('/api/auth/login', admin);
    expect(res.status).toBe(200);
    const cookies = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cookies).toMatch(
      new RegExp(
        `^__Host-${sessionCookieName}=[^;]+; Path=/; HttpOnly; Secure; SameSite=Lax$`,
        'm',
      ),
    );
    expect(cookies).toMatch(new RegExp(`^__Host-${xsrfCookieName}=[^;]+; Path=/; Secure`, 'm'));
    expect(cookies).not.toMatch(new RegExp(`^${sessionCookieName}=`, 'm'));
    expect((await browser.get('/api/profiles:loggedIn')).status).toBe(200);

    // Over https a plain cookie (plantable from a sibling subdomain) is not a session.
    const session = browser.cookies.get(`__Host-${sessionCookieName}`)!;
    const planted = await request(app)
      .get('/api/profiles:loggedIn')
      .set('Host', 'localhost')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', `${sessionCookieName}=${session}`);
    expect(planted.status).toBe(401);
    // The web server's loopback calls (http) pass the browser's __Host- cookie on.
    const loopback = await request(app)
      .get('/api/profiles:loggedIn')
      .set('Host', 'localhost')
      .set('Cookie', `__Host-${sessionCookieName}=${session}`);
    expect(loopback.status).toBe(200);

    const out = await browser.post('/api/auth/logout');
    expect((out.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(
      new RegExp(`^__Host-${sessionCookieName}=;`, 'm'),
    );
    expect((await browser.get('/api/profiles:loggedIn')).status).toBe(401);
  });

  it('answers a wrong password, an unknown e-mail and another tenant’s account alike', async () => {
    const browser = new Browser(testApp(db).app);
    await browser.prime();
    const answers = [];
    for (const body of [
      { email: admin.email, password: 'wrong password!' },
      { email: 'nobody@example.org', password: 'wrong password!' },
      { email: 'havenstad@example.org', password: 'een goed wachtwoord' },
    ]) {
      const res = await browser.post('/api/auth/login', body);
      answers.push({ status: res.status, body: res.body as unknown });
    }
    expect(answers[0]!.status).toBe(401);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('refuses a login without or with a mismatched XSRF header (login CSRF)', async () => {
    const browser = new Browser(testApp(db).app);
    const bare = await browser.send('POST', '/api/auth/login', admin, false);
    expect(bare.status).toBe(403);
    expect(code(bare)).toBe('xsrf_failed');
    // The refusal itself carries the cookie, so the client can retry.
    expect(browser.cookies.get(xsrfCookieName)).toMatch(/^[\w-]{43}$/);
    const wrong = await browser
      .send('POST', '/api/auth/login', admin, false)
      .set('X-XSRF-TOKEN', 'x'.repeat(43));
    expect(wrong.status).toBe(403);
    expect((await browser.post('/api/auth/login', admin)).status).toBe(200);
  });

  it('gives a new session id on login and ends the one the browser had', async () => {
    const { app } = testApp(db);
    const browser = new Browser(app);
    await browser.signIn(admin.email, admin.password);
    const first = browser.cookies.get(sessionCookieName);
    await browser.post('/api/auth/login', admin);
    const second = browser.cookies.get(sessionCookieName);
    expect(second).not.toBe(first);
    const old = await request(app)
      .get('/api/profiles:loggedIn')
      .set('Host', 'localhost')
      .set('Cookie', `${sessionCookieName}=${first}`);
    expect(old.status).toBe(401);
  });

  it('planted session ids are never adopted', async () => {
    const browser = new Browser(testApp(db).app);
    browser.cookies.set(sessionCookieName, 'a'.repeat(43));
    await browser.signIn(admin.email, admin.password);
    expect(browser.cookies.get(sessionCookieName)).not.toBe('a'.repeat(43));
  });
});

describe('sessions', () => {
  it('logout ends the session on the server, not only the cookie', async () => {
    const { app } = testApp(db);
    const browser = new Browser(app);
    await browser.signIn(admin.email, admin.password);
    const session = browser.cookies.get(sessionCookieName);
    expect((await browser.post('/api/auth/logout')).status).toBe(204);
    expect(browser.cookies.has(sessionCookieName)).toBe(false);
    const replay = await request(app)
      .get('/api/profiles:loggedIn')
      .set('Host', 'localhost')
      .set('Cookie', `${sessionCookieName}=${session}`);
    expect(replay.status).toBe(401);
  });

  it('ends a session after 30 idle minutes and 12 hours after sign-in', async () => {
    const clock = testClock();
    const browser = new Browser(testApp(db, { identity: { now: clock.now } }).app);
    await browser.signIn(admin.email, admin.password);
    clock.advance(29 * 60_000);
    expect((await browser.get('/api/profiles:loggedIn')).status).toBe(200);
    clock.advance(31 * 60_000);
    expect((await browser.get('/api/profiles:loggedIn')).status).toBe(401);

    await browser.signIn(admin.email, admin.password);
    for (let hour = 0; hour < 12; hour += 0.25) {
      clock.advance(15 * 60_000);
      const status = (await browser.get('/api/profiles:loggedIn')).status;
      expect(status).toBe(hour + 0.25 < 12 ? 200 : 401);
    }
  });

  it('does not sign in a localhost session on host 127.0.0.1', async () => {
    const browser = new Browser(testApp(db).app);
    await browser.signIn(admin.email, admin.password);
    browser.host = '127.0.0.1';
    const res = await browser.get('/api/profiles:loggedIn');
    expect(res.status).toBe(401);
    expect(code(res)).toBe('not_signed_in');
  });

  it('checks XSRF on unsafe requests of a session, never on bearer requests', async () => {
    const { app } = testApp(db);
    const browser = new Browser(app);
    await browser.signIn(admin.email, admin.password);
    const missing = await browser.send('PUT', '/api/profiles:loggedIn', { firstName: 'X' }, false);
    expect(missing.status).toBe(403);
    expect(code(missing)).toBe('xsrf_failed');
    const mismatched = await browser
      .send('PUT', '/api/profiles:loggedIn', { firstName: 'X' }, false)
      .set('X-XSRF-TOKEN', 'y'.repeat(43));
    expect(code(mismatched)).toBe('xsrf_failed');
    const logout = await browser.send('POST', '/api/auth/logout', undefined, false);
    expect(logout.status).toBe(403);

    const { accessToken } = (await browser.get('/api/auth/token')).body as AccessTokenResponse;
    const bearer = await request(app)
      .put('/api/profiles:loggedIn')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${accessToken}`)
      .send({ firstName: 'Via token' });
    expect(bearer.status).toBe(200);
    expect((bearer.body as ApplicationUser).firstName).toBe('Via token');
  });
});

describe('access tokens', () => {
  it('issues short-lived bearer tokens of the tenant that die with the session', async () => {
    const clock = testClock();
    const { app } = testApp(db, { identity: { now: clock.now } });
    const browser = new Browser(app);
    expect((await browser.get('/api/auth/token')).status).toBe(401);
    await browser.signIn(admin.email, admin.password);
    const res = await browser.get('/api/auth/token');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { accessToken, expiresAt } = res.body as AccessTokenResponse;
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(15 * 60_000);
    const call = (host = 'localhost') =>
      request(app)
        .get('/api/profiles:loggedIn')
        .set('Host', host)
        .set('Authorization', `Bearer ${accessToken}`);
    expect((await call()).status).toBe(200);
    expect((await call('127.0.0.1')).status).toBe(401);
    // A token renews itself (a new token of the same session); the old one still expires.
    const renewed = await request(app)
      .get('/api/auth/token')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${accessToken}`);
    expect(renewed.status).toBe(200);
    expect((renewed.body as AccessTokenResponse).accessToken).not.toBe(accessToken);
    clock.advance(15 * 60_000 + 1);
    expect((await call()).status).toBe(401);
    const fresh = ((await browser.get('/api/auth/token')).body as AccessTokenResponse).accessToken;
    await browser.post('/api/auth/logout');
    const afterLogout = await request(app)
      .get('/api/profiles:loggedIn')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${fresh}`);
    expect(afterLogout.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('refuses an account after 5 failed sign-ins, even with the right password', async () => {
    const browser = new Browser(testApp(db).app);
    await browser.prime();
    await addUser(db.knex, { email: 'geraden@example.org', password: 'het juiste wachtwoord' });
    for (let i = 0; i < 5; i++) {
      const res = await browser.post('/api/auth/login', {
        email: 'geraden@example.org',
        password: `fout ${i}`,
      });
      expect(res.status).toBe(401);
    }
    const limited = await browser.post('/api/auth/login', {
      email: 'geraden@example.org',
      password: 'het juiste wachtwoord',
    });
    expect(limited.status).toBe(429);
    expect(code(limited)).toBe('too_many_attempts');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown address is limited the same way (no hint that it does not exist).
    for (let i = 0; i < 5; i++) {
      await browser.post('/api/auth/login', { email: 'niemand@example.org', password: 'x' });
    }
    const unknown = await browser.post('/api/auth/login', {
      email: 'niemand@example.org',
      password: 'x',
    });
    expect(unknown.status).toBe(429);
  });

  it('refuses an IP address after too many failures on any accounts', async () => {
    const login = { maxFailuresPerAccount: 100, maxFailuresPerIp: 3, windowMs: 60_000 };
    const browser = new Browser(testApp(db, { identity: { login } }).app);
    await browser.prime();
    for (let i = 0; i < 3; i++) {
      await browser.post('/api/auth/login', { email: `a${i}@example.org`, password: 'x' });
    }
    expect((await browser.post('/api/auth/login', admin)).status).toBe(429);
  });
});

describe('response cache', () => {
  it('never serves or stores answers of requests with a session cookie publicly', async () => {
    const browser = new Browser(testApp(db).app);
    await browser.signIn(admin.email, admin.password);
    const res = await browser.get('/api/platformsettingvalues?keys=platformName');
    expect(res.status).toBe(200);
    expect(res.headers['x-cache']).toBeUndefined();
  });
});
