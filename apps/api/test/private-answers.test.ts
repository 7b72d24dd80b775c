import type { AccessTokenResponse } from '@plein/api-client';
import request from 'supertest';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryResponseCache } from '../src/http/response-cache';
import { admin, Browser } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let signedIn: Browser;
let token: string;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  app = testApp(db, { cache: createMemoryResponseCache() }).app;
  signedIn = new Browser(app);
  await signedIn.signIn(admin.email, admin.password);
  token = ((await signedIn.get('/api/auth/token')).body as AccessTokenResponse).accessToken;
});
afterAll(() => db.close());

/** The answer says: for this caller only, and varies with the credentials. */
function expectPrivate(res: Response): void {
  expect(res.headers['cache-control']).toBe('private, no-store');
  const vary = String(res.headers.vary ?? '').toLowerCase();
  expect(vary).toContain('cookie');
  expect(vary).toContain('authorization');
}

describe('answers computed for a caller are never kept by a shared cache', () => {
  it.each([
    ['/api/profiles:loggedIn'],
    ['/api/admin/users'],
    ['/api/userinvitations'],
    ['/api/roles'],
    ['/api/pages:withName?name=home'],
    ['/api/platformsettingvalues?keys=platformName'],
  ])('marks GET %s with a session cookie private', async (path) => {
    const res = await signedIn.get(path);
    expect(res.status, res.text).toBe(200);
    expectPrivate(res);
  });

  it('marks an answer to a bearer token private', async () => {
    const res = await request(app)
      .get('/api/profiles:loggedIn')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${token}`);
    expect(res.status, res.text).toBe(200);
    expectPrivate(res);
  });

  it.each([['/api/profiles:loggedIn'], ['/api/admin/users'], ['/api/userinvitations']])(
    'marks the 401 of GET %s to a visitor private',
    async (path) => {
      const res = await request(app).get(path).set('Host', 'localhost');
      expect(res.status).toBe(401);
      expectPrivate(res);
    },
  );

  it('marks the answer to a sign-in (which sets the session cookie) no-store, varying by cookie', async () => {
    const visitor = new Browser(app);
    await visitor.prime();
    const res = await visitor.post('/api/auth/login', admin);
    expect(res.status, res.text).toBe(200);
    // The sign-in route sets its own, as strict, `no-store`; the Vary stays.
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
  });

  it('keeps the headers of a public answer to a visitor, which the public cache keeps', async () => {
    const res = await request(app)
      .get('/api/platformsettingvalues?keys=showSubMenu')
      .set('Host', 'localhost');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(String(res.headers.vary ?? '')).not.toMatch(/cookie|authorization/i);
    const again = await request(app)
      .get('/api/platformsettingvalues?keys=showSubMenu')
      .set('Host', 'localhost');
    expect(again.headers['x-cache']).toBe('HIT');
  });
});
