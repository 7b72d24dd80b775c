import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, isBeaconCall, visitorContext, visitorUserAgent } from './browser-helpers';
import { seededAdmin } from './admin-session';
import type { RunningPlatform } from './platform';
import { launchChromium, startPlatform } from './platform';

let platform: RunningPlatform;
let browser: Browser;
const origin = (host: string) => `http://${host}:${platform.port}`;

beforeAll(async () => {
  [platform, browser] = await Promise.all([
    startPlatform({ env: { PLEIN_SEED_ADMIN_PASSWORD: seededAdmin.password } }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A visitor's page on a host, collecting the API calls it makes. */
async function visit(host: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await visitorContext(browser, origin(host), { bypassCSP: true });
  if (options.javaScriptEnabled === false) {
    await context.close();
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'nl-NL',
      userAgent: visitorUserAgent,
    });
    return {
      page: await noScript.newPage(),
      apiCalls: [] as string[],
      close: () => noScript.close(),
    };
  }
  const page = await context.newPage();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !isBeaconCall(pathname)) apiCalls.push(pathname);
  });
  return { page, apiCalls, close: () => context.close() };
}

const demoList = (page: Page) => page.getByRole('region', { name: 'Laatste berichten' });
const pagination = (page: Page) => demoList(page).getByRole('navigation', { name: 'Paginering' });

describe('a visitor of the demo list on /nieuws', () => {
  it('gets page 2 rendered on the server from the URL, without JavaScript', async () => {
    const first = await fetch(`${origin('127.0.0.1')}/nieuws`);
    const html = await first.text();
    // The pager links land on the list (issue 31.19): their fragment is the list's section.
    const pageTwo = /href="(\/nieuws\?page-[0-9a-f-]+=2#list-[0-9a-f-]+)"/.exec(html)?.[1];
    expect(pageTwo).toBeTruthy();
    const { page, close } = await visit('127.0.0.1', { javaScriptEnabled: false });
    try {
      const response = await page.goto(`${origin('127.0.0.1')}${pageTwo}`);
      expect(response?.status()).toBe(200);
      await expect(demoList(page).getByText('6-10 van 11').count()).resolves.toBe(1);
      const current = pagination(page).locator('[aria-current="page"]');
      expect((await current.textContent())?.trim()).toBe('Pagina 2');
      // Without JavaScript the browser scrolls to the fragment: the list starts near the top.
      expect(await demoList(page).getAttribute('id')).toBe(pageTwo?.split('#')[1]);
      const top = await demoList(page).evaluate((list) => list.getBoundingClientRect().top);
      expect(Math.abs(top)).toBeLessThan(200);
    } finally {
      await close();
    }
  });

  it('pages through links, opens an item by its slug, and a wrong slug goes to the right one', async () => {
    const { page, apiCalls, close } = await visit('127.0.0.1');
    try {
      await page.goto(`${origin('127.0.0.1')}/nieuws`, { waitUntil: 'networkidle' });
      expect(apiCalls).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await pagination(page).getByRole('link', { name: 'Pagina 3' }).click();
      await page.waitForURL(/page-[0-9a-f-]+=3/);
      await demoList(page).getByText('11-11 van 11').waitFor();
      // A visitor's page 3 is a document the server rendered (issue 11): the browser asks nothing.
      expect(apiCalls).toEqual([]);

      await demoList(page)
        .getByRole('link', { name: 'Museum toont scheepsmodellen uit de Gouden Eeuw' })
        .click();
      await page.waitForURL(
        /\/nieuws\/i\/[0-9a-f-]+\/museum-toont-scheepsmodellen-uit-de-gouden-eeuw$/,
      );
      await page
        .getByRole('heading', { level: 1, name: 'Museum toont scheepsmodellen uit de Gouden Eeuw' })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const itemUrl = new URL(page.url());
      const wrong = itemUrl.pathname.replace(/\/[^/]+$/, '/Verkeerde-Titel');
      const redirected = await fetch(`${origin('127.0.0.1')}${wrong}`, { redirect: 'manual' });
      expect(redirected.status).toBe(302);
      expect(redirected.headers.get('location')).toBe(itemUrl.pathname);
      await page.goto(`${origin('127.0.0.1')}${wrong}`);
      expect(new URL(page.url()).pathname).toBe(itemUrl.pathname);

      const missing = await fetch(
        `${origin('127.0.0.1')}/nieuws/i/00000000-0000-4000-8000-000000000000/x`,
      );
      expect(missing.status).toBe(404);
    } finally {
      await close();
    }
  });

  it('finds an item through the header search field, in this tenant only', async () => {
    const { page, close } = await visit('127.0.0.1');
    try {
      await page.goto(`${origin('127.0.0.1')}/nieuws`, { waitUntil: 'networkidle' });
      const field = page
        .getByRole('search', { name: 'Zoeken op de site' })
        .getByLabel('Zoek op de site');
      await field.fill('fietsbrug');
      await field.press('Enter');
      await page.waitForURL(/\/search\?q=fietsbrug/);
      const result = page.getByRole('link', {
        name: 'Nieuwe fietsbrug over de Binnenhaven geopend',
      });
      await result.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await result.click();
      await page
        .getByRole('heading', { level: 1, name: 'Nieuwe fietsbrug over de Binnenhaven geopend' })
        .waitFor();
      expect(new URL(page.url()).pathname).toMatch(
        /^\/nieuws\/i\/[0-9a-f-]+\/nieuwe-fietsbrug-over-de-binnenhaven-geopend$/,
      );

      const typo = await fetch(`${origin('127.0.0.1')}/search?q=fietsbrgu`);
      expect(await typo.text()).toContain('Bedoelde u iets anders?');
      const other = await fetch(`${origin('localhost')}/search?q=fietsbrug`);
      const otherHtml = await other.text();
      expect(otherHtml).toContain('Niets gevonden voor');
      expect(otherHtml).not.toContain('Binnenhaven');
    } finally {
      await close();
    }
  });
});
