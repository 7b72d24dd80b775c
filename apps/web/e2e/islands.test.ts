import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page as ApiPage } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptTermsIfAsked, seededAdmin } from './admin-session';
import { callApi, signInThroughApi } from './api-session';
import { axeViolations, consentCookie, visitorUserAgent } from './browser-helpers';
import { platformForTests } from './test-platform';

// Issue 11: a public page for a visitor who is not signed in is a server-rendered document whose
// islands (menu, consent dialog, video, form) hydrate on their own; signed-in users keep the
// single-page app (docs/decisions/0014-islands.md).
const { origin, browser } = platformForTests(seededAdmin.password);
const pageName = 'eilanden';
const sourcemaps = fileURLToPath(new URL('../dist/sourcemaps/', import.meta.url));
const appOnlyLibraries =
  /node_modules\/.*\/(react-router|@reduxjs|react-redux|i18next|react-i18next)\//;

let admin: BrowserContext;

beforeAll(async () => {
  admin = await browser().newContext({ locale: 'nl-NL', userAgent: visitorUserAgent });
  await admin.addCookies([consentCookie(origin())]);
  await signInThroughApi(admin, origin(), seededAdmin.email, seededAdmin.password);
  const page = await callApi<ApiPage>(admin, origin(), 'POST', '/api/pages', {
    name: pageName,
    title: 'Eilanden',
    layout: '100',
  });
  await callApi(admin, origin(), 'POST', `/api/pages/${page.guid}/blocks`, {
    buildingBlock: 'video',
    layoutPosition: 'main',
    content: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Rondleiding' },
  });
  await callApi(admin, origin(), 'POST', `/api/pages/${page.guid}/published`, {
    isPublished: true,
  });
}, 120_000);
afterAll(() => admin?.close());

/** Opens the page in a fresh context, noting the scripts it loads and the errors it logs. */
async function open(context: BrowserContext, width = 1280) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(new URL(response.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
  return { page, scripts, errors };
}

/** The source modules of a built script, from the source map the build keeps apart. */
function sourcesOf(path: string): string[] {
  const map = `${sourcemaps}${path.replace(/^\//, '')}.map`;
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

async function visitorPage(width?: number): Promise<{
  page: Page;
  scripts: string[];
  errors: string[];
}> {
  const context = await browser().newContext({
    locale: 'nl-NL',
    userAgent: visitorUserAgent,
    // axe is injected as a script; the pages' own policy is tested elsewhere.
    bypassCSP: true,
  });
  return open(context, width);
}

describe('a public page for a visitor', () => {
  it('loads the islands and no router, store or translation library', async () => {
    const { page, scripts, errors } = await visitorPage();
    expect(scripts.some((path) => /entry-islands-/.test(path))).toBe(true);
    expect(scripts.some((path) => /entry-client-/.test(path))).toBe(false);
    expect(scripts.flatMap(sourcesOf).filter((source) => appOnlyLibraries.test(source))).toEqual(
      [],
    );
    expect(await page.evaluate(() => '__PLEIN__' in window)).toBe(false);
    // Every island hydrated the markup the server sent (React reports a mismatch as an error).
    await page.getByRole('dialog', { name: /cookies/i }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('asks for consent, and a video accepts video cookies in place', async () => {
    const { page, errors } = await visitorPage();
    const dialog = page.getByRole('dialog', { name: /cookies/i });
    await dialog.getByRole('button', { name: 'Alleen noodzakelijke cookies' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const main = page.getByRole('main');
    expect(await main.locator('iframe').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole('button', { name: 'Video-cookies accepteren en afspelen' }).click();
    const frame = main.locator('iframe[title="Rondleiding"]');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    const consent = (await page.context().cookies()).find((c) => c.name === 'plein-consent');
    expect(decodeURIComponent(consent?.value ?? '')).toContain('"video"');

    // The next page knows the choice: no dialog, the video plays at once.
    await page.reload({ waitUntil: 'networkidle' });
    await main.locator('iframe[title="Rondleiding"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('opens the main menu with its button on a small screen', async () => {
    const { page, errors } = await visitorPage(375);
    await page
      .getByRole('dialog', { name: /cookies/i })
      .getByRole('button', { name: 'Alles accepteren' })
      .click();
    const button = page.getByRole('button', { name: 'Hoofdmenu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.waitForURL(`${origin()}/`);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('the same page for a signed-in user', () => {
  it('is the single-page app: links navigate in the same document', async () => {
    const { page, scripts, errors } = await open(admin);
    await acceptTermsIfAsked(page);
    expect(scripts.some((path) => /entry-client-/.test(path))).toBe(true);
    expect(await page.evaluate(() => '__PLEIN__' in window)).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.waitForURL(`${origin()}/`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
