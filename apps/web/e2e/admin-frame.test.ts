import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { acceptTermsIfAsked, seededAdmin } from './admin-session';
import { callApi, signInThroughApi } from './api-session';
import { axeViolations, visitorContext } from './browser-helpers';
import type { RunningPlatform } from './platform';
import { launchChromium, startPlatform } from './platform';
import { accountCategories } from '../src/identity/account-categories';
import { settingsSectionIds } from '../src/routing/settings-section-ids';
import { adminMenu } from '../src/screens/admin/frame/admin-navigation';

// The admin frame (issue 15, spec section 2) in Dutch and English, at 375 and 1440 px: admin
// screens show the platform's name, the two top entries, the admin menu with the current entry
// marked and a way back to the site, and none of the site's header, footer or breadcrumbs.

const env = { PLEIN_SEED_ADMIN_PASSWORD: seededAdmin.password };

let platform: RunningPlatform;
let browser: Browser;
let admin: BrowserContext;
const origin = () => `http://localhost:${platform.port}`;

const texts = {
  nl: {
    sections: 'Beheer en instellingen',
    admin: 'Beheer',
    settings: 'Instellingen',
    menu: 'Beheermenu',
    users: 'Gebruikers',
    roles: 'Rollen',
    rolesTitle: 'Rollen',
    toSite: 'Naar de site',
    siteNavigation: 'Hoofdmenu',
  },
  en: {
    sections: 'Admin and settings',
    admin: 'Admin',
    settings: 'Settings',
    menu: 'Admin menu',
    users: 'Users',
    roles: 'Roles',
    rolesTitle: 'Roles',
    toSite: 'Visit the site',
    siteNavigation: 'Main navigation',
  },
} as const;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform({ env }), launchChromium()]);
  admin = await visitorContext(browser, origin(), { bypassCSP: true });
  await signInThroughApi(admin, origin(), seededAdmin.email, seededAdmin.password);
}, 120_000);
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await platform?.stop();
});

/** How much wider than the viewport the document is (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const scrollPadding = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);

describe('the admin frame', () => {
  for (const language of ['nl', 'en'] as const) {
    const t = texts[language];

    it(`frames admin screens with the admin navigation instead of the site's parts (${language})`, async () => {
      const page = await admin.newPage();
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${origin()}/admin/users?lang=${language}`, { waitUntil: 'networkidle' });
      if (language === 'nl') await acceptTermsIfAsked(page);
      const banner = page.getByRole('banner');
      const sections = banner.getByRole('navigation', { name: t.sections });
      const menu = page.getByRole('navigation', { name: t.menu });

      const settings = await callApi<{ key: string; value: string }[]>(
        admin,
        origin(),
        'GET',
        '/api/platformsettingvalues',
      );
      const platformName = settings.find((setting) => setting.key === 'platformName')?.value;
      expect(platformName).toBeTruthy();
      await banner.getByText(platformName ?? '', { exact: true }).waitFor();
      expect(await sections.getByRole('link').allTextContents()).toEqual([t.admin, t.settings]);
      expect(await sections.getByRole('link', { name: t.admin }).getAttribute('aria-current')).toBe(
        'true',
      );
      expect(await menu.getByRole('link', { name: t.users }).getAttribute('aria-current')).toBe(
        'page',
      );
      // None of the site's header, footer or breadcrumbs.
      expect(await page.getByRole('navigation', { name: t.siteNavigation }).count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      expect(await page.locator('.plein-shell__breadcrumbs').count()).toBe(0);
      // The header is one row of 48 px (spec section 9); hash links land 108 px below the top.
      const height = (await banner.boundingBox())?.height ?? 0;
      expect(height).toBeGreaterThanOrEqual(48);
      expect(height).toBeLessThan(60);
      expect(await scrollPadding(page)).toBe('108px');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);

      // The menu navigates in the page: the frame stays, the mark moves, focus lands on the title.
      await menu.getByRole('link', { name: t.roles }).click();
      await page.waitForURL(`${origin()}/admin/roles`);
      await page.getByRole('heading', { level: 1, name: t.rolesTitle }).waitFor();
      await expect
        .poll(() => menu.getByRole('link', { name: t.roles }).getAttribute('aria-current'))
        .toBe('page');
      expect(await menu.getByRole('link', { name: t.users }).getAttribute('aria-current')).toBe(
        null,
      );
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

      await sections.getByRole('link', { name: t.settings }).click();
      await page.waitForURL(`${origin()}/settings`);
      await expect
        .poll(() => sections.getByRole('link', { name: t.settings }).getAttribute('aria-current'))
        .toBe('page');

      // On a phone the frame wraps and still fits; the header takes two rows, not more.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${origin()}/statistics`, { waitUntil: 'networkidle' });
      expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(2 * 48);
      // The user menu shows an icon there; its name stays for screen readers.
      expect(await banner.getByRole('button', { name: /Beheerder Plein/ }).count()).toBe(1);
      expect(await menu.getByRole('link', { name: /Statisti/ }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);

      // The way back to the site: its header and footer are back, with the public 88 px rule.
      await banner.getByRole('link', { name: t.toSite }).click();
      await page.waitForURL(`${origin()}/`);
      await page.getByRole('navigation', { name: t.siteNavigation }).first().waitFor();
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      expect(await scrollPadding(page)).toBe('88px');
      await page.close();
    }, 120_000);
  }

  it('shows a user in the five account categories under admin/users/{guid}/{category}', async () => {
    const me = await callApi<{ guid: string }>(admin, origin(), 'GET', '/api/profiles:loggedIn');
    const page = await admin.newPage();
    for (const [language, names] of [
      ['nl', ['Profiel', 'Voorkeuren', 'Activiteit', 'Privacy', 'Rechten en rollen']],
      ['en', ['Profile', 'Preferences', 'Activity', 'Privacy', 'Rights and roles']],
    ] as const) {
      for (const [index, category] of [
        'profile',
        'preferences',
        'activity',
        'privacy',
        'security',
      ].entries()) {
        const response = await page.goto(
          `${origin()}/admin/users/${me.guid}/${category}?lang=${language}`,
          { waitUntil: 'networkidle' },
        );
        expect(response?.status(), category).toBe(200);
        const main = page.getByRole('main');
        await main.getByRole('heading', { level: 2, name: names[index] }).first().waitFor();
        if (category === 'profile') {
          // The seeded admin's account was made by the operator (enumeration a).
          const origin = { nl: 'Aangemaakt door de beheerder', en: 'By the installation' };
          await main.getByText(origin[language], { exact: false }).waitFor();
        }
        expect(
          await page
            .getByRole('navigation', { name: texts[language].menu })
            .getByRole('link', { name: texts[language].users })
            .getAttribute('aria-current'),
        ).toBe('true');
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: 900 });
          expect(await overflow(page)).toBeLessThanOrEqual(0);
        }
        expect(await axeViolations(page), `${category} (${language})`).toEqual([]);
      }
    }
    // The sign-ins of this admin are in their activity.
    await page.goto(`${origin()}/admin/users/${me.guid}/activity`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThan(0);
    await page.close();
  }, 120_000);

  it('shows each part of the settings at its own address, fitting and axe clean (nl, en)', async () => {
    const page = await admin.newPage();
    for (const [language, names] of [
      ['nl', ['Site', 'Adressen', 'Kop', 'Navigatie', 'Voettekst', 'Kleuren', 'Koppelingen']],
      ['en', ['Site', 'Addresses', 'Header', 'Navigation', 'Footer', 'Colours', 'Integrations']],
    ] as const) {
      for (const [index, section] of settingsSectionIds.entries()) {
        await page.setViewportSize({ width: 1440, height: 900 });
        const response = await page.goto(`${origin()}/settings/${section}?lang=${language}`, {
          waitUntil: 'networkidle',
        });
        expect(response?.status(), section).toBe(200);
        // Each section has a heading and a document title of its own.
        const heading = `${texts[language].settings}: ${names[index]}`;
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
        expect(await page.title()).toMatch(new RegExp(`^${heading} `));
        const main = page.getByRole('main');
        await main.getByRole('group', { name: names[index] }).first().waitFor();
        expect(
          await main
            .getByRole('link', { name: names[index], exact: true })
            .getAttribute('aria-current'),
        ).toBe('page');
        if (section === 'header' || section === 'colours') {
          // The live preview shows the seeded site's header image.
          await main.getByRole('figure').locator('img').first().waitFor();
        }
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: 900 });
          expect(await overflow(page), `${section} at ${width}`).toBeLessThanOrEqual(0);
        }
        expect(await axeViolations(page), `${section} (${language})`).toEqual([]);
      }
    }
    expect((await page.goto(`${origin()}/settings/nope`))?.status()).toBe(404);
    await page.close();
  }, 180_000);

  it('shows every admin and account screen fitting 375 and 1440 px, axe clean (nl, en)', async () => {
    const page = await admin.newPage();
    const paths = [
      ...adminMenu.map((entry) => entry.href),
      ...accountCategories.map((category) => `/account/${category}`),
    ];
    for (const language of ['nl', 'en'] as const) {
      for (const path of paths) {
        await page.setViewportSize({ width: 1440, height: 900 });
        const response = await page.goto(`${origin()}${path}?lang=${language}`, {
          waitUntil: 'networkidle',
        });
        expect(response?.status(), path).toBe(200);
        expect(await page.locator('html').getAttribute('lang'), path).toBe(language);
        await page.getByRole('heading', { level: 1 }).waitFor();
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: 900 });
          expect(await overflow(page), `${path} at ${width} (${language})`).toBeLessThanOrEqual(0);
          expect(await axeViolations(page), `${path} at ${width} (${language})`).toEqual([]);
        }
      }
    }
    await page.close();
  }, 300_000);

  it('signs out through the user menu of the admin header', async () => {
    const context = await visitorContext(browser, origin());
    await signInThroughApi(context, origin(), seededAdmin.email, seededAdmin.password);
    const page = await context.newPage();
    await page.goto(`${origin()}/admin/pages`, { waitUntil: 'networkidle' });
    await acceptTermsIfAsked(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Gebruikersmenu/ }).click();
    await banner.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL(`${origin()}/`);
    // Back on the site, signed out: its own header offers to sign in.
    await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).waitFor();
    await context.close();
  }, 60_000);
});
