import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { languageCookieName } from '@plein/api-client';
import { seededAdmin } from './admin-session';
import { callApi, signInThroughApi } from './api-session';
import { axeViolations, visitorContext } from './browser-helpers';
import type { RunningPlatform } from './platform';
import { launchChromium, startPlatform } from './platform';

// Account preferences (issue 15) in the browser: the interface language applies at once and on
// the next visit, notifications move to the chosen corner; axe finds nothing in nl and en, and
// the screen fits 375 and 1440 px.

const env = { PLEIN_SEED_ADMIN_PASSWORD: seededAdmin.password };

let platform: RunningPlatform;
let browser: Browser;
let person: BrowserContext;
const origin = () => `http://localhost:${platform.port}`;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform({ env }), launchChromium()]);
  person = await visitorContext(browser, origin(), { bypassCSP: true });
  await signInThroughApi(person, origin(), seededAdmin.email, seededAdmin.password);
  await callApi(person, origin(), 'POST', '/api/termsofuse:accept');
}, 120_000);
afterAll(async () => {
  await person?.close();
  await browser?.close();
  await platform?.stop();
});

/** How much wider than the viewport the document is (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('account preferences', () => {
  it('switches the interface to English at once and on the next visit, and moves notifications', async () => {
    const page = await person.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${origin()}/account/preferences`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 2, name: 'Voorkeuren' }).waitFor();
    expect(await main.getByRole('radio', { name: 'Nederlands' }).isChecked()).toBe(true);
    expect(await main.getByRole('radio', { name: 'Rechtsonder' }).isChecked()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole('radio', { name: 'English' }).check();
    await main.getByRole('radio', { name: 'Linksboven' }).check();
    await main.getByRole('button', { name: 'Opslaan' }).click();

    // At once: the same screen in English, and the confirmation in the top left corner.
    await main.getByRole('heading', { level: 2, name: 'Preferences' }).waitFor();
    expect(await documentLanguage(page)).toBe('en');
    const toasts = page.getByRole('status', { name: 'Notifications' });
    await expect.poll(() => toasts.textContent()).toContain('Your preferences have been saved.');
    const corner = await toasts.boundingBox();
    expect(corner?.x).toBeLessThan(40);
    expect(corner?.y).toBeLessThan(40);
    expect(await main.getByRole('radio', { name: 'Top left' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();

    // The next visit: the same account in a new session without the language cookie, in a
    // browser that prefers Dutch, is in English from the server on.
    const next = await browser.newContext({ locale: 'nl-NL' });
    const cookies = await person.cookies();
    await next.addCookies(cookies.filter((cookie) => cookie.name !== languageCookieName));
    const again = await next.newPage();
    await again.goto(`${origin()}/account/preferences`, { waitUntil: 'networkidle' });
    expect(await documentLanguage(again)).toBe('en');
    await again.getByRole('main').getByRole('heading', { level: 2, name: 'Preferences' }).waitFor();
    expect(await again.getByRole('main').getByRole('radio', { name: 'English' }).isChecked()).toBe(
      true,
    );
    // A language chosen with ?lang= in that session still wins over the account's.
    await again.goto(`${origin()}/account/preferences?lang=nl`, { waitUntil: 'networkidle' });
    expect(await documentLanguage(again)).toBe('nl');
    await next.close();
  }, 120_000);
});
