import type { Page as ApiPage } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { acceptTermsIfAsked, seededAdmin } from './admin-session';
import { callApi, signInThroughApi } from './api-session';
import { axeViolations, visitorContext } from './browser-helpers';
import type { RunningPlatform } from './platform';
import { launchChromium, startPlatform } from './platform';

// The admin pages table in the browser, in Dutch and English: search, filter, bulk-publish two
// pages (a third whose publish checks fail is reported), a visitor then sees them, axe finds
// nothing, and the screen is never wider than the viewport at 375 and 1440 px.

const env = { PLEIN_SEED_ADMIN_PASSWORD: seededAdmin.password };

let platform: RunningPlatform;
let browser: Browser;
let admin: BrowserContext;
const origin = () => `http://localhost:${platform.port}`;

/** The three unpublished pages each language's run works on; the last cannot be published. */
const runs = {
  nl: {
    query: 'Bulkpagina',
    pages: [
      { name: 'bulk-nl-een', title: 'Bulkpagina een' },
      { name: 'bulk-nl-twee', title: 'Bulkpagina twee' },
      { name: 'bulk-nl-kapot', title: 'Bulkpagina kapot' },
    ],
    texts: {
      toasts: 'Meldingen',
      table: "Alle pagina's",
      search: 'Zoeken op titel of naam',
      publication: 'Publicatie',
      unpublished: 'Niet gepubliceerd',
      actions: /^Acties voor /,
      legal: /^Juridische pagina's/,
      content: /^Inhoudspagina's/,
      select: (title: string) => `Selecteer ‘${title}’`,
      selected: '3 geselecteerd',
      bulk: 'Met de selectie',
      publish: 'Publiceren',
      done: "2 pagina's gepubliceerd.",
      failed: 'Niet gelukt: ‘Bulkpagina kapot’ (de controles voor publiceren vinden fouten',
    },
  },
  en: {
    query: 'Bulk page',
    pages: [
      { name: 'bulk-en-one', title: 'Bulk page one' },
      { name: 'bulk-en-two', title: 'Bulk page two' },
      { name: 'bulk-en-broken', title: 'Bulk page broken' },
    ],
    texts: {
      toasts: 'Notifications',
      table: 'All pages',
      search: 'Search by title or name',
      publication: 'Publication',
      unpublished: 'Not published',
      actions: /^Actions for /,
      legal: /^Legal pages/,
      content: /^Content pages/,
      select: (title: string) => `Select “${title}”`,
      selected: '3 selected',
      bulk: 'With the selection',
      publish: 'Publish',
      done: '2 pages published.',
      failed: 'Failed: “Bulk page broken” (the checks before publishing find errors',
    },
  },
} as const;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform({ env }), launchChromium()]);
  admin = await visitorContext(browser, origin(), { bypassCSP: true });
  await signInThroughApi(admin, origin(), seededAdmin.email, seededAdmin.password);
  for (const run of Object.values(runs)) {
    for (const [index, page] of run.pages.entries()) {
      const created = await callApi<ApiPage>(admin, origin(), 'POST', '/api/pages', {
        ...page,
        layout: '100',
      });
      // A title block without a title is an error of the checks before publishing.
      const title = index === 2 ? '' : page.title;
      await callApi(admin, origin(), 'POST', `/api/pages/${created.guid}/blocks`, {
        buildingBlock: 'hero',
        layoutPosition: 'main',
        content: { title, text: '' },
      });
    }
  }
}, 180_000);
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await platform?.stop();
});

/** How much wider than the viewport the document is (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the admin pages table', () => {
  for (const language of ['nl', 'en'] as const) {
    const { query, pages, texts } = runs[language];

    it(`searches, filters and bulk-publishes pages a visitor then sees (${language})`, async () => {
      const page = await admin.newPage();
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${origin()}/admin/pages?lang=${language}`, { waitUntil: 'networkidle' });
      // The Dutch run accepts the terms for the admin; the English run is not asked again.
      if (language === 'nl') await acceptTermsIfAsked(page);
      const main = page.getByRole('main');
      const table = main.getByRole('table', { name: texts.table });
      const titles = () => table.getByRole('rowheader').allTextContents();

      // Legal pages are listed apart from content pages.
      await main.getByRole('radio', { name: texts.legal }).check();
      await expect
        .poll(async () => (await table.getByRole('cell').allTextContents()).join(' '))
        .toContain('legal-privacy-');
      expect(await titles()).not.toContain(pages[0].title);
      await main.getByRole('radio', { name: texts.content }).check();

      await main.getByRole('searchbox', { name: texts.search }).fill(query);
      await main.getByLabel(texts.publication).selectOption({ label: texts.unpublished });
      await expect.poll(titles).toEqual(pages.map((one) => one.title).sort());
      // The address keeps the search and filter: a reload shows the same list.
      await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('unpublished');
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(titles).toEqual(pages.map((one) => one.title).sort());
      expect(await main.getByRole('searchbox', { name: texts.search }).inputValue()).toBe(query);

      for (const one of pages) {
        await table.getByRole('checkbox', { name: texts.select(one.title) }).check();
      }
      await main.getByText(texts.selected).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await main
        .getByRole('group', { name: texts.bulk })
        .getByRole('button', { name: texts.publish, exact: true })
        .click();
      const toasts = page.getByRole('status', { name: texts.toasts });
      await expect.poll(() => toasts.textContent()).toContain(texts.done);
      expect(await toasts.textContent()).toContain(texts.failed);
      // Only the page that could not be published is still unpublished (and selected).
      await expect.poll(titles).toEqual([pages[2].title]);
      expect(await axeViolations(page)).toEqual([]);

      // A visitor now gets the two published pages, and not the third.
      const visitor = await (await visitorContext(browser, origin())).newPage();
      for (const one of pages.slice(0, 2)) {
        const response = await visitor.goto(`${origin()}/${one.name}`);
        expect(response?.status(), one.name).toBe(200);
        await visitor.getByRole('heading', { level: 1, name: one.title }).waitFor();
      }
      expect((await fetch(`${origin()}/${pages[2].name}`)).status).toBe(404);
      await visitor.context().close();

      // Nothing is wider than the viewport, on a desktop or on a phone.
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 375, height: 800 });
      await main.getByRole('searchbox', { name: texts.search }).fill('');
      await main.getByLabel(texts.publication).selectOption({ index: 0 });
      await expect.poll(async () => (await titles()).length).toBeGreaterThan(3);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // A row's actions open on screen, also from a card.
      const toggle = table.getByRole('button', { name: texts.actions }).first();
      await toggle.click();
      const list = await page
        .locator(`[id="${(await toggle.getAttribute('aria-controls')) ?? ''}"]`)
        .boundingBox();
      expect(list?.x).toBeGreaterThanOrEqual(0);
      expect((list?.x ?? 0) + (list?.width ?? 0)).toBeLessThanOrEqual(375);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
