import type { Page as ApiPage } from '@plein/api-client';
import { createDatabase } from '@plein/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { acceptTermsIfAsked, seededAdmin } from './admin-session';
import { callApi, signInThroughApi } from './api-session';
import { axeViolations, visitorContext } from './browser-helpers';
import type { PlatformStorage, RunningPlatform } from './platform';
import { launchChromium, startPlatform } from './platform';

// A page's history in the browser: two publications compared and the older one restored as the
// draft, who did what (on the page's history and for admins), and a preview link that expires.

const env = { PLEIN_SEED_ADMIN_PASSWORD: seededAdmin.password };
const pageName = 'geschiedenis-e2e';
const pageTitle = 'Geschiedenis';

let platform: RunningPlatform;
let browser: Browser;
let admin: BrowserContext;
let pageGuid: string;
const origin = () => `http://localhost:${platform.port}`;

const hero = (title: string) => ({
  buildingBlock: 'hero',
  layoutPosition: 'main',
  content: { title, text: '' },
});

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform({ env }), launchChromium()]);
  admin = await visitorContext(browser, origin(), { bypassCSP: true });
  await signInThroughApi(admin, origin(), seededAdmin.email, seededAdmin.password);
  const page = await callApi<ApiPage>(admin, origin(), 'POST', '/api/pages', {
    name: pageName,
    title: pageTitle,
    layout: '100',
  });
  pageGuid = page.guid;
  const block = await callApi<{ guid: string }>(
    admin,
    origin(),
    'POST',
    `/api/pages/${pageGuid}/blocks`,
    hero('Welkom bij ons'),
  );
  const publish = () =>
    callApi(admin, origin(), 'POST', `/api/pages/${pageGuid}/published`, { isPublished: true });
  await publish();
  await callApi(admin, origin(), 'PUT', `/api/buildingblockinstance/${block.guid}`, {
    content: { title: 'Welkom bij het team', text: '' },
  });
  await publish();
}, 180_000);
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await platform?.stop();
});

/** The editor of the page, its history drawer open. */
async function openHistory(): Promise<Page> {
  const page = await admin.newPage();
  await page.goto(`${origin()}/${pageName}/edit`, { waitUntil: 'networkidle' });
  await acceptTermsIfAsked(page);
  await page.getByRole('main').getByRole('button', { name: 'Geschiedenis' }).click();
  await page.getByRole('dialog', { name: 'Geschiedenis' }).waitFor();
  return page;
}

/** Runs `work` on the platform's database; PGlite's folder opens only while the platform is stopped. */
async function withDatabase(
  storage: PlatformStorage,
  work: (knex: ReturnType<typeof createDatabase>['knex']) => Promise<void>,
) {
  const db = createDatabase(
    storage.databaseUrl ? { databaseUrl: storage.databaseUrl } : { dataDir: storage.dataDir },
  );
  try {
    await work(db.knex);
  } finally {
    await db.close();
  }
}

describe('the history of a page', () => {
  it('compares two versions with the changed words marked, and restores the older one as the draft', async () => {
    const page = await openHistory();
    const history = page.getByRole('dialog', { name: 'Geschiedenis' });
    const versions = history.getByRole('region', { name: 'Versies' });
    await versions.getByText('Versie 2', { exact: true }).waitFor();
    await versions.getByText('Versie 1', { exact: true }).waitFor();

    const compare = history.getByRole('region', { name: 'Vergelijken' });
    await compare.getByLabel('Vergelijk').selectOption('1');
    await compare.getByLabel('met').selectOption('2');
    await compare.getByText('Verschillen: 1 blok gewijzigd.').waitFor();
    expect(await compare.locator('del').first().textContent()).toContain('ons');
    expect(await compare.locator('ins').first().textContent()).toContain('het team');
    expect(await axeViolations(page)).toEqual([]);

    await versions.getByRole('button', { name: 'Deze versie herstellen (versie 1)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Versie 1 herstellen?' });
    await confirm.getByRole('button', { name: 'Versie 1 herstellen' }).click();
    await confirm.waitFor({ state: 'detached' });

    // The draft is version 1 again; visitors keep version 2 until it is published.
    await page.getByRole('main').getByRole('heading', { name: 'Welkom bij ons' }).waitFor();
    await expect
      .poll(async () => {
        const response = await fetch(`${origin()}/${pageName}`);
        return response.ok && (await response.text()).includes('Welkom bij het team');
      })
      .toBe(true);

    // The page's activity says so, newest first, with who did it.
    if (!(await history.isVisible())) {
      await page.getByRole('main').getByRole('button', { name: 'Geschiedenis' }).click();
    }
    const activity = history.getByRole('region', { name: 'Activiteit' });
    const newest = activity.getByRole('listitem').first();
    await expect.poll(() => newest.textContent()).toContain('zette versie 1 terug als concept');
    expect(await activity.getByText(/publiceerde versie 2/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 90_000);

  it('shows admins what happened to every page on the pages screen, with a link to each', async () => {
    const page = await admin.newPage();
    await page.goto(`${origin()}/admin/pages`, { waitUntil: 'networkidle' });
    await acceptTermsIfAsked(page);
    const recent = page.getByRole('region', { name: 'Recente activiteit' });
    const newest = recent.getByRole('listitem').first();
    await newest.waitFor();
    expect(await newest.textContent()).toContain('zette versie 1 terug als concept');
    expect(await newest.getByRole('link', { name: pageTitle }).getAttribute('href')).toBe(
      `/${pageName}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it('stops showing the draft through a preview link once the link has expired', async () => {
    const link = await callApi<{ id: string; url: string }>(
      admin,
      origin(),
      'POST',
      `/api/pages/${pageGuid}/preview-links`,
      { expiresInHours: 1 },
    );
    const reviewer = await visitorContext(browser, origin(), { bypassCSP: true });
    const page = await reviewer.newPage();
    const shown = await page.goto(`${origin()}${link.url}`, { waitUntil: 'networkidle' });
    expect(shown?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Welkom bij ons' }).waitFor();

    // An hour passes for the link: its expiry is moved into the past while the platform is down
    // (the embedded database opens in one process at a time), then it starts again on the same data.
    const { storage } = platform;
    await platform.stop({ keepData: true });
    await withDatabase(storage, async (knex) => {
      const expired = await knex('page_preview_links')
        .where({ id: link.id })
        .update({
          created_at: knex.raw(`now() - interval '2 hours'`),
          expires_at: knex.raw(`now() - interval '1 hour'`),
        })
        .returning('id');
      expect(expired).toHaveLength(1);
    });
    platform = await startPlatform({ env, storage });

    const gone = await page.goto(`${origin()}${link.url}`, { waitUntil: 'networkidle' });
    expect(gone?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Voorbeeldlink niet gevonden' }).waitFor();
    expect(await page.content()).not.toContain('Welkom bij ons');
    expect(await axeViolations(page)).toEqual([]);
    await reviewer.close();
  }, 120_000);
});
