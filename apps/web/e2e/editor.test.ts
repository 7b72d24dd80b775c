import type { Page as ApiPage, PageResponse, Role } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callApi, inviteAndSignIn, signInThroughApi } from './api-session';
import { axeViolations, visitorContext, visitorUserAgent } from './browser-helpers';
import type { RunningPlatform } from './platform';
import { launchChromium, startPlatform } from './platform';
import { gradientPng, pngSize } from './png';

const adminEmail = 'admin@plein.test';
const adminPassword = 'e2e-admin-password-1';
const pageName = 'redactie-e2e';
const pageTitle = 'Redactiepagina';
const editor = {
  email: 'rita.redacteur@example.org',
  password: 'een-lang-wachtwoord-2',
  firstName: 'Rita',
  lastName: 'Redacteur',
};
const outsider = {
  email: 'otto.buiten@example.org',
  password: 'een-lang-wachtwoord-3',
  firstName: 'Otto',
  lastName: 'Buiten',
};

let platform: RunningPlatform;
let browser: Browser;
let admin: BrowserContext;
let editorContext: BrowserContext;
let outsiderContext: BrowserContext;
let pageGuid: string;
let editRoleGuid: string;
/** The editor at work, one page for the whole file (the steps build on each other). */
let screen: Page;
/** Errors the editor's page logged (hydration mismatches, failed calls, exceptions). */
const browserErrors: string[] = [];
const origin = () => `http://localhost:${platform.port}`;
const otherTenant = () => `http://127.0.0.1:${platform.port}`;

beforeAll(async () => {
  [platform, browser] = await Promise.all([
    startPlatform({ env: { PLEIN_SEED_ADMIN_PASSWORD: adminPassword } }),
    launchChromium(),
  ]);
  admin = await visitorContext(browser, origin());
  await signInThroughApi(admin, origin(), adminEmail, adminPassword);
  const role = await callApi<Role>(admin, origin(), 'POST', '/api/roles', { name: 'Redactie' });
  editRoleGuid = role.guid;
  editorContext = await visitorContext(browser, origin(), { bypassCSP: true });
  outsiderContext = await visitorContext(browser, origin(), { bypassCSP: true });
  await inviteAndSignIn(admin, editorContext, origin(), {
    ...editor,
    isContentManager: true,
    roleIds: [role.guid],
  });
  await inviteAndSignIn(admin, outsiderContext, origin(), { ...outsider, isContentManager: true });
  const created = await callApi<ApiPage>(admin, origin(), 'POST', '/api/pages', {
    name: pageName,
    title: pageTitle,
    layout: '100',
    editPermission: 'Roles',
    editRoles: [role.guid],
  });
  pageGuid = created.guid;
  screen = await editorContext.newPage();
  screen.on('pageerror', (error) => browserErrors.push(error.message));
  screen.on('console', (message) => {
    if (message.type() === 'error') browserErrors.push(message.text());
  });
}, 180_000);
afterAll(async () => {
  for (const context of [admin, editorContext, outsiderContext]) await context?.close();
  await browser?.close();
  await platform?.stop();
});

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('status', { name: 'Meldingen' });
const drawer = (page: Page, name: string) => page.getByRole('dialog', { name });
const frame = (page: Page, name: string) => main(page).getByRole('group', { name, exact: true });
/** The guid of the page's opening block (its hero). */
const heroGuid = async () =>
  (await savedPage()).buildingBlockInstances.find((block) => block.buildingBlock === 'hero')!.guid;
const savedPage = async () =>
  (await callApi<PageResponse>(admin, origin(), 'GET', `/api/pages/${pageGuid}`)).page;
const positions = async () =>
  Object.fromEntries(
    (await savedPage()).buildingBlockInstances.map((block) => [
      block.guid,
      `${block.buildingBlock}@${block.layoutPosition}`,
    ]),
  );

/** Adds a block of a type at a position through the picker; waits until it is saved. */
async function addBlock(page: Page, positionLabel: string, typeLabel: string) {
  await main(page)
    .getByRole('button', { name: `Blok toevoegen (${positionLabel})` })
    .click();
  const picker = drawer(page, 'Blok toevoegen');
  await picker.getByRole('button', { name: typeLabel, exact: true }).click();
  await picker.waitFor({ state: 'detached' });
  await expect
    .poll(() => toasts(page).getByText(`Blok ‘${typeLabel}’ is toegevoegd.`).count())
    .toBeGreaterThan(0);
}

/** Opens a frame's configure drawer, lets `fill` fill it and saves. */
async function configure(
  page: Page,
  frameName: string,
  heading: string,
  fill: (d: ReturnType<typeof drawer>) => Promise<void>,
) {
  await frame(page, frameName).getByRole('button', { name: 'Instellen' }).click();
  const panel = drawer(page, heading);
  await fill(panel);
  await panel.getByRole('button', { name: 'Opslaan' }).click();
  await panel.waitFor({ state: 'detached' });
}

/**
 * Publishes the page open in the editor and waits until the server has published it: the state
 * label changes at once (optimistically), the notification only once the write is answered.
 */
async function publishInEditor(page: Page) {
  const done = toasts(page).getByText(/^Publicatie van pagina .* is opgeslagen\.$/);
  const before = await done.count();
  await main(page).getByRole('button', { name: 'Publiceren' }).click();
  await expect.poll(() => done.count()).toBeGreaterThan(before);
  await main(page).getByText('Gepubliceerd', { exact: true }).waitFor();
}

async function fillRichText(panel: ReturnType<typeof drawer>, text: string) {
  const field = panel.getByRole('textbox', { name: 'Inhoud' });
  await field.click();
  await field.pressSequentially(text);
}

describe('the page editor', () => {
  it('lets a content manager with a matching role lay out, fill and publish a page', async () => {
    const response = await screen.goto(`${origin()}/${pageName}/edit`, {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(200);
    expect(await main(screen).getByRole('heading', { level: 1 }).first().textContent()).toBe(
      pageTitle,
    );
    expect(await main(screen).getByText('Niet gepubliceerd', { exact: true }).count()).toBe(1);

    await main(screen).getByLabel('Indeling').selectOption('25-50-25');
    await expect
      .poll(() => toasts(screen).getByText(`Pagina ‘${pageTitle}’ is opgeslagen.`).count())
      .toBe(1);
    expect((await savedPage()).layout).toBe('25-50-25');

    await addBlock(screen, 'Linkerkolom', 'Openingsblok');
    await configure(
      screen,
      'Openingsblok, plaats 1 van 1 in Linkerkolom',
      'Openingsblok instellen',
      (panel) => panel.getByLabel('Titel').fill('Welkom bij de redactie'),
    );
    await addBlock(screen, 'Hoofdkolom', 'Tekst');
    await configure(screen, 'Tekst, plaats 1 van 1 in Hoofdkolom', 'Tekst instellen', (panel) =>
      fillRichText(panel, 'Hier werkt de redactie aan het nieuws.'),
    );
    await addBlock(screen, 'Rechterkolom', 'Tekst');
    await configure(screen, 'Tekst, plaats 1 van 1 in Rechterkolom', 'Tekst instellen', (panel) =>
      fillRichText(panel, 'Mail de redactie via de contactpagina.'),
    );
    await expect
      .poll(async () => Object.values(await positions()).sort())
      .toEqual(['hero@side-left', 'rich-text@main', 'rich-text@side-right']);
    await expect
      .poll(async () =>
        JSON.stringify((await savedPage()).buildingBlockInstances.map((block) => block.content)),
      )
      .toMatch(/Welkom bij de redactie.*Hier werkt de redactie.*Mail de redactie/);

    await main(screen).getByRole('button', { name: 'Publiceren' }).click();
    await main(screen).getByText('Gepubliceerd', { exact: true }).waitFor();
    await expect.poll(async () => (await savedPage()).isPublished).toBe(true);
    expect(await axeViolations(screen)).toEqual([]);
    expect(browserErrors).toEqual([]);
  }, 120_000);

  it('shows the published page to an anonymous visitor, rendered on the server, on this tenant only', async () => {
    const response = await fetch(`${origin()}/${pageName}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Welkom bij de redactie');
    expect(html).toContain('Hier werkt de redactie aan het nieuws.');
    expect(html).toContain('Mail de redactie via de contactpagina.');
    expect(html).not.toContain('Blok toevoegen');

    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'nl-NL',
      userAgent: visitorUserAgent,
    });
    try {
      const page = await noScript.newPage();
      const visit = await page.goto(`${origin()}/${pageName}`);
      expect(visit?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(
        'Welkom bij de redactie',
      );
      expect(await page.getByRole('complementary').count()).toBe(2);
      expect(await page.getByRole('link', { name: 'Pagina bewerken' }).count()).toBe(0);
    } finally {
      await noScript.close();
    }

    const elsewhere = await fetch(`${otherTenant()}/${pageName}`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).not.toContain('Welkom bij de redactie');
  });

  it('shows the edit button on the page to its editor, leading to the editor', async () => {
    const page = await editorContext.newPage();
    try {
      await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
      const edit = page.getByRole('link', { name: 'Pagina bewerken' });
      await edit.click();
      await page.waitForURL(`${origin()}/${pageName}/edit`);
      await main(page).getByRole('button', { name: 'Offline halen' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('refuses a content manager without a matching role with the unauthorized page (403)', async () => {
    const page = await outsiderContext.newPage();
    try {
      const response = await page.goto(`${origin()}/${pageName}/edit`, {
        waitUntil: 'networkidle',
      });
      expect(response?.status()).toBe(403);
      expect(new URL(page.url()).pathname).toBe(`/${pageName}/edit`);
      expect(await page.locator('h1').first().textContent()).toBe('Geen toegang');
      expect(await page.getByRole('button', { name: 'Offline halen' }).count()).toBe(0);
      // The page itself shows, without an edit button.
      await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Welkom bij de redactie' }).waitFor();
      expect(await page.getByRole('link', { name: 'Pagina bewerken' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('redirects an edit route whose path has no page back to the path', async () => {
    const response = await editorContext.request.get(`${origin()}/bestaat-niet/edit`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/bestaat-niet');
  });

  it('brings a deleted block back with undo in the notification', async () => {
    await screen.goto(`${origin()}/${pageName}/edit`, { waitUntil: 'networkidle' });
    const right = 'Tekst, plaats 1 van 1 in Rechterkolom';
    await frame(screen, right).getByRole('button', { name: 'Verwijderen' }).click();
    await frame(screen, right).waitFor({ state: 'detached' });
    await expect
      .poll(() => toasts(screen).getByText('Blok ‘Tekst’ is verwijderd.').count())
      .toBe(1);
    await expect
      .poll(async () => Object.values(await positions()))
      .not.toContain('rich-text@side-right');
    await toasts(screen).getByRole('button', { name: 'Ongedaan maken' }).click();
    await frame(screen, right).waitFor();
    expect(await frame(screen, right).textContent()).toContain(
      'Mail de redactie via de contactpagina.',
    );
    await expect
      .poll(async () => Object.values(await positions()))
      .toContain('rich-text@side-right');
  });

  it('moves a block with the keyboard: a drag handle, Space, ArrowDown, Space', async () => {
    await screen.goto(`${origin()}/${pageName}/edit`, { waitUntil: 'networkidle' });
    const handle = frame(screen, 'Tekst, plaats 1 van 1 in Hoofdkolom').getByRole('button', {
      name: 'Tekst verplaatsen',
    });
    await handle.focus();
    // dnd-kit's live region speaks the user's language (polled, so a failure shows what it said).
    const liveRegion = screen.locator('[id^="DndLiveRegion"]');
    const spoken = (text: string) => expect.poll(() => liveRegion.textContent()).toBe(text);
    await screen.keyboard.press('Space');
    await spoken('Tekst opgepakt, plaats 1 van 1 in Hoofdkolom.');
    // dnd-kit measures the positions in the render after the pick-up; a key before that is lost.
    await screen.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await screen.keyboard.press('ArrowDown');
    await spoken('Tekst komt op plaats 1 van 1 in Onderaan.');
    await screen.keyboard.press('Space');
    await spoken('Tekst neergezet op plaats 1 van 1 in Onderaan.');
    await frame(screen, 'Tekst, plaats 1 van 1 in Onderaan').waitFor();
    await expect
      .poll(async () => Object.values(await positions()).sort())
      .toEqual(['hero@side-left', 'rich-text@bottom', 'rich-text@side-right']);
    await expect.poll(() => toasts(screen).getByText('Blok ‘Tekst’ is gewijzigd.').count()).toBe(1);
  });

  it('opens the drawer as a modal overlay under 1556 px and beside the page from 1556 px', async () => {
    const isModal = () => screen.locator('dialog').evaluate((element) => element.matches(':modal'));
    await screen.setViewportSize({ width: 1280, height: 900 });
    await main(screen).getByRole('button', { name: 'Pagina-instellingen' }).click();
    const settings = drawer(screen, 'Pagina-instellingen');
    await settings.waitFor();
    expect(await isModal()).toBe(true);
    expect(await axeViolations(screen)).toEqual([]);
    await screen.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    expect(
      await main(screen)
        .getByRole('button', { name: 'Pagina-instellingen' })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);

    await screen.setViewportSize({ width: 1600, height: 900 });
    await main(screen).getByRole('button', { name: 'Pagina-instellingen' }).click();
    await settings.waitFor();
    expect(await isModal()).toBe(false);
    await settings.getByLabel('Titel').fill('Redactie en nieuws');
    await settings.getByRole('button', { name: 'Opslaan' }).click();
    await settings.waitFor({ state: 'detached' });
    await expect.poll(async () => (await savedPage()).title).toBe('Redactie en nieuws');
    expect(browserErrors).toEqual([]);
  });

  it('uploads an image into an image block, and visitors get it at its size from the image service', async () => {
    await screen.goto(`${origin()}/${pageName}/edit`, { waitUntil: 'networkidle' });
    await addBlock(screen, 'Hoofdkolom', 'Afbeelding');
    await configure(
      screen,
      'Afbeelding, plaats 1 van 1 in Hoofdkolom',
      'Afbeelding instellen',
      async (panel) => {
        await panel.locator('input[type=file]').setInputFiles({
          name: 'haven.png',
          mimeType: 'image/png',
          buffer: gradientPng(1600, 900),
        });
        await panel.getByRole('img', { name: 'Gekozen afbeelding' }).waitFor();
        await panel.getByLabel('Alternatieve tekst', { exact: true }).fill('De haven bij avond');
      },
    );
    await expect
      .poll(async () =>
        (await savedPage()).buildingBlockInstances.find((b) => b.buildingBlock === 'image'),
      )
      .toMatchObject({ content: { alt: 'De haven bij avond', width: 1600, height: 900 } });
    await publishInEditor(screen);

    const html = await (await fetch(`${origin()}/${pageName}`)).text();
    const img = /<img[^>]*alt="De haven bij avond"[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toMatch(/width="1600"/);
    expect(img).toMatch(/height="900"/);
    const src = /src="([^"]+)"/.exec(img)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(src).toMatch(/^\/a\/[0-9a-f-]{36}\?/);
    const variant = await fetch(`${origin()}${src}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    const guid = /^\/a\/([0-9a-f-]{36})/.exec(src)?.[1] ?? '';
    // 400 is not on the size ladder: the service answers the next step up, in proportion.
    const small = await fetch(`${origin()}/a/${guid}?width=400&format=png`);
    expect(pngSize(Buffer.from(await small.arrayBuffer()))).toEqual({ width: 480, height: 270 });
    expect(browserErrors).toEqual([]);
  }, 60_000);

  it('keeps an edit of the published page from visitors, and from every cache, until it is published', async () => {
    const visitorHtml = async () => (await fetch(`${origin()}/${pageName}`)).text();
    const visitorApi = async () =>
      (await (await fetch(`${origin()}/api/pages/${pageGuid}`)).json()) as PageResponse;
    // Both caches hold the published page before the edit.
    await visitorHtml();
    await visitorApi();

    await screen.goto(`${origin()}/${pageName}/edit`, { waitUntil: 'networkidle' });
    await configure(
      screen,
      'Openingsblok, plaats 1 van 1 in Linkerkolom',
      'Openingsblok instellen',
      (panel) => panel.getByLabel('Titel').fill('Welkom, half af'),
    );
    await main(screen)
      .getByText('Gepubliceerd, met niet-gepubliceerde wijzigingen', { exact: true })
      .waitFor();
    for (let read = 0; read < 2; read += 1) {
      const html = await visitorHtml();
      expect(html).toContain('Welkom bij de redactie');
      expect(html).not.toContain('Welkom, half af');
      expect(JSON.stringify((await visitorApi()).page)).not.toContain('Welkom, half af');
    }

    // The editor sees the draft at the page's own address, marked as such.
    await screen.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
    await main(screen)
      .getByText('Concept — u ziet wijzigingen die bezoekers nog niet zien.')
      .waitFor();
    await main(screen).getByRole('heading', { name: 'Welkom, half af' }).waitFor();
    expect(await axeViolations(screen)).toEqual([]);

    await screen.goto(`${origin()}/${pageName}/edit`, { waitUntil: 'networkidle' });
    await publishInEditor(screen);
    const html = await visitorHtml();
    expect(html).toContain('Welkom, half af');
    expect(JSON.stringify((await visitorApi()).page)).toContain('Welkom, half af');
    expect(browserErrors).toEqual([]);
  }, 60_000);

  it('shows a reviewer without an account the draft through a preview link, until it is revoked', async () => {
    await callApi(admin, origin(), 'PUT', `/api/buildingblockinstance/${await heroGuid()}`, {
      content: { title: 'Welkom, voor de recensent', text: '' },
    });
    const link = await callApi<{ id: string; url: string }>(
      admin,
      origin(),
      'POST',
      `/api/pages/${pageGuid}/preview-links`,
      { expiresInHours: 24 },
    );
    const reviewer = await visitorContext(browser, origin(), { bypassCSP: true });
    try {
      const page = await reviewer.newPage();
      const response = await page.goto(`${origin()}${link.url}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toContain('no-store');
      await page.getByText(/^Voorbeeld van een concept/).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Welkom, voor de recensent' }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await axeViolations(page)).toEqual([]);
      // Visitors of the page itself still get the published version.
      expect(await (await fetch(`${origin()}/${pageName}`)).text()).not.toContain(
        'voor de recensent',
      );

      await callApi(admin, origin(), 'DELETE', `/api/pages/${pageGuid}/preview-links/${link.id}`);
      const gone = await page.goto(`${origin()}${link.url}`, { waitUntil: 'networkidle' });
      expect(gone?.status()).toBe(404);
      expect(await page.content()).not.toContain('voor de recensent');
    } finally {
      await reviewer.close();
    }
    await callApi(admin, origin(), 'DELETE', `/api/pages/${pageGuid}/draft`);
  }, 60_000);

  it('shows a second editor whose page is out of date the conflict, and reloads it', async () => {
    await screen.goto(`${origin()}/${pageName}/edit`, { waitUntil: 'networkidle' });
    // Another editor (the admin, through the API) saves the page meanwhile.
    const current = await savedPage();
    await callApi(admin, origin(), 'PUT', `/api/pages/${pageGuid}`, {
      name: current.name,
      title: 'Door de beheerder',
      layout: current.layout,
    });
    await expect.poll(async () => (await savedPage()).title).toBe('Door de beheerder');

    // Rita's editor still shows the older version: her save is refused, not silently merged.
    await main(screen).getByLabel('Indeling').selectOption('100');
    const conflict = screen.getByRole('dialog', { name: 'Deze pagina is intussen gewijzigd' });
    await conflict.waitFor();
    expect(await axeViolations(screen)).toEqual([]);
    expect((await savedPage()).layout).toBe('25-50-25');
    await conflict.getByRole('button', { name: 'Opnieuw laden' }).click();
    await conflict.waitFor({ state: 'detached' });
    await main(screen).getByRole('heading', { level: 1, name: 'Door de beheerder' }).waitFor();
    // Each change only once the editor shows what the previous one saved (its page is read
    // again after every write).
    const layout = main(screen).getByLabel('Indeling');
    await screen.waitForLoadState('networkidle');
    await layout.selectOption('100');
    await expect.poll(async () => (await savedPage()).layout).toBe('100');
    await screen.waitForLoadState('networkidle');
    await expect.poll(() => layout.inputValue()).toBe('100');
    await layout.selectOption('25-50-25');
    await expect.poll(async () => (await savedPage()).layout).toBe('25-50-25');
  }, 60_000);

  it('starts a template page with its title, and publishes it only while its opening block has one', async () => {
    await callApi(admin, origin(), 'POST', '/api/pages', {
      name: 'open-dag',
      title: 'Open dag',
      layout: '100',
      templateId: 'article',
      editPermission: 'Roles',
      editRoles: [editRoleGuid],
    });
    await screen.goto(`${origin()}/open-dag/edit`, { waitUntil: 'networkidle' });
    await main(screen).getByRole('heading', { level: 1, name: 'Open dag' }).first().waitFor();
    await configure(
      screen,
      'Openingsblok, plaats 1 van 1 in Bovenaan',
      'Openingsblok instellen',
      (panel) => panel.getByLabel('Titel').fill(''),
    );
    const checks = main(screen).getByRole('region', { name: 'Controle vóór publiceren' });
    await checks.getByText(/Het openingsblok heeft geen titel/).waitFor();
    const publish = main(screen).getByRole('button', { name: 'Publiceren' });
    expect(await publish.getAttribute('aria-disabled')).toBe('true');
    expect(await axeViolations(screen)).toEqual([]);
    // Pressed anyway, it leads to the problems instead of publishing.
    await publish.focus();
    await screen.keyboard.press('Enter');
    await expect.poll(() => screen.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    expect((await fetch(`${origin()}/open-dag`)).status).toBe(404);

    await checks.getByRole('button', { name: 'Ga naar het blok' }).first().click();
    await configure(
      screen,
      'Openingsblok, plaats 1 van 1 in Bovenaan',
      'Openingsblok instellen',
      (panel) => panel.getByLabel('Titel').fill('Open dag'),
    );
    await expect.poll(() => publish.getAttribute('aria-disabled')).toBeNull();
    await publishInEditor(screen);
    const html = await (await fetch(`${origin()}/open-dag`)).text();
    expect(html).toMatch(/<h1[^>]*>Open dag<\/h1>/);
  }, 60_000);

  it('saves what is typed to the draft by itself, so closing the tab loses nothing', async () => {
    const tab = await editorContext.newPage();
    await tab.goto(`${origin()}/open-dag/edit`, { waitUntil: 'networkidle' });
    await frame(tab, 'Openingsblok, plaats 1 van 1 in Bovenaan')
      .getByRole('button', { name: 'Instellen' })
      .click();
    const panel = drawer(tab, 'Openingsblok instellen');
    await panel.getByLabel('Titel').fill('Open dag op zaterdag');
    await panel.getByText(/^Concept bewaard om \d\d:\d\d\.$/).waitFor();
    expect(await axeViolations(tab)).toEqual([]);
    await tab.close();

    await screen.goto(`${origin()}/open-dag/edit`, { waitUntil: 'networkidle' });
    await main(screen).getByRole('heading', { level: 1, name: 'Open dag op zaterdag' }).waitFor();
    await main(screen)
      .getByText('Gepubliceerd, met niet-gepubliceerde wijzigingen', { exact: true })
      .waitFor();
    const html = await (await fetch(`${origin()}/open-dag`)).text();
    expect(html).toMatch(/<h1[^>]*>Open dag<\/h1>/);
  }, 60_000);

  it('shows the header images of the settings on every page, 1200 px wide and 600 px on mobile', async () => {
    const { accessToken } = await callApi<{ accessToken: string }>(
      admin,
      origin(),
      'GET',
      '/api/auth/token',
    );
    const upload = await admin.request.post(`${origin()}/a/upload?public`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      multipart: {
        Image: { name: 'kade.png', mimeType: 'image/png', buffer: gradientPng(2400, 800) },
      },
    });
    expect(upload.status()).toBe(201);
    const { guid } = (await upload.json()) as { guid: string };
    const headerImages = [
      { guid: crypto.randomUUID(), imageGuid: guid, title: 'De kade', text: '' },
    ];
    await callApi(admin, origin(), 'PUT', '/api/platformsettingvalues', [
      { key: 'headerImages', value: headerImages },
    ]);
    try {
      const html = await (await fetch(`${origin()}/${pageName}`)).text();
      const banner = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      expect(banner).toContain('De kade');
      const srcset = /srcSet="([^"]+)"|srcset="([^"]+)"/.exec(banner);
      const candidates = (srcset?.[1] ?? srcset?.[2] ?? '').replaceAll('&amp;', '&');
      expect(candidates).toContain(`/a/${guid}?width=600 600w`);
      expect(candidates).toContain(`/a/${guid}?width=1200 1200w`);
    } finally {
      await callApi(admin, origin(), 'PUT', '/api/platformsettingvalues', [
        { key: 'headerImages', value: [] },
      ]);
    }
  });
  it('moves a block one place per arrow key, past a tall block too', async () => {
    const errorsBefore = browserErrors.length;
    const created = await callApi<ApiPage>(admin, origin(), 'POST', '/api/pages', {
      name: 'volgorde-e2e',
      title: 'Volgorde',
      layout: '100',
      editPermission: 'Roles',
      editRoles: [editRoleGuid],
    });
    const long = Array.from({ length: 30 }, (_, n) => `<p>Alinea ${n + 1}.</p>`).join('');
    for (const block of [
      { buildingBlock: 'hero', content: { title: 'Volgorde', text: '' } },
      { buildingBlock: 'rich-text', content: { html: long } },
      { buildingBlock: 'list', content: { title: 'Lijst' } },
    ]) {
      await callApi(admin, origin(), 'POST', `/api/pages/${created.guid}/blocks`, {
        ...block,
        layoutPosition: 'main',
      });
    }
    await screen.goto(`${origin()}/volgorde-e2e/edit`, { waitUntil: 'networkidle' });
    // A slow device: a smooth scroll still moving when the block was picked up landed the second
    // arrow key a place off (as on a loaded CI machine); with the CPU ten times slower it did so
    // every time.
    const cdp = await screen.context().newCDPSession(screen);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
    try {
      const liveRegion = screen.locator('[id^="DndLiveRegion"]');
      const spoken = (text: string) => expect.poll(() => liveRegion.textContent()).toBe(text);
      const nextFrame = () =>
        screen.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      await frame(screen, 'Lijst, plaats 3 van 3 in Hoofdkolom')
        .getByRole('button', { name: 'Lijst verplaatsen' })
        .focus();
      await screen.keyboard.press('Space');
      await spoken('Lijst opgepakt, plaats 3 van 3 in Hoofdkolom.');
      await nextFrame();
      await screen.keyboard.press('ArrowUp');
      await spoken('Lijst komt op plaats 2 van 3 in Hoofdkolom.');
      await nextFrame();
      await screen.keyboard.press('ArrowUp');
      await spoken('Lijst komt op plaats 1 van 3 in Hoofdkolom.');
      await nextFrame();
      await screen.keyboard.press('ArrowDown');
      await spoken('Lijst komt op plaats 2 van 3 in Hoofdkolom.');
      await screen.keyboard.press('Space');
      await spoken('Lijst neergezet op plaats 2 van 3 in Hoofdkolom.');
      await frame(screen, 'Lijst, plaats 2 van 3 in Hoofdkolom').waitFor();
      await expect
        .poll(async () =>
          (
            await callApi<PageResponse>(admin, origin(), 'GET', `/api/pages/${created.guid}`)
          ).page.buildingBlockInstances
            .sort((x, y) => x.sortId - y.sortId)
            .map((block) => block.buildingBlock),
        )
        .toEqual(['hero', 'list', 'rich-text']);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
    expect(browserErrors.slice(errorsBefore)).toEqual([]);
  });

  it('schedules with a calendar whose weeks start on Monday, by keyboard and without axe violations', async () => {
    await screen.goto(`${origin()}/${pageName}/edit`, { waitUntil: 'networkidle' });
    await screen.getByRole('button', { name: 'Inplannen', exact: true }).click();
    const dialog = screen.getByRole('dialog', { name: 'Publicatie inplannen' });
    await dialog.getByRole('button', { name: 'Kalender voor Publiceren op openen' }).click();
    const calendar = dialog.getByRole('grid');
    await calendar.waitFor();
    expect(await calendar.locator('thead th').allTextContents()).toEqual([
      'ma',
      'di',
      'wo',
      'do',
      'vr',
      'za',
      'zo',
    ]);
    expect(await axeViolations(screen)).toEqual([]);
    // Focus starts on today; Enter picks it and hands focus back to the field.
    await screen.keyboard.press('Enter');
    const field = dialog.getByLabel('Datum').first();
    const today = await screen.evaluate(() => {
      const now = new Date();
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${pad(now.getDate())}-${pad(now.getMonth() + 1)}-${String(now.getFullYear())}`;
    });
    await expect.poll(() => field.inputValue()).toBe(today);
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
  });
});
