import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy } from './fault-proxy';
import type { FaultProxy } from './fault-proxy';
import { freshStorage, removeStorage, startPlatform } from './platform';
import type { PlatformStorage, RunningPlatform } from './platform';

// A PostgreSQL server that goes away or hangs, between the platform and its database (a proxy
// that refuses or freezes): only where a server is given (`.ci/run` sets E2E_DATABASE_URL). The
// embedded database lives in the platform's own process and cannot go away on its own.
const server = process.env.E2E_DATABASE_URL;
/** The statement time limit of this platform (DATABASE_STATEMENT_TIMEOUT_MS). */
const statementTimeoutMs = 1_000;

describe.runIf(server)('a database that goes away or hangs (issue 18)', () => {
  let proxy: FaultProxy;
  let storage: PlatformStorage;
  let platform: RunningPlatform;

  beforeAll(async () => {
    storage = freshStorage();
    const direct = new URL(storage.databaseUrl!);
    proxy = await startFaultProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    direct.host = `127.0.0.1:${proxy.port}`;
    platform = await startPlatform({
      storage,
      env: {
        DATABASE_URL: direct.href,
        DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
      },
    });
  });
  afterAll(async () => {
    await platform?.stop({ keepData: true });
    await proxy?.close();
    if (storage) removeStorage(storage);
  });

  const origin = () => `http://localhost:${platform.port}`;
  /** A request and how long its answer took. */
  const timed = async (path: string, headers: Record<string, string> = {}) => {
    const start = performance.now();
    const response = await fetch(`${origin()}${path}`, { headers });
    await response.arrayBuffer();
    return { response, ms: performance.now() - start };
  };
  /** A session cookie keeps an API call out of the response cache: it reaches the database. */
  const signedIn = { cookie: 'plein_session=outage-test' };
  /** A page no cache holds yet. */
  const uncachedPage = () => `/?outage=${randomUUID()}`;
  const recovered = async () => {
    proxy.set('pass');
    await expect
      .poll(async () => (await timed('/api/pages', signedIn)).response.status, {
        timeout: 20_000,
        interval: 250,
        message: 'the platform recovers within 20 s of the database returning',
      })
      .toBe(200);
  };

  it('answers 503 with Retry-After, at once, while the database is down', async () => {
    // A page kept before the outage.
    expect((await timed('/')).response.status).toBe(200);
    proxy.set('refuse');

    const api = await timed('/api/pages');
    expect(api.response.status).toBe(503);
    expect(api.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(api.ms).toBeLessThan(2_000);

    for (const path of [uncachedPage(), '/no-such-page']) {
      const page = await timed(path);
      expect(page.response.status).toBe(503);
      expect(page.response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(page.ms).toBeLessThan(2_000);
    }
    expect((await timed('/readyz')).response.status).toBe(503);
    // What the HTML cache holds is still served.
    const kept = await timed('/');
    expect(kept.response.status).toBe(200);
    expect(kept.response.headers.get('x-cache')).toBe('HIT');

    await recovered();
    expect((await timed(uncachedPage())).response.status).toBe(200);
  });

  it('answers 503 within the time limit while the database hangs, then at once', async () => {
    // Open pooled connections first, so the hang meets both open and new connections.
    expect((await timed('/api/pages', signedIn)).response.status).toBe(200);
    proxy.set('freeze');

    const first = await timed('/api/pages', signedIn);
    expect(first.response.status).toBe(503);
    // The statement limit plus a second for the client, or the connection limit (5 s).
    expect(first.ms).toBeLessThan(statementTimeoutMs + 5_000 + 1_000);
    // The breaker is open: the next requests do not wait for the same limit.
    const next = await timed('/api/pages', signedIn);
    expect(next.response.status).toBe(503);
    expect(next.ms).toBeLessThan(500);
    const page = await timed(uncachedPage());
    expect(page.response.status).toBe(503);
    expect(page.ms).toBeLessThan(1_000);

    await recovered();
    expect((await timed(uncachedPage())).response.status).toBe(200);
  });
});
