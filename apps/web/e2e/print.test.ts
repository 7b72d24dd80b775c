import type { Page as ApiPage } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { seededAdmin } from './admin-session';
import { callApi, signInThroughApi } from './api-session';
import { consentCookie, visitorUserAgent } from './browser-helpers';
import { platformForTests } from './test-platform';

// Issue 16: a printed page is its content: no navigation, footer or controls, and the address of
// each link in the content after it.
const { origin, browser, person } = platformForTests(seededAdmin.password);
const pageName = 'afdrukken';

let admin: BrowserContext;

beforeAll(async () => {
  admin = await browser().newContext({ locale: 'nl-NL', userAgent: visitorUserAgent });
  await admin.addCookies([consentCookie(origin())]);
  await signInThroughApi(admin, origin(), seededAdmin.email, seededAdmin.password);
  const page = await callApi<ApiPage>(admin, origin(), 'POST', '/api/pages', {
    name: pageName,
    title: 'Afdrukken',
    layout: '100',
  });
  for (const [sortId, block] of [
    {
      buildingBlock: 'rich-text',
      layoutPosition: 'main',
      content: { html: '<p>Lees de <a href="https://example.org/regels">regels</a>.</p>' },
    },
    {
      buildingBlock: 'list',
      layoutPosition: 'main',
      options: [{ name: 'defaultItemsPerPage', value: '1' }],
      content: { title: 'Berichten' },
    },
  ].entries()) {
    const created = await callApi<{ guid: string }>(
      admin,
      origin(),
      'POST',
      `/api/pages/${page.guid}/blocks`,
      { ...block, sortId },
    );
    if (block.buildingBlock === 'list') {
      const item = (title: string) => ({
        title,
        listItemTypeName: 'Nieuwsbericht',
        isPublished: true,
        publishedOn: '2025-02-01T10:00:00.000Z',
      });
      await callApi(admin, origin(), 'POST', `/api/listitem/list/${created.guid}`, [
        item('Eerste'),
        item('Tweede'),
      ]);
    }
  }
  await callApi(admin, origin(), 'POST', `/api/pages/${page.guid}/published`, {
    isPublished: true,
  });
}, 120_000);
afterAll(() => admin?.close());

describe('a printed page', () => {
  it('leaves out the navigation, breadcrumbs, footer and controls, and names the addresses of links', async () => {
    const page = await person();
    await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
    const parts = {
      header: page.locator('header.plein-shell__header'),
      breadcrumbs: page.getByRole('navigation', { name: 'Kruimelpad' }),
      footer: page.locator('footer.plein-shell__footer'),
      search: page.getByRole('search').first(),
      listControls: page.getByText('Lijst sorteren en filteren'),
      pagination: page.getByRole('navigation', { name: 'Paginering' }),
    };
    const visible = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(parts).map(async ([name, part]) => [name, await part.isVisible()]),
        ),
      ) as Record<keyof typeof parts, boolean>;
    // On screen the demo site shows them all.
    expect(await visible()).toEqual({
      header: true,
      breadcrumbs: true,
      footer: true,
      search: true,
      listControls: true,
      pagination: true,
    });
    await page.emulateMedia({ media: 'print' });
    expect(Object.values(await visible()).some(Boolean)).toBe(false);
    const after = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(await after('main a[href="https://example.org/regels"]')).toBe(
      '" (https://example.org/regels)"',
    );
    expect(await after('.plein-list__item-title a')).toMatch(/\/afdrukken\/i\//);
    // The content itself stays: the list's item (one a page) and the text.
    expect(await page.locator('.plein-list__item-title').isVisible()).toBe(true);
    expect(await page.getByText('Lees de').isVisible()).toBe(true);
  });
});
