import { createServer } from 'node:http';
import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedAnswers } from '../src/http/cached-answers';
import { Browser, admin } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { openTestResponseCache } from './helpers/test-cache';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let cache: Awaited<ReturnType<typeof openTestResponseCache>>;
/** The clock the cache tells freshness by: a test moves it past an answer's expiry. */
let time = Date.now();
let server: Server;
let app: ReturnType<typeof testApp>['app'];
const url = '/api/platformsettingvalues?keys=platformName';

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  cache = await openTestResponseCache({ now: () => time });
  app = testApp(db, { cache }).app;
  const answerFromCache = cachedAnswers(cache, { trustProxy: false });
  // As the servers mount it: cached answers first, the app for everything else.
  server = createServer((req, res) => {
    void answerFromCache(req, res).then((answered) => {
      if (!answered) app(req, res);
    });
  });
});
afterAll(async () => {
  server.close();
  await cache.close();
  await db.close();
});

describe('cached answers before the app', () => {
  it('answers a repeated anonymous read from the cache, as the app would', async () => {
    const first = await request(server).get(url).set('Host', 'localhost');
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await request(server).get(url).set('Host', 'localhost:8080');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.status).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toEqual(first.body);
    // No X-Request-Id: the app (and its request log) never saw it.
    expect(second.headers['x-request-id']).toBeUndefined();
    expect(second.headers['set-cookie']?.[0]).toMatch(
      /^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax$/,
    );
  });

  it('leaves requests with credentials, writes and other hosts to the app', async () => {
    await request(server).get(url).set('Host', 'localhost');
    const signedIn = await request(server)
      .get(url)
      .set('Host', 'localhost')
      .set('Cookie', 'plein_session=abc');
    expect(signedIn.headers['x-cache']).toBeUndefined();
    const bearer = await request(server)
      .get(url)
      .set('Host', 'localhost')
      .set('Authorization', 'Bearer abc');
    expect(bearer.headers['x-cache']).toBeUndefined();
    const otherHost = await request(server).get(url).set('Host', '127.0.0.1');
    expect(otherHost.headers['x-cache']).toBe('MISS');
  });

  it('stops answering once a write drops the host’s answers', async () => {
    await request(server).get(url).set('Host', 'localhost');
    expect((await request(server).get(url).set('Host', 'localhost')).headers['x-cache']).toBe(
      'HIT',
    );
    const browser = new Browser(app, 'localhost');
    await browser.signIn(admin.email, admin.password);
    const saved = await browser.put('/api/platformsettingvalues', [
      { key: 'platformName', value: 'Na de wijziging' },
    ]);
    expect(saved.status).toBe(200);
    const after = await request(server).get(url).set('Host', 'localhost');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(JSON.stringify(after.body)).toContain('Na de wijziging');
  });

  it('sends large answers compressed in the encoding asked for', async () => {
    const pages = '/api/pages';
    await request(server).get(pages).set('Host', 'localhost');
    const hit = await request(server)
      .get(pages)
      .set('Host', 'localhost')
      .set('Accept-Encoding', 'gzip');
    expect(hit.headers['x-cache']).toBe('HIT');
    const plain = await request(server)
      .get(pages)
      .set('Host', 'localhost')
      .set('Accept-Encoding', 'identity');
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.body).toEqual(plain.body);
  });
});

describe('cached answers for other origins (CORS)', () => {
  const allowed = 'https://www.gemeente.test';
  const alsoAllowed = 'http://localhost:5173';
  const refused = 'https://evil.test';
  const crossOrigin = '/api/platformsettingvalues?keys=showSubMenu';
  const fromOrigin = (origin?: string) => {
    const call = request(server).get(crossOrigin).set('Host', 'localhost');
    return origin ? call.set('Origin', origin) : call;
  };

  beforeAll(async () => {
    const browser = new Browser(app, 'localhost');
    await browser.signIn(admin.email, admin.password);
    const saved = await browser.put('/api/platformsettingvalues', [
      { key: 'apiAllowedOrigins', value: [allowed, alsoAllowed] },
    ]);
    expect(saved.status).toBe(200);
  });

  it('carry the CORS headers of each request’s own origin, and Vary: Origin', async () => {
    const first = await fromOrigin(allowed);
    const second = await fromOrigin(allowed);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    for (const answer of [first, second]) {
      expect(answer.headers['access-control-allow-origin']).toBe(allowed);
      expect(answer.headers.vary).toMatch(/\bOrigin\b/);
    }
    // Never the first requester's origin, kept with the answer.
    const other = await fromOrigin(alsoAllowed);
    expect(other.headers['x-cache']).toBe('HIT');
    expect(other.headers['access-control-allow-origin']).toBe(alsoAllowed);
    const elsewhere = await fromOrigin(refused);
    expect(elsewhere.headers['x-cache']).toBe('HIT');
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
    expect(elsewhere.headers.vary).toMatch(/\bOrigin\b/);
    // The site's own pages send no Origin: answered before the app, and still varying by it.
    const sameOrigin = await fromOrigin();
    expect(sameOrigin.headers['x-cache']).toBe('HIT');
    expect(sameOrigin.headers['x-request-id']).toBeUndefined();
    expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
    expect(sameOrigin.headers.vary).toMatch(/\bOrigin\b/);
    expect(first.body).toEqual(sameOrigin.body);
  });
});

describe('the encoding of a cached answer', () => {
  it('is Brotli for a browser, which lists gzip first; q-values and q=0 are followed', async () => {
    const pages = '/api/pages';
    await request(server).get(pages).set('Host', 'localhost');
    const encodingFor = async (acceptEncoding: string) => {
      const hit = await request(server)
        .get(pages)
        .set('Host', 'localhost')
        .set('Accept-Encoding', acceptEncoding);
      expect(hit.headers['x-cache']).toBe('HIT');
      return hit.headers['content-encoding'];
    };
    expect(await encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(await encodingFor('br;q=0.5, gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip, deflate')).toBe('gzip');
    expect(await encodingFor('identity')).toBeUndefined();
  });
});

describe('an expired answer', () => {
  const expiring = '/api/platformsettingvalues?keys=platformName,showSubMenu';

  it('is computed once for 64 requests at once; the others get it kept, or the expired one', async () => {
    const first = await request(server).get(expiring).set('Host', 'localhost');
    expect(first.headers['x-cache']).toBe('MISS');
    time += 60_001;
    const answers = await Promise.all(
      Array.from({ length: 64 }, () => request(server).get(expiring).set('Host', 'localhost')),
    );
    const sources = answers.map((answer) => answer.headers['x-cache'] as string);
    expect(sources.filter((source) => source === 'MISS')).toHaveLength(1);
    expect(
      sources.filter((source) => source !== 'MISS').every((s) => /^(HIT|STALE)$/.test(s)),
    ).toBe(true);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.map((answer) => answer.body as unknown)).toEqual(Array(64).fill(first.body));
    // Made again: fresh for everyone, before the app.
    expect((await request(server).get(expiring).set('Host', 'localhost')).headers['x-cache']).toBe(
      'HIT',
    );
  });
});
