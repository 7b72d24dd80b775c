import type {
  ApiErrorBody,
  CacheInvalidateResponse,
  PlatformSettingValue,
} from '@plein/api-client';
import { cacheIndexesOf, callCacheIndex } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCacheIndex } from '../src/http/response-cache';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import { createSettingsRepository } from '../src/modules/settings/repository';
import { addUser, admin, Browser } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { openTestResponseCache } from './helpers/test-cache';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let cache: Awaited<ReturnType<typeof openTestResponseCache>>;
/** A signed-in admin of each demo tenant. */
const admins = new Map<string, Browser>();
const url = '/api/platformsettingvalues?keys=platformName';
const operatorToken = 'operator-token-of-at-least-32-characters';

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  cache = await openTestResponseCache();
  app = testApp(db, {
    cache,
    config: { trustProxy: false, cacheInvalidateToken: operatorToken },
  }).app;
  for (const host of ['localhost', '127.0.0.1']) {
    const browser = new Browser(app, host);
    await browser.signIn(admin.email, admin.password);
    admins.set(host, browser);
  }
});
afterAll(async () => {
  await cache.close();
  await db.close();
});

/** `DELETE /cache_invalidate` as the signed-in admin of `host`. */
const invalidate = (host: string, body: unknown) =>
  admins.get(host)!.send('DELETE', '/cache_invalidate', body);

describe('response cache', () => {
  it('answers a repeated anonymous GET from the cache until it is invalidated', async () => {
    const first = await request(app).get(url).set('Host', 'localhost');
    expect(first.headers['x-cache']).toBe('MISS');
    const tenant = (await createPlatformsRepository(db.knex).findByHost('localhost'))!;
    await createSettingsRepository(db.knex).put(tenant, [
      { key: 'platformName', value: 'Hernoemd' },
    ]);

    const second = await request(app).get(url).set('Host', 'localhost:8080');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toEqual(first.body);

    // Spec section 7: the index of each variant, sent once each; only public answers are kept.
    const [index, signedIn] = cacheIndexesOf('localhost:8080', { method: 'GET', url });
    expect(index).toBe(callCacheIndex('localhost', { method: 'GET', url }, 'public'));
    const purge = await invalidate('localhost', { index });
    expect(purge.status).toBe(200);
    expect(purge.body).toEqual({ removed: 1 } satisfies CacheInvalidateResponse);
    expect((await invalidate('localhost', { index: signedIn })).body).toEqual({ removed: 0 });
    expect((await invalidate('localhost', { index })).body).toEqual({ removed: 0 });

    const third = await request(app).get(url).set('Host', 'localhost');
    expect(third.headers['x-cache']).toBe('MISS');
    expect(third.body as PlatformSettingValue[]).toEqual([
      { key: 'platformName', value: 'Hernoemd' },
    ]);
  });

  it('keeps tenants apart: the same URL on another host is its own entry', async () => {
    await request(app).get('/api/platformsettingvalues?keys=showSubMenu').set('Host', 'localhost');
    const other = await request(app)
      .get('/api/platformsettingvalues?keys=showSubMenu')
      .set('Host', '127.0.0.1');
    expect(other.headers['x-cache']).toBe('MISS');
    expect(other.body).toEqual([{ key: 'showSubMenu', value: false }]);
  });

  it('does not cache error answers or requests with credentials', async () => {
    await request(app).get('/api/pages:withName?name=nope').set('Host', 'localhost');
    const again = await request(app).get('/api/pages:withName?name=nope').set('Host', 'localhost');
    expect(again.headers['x-cache']).toBe('MISS');
    const authorised = await request(app)
      .get(url)
      .set('Host', 'localhost')
      .set('Authorization', 'Bearer x');
    expect(authorised.headers['x-cache']).toBeUndefined();
  });

  it('refuses to purge another tenant’s entry with 403', async () => {
    const index = callCacheIndex('127.0.0.1', { method: 'GET', url }, 'public');
    await request(app).get(url).set('Host', '127.0.0.1');
    const res = await invalidate('localhost', { index });
    expect(res.status).toBe(403);
    expect((res.body as ApiErrorBody).error.code).toBe('forbidden_cache_index');
    expect((await request(app).get(url).set('Host', '127.0.0.1')).headers['x-cache']).toBe('HIT');
  });

  it.each([
    ['no body', undefined],
    ['an index that is not a string', { index: 42 }],
    ['an index without a hash', { index: 'localhost' }],
    ['unknown fields', { index: 'localhost:abc', extra: true }],
    ['an array', ['localhost:abc']],
  ])('answers 400 invalid_body for %s', async (_name, body) => {
    const res = await invalidate('localhost', body);
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).error.code).toBe('invalid_body');
  });

  it('drops every entry of one host after a write, and no other host’s', async () => {
    const entry = { status: 200, headers: {}, body: '[]' };
    await cache.set('write.test:a', entry);
    await cache.set('write.test:b', entry);
    await cache.set('[::1]:a', entry);
    await cache.set('other.test:a', entry);
    expect(await cache.invalidateHost('write.test')).toBe(2);
    expect(await cache.get('write.test:a')).toBeUndefined();
    expect(await cache.get('other.test:a')).toMatchObject(entry);
    // Glob characters in a host (IPv6 brackets) are matched literally.
    expect(await cache.invalidateHost('[::1]')).toBe(1);
    expect(await cache.get('other.test:a')).toMatchObject(entry);
  });

  it('drops the host’s cached pages (and only those) on cache_invalidate', async () => {
    const page = { status: 200, headers: {}, body: '{}' };
    await cache.set(pageCacheIndex('localhost', 'home'), page);
    await cache.set(pageCacheIndex('127.0.0.1', 'home'), page);
    const answer = callCacheIndex('localhost', { method: 'GET', url: '/api/other' }, 'public');
    await cache.set(answer, page);
    const index = callCacheIndex('localhost', { method: 'GET', url }, 'public');
    expect((await invalidate('localhost', { index })).status).toBe(200);
    expect(await cache.get(pageCacheIndex('localhost', 'home'))).toBeUndefined();
    expect(await cache.get(pageCacheIndex('127.0.0.1', 'home'))).toMatchObject(page);
    expect(await cache.get(answer)).toMatchObject(page);
  });

  it('answers an unknown host 404 on cache_invalidate', async () => {
    const res = await request(app)
      .delete('/cache_invalidate')
      .set('Host', 'elders.test')
      .send({ index: 'elders.test:abc' });
    expect(res.status).toBe(404);
    expect((res.body as ApiErrorBody).error.code).toBe('tenant_not_found');
  });
});

describe('who may empty a cache', () => {
  const index = callCacheIndex('localhost', { method: 'GET', url }, 'public');
  const cached = async () => {
    await request(app).get(url).set('Host', 'localhost');
    return (await request(app).get(url).set('Host', 'localhost')).headers['x-cache'];
  };

  it('refuses a visitor with 401 and keeps the entry', async () => {
    expect(await cached()).toBe('HIT');
    const res = await request(app)
      .delete('/cache_invalidate')
      .set('Host', 'localhost')
      .send({ index });
    expect(res.status).toBe(401);
    expect((res.body as ApiErrorBody).error.code).toBe('not_signed_in');
    expect(await cached()).toBe('HIT');
  });

  it('refuses a signed-in user who is no admin with 403', async () => {
    await addUser(db.knex, { email: 'lezer@cache.test', password: 'een goed wachtwoord' });
    const user = new Browser(app);
    await user.signIn('lezer@cache.test', 'een goed wachtwoord');
    const res = await user.send('DELETE', '/cache_invalidate', { index });
    expect(res.status).toBe(403);
    expect((res.body as ApiErrorBody).error.code).toBe('forbidden');
  });

  it('refuses an admin’s session without the XSRF header with 403 xsrf_failed', async () => {
    const res = await admins
      .get('localhost')!
      .send('DELETE', '/cache_invalidate', { index }, false);
    expect(res.status).toBe(403);
    expect((res.body as ApiErrorBody).error.code).toBe('xsrf_failed');
  });

  it('lets the operator’s bearer token empty an entry on any tenant, and no other token', async () => {
    const wrong = await request(app)
      .delete('/cache_invalidate')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${operatorToken}x`)
      .send({ index });
    expect(wrong.status).toBe(401);
    expect(await cached()).toBe('HIT');
    const res = await request(app)
      .delete('/cache_invalidate')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${operatorToken}`)
      .send({ index });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ removed: 1 });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('takes no operator token when none is configured', async () => {
    const { app: plain } = testApp(db, { cache });
    const res = await request(plain)
      .delete('/cache_invalidate')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${operatorToken}`)
      .send({ index });
    expect(res.status).toBe(401);
  });
});
