import type { Page as ApiPage, PageResponse, ListItemsPage, Role } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callApi, inviteAndSignIn, signInThroughApi } from './api-session';
import { axeViolations, visitorContext } from './browser-helpers';
import type { RunningPlatform } from './platform';
import { launchChromium, startPlatform } from './platform';

const adminPassword = 'e2e-admin-password-1';
const pageName = 'lijst-e2e';
const editor = {
  email: 'lieke.lijsten@example.org',
  password: 'een-lang-wachtwoord-4',
  firstName: 'Lieke',
  lastName: 'Lijsten',
};

let platform: RunningPlatform;
let browser: Browser;
let admin: BrowserContext;
let editorContext: BrowserContext;
let pageGuid: string;
const browserErrors: string[] = [];
const origin = () => `http://localhost:${platform.port}`;

beforeAll(async () => {
  [platform, browser] = await Promise.all([
    startPlatform({ env: { PLEIN_SEED_ADMIN_PASSWORD: adminPassword } }),
    launchChromium(),
  ]);
  admin = await visitorContext(browser, origin());
  await signInThroughApi(admin, origin(), 'admin@plein.test', adminPassword);
  const role = await callApi<Role>(admin, origin(), 'POST', '/api/roles', { name: 'Lijsten' });
  editorContext = await visitorContext(browser, origin(), { bypassCSP: true });
  await inviteAndSignIn(admin, editorContext, origin(), {
    ...editor,
    isContentManager: true,
    roleIds: [role.guid],
  });
  const created = await callApi<ApiPage>(admin, origin(), 'POST', '/api/pages', {
    name: pageName,
    title: 'Lijstenpagina',
    layout: '100',
    editPermission: 'Roles',
    editRoles: [role.guid],
  });
  pageGuid = created.guid;
}, 180_000);
afterAll(async () => {
  for (const context of [admin, editorContext]) await context?.close();
  await browser?.close();
  await platform?.stop();
});

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('status', { name: 'Meldingen' });

async function listBlockGuid(): Promise<string> {
  const { page } = await callApi<PageResponse>(admin, origin(), 'GET', `/api/pages/${pageGuid}`);
  const block = page.buildingBlockInstances.find((b) => b.buildingBlock === 'list');
  if (!block) throw new Error('no list block');
  return block.guid;
}
const editorTitles = async (blockGuid: string) =>
  (
    await callApi<ListItemsPage>(admin, origin(), 'GET', `/api/listitem/list/${blockGuid}/all`)
  ).items.map((item) => item.title);

describe('managing list items in the page editor', () => {
  it('lets a content manager add, reorder, delete and undo; visitors see the new order', async () => {
    const screen = await editorContext.newPage();
    screen.on('pageerror', (error) => browserErrors.push(error.message));
    screen.on('console', (message) => {
      if (message.type() === 'error') browserErrors.push(message.text());
    });
    await screen.goto(`${origin()}/${pageName}/edit`, { waitUntil: 'networkidle' });

    await main(screen).getByRole('button', { name: 'Blok toevoegen (Hoofdkolom)' }).click();
    const picker = screen.getByRole('dialog', { name: 'Blok toevoegen' });
    await picker.getByRole('button', { name: 'Lijst', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    const frame = main(screen).getByRole('group', {
      name: 'Lijst, plaats 1 van 1 in Hoofdkolom',
      exact: true,
    });
    await frame.getByRole('button', { name: 'Items beheren' }).click();
    const drawer = screen.getByRole('dialog', { name: 'Items van Lijst' });
    await drawer.getByText('Deze lijst heeft nog geen items.').waitFor();

    for (const title of ['Alpha bericht', 'Bravo bericht']) {
      await drawer.getByRole('button', { name: 'Item toevoegen' }).click();
      await drawer.getByLabel('Titel').fill(title);
      await drawer.getByLabel('Soort item').fill('Nieuws');
      await drawer.getByLabel('Tekst').fill(`De tekst van ${title}.`);
      await drawer.getByRole('button', { name: 'Opslaan' }).click();
      await drawer.getByText(title, { exact: true }).waitFor();
    }
    const blockGuid = await listBlockGuid();
    expect(await editorTitles(blockGuid)).toEqual(['Alpha bericht', 'Bravo bericht']);
    expect(await axeViolations(screen)).toEqual([]);

    await drawer.getByRole('button', { name: '‘Bravo bericht’ omhoog' }).click();
    await expect.poll(() => editorTitles(blockGuid)).toEqual(['Bravo bericht', 'Alpha bericht']);
    await expect
      .poll(() =>
        drawer
          .getByRole('button', { name: '‘Bravo bericht’ omlaag' })
          .evaluate((button) => button === document.activeElement),
      )
      .toBe(true);

    await drawer.getByRole('button', { name: '‘Alpha bericht’ verwijderen' }).click();
    await expect.poll(() => editorTitles(blockGuid)).toEqual(['Bravo bericht']);
    await toasts(screen).getByText('Item ‘Alpha bericht’ is verwijderd.').waitFor();
    await drawer.getByText('Item ‘Alpha bericht’ is verwijderd.').waitFor();
    await drawer.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect.poll(() => editorTitles(blockGuid)).toEqual(['Bravo bericht', 'Alpha bericht']);
    // In the list again (the trash below may still name it until it has been read anew).
    await drawer
      .getByRole('list', { name: 'Items van de lijst' })
      .getByText('Alpha bericht', { exact: true })
      .waitFor();
    expect(browserErrors).toEqual([]);
    await screen.close();

    // The list sorts by the manual order and shows ten items; the page goes live.
    await callApi(admin, origin(), 'POST', `/api/buildingblockinstance/${blockGuid}/options`, {
      defaultSortBy: 'position_asc',
      defaultItemsPerPage: '10',
    });
    await callApi(admin, origin(), 'POST', `/api/pages/${pageGuid}/published`, {
      isPublished: true,
    });

    const response = await fetch(`${origin()}/${pageName}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.indexOf('Bravo bericht')).toBeGreaterThan(-1);
    expect(html.indexOf('Alpha bericht')).toBeGreaterThan(html.indexOf('Bravo bericht'));

    const visitor = await visitorContext(browser, origin());
    let itemUrl = '';
    try {
      const page = await visitor.newPage();
      await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Alpha bericht' }).click();
      await page.waitForURL(/\/lijst-e2e\/i\/[0-9a-f-]+\/alpha-bericht$/);
      itemUrl = page.url();
      await page.getByRole('heading', { level: 1, name: 'Alpha bericht' }).waitFor();
      expect(await page.getByText('De tekst van Alpha bericht.').count()).toBe(1);
    } finally {
      await visitor.close();
    }

    // A change of a published item is its draft: visitors (and the cached page) keep the item
    // until the editor publishes the change.
    const again = await editorContext.newPage();
    await again.goto(`${origin()}/${pageName}/edit`, { waitUntil: 'networkidle' });
    await main(again).getByRole('button', { name: 'Items beheren' }).click();
    const items = again.getByRole('dialog', { name: 'Items van Lijst' });
    await items.getByRole('button', { name: '‘Alpha bericht’ bewerken' }).click();
    await items.getByLabel('Titel').fill('Alpha bericht, herzien');
    await items.getByRole('button', { name: 'Opslaan als concept' }).click();
    await items
      .getByText(/Niet-gepubliceerde wijzigingen \(gewijzigd door Lieke Lijsten/)
      .waitFor();
    expect(await axeViolations(again)).toEqual([]);
    // Its editor sees the draft at the item's own address, marked as such.
    const itemTab = await editorContext.newPage();
    await itemTab.goto(itemUrl, { waitUntil: 'networkidle' });
    await itemTab.getByRole('heading', { level: 1, name: 'Alpha bericht, herzien' }).waitFor();
    await itemTab
      .getByText('Concept — u ziet wijzigingen van dit item die bezoekers nog niet zien.')
      .waitFor();
    expect(await axeViolations(itemTab)).toEqual([]);
    await itemTab.close();
    const visible = async () =>
      (await (await fetch(`${origin()}/${pageName}`)).text()).includes('herzien');
    expect(await visible()).toBe(false);
    await items
      .getByRole('button', { name: 'Wijzigingen van ‘Alpha bericht, herzien’ publiceren' })
      .click();
    await expect.poll(visible).toBe(true);
    await expect.poll(() => items.getByText(/Niet-gepubliceerde wijzigingen/).count()).toBe(0);

    // Both publications are in the item's history; the first comes back as the draft.
    await items.getByRole('button', { name: '‘Alpha bericht, herzien’ bewerken' }).click();
    const history = items.getByRole('region', { name: 'Geschiedenis van dit item' });
    await history.getByText('1 veld verschilt.').waitFor();
    expect(await history.getByRole('deletion').count()).toBe(0);
    expect(await history.locator('ins').textContent()).toBe('toegevoegd: , herzien');
    expect(await axeViolations(again)).toEqual([]);
    await history.getByRole('button', { name: 'Deze versie herstellen (versie 1)' }).click();
    await again
      .getByRole('dialog', { name: 'Versie 1 herstellen?' })
      .getByRole('button', { name: 'Versie 1 herstellen' })
      .click();
    await items
      .getByRole('button', { name: 'Wijzigingen van ‘Alpha bericht’ publiceren' })
      .waitFor();
    expect(await visible()).toBe(true);
    expect(browserErrors).toEqual([]);
    await again.close();
  }, 180_000);
});
