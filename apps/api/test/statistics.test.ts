import type { StatisticsEvent, StatisticsReport } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { purgeRawStatistics, rollupStatistics } from '../src/modules/statistics/rollup';
import { ensurePartitions } from '../src/modules/statistics/storage';
import { addUser, admin, Browser } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let demoAdmin: Browser;
let havenAdmin: Browser;

/** Today where the statistics count days. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
const consented = `plein-consent=${encodeURIComponent(JSON.stringify({ categories: ['required', 'analytical'], date: '2026-11-24' }))}`;
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const send = (
  events: StatisticsEvent[],
  options: { host?: string; agent?: string; cookie?: string } = {},
) => {
  const req = request(app)
    .post('/api/statistics/events')
    .set('Host', options.host ?? 'localhost')
    .set('User-Agent', options.agent ?? firefox)
    .set('Content-Type', 'text/plain')
    .send(JSON.stringify(events));
  return options.cookie ? req.set('Cookie', options.cookie) : req;
};
const view = (path: string, over: Partial<StatisticsEvent> = {}): StatisticsEvent =>
  ({
    kind: 'pageview',
    path,
    referrer: null,
    entry: false,
    device: 'desktop',
    language: 'nl',
    ...over,
  }) as StatisticsEvent;
/**
 * Sums what is stored so far. The database stamps events to the microsecond and the rollup's
 * `now` is whole milliseconds: it waits until the clock is past the millisecond an event stored
 * just now may have, so that event falls before `now` rather than being left for the next run.
 */
const rollupNow = async () => {
  const stored = Date.now();
  await vi.waitUntil(() => Date.now() > stored, { interval: 1 });
  await rollupStatistics(db.knex, new Date());
};
const report = async (browser: Browser, from = today(), to = today()) => {
  const res = await browser.get(`/api/statistics?from=${from}&to=${to}`);
  expect(res.status, res.text).toBe(200);
  return res.body as StatisticsReport;
};

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await addUser(db.knex, { email: 'haven-admin@example.org', host: '127.0.0.1', isAdmin: true });
  await addUser(db.knex, { email: 'lezer@example.org' });
  app = testApp(db).app;
  demoAdmin = new Browser(app);
  await demoAdmin.signIn(admin.email, admin.password);
  havenAdmin = new Browser(app, '127.0.0.1');
  await havenAdmin.signIn('haven-admin@example.org', 'een goed wachtwoord');

  // The demo site: a consenting visitor (two pages), another consenting one on a phone, one
  // without consent, and a bot that is never counted.
  const answers = await Promise.all([
    send([view('/', { entry: true, referrer: 'duckduckgo.com' }), view('/nieuws')], {
      cookie: consented,
    }),
    send([view('/nieuws', { entry: true, device: 'mobile', language: 'en' })], {
      cookie: consented,
      agent: safari,
    }),
    send([view('/', { entry: true })]),
    send([view('/'), view('/nieuws')], { agent: googlebot, cookie: consented }),
    send([
      { kind: 'search', path: '/zoeken', query: 'Fietsen', results: 0 },
      { kind: 'search', path: '/zoeken', query: 'fietsen ', results: 0 },
      { kind: 'search', path: '/zoeken', query: 'afval', results: 3 },
      { kind: 'notFound', path: '/oude-pagina', referrer: '/nieuws' },
      { kind: 'notFound', path: '/oude-pagina', referrer: 'example.org' },
      ...[800, 1200, 1600, 2000, 2400, 2800, 3200, 5000].map((value): StatisticsEvent => ({
        kind: 'vital',
        path: '/',
        name: 'LCP',
        value,
      })),
      { kind: 'vital', path: '/', name: 'CLS', value: 0.02 },
    ]),
    // The other site: one page view, one search.
    send(
      [view('/', { entry: true }), { kind: 'search', path: '/zoeken', query: 'haven', results: 1 }],
      {
        host: '127.0.0.1',
      },
    ),
  ]);
  for (const answer of answers) expect(answer.status, answer.text).toBe(204);
  await rollupNow();
});
afterAll(() => db.close());

describe('visitor statistics', () => {
  it('counts page views, and visitors only among those who accepted analytics; never bots', async () => {
    const demo = await report(demoAdmin);
    expect(demo.totals).toEqual({ pageviews: 4, visitors: 2 });
    expect(demo.pages).toEqual([
      { key: '/', pageviews: 2, visitors: 1 },
      { key: '/nieuws', pageviews: 2, visitors: 2 },
    ]);
    expect(demo.entries.map((row) => [row.key, row.pageviews])).toEqual([
      ['/', 2],
      ['/nieuws', 1],
    ]);
    expect(demo.referrers).toEqual([{ key: 'duckduckgo.com', pageviews: 1, visitors: 1 }]);
    expect(demo.devices.map((row) => [row.key, row.pageviews])).toEqual([
      ['desktop', 3],
      ['mobile', 1],
    ]);
    expect(demo.languages.map((row) => [row.key, row.pageviews])).toEqual([
      ['nl', 3],
      ['en', 1],
    ]);
    expect(demo.series.granularity).toBe('hour');
    expect(demo.series.points.reduce((sum, point) => sum + point.pageviews, 0)).toBe(4);
  });

  it('lists searches that found nothing first, and missing pages with what links to them', async () => {
    const demo = await report(demoAdmin);
    expect(demo.searches).toEqual([
      { query: 'fietsen', count: 2, withoutResults: 2 },
      { query: 'afval', count: 1, withoutResults: 0 },
    ]);
    expect(demo.notFound).toEqual([
      {
        path: '/oude-pagina',
        count: 2,
        referrers: expect.arrayContaining([
          { referrer: '/nieuws', count: 1 },
          { referrer: 'example.org', count: 1 },
        ]) as unknown,
      },
    ]);
  });

  it('gives the 75th percentile of each web vital per page, rated by Google’s thresholds', async () => {
    const { vitals } = await report(demoAdmin);
    const lcp = vitals.find((row) => row.metric === 'LCP')!;
    expect(lcp).toMatchObject({ path: '/', samples: 8, rating: 'needsImprovement' });
    // The sixth of eight samples is 2800 ms; the histogram keeps it within 5%.
    expect(Math.abs(lcp.p75 - 2800) / 2800).toBeLessThan(0.05);
    const cls = vitals.find((row) => row.metric === 'CLS')!;
    expect(cls).toMatchObject({ samples: 1, rating: 'good' });
    expect(Math.abs(cls.p75 - 0.02)).toBeLessThan(0.002);
  });

  it('shows each site only its own figures, to its administrators only', async () => {
    const haven = await report(havenAdmin);
    expect(haven.totals).toEqual({ pageviews: 1, visitors: 0 });
    expect(haven.searches).toEqual([{ query: 'haven', count: 1, withoutResults: 0 }]);
    expect(haven.vitals).toEqual([]);
    expect(
      (await new Browser(app).get(`/api/statistics?from=${today()}&to=${today()}`)).status,
    ).toBe(401);
    const reader = new Browser(app);
    await reader.signIn('lezer@example.org', 'een goed wachtwoord');
    expect((await reader.get(`/api/statistics?from=${today()}&to=${today()}`)).status).toBe(403);
  });

  it('is summed again the same way, however often the rollup runs', async () => {
    const before = await report(demoAdmin);
    await rollupNow();
    await rollupNow();
    expect(await report(demoAdmin)).toEqual(before);
  });

  it('refuses bad batches and bad ranges with 400, storing nothing', async () => {
    const count = async () =>
      Number((await db.knex('stat_events').count<{ count: string }[]>('* as count'))[0]!.count);
    const stored = await count();
    expect((await send([view('/?naam=Anna')])).status).toBe(400);
    expect((await send([{ kind: 'click', path: '/' } as unknown as StatisticsEvent])).status).toBe(
      400,
    );
    expect(await count()).toBe(stored);
    for (const range of [
      'from=2026-13-01&to=2026-13-02',
      'from=2026-11-24&to=2026-11-01',
      'from=2024-01-01&to=2026-01-01',
      'from=today',
    ]) {
      expect((await demoAdmin.get(`/api/statistics?${range}`)).status, range).toBe(400);
    }
  });

  it('deletes raw events past their days and keeps their sums', async () => {
    const old = new Date(Date.now() - 90 * 86_400_000);
    const oldDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(old);
    await ensurePartitions(db.knex, old);
    const platform = (await db.knex('platforms').first('id').orderBy('id')) as { id: number };
    await db.knex('stat_events').insert(
      [1, 2, 3].map(() => ({
        platform_id: platform.id,
        occurred_at: old,
        kind: 'pageview',
        path: '/archief',
        entry: false,
        device: 'desktop',
        language: 'nl',
      })),
    );
    // Late events of an old day (a restore, a clock put right): summed from the oldest event.
    await db.knex('stat_rollup_state').update({ rolled_until: null });
    await rollupNow();
    expect((await report(demoAdmin, oldDay, oldDay)).totals.pageviews).toBe(3);

    await purgeRawStatistics(db.knex, new Date(), 30);
    const raw = await db
      .knex('stat_events')
      .where('occurred_at', '<', new Date(Date.now() - 30 * 86_400_000))
      .count<{ count: string }[]>('* as count');
    expect(Number(raw[0]!.count)).toBe(0);
    expect((await report(demoAdmin, oldDay, oldDay)).totals.pageviews).toBe(3);
    // Today's raw events stay, and so do their sums.
    await rollupNow();
    expect((await report(demoAdmin)).totals.pageviews).toBe(4);
  });

  it('leaves signed-in staff out when the site says so (the default), and counts them when not', async () => {
    const pageviews = async () => {
      await rollupNow();
      return (await report(demoAdmin)).totals.pageviews;
    };
    const before = await pageviews();
    // A beacon carries the session cookie but no XSRF header.
    const beacon = () =>
      demoAdmin.send('POST', '/api/statistics/events', [view('/beheer-test')], false);
    expect((await beacon()).status).toBe(204);
    expect(await pageviews()).toBe(before);

    const saved = await demoAdmin.put('/api/platformsettingvalues', [
      { key: 'statisticsExcludeStaff', value: false },
    ]);
    expect(saved.status, saved.text).toBe(200);
    expect((await beacon()).status).toBe(204);
    expect(await pageviews()).toBe(before + 1);
  });

  it('narrows the report to one page: its own views, entries and vitals, on its own site only', async () => {
    const path = '/per-pagina';
    const pageReport = async (browser: Browser, from = today(), to = today()) => {
      const res = await browser.get(
        `/api/statistics?from=${from}&to=${to}&path=${encodeURIComponent(path)}`,
      );
      expect(res.status, res.text).toBe(200);
      return res.body as StatisticsReport;
    };
    const answers = await Promise.all([
      send(
        [view(path, { entry: true, referrer: 'example.org' }), view(path), view('/ander-pagina')],
        { cookie: consented },
      ),
      send(
        [
          view(path, { device: 'mobile' }),
          { kind: 'vital', path, name: 'LCP', value: 1000 },
          { kind: 'vital', path: '/ander-pagina', name: 'LCP', value: 9000 },
          { kind: 'search', path, query: 'per pagina', results: 0 },
          { kind: 'notFound', path: '/weg', referrer: path },
        ],
        { cookie: consented, agent: safari },
      ),
      // The other site has a page at the same path: never counted for this one.
      send(
        [
          view(path, { entry: true }),
          view(path),
          { kind: 'vital', path, name: 'LCP', value: 7000 },
        ],
        { host: '127.0.0.1' },
      ),
    ]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(204);
    // Yesterday (the previous period of today): two visitors who accepted analytics.
    const yesterday = new Date(Date.parse(`${today()}T12:00:00Z`) - 86_400_000);
    const yesterdayDay = yesterday.toISOString().slice(0, 10);
    await ensurePartitions(db.knex, yesterday);
    const platform = (await db.knex('platforms').first('id').orderBy('id')) as { id: number };
    await db.knex('stat_events').insert(
      [path, path, '/ander-pagina'].map((eventPath, index) => ({
        platform_id: platform.id,
        occurred_at: yesterday,
        kind: 'pageview',
        path: eventPath,
        entry: false,
        device: 'desktop',
        language: 'nl',
        visitor: 1000 + index,
      })),
    );
    await db.knex('stat_rollup_state').update({ rolled_until: null });
    await rollupNow();

    const demo = await pageReport(demoAdmin);
    expect(demo.path).toBe(path);
    expect(demo.totals).toEqual({ pageviews: 3, visitors: 2 });
    expect(demo.previous).toEqual({
      from: yesterdayDay,
      to: yesterdayDay,
      pageviews: 2,
      visitors: 2,
    });
    // Per day even for one day: hours are not kept per page.
    expect(demo.series).toEqual({
      granularity: 'day',
      points: [{ at: today(), pageviews: 3, visitors: 2 }],
    });
    expect(demo.entries).toEqual([{ key: path, pageviews: 1, visitors: 1 }]);
    expect(demo.vitals).toEqual([
      { path, metric: 'LCP', p75: expect.any(Number) as unknown, samples: 1, rating: 'good' },
    ]);
    expect(Math.abs(demo.vitals[0]!.p75 - 1000) / 1000).toBeLessThan(0.05);
    // Not kept per page.
    for (const list of [
      demo.pages,
      demo.referrers,
      demo.devices,
      demo.languages,
      demo.searches,
      demo.notFound,
    ])
      expect(list).toEqual([]);
    // Both days: the page's own rows, day by day.
    const twoDays = await pageReport(demoAdmin, yesterdayDay, today());
    expect(twoDays.totals).toEqual({ pageviews: 5, visitors: 4 });
    expect(twoDays.series.points).toEqual([
      { at: yesterdayDay, pageviews: 2, visitors: 2 },
      { at: today(), pageviews: 3, visitors: 2 },
    ]);
    // The whole site's report still has it all, and says so.
    const site = await report(demoAdmin);
    expect(site.path).toBeNull();
    expect(site.pages.find((row) => row.key === path)).toEqual({
      key: path,
      pageviews: 3,
      visitors: 2,
    });

    // The other site's page of the same path: only its own figures.
    const haven = await pageReport(havenAdmin);
    expect(haven.totals).toEqual({ pageviews: 2, visitors: 0 });
    expect(haven.previous).toMatchObject({ pageviews: 0, visitors: 0 });
    expect(haven.entries).toEqual([{ key: path, pageviews: 1, visitors: 0 }]);
    expect(haven.vitals).toEqual([
      { path, metric: 'LCP', p75: expect.any(Number) as unknown, samples: 1, rating: 'poor' },
    ]);
    // A page nobody visited: zeros, not an error.
    const none = await demoAdmin.get(
      `/api/statistics?from=${today()}&to=${today()}&path=/nog-nooit-bezocht`,
    );
    expect(none.status).toBe(200);
    expect((none.body as StatisticsReport).totals).toEqual({ pageviews: 0, visitors: 0 });
    expect((none.body as StatisticsReport).series.points).toEqual([]);
  });

  it('refuses a path that is no path of the site with 400', async () => {
    const range = `from=${today()}&to=${today()}`;
    for (const path of [
      'path=',
      'path=nieuws',
      'path=https%3A%2F%2Fexample.org%2F',
      'path=%2Fnieuws%3Fnaam%3DAnna',
      'path=%2Fnieuws%23top',
      'path=%2Fmet%20spatie',
      `path=/${'a'.repeat(500)}`,
      'path=/a&path=/b',
    ]) {
      const res = await demoAdmin.get(`/api/statistics?${range}&${path}`);
      expect(res.status, path).toBe(400);
    }
    // 500 characters is the longest path kept.
    expect((await demoAdmin.get(`/api/statistics?${range}&path=/${'a'.repeat(499)}`)).status).toBe(
      200,
    );
    // Still administrators only.
    const reader = new Browser(app);
    await reader.signIn('lezer@example.org', 'een goed wachtwoord');
    expect((await reader.get(`/api/statistics?${range}&path=/nieuws`)).status).toBe(403);
  });

  it('counts a path with and without its trailing slash as one page', async () => {
    expect((await send([view('/schuine-streep/'), view('/schuine-streep')])).status).toBe(204);
    await rollupNow();
    const res = await demoAdmin.get(
      `/api/statistics?from=${today()}&to=${today()}&path=${encodeURIComponent('/schuine-streep')}`,
    );
    expect((res.body as StatisticsReport).totals.pageviews).toBe(2);
  });
});
