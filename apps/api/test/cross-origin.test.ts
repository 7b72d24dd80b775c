import type { AccessTokenResponse } from '@plein/api-client';
import { sessionCookieName } from '@plein/api-client';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, Browser, testClock } from './helpers/identity';
import type { TestClock } from './helpers/identity';
import { noCache } from './helpers/list-fixtures';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// A front end on its own origin (issue 17): the origins a site allows may read its API from the
// browser (CORS), anonymously or with a bearer token from POST /api/auth/token; nothing changes
// for other origins, and cookies never work across origins.
let db: TestDatabase;
let app: Express;
let clock: TestClock;
const allowed = 'https://www.gemeente.test';
const other = 'https://evil.test';

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  clock = testClock();
  ({ app } = testApp(db, { cache: noCache, identity: { now: clock.now } }));
  const browser = new Browser(app);
  await browser.signIn(admin.email, admin.password);
  const saved = await browser.put('/api/platformsettingvalues', [
    { key: 'apiAllowedOrigins', value: [allowed, 'http://localhost:5173'] },
  ]);
  expect(saved.status).toBe(200);
}, 60_000);
afterAll(() => db.close());

const fromOrigin = (origin: string, path: string, host = 'localhost') =>
  request(app).get(path).set('Host', host).set('Origin', origin);

describe('the allowed origins setting', () => {
  it('refuses what is not an https origin (http only on localhost) with 400', async () => {
    const browser = new Browser(app);
    await browser.signIn(admin.email, admin.password);
    for (const value of [
      ['http://www.gemeente.test'],
      ['https://www.gemeente.test/'],
      ['*'],
      [allowed, allowed],
    ]) {
      const res = await browser.put('/api/platformsettingvalues', [
        { key: 'apiAllowedOrigins', value },
      ]);
      expect(res.status, JSON.stringify(value)).toBe(400);
    }
    const stored = await browser.get('/api/platformsettingvalues?keys=apiAllowedOrigins');
    expect(stored.body).toEqual([
      { key: 'apiAllowedOrigins', value: [allowed, 'http://localhost:5173'] },
    ]);
  });
});

describe('CORS', () => {
  it('lets an allowed origin read public answers, without credentials', async () => {
    const res = await fromOrigin(allowed, '/api/pages:withName?name=home');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Origin/);
    const image = await fromOrigin(
      'http://localhost:5173',
      '/a/00000000-0000-4000-8000-000000000000',
    );
    expect(image.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('gives any other origin, or another site’s origin, no CORS headers', async () => {
    const res = await fromOrigin(other, '/api/pages:withName?name=home');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // The allowed origin is the demo site's, not Havenstad's (127.0.0.1).
    const elsewhere = await fromOrigin(allowed, '/api/pages:withName?name=home', '127.0.0.1');
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of an allowed origin with the methods and headers it may send', async () => {
    const res = await request(app)
      .options('/api/pages')
      .set('Host', 'localhost')
      .set('Origin', allowed)
      .set('Access-Control-Request-Method', 'PUT')
      .set('Access-Control-Request-Headers', 'authorization, content-type');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    expect(res.headers['access-control-allow-methods']).toContain('PUT');
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(res.headers['access-control-max-age']).toBe('600');
    const refused = await request(app)
      .options('/api/pages')
      .set('Host', 'localhost')
      .set('Origin', other)
      .set('Access-Control-Request-Method', 'PUT');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('still needs the XSRF header for a cookie call that claims an allowed origin', async () => {
    const browser = new Browser(app);
    await browser.signIn(admin.email, admin.password);
    const res = await browser
      .send('POST', '/api/roles', { name: 'Zonder XSRF' }, false)
      .set('Origin', allowed);
    expect(res.status).toBe(403);
    expect(browser.cookies.has(sessionCookieName)).toBe(true);
  });
});

describe('bearer tokens for another origin', () => {
  it('signs in without a cookie, renews, acts as the account and ends with sign-out', async () => {
    const signIn = await request(app)
      .post('/api/auth/token')
      .set('Host', 'localhost')
      .set('Origin', allowed)
      .send({ email: admin.email, password: admin.password });
    expect(signIn.status).toBe(201);
    const cookies = (signIn.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    expect(cookies.filter((cookie) => cookie.includes(sessionCookieName))).toEqual([]);
    expect(signIn.headers['access-control-allow-origin']).toBe(allowed);
    expect(signIn.headers['cache-control']).toBe('private, no-store');
    const { accessToken } = signIn.body as AccessTokenResponse;
    const asToken = (token: string) => ({ Authorization: `Bearer ${token}`, Host: 'localhost' });

    const me = await request(app).get('/api/profiles:loggedIn').set(asToken(accessToken));
    expect(me.status).toBe(200);
    // Unsafe calls with a token need no XSRF header: no cookie is involved.
    const role = await request(app)
      .post('/api/roles')
      .set(asToken(accessToken))
      .set('Origin', allowed)
      .send({ name: 'Van elders' });
    expect(role.status).toBe(201);

    const renewed = await request(app).get('/api/auth/token').set(asToken(accessToken));
    expect(renewed.status).toBe(200);
    const next = (renewed.body as AccessTokenResponse).accessToken;
    expect((await request(app).post('/api/auth/logout').set(asToken(next))).status).toBe(204);
    for (const token of [accessToken, next]) {
      expect((await request(app).get('/api/profiles:loggedIn').set(asToken(token))).status).toBe(
        401,
      );
    }
  });

  it('refuses a wrong password with 401 and counts it towards the sign-in limit', async () => {
    const wrong = await request(app)
      .post('/api/auth/token')
      .set('Host', 'localhost')
      .send({ email: admin.email, password: 'niet het wachtwoord' });
    expect(wrong.status).toBe(401);
    expect((wrong.body as { error: { code: string } }).error.code).toBe('invalid_credentials');
  });

  it('renews no token past the session’s 12 hours', async () => {
    const signIn = await request(app)
      .post('/api/auth/token')
      .set('Host', 'localhost')
      .send({ email: admin.email, password: admin.password });
    let token = (signIn.body as AccessTokenResponse).accessToken;
    // Renewed every 14 minutes, each token is young; the session still ends after 12 hours.
    const statuses: number[] = [];
    for (let minutes = 14; minutes <= 12 * 60 + 14; minutes += 14) {
      clock.advance(14 * 60_000);
      const renewed = await request(app)
        .get('/api/auth/token')
        .set({ Authorization: `Bearer ${token}`, Host: 'localhost' });
      statuses.push(renewed.status);
      if (renewed.status === 200) token = (renewed.body as AccessTokenResponse).accessToken;
    }
    const firstRefused = statuses.indexOf(401);
    expect(statuses.slice(0, firstRefused).every((status) => status === 200)).toBe(true);
    expect((firstRefused + 1) * 14).toBeGreaterThan(12 * 60);
  });
});
