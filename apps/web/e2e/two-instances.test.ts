import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededAdmin } from './admin-session';
import type { RunningPlatform } from './platform';
import { startPlatform } from './platform';

// Two instances share one database and one Redis only on a real server: this file runs where
// both are given (`.ci/run` sets E2E_DATABASE_URL and E2E_REDIS_URL when they answer).
const redisUrl = process.env.E2E_REDIS_URL;
const shared = Boolean(process.env.E2E_DATABASE_URL && redisUrl);

describe.runIf(shared)('two instances sharing PostgreSQL and Redis', () => {
  let first: RunningPlatform;
  let second: RunningPlatform;
  let secondDataDir: string;
  const run = randomUUID();
  const env = { REDIS_URL: redisUrl!, PLEIN_SEED_ADMIN_PASSWORD: seededAdmin.password };

  beforeAll(async () => {
    first = await startPlatform({ env });
    secondDataDir = mkdtempSync(join(tmpdir(), 'plein-e2e-'));
    second = await startPlatform({
      env,
      storage: { dataDir: secondDataDir, databaseUrl: first.storage.databaseUrl },
    });
  });
  afterAll(async () => {
    await second?.stop({ keepData: true });
    rmSync(secondDataDir, { recursive: true, force: true });
    await first?.stop();
  });

  /** An anonymous visit to one instance (a URL of this run: Redis may hold older runs' pages). */
  const visit = (platform: RunningPlatform, path = `/?run=${run}`) =>
    fetch(`http://localhost:${platform.port}${path}`);

  it('serves a page one instance rendered from the other’s cache', async () => {
    expect((await visit(first)).headers.get('x-cache')).toBe('MISS');
    expect((await visit(second)).headers.get('x-cache')).toBe('HIT');
  });

  it('drops the page on both when a write on one changes the site', async () => {
    const origin = `http://localhost:${first.port}`;
    // Sign in on the first instance over the API, as a browser would.
    const primed = await fetch(`${origin}/api/termsofuse`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(primed.headers.get('set-cookie') ?? '')![1]!;
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
      },
      body: JSON.stringify({ email: seededAdmin.email, password: seededAdmin.password }),
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie().map((line) => line.split(';')[0]);
    const session = cookies.join('; ');
    const boundXsrf = /XSRF-TOKEN=([^;]+)/.exec(session)?.[1] ?? xsrf;

    const name = `Plein ${run.slice(0, 8)}`;
    const saved = await fetch(`${origin}/api/platformsettingvalues`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: session, 'x-xsrf-token': boundXsrf },
      body: JSON.stringify([{ key: 'platformName', value: name }]),
    });
    expect(saved.status).toBe(200);

    const after = await visit(second);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(await after.text()).toContain(name);
  });
});
