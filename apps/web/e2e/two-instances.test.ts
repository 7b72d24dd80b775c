import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededAdmin } from './admin-session';
import type { RunningPlatform } from './platform';
import { startPlatform } from './platform';
import { adminFetchSession } from './fetch-session';

// Two instances share one database, and with Redis one cache, only on a real server: this file
// runs where they are given (`.ci/run` sets E2E_DATABASE_URL, and E2E_REDIS_URL when Redis
// answers). Without Redis each instance keeps its own cache and they tell each other what to drop
// through PostgreSQL (LISTEN/NOTIFY).
const databaseServer = process.env.E2E_DATABASE_URL;
const redisUrl = process.env.E2E_REDIS_URL;

describe.each([
  { setup: 'PostgreSQL and Redis', redis: true, runs: Boolean(databaseServer && redisUrl) },
  { setup: 'PostgreSQL without Redis', redis: false, runs: Boolean(databaseServer) },
])('two instances sharing $setup', ({ redis, runs }) => {
  let first: RunningPlatform;
  let second: RunningPlatform;
  let secondDataDir: string;
  const run = randomUUID();
  const env: Record<string, string> = {
    ...(redis ? { REDIS_URL: redisUrl! } : {}),
    PLEIN_SEED_ADMIN_PASSWORD: seededAdmin.password,
  };

  beforeAll(async () => {
    if (!runs) return;
    first = await startPlatform({ env });
    secondDataDir = mkdtempSync(join(tmpdir(), 'plein-e2e-'));
    second = await startPlatform({
      env,
      storage: { dataDir: secondDataDir, databaseUrl: first.storage.databaseUrl },
    });
  });
  afterAll(async () => {
    await second?.stop({ keepData: true });
    if (secondDataDir) rmSync(secondDataDir, { recursive: true, force: true });
    await first?.stop();
  });

  /** An anonymous visit to one instance (a URL of this run: Redis may hold older runs' pages). */
  const visit = (platform: RunningPlatform, path = `/?run=${run}`) =>
    fetch(`http://localhost:${platform.port}${path}`);

  // Each setup registers only the tests that apply to it.
  if (redis) {
    it.runIf(runs)('serves a page one instance rendered from the other’s cache', async () => {
      expect((await visit(first)).headers.get('x-cache')).toBe('MISS');
      expect((await visit(second)).headers.get('x-cache')).toBe('HIT');
    });
  } else {
    it.runIf(runs)('keeps a page in each instance’s own cache', async () => {
      for (const platform of [first, second]) {
        expect((await visit(platform)).headers.get('x-cache')).toBe('MISS');
        expect((await visit(platform)).headers.get('x-cache')).toBe('HIT');
      }
    });
  }

  it.runIf(runs)('drops the page on both when a write on one changes the site', async () => {
    const origin = `http://localhost:${first.port}`;
    const admin = await adminFetchSession(origin);
    const name = `Plein ${run.slice(0, 8)}`;
    const saved = await admin.send('PUT', '/api/platformsettingvalues', [
      { key: 'platformName', value: name },
    ]);
    expect(saved.status).toBe(200);

    // With Redis the other instance has dropped the page when the write is answered; without,
    // it hears of the write a moment later (until then it may still answer the page it kept).
    const after = await vi.waitFor(
      async () => {
        const answer = await visit(second);
        const page = { cache: answer.headers.get('x-cache'), text: await answer.text() };
        if (!redis) expect(page.text).toContain(name);
        return page;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(after.cache).toBe('MISS');
    expect(after.text).toContain(name);
    // The writer's own copy went too. (With Redis the page the second just kept is shared, as
    // the test above shows; whether this visit finds it depends on how soon Redis answers on a
    // loaded machine, whose slow answers count as misses: only the content is certain.)
    const own = await visit(first);
    if (!redis) expect(own.headers.get('x-cache')).toBe('MISS');
    expect(await own.text()).toContain(name);
  });
  it.runIf(runs)('publishes a scheduled page on time, and both instances show it', async () => {
    const origin = `http://localhost:${first.port}`;
    const admin = await adminFetchSession(origin);
    const name = `gepland-${run.slice(0, 8)}`;
    const page = (await (
      await admin.send('POST', '/api/pages', { name, title: 'Gepland', layout: '100' })
    ).json()) as { guid: string };
    const hero = (await (
      await admin.send('POST', `/api/pages/${page.guid}/blocks`, {
        buildingBlock: 'hero',
        layoutPosition: 'top',
        content: { title: 'Gepland', text: 'Eerste versie' },
      })
    ).json()) as { guid: string };
    expect(
      (await admin.send('POST', `/api/pages/${page.guid}/published`, { isPublished: true })).status,
    ).toBe(200);
    const edited = await admin.send('PUT', `/api/buildingblockinstance/${hero.guid}`, {
      content: { title: 'Gepland', text: 'Tweede versie' },
    });
    expect(edited.status).toBe(200);

    const text = async (platform: RunningPlatform) => (await visit(platform, `/${name}`)).text();
    // Both instances cache the published page before the publication is due.
    for (const platform of [first, second]) {
      await text(platform);
      expect(await text(platform)).toContain('Eerste versie');
    }
    const publishAt = Date.now() + 3_000;
    const scheduled = await admin.send('PUT', `/api/pages/${page.guid}/schedule`, {
      publishAt: new Date(publishAt).toISOString(),
      unpublishAt: null,
    });
    expect(scheduled.status).toBe(200);

    const seenAt = new Map<RunningPlatform, number>();
    await vi.waitFor(
      async () => {
        for (const platform of [first, second]) {
          if (seenAt.has(platform)) continue;
          const before = Date.now();
          if ((await text(platform)).includes('Tweede versie')) seenAt.set(platform, before);
        }
        expect(seenAt.size, 'instances showing the scheduled version').toBe(2);
      },
      { timeout: publishAt + 10_000 - Date.now(), interval: 100 },
    );
    const delays = [first, second].map(
      (platform) => (seenAt.get(platform) ?? Infinity) - publishAt,
    );
    console.info(
      `scheduled publication seen after ${delays.map((ms) => `${String(ms)} ms`).join(' and ')}`,
    );
    // Never before its time, and on both within a second and a half of it.
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(-150);
      expect(delay).toBeLessThan(1_500);
    }
  });
});
