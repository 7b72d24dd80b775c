import type { StatisticsReport } from '@plein/api-client';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptTermsIfAsked, seededAdmin, signIn } from './admin-session';
import { axeViolations, visitorContext, visitorUserAgent } from './browser-helpers';
import { adminFetchSession } from './fetch-session';
import { chromiumFlags, chromiumPath } from '../../../tools/chromium';
import { startPlatform } from './platform';
import type { RunningPlatform } from './platform';

// Visitors of both demo sites, with and without analytics consent and as a bot, then what each
// site's statistics report holds (issue 13). The rollup runs every half second here.
let platform: RunningPlatform;
let browser: Browser;
const contexts: BrowserContext[] = [];
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(async () => {
  [platform, browser] = await Promise.all([
    startPlatform({
      env: { PLEIN_SEED_ADMIN_PASSWORD: seededAdmin.password, STATISTICS_ROLLUP_MS: '500' },
    }),
    // Beacons sent while a page unloads carry the browser's own user agent, not the context's:
    // the browser itself must name itself a visitor (HeadlessChrome counts as a bot).
    chromium.launch({
      executablePath: chromiumPath(),
      args: [...chromiumFlags, `--user-agent=${visitorUserAgent}`],
    }),
  ]);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await platform?.stop();
});

/** A visitor of `origin`; `analytics` adds consent to the analytical cookies. */
async function visitor(origin: string, options: { analytics?: boolean; bot?: boolean } = {}) {
  const context = options.bot
    ? await browser.newContext({ userAgent: googlebot, locale: 'nl-NL' })
    : await visitorContext(browser, origin);
  if (options.analytics) {
    await context.addCookies([
      {
        name: 'plein-consent',
        value: encodeURIComponent(
          JSON.stringify({ categories: ['required', 'analytical'], date: '2026-11-24' }),
        ),
        url: origin,
      },
    ]);
  }
  contexts.push(context);
  const page = await context.newPage();
  return {
    /** Opens the pages in turn, then leaves the last one (its beacon goes when it is hidden). */
    async visit(...paths: string[]) {
      for (const path of paths) {
        await page.goto(`${origin}${path}`);
        await page.locator('main').first().waitFor();
        // The collector is loaded after the page: a visitor who leaves sooner is not counted.
        await page.waitForLoadState('networkidle');
      }
      await page.goto('about:blank');
    },
  };
}

/** The site's report of today, once it holds `pageviews` page views (the rollup lags). */
async function reportOf(origin: string, pageviews: number): Promise<StatisticsReport> {
  const admin = await adminFetchSession(origin);
  let report: StatisticsReport | undefined;
  await expect
    .poll(
      async () => {
        const answer = await admin.send(
          'GET',
          `/api/statistics?from=${today()}&to=${today()}`,
          undefined,
        );
        report = (await answer.json()) as StatisticsReport;
        return report.totals?.pageviews;
      },
      { timeout: 20_000 },
    )
    .toBe(pageviews);
  return report!;
}

/** The statistics screen of today, as the site's administrator sees it. */
async function statisticsScreen(origin: string) {
  const context = await visitorContext(browser, origin, { bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, origin, seededAdmin, '/statistics');
  await acceptTermsIfAsked(page);
  await page.goto(`${origin}/statistics?range=today`);
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 2, name: 'Overzicht' }).waitFor();
  return {
    page,
    main,
    /** The number shown for a total (page views, visitors). */
    total: async (name: string) =>
      (
        await main
          .locator('.plein-statistics-totals > div', { hasText: name })
          .locator('.plein-statistics-totals__number')
          .textContent()
      )?.trim(),
  };
}

describe('visitor statistics', () => {
  it('counts each site’s visitors, searches, missing pages and web vitals, and never a bot', async () => {
    const demo = `http://localhost:${platform.port}`;
    const haven = `http://127.0.0.1:${platform.port}`;
    const consenting = await visitor(demo, { analytics: true });
    const other = await visitor(demo);
    const bot = await visitor(demo, { bot: true });
    const havenVisitor = await visitor(haven, { analytics: true });
    await consenting.visit('/', '/search?q=xyzzyplein', '/bestaat-niet');
    await other.visit('/');
    await bot.visit('/', '/search?q=robot');
    await havenVisitor.visit('/');

    const report = await reportOf(demo, 4);
    // Three pages of the visitor who consented, one of the other; the bot not at all.
    expect(report.totals).toEqual({ pageviews: 4, visitors: 1 });
    expect(report.pages.find((row) => row.key === '/')).toMatchObject({
      pageviews: 2,
      visitors: 1,
    });
    expect(report.searches).toEqual([{ query: 'xyzzyplein', count: 1, withoutResults: 1 }]);
    expect(report.notFound).toEqual([{ path: '/bestaat-niet', count: 1, referrers: [] }]);
    const homeVitals = report.vitals.filter((row) => row.path === '/');
    expect(homeVitals.map((row) => row.metric)).toEqual(expect.arrayContaining(['FCP', 'TTFB']));

    const havenReport = await reportOf(haven, 1);
    expect(havenReport.totals).toEqual({ pageviews: 1, visitors: 1 });
    expect(havenReport.searches).toEqual([]);
    expect(havenReport.notFound).toEqual([]);

    // The same figures on each site's statistics screen, and nothing of the other site's.
    const demoScreen = await statisticsScreen(demo);
    expect(await demoScreen.total('Paginaweergaven')).toBe('4');
    expect(await demoScreen.total('Bezoekers')).toBe('1');
    const search = demoScreen.main.getByRole('row').filter({ hasText: 'xyzzyplein' });
    await search.waitFor();
    expect(await search.textContent()).toContain('Niets gevonden');
    await demoScreen.main.getByRole('row').filter({ hasText: '/bestaat-niet' }).first().waitFor();
    // The web vitals measured on the home page, rated in words.
    const vitals = demoScreen.main
      .locator('#statistics-vitals-section')
      .getByRole('row')
      .filter({ hasText: /metingen?/ })
      .first();
    await vitals.waitFor();
    expect(await vitals.textContent()).toMatch(/Goed|Verbetering nodig|Slecht/);
    expect(await axeViolations(demoScreen.page)).toEqual([]);
    const havenScreen = await statisticsScreen(haven);
    expect(await havenScreen.total('Paginaweergaven')).toBe('1');
    expect(await havenScreen.main.textContent()).not.toContain('xyzzyplein');
    expect(await havenScreen.main.textContent()).not.toContain('/bestaat-niet');
  });
});
