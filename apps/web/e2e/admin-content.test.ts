import type { MenuItem } from '@plein/api-client';
import { topLevelMenuName } from '@plein/api-client';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { acceptTermsIfAsked, createPlainUser, seededAdmin, signIn } from './admin-session';
import { axeViolations } from './browser-helpers';
import { platformForTests } from './test-platform';

const { origin, person } = platformForTests(seededAdmin.password);

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('status', { name: 'Meldingen' });

/** The top-level menu as a visitor's API answer has it: names, nested. */
async function menuNames(): Promise<unknown[]> {
  const response = await fetch(
    `${origin()}/api/menus:withName?name=${encodeURIComponent(topLevelMenuName)}`,
  );
  const shape = (items: MenuItem[]): unknown[] =>
    items.map((item) =>
      item.relatedMenuItems.length ? { [item.name]: shape(item.relatedMenuItems) } : item.name,
    );
  return shape((await response.json()) as MenuItem[]);
}

describe('an admin managing pages, the menu and settings', () => {
  let admin: Page;

  it('shows the three screens server-rendered, without axe violations', async () => {
    admin = await person();
    await signIn(admin, origin(), seededAdmin, '/admin/pages');
    await acceptTermsIfAsked(admin);
    for (const [path, heading] of [
      ['/admin/pages', "Pagina's"],
      ['/admin/menu', 'Menu'],
      ['/settings', 'Instellingen: Site'],
    ] as const) {
      const response = await admin.goto(`${origin()}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html, path).toContain(
        `<h1 class="plein-screen__title">${heading.replace("'", '&#x27;')}</h1>`,
      );
      expect(await axeViolations(admin), path).toEqual([]);
    }
    // The server already rendered the data: the seeded pages, menu items and settings.
    const pages = await (await admin.request.get(`${origin()}/admin/pages`)).text();
    expect(pages).toContain('over-ons');
    const menu = await (await admin.request.get(`${origin()}/admin/menu`)).text();
    expect(menu).toContain('Voorbeeldsite');
    const settings = await (await admin.request.get(`${origin()}/settings`)).text();
    expect(settings).toContain('value="Plein Demo"');
  }, 120_000);

  it('creates a page from a template and lands in its editor', async () => {
    await admin.goto(`${origin()}/admin/pages`, { waitUntil: 'networkidle' });
    await main(admin).getByRole('button', { name: 'Nieuwe pagina' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nieuwe pagina' });
    await dialog.getByLabel('Titel').fill('Open dag');
    expect(await dialog.getByLabel('Naam').inputValue()).toBe('open-dag');
    await dialog.getByLabel('Sjabloon').selectOption({ label: 'Artikel' });
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Pagina maken' }).click();
    await admin.waitForURL(`${origin()}/open-dag/edit`);
    await expect.poll(() => toasts(admin).textContent()).toContain('‘Open dag’ is toegevoegd.');

    await admin.goto(`${origin()}/admin/pages`, { waitUntil: 'networkidle' });
    const row = main(admin).getByRole('row', { name: /Open dag/ });
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['open-dag', '/open-dag', 'Niet gepubliceerd']),
    );
  }, 60_000);

  it('adds the page to the menu as an internal item and an external item, and saves', async () => {
    await admin.goto(`${origin()}/admin/menu`, { waitUntil: 'networkidle' });
    await main(admin).getByRole('button', { name: 'Onderdeel toevoegen' }).click();
    let dialog = admin.getByRole('dialog', { name: 'Onderdeel toevoegen' });
    await dialog.getByLabel('Naam in het menu').fill('Open dag');
    expect(await dialog.getByLabel('Adresdeel').inputValue()).toBe('open-dag');
    await dialog
      .getByLabel('Pagina')
      .selectOption({ label: 'Open dag (open-dag, niet gepubliceerd)' });
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await dialog.waitFor({ state: 'detached' });

    await main(admin).getByRole('button', { name: 'Onderdeel toevoegen' }).click();
    dialog = admin.getByRole('dialog', { name: 'Onderdeel toevoegen' });
    await dialog.getByLabel('Extern').check();
    await dialog.getByLabel('Naam in het menu').fill('Gemeente');
    await dialog.getByLabel('Webadres').fill('http://10.0.0.1/intranet');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await expect
      .poll(() => dialog.getByLabel('Webadres').getAttribute('aria-invalid'))
      .toBe('true');
    await dialog.getByLabel('Webadres').fill('https://www.example.org/gemeente');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(
      await main(admin).getByText('Er zijn wijzigingen die nog niet zijn opgeslagen.').count(),
    ).toBe(1);
    expect(await axeViolations(admin)).toEqual([]);
    await main(admin).getByRole('button', { name: 'Menu opslaan' }).click();
    await expect.poll(() => toasts(admin).textContent()).toContain('‘Hoofdmenu’ is opgeslagen.');
    await main(admin).getByText('Alle wijzigingen zijn opgeslagen.').waitFor();
    expect(await menuNames()).toEqual([
      'Home',
      'Over ons',
      'Voorbeeldsite',
      'Open dag',
      'Gemeente',
    ]);
  }, 60_000);

  it('publishes the page, and a visitor gets the new menu entries and the page from the server', async () => {
    await admin.goto(`${origin()}/admin/pages`, { waitUntil: 'networkidle' });
    await main(admin).getByRole('button', { name: 'Acties voor Open dag' }).click();
    await main(admin).getByRole('button', { name: 'Publiceren: Open dag' }).click();
    await expect.poll(() => toasts(admin).textContent()).toContain('‘Open dag’ is gewijzigd.');
    const row = main(admin).getByRole('row', { name: /Open dag/ });
    await row.getByText('Gepubliceerd', { exact: true }).waitFor();
    expect(await row.getByRole('cell', { name: '/open-dag', exact: true }).count()).toBe(1);

    const home = await fetch(`${origin()}/`);
    const homeHtml = await home.text();
    expect(homeHtml).toMatch(/<a[^>]*href="\/open-dag"[^>]*>Open dag<\/a>/);
    expect(homeHtml).toMatch(/<a[^>]*href="https:\/\/www\.example\.org\/gemeente"[^>]*>Gemeente/);
    const page = await fetch(`${origin()}/open-dag`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Open dag');

    const visitor = await person();
    await visitor.goto(`${origin()}/`, { waitUntil: 'networkidle' });
    await visitor.getByRole('navigation').getByRole('link', { name: 'Open dag' }).first().click();
    await visitor.waitForURL(`${origin()}/open-dag`);
    await expect.poll(() => visitor.title()).toMatch(/^Open dag/);
  }, 60_000);

  it('undoes a menu save by saving the previous menu back', async () => {
    await admin.goto(`${origin()}/admin/menu`, { waitUntil: 'networkidle' });
    await main(admin).getByRole('button', { name: 'Verwijderen: Gemeente' }).click();
    await main(admin).getByRole('button', { name: 'Omhoog: Open dag' }).click();
    await main(admin).getByRole('button', { name: 'Menu opslaan' }).click();
    await expect.poll(() => toasts(admin).textContent()).toContain('‘Hoofdmenu’ is opgeslagen.');
    expect(await menuNames()).toEqual(['Home', 'Over ons', 'Open dag', 'Voorbeeldsite']);

    await toasts(admin).getByRole('button', { name: 'Ongedaan maken' }).last().click();
    await expect
      .poll(() => toasts(admin).textContent())
      .toContain('‘Hoofdmenu’: de wijziging is teruggedraaid.');
    expect(await menuNames()).toEqual([
      'Home',
      'Over ons',
      'Voorbeeldsite',
      'Open dag',
      'Gemeente',
    ]);
    // The editor shows the restored menu, with nothing left to save.
    await main(admin).getByRole('button', { name: 'Bewerken: Gemeente' }).waitFor();
    expect(await main(admin).getByText('Alle wijzigingen zijn opgeslagen.').count()).toBe(1);
  }, 60_000);

  it('leaving the menu editor with an unsaved item asks first', async () => {
    await admin.goto(`${origin()}/admin/menu`, { waitUntil: 'networkidle' });
    await main(admin).getByRole('button', { name: 'Onderdeel toevoegen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Onderdeel toevoegen' });
    await dialog.getByLabel('Extern').check();
    await dialog.getByLabel('Naam in het menu').fill('Tijdelijk');
    await dialog.getByLabel('Webadres').fill('https://www.example.org/tijdelijk');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await dialog.waitFor({ state: 'detached' });

    const pagesLink = admin
      .getByRole('navigation', { name: 'Beheermenu' })
      .getByRole('link', { name: "Pagina's" });
    const question = admin.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await pagesLink.click();
    await question.waitFor();
    // The safe choice has the focus.
    expect(await admin.evaluate(() => document.activeElement?.textContent)).toBe('Blijven');
    expect(await axeViolations(admin)).toEqual([]);
    await question.getByRole('button', { name: 'Blijven' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(admin.url()).pathname).toBe('/admin/menu');
    await main(admin).getByRole('button', { name: 'Bewerken: Tijdelijk' }).waitFor();
    expect(
      await main(admin).getByText('Er zijn wijzigingen die nog niet zijn opgeslagen.').count(),
    ).toBe(1);

    await pagesLink.click();
    await question.getByRole('button', { name: 'Pagina verlaten' }).click();
    await admin.waitForURL(`${origin()}/admin/pages`);
    await main(admin).getByRole('heading', { level: 1, name: "Pagina's" }).waitFor();
    // Nothing was saved.
    expect(await menuNames()).toEqual([
      'Home',
      'Over ons',
      'Voorbeeldsite',
      'Open dag',
      'Gemeente',
    ]);
  }, 60_000);

  it('changes the platform name in settings and the header shows it', async () => {
    await admin.goto(`${origin()}/settings`, { waitUntil: 'networkidle' });
    await main(admin).getByLabel('Naam van de site').fill('Plein Proefsite');
    await main(admin).getByRole('button', { name: 'Instellingen opslaan' }).click();
    await expect
      .poll(() => toasts(admin).textContent())
      .toContain('‘Naam van de site’ is gewijzigd.');
    await admin.getByRole('banner').getByText('Plein Proefsite').waitFor();
    const home = await (await fetch(`${origin()}/`)).text();
    expect(home).toContain('Plein Proefsite');
  }, 60_000);

  it('sends a plain user to the unauthorized page at /admin/pages', async () => {
    const user = await person();
    const account = {
      email: 'gewone.gebruiker@example.org',
      password: 'een-lang-wachtwoord-2',
      firstName: 'Gewone',
      lastName: 'Gebruiker',
    };
    await createPlainUser(admin, user, origin(), account);
    await signIn(user, origin(), account, '/');
    const response = await user.goto(`${origin()}/admin/pages`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(403);
    expect(new URL(user.url()).pathname).toBe('/unauthorized');
    expect(await main(user).getByRole('heading', { level: 1 }).textContent()).toBe('Geen toegang');
  }, 90_000);
});
