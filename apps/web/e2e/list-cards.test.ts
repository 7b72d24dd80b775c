import type { CreatedListItems, Page as ApiPage } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { seededAdmin } from './admin-session';
import { callApi, signInThroughApi } from './api-session';
import { axeViolations, consentCookie, visitorUserAgent } from './browser-helpers';
import { gradientPng } from './png';
import { platformForTests } from './test-platform';

// Issue 16: a list shows its items as cards, with the item's first image as a thumbnail from the
// image service, on a phone and a desktop.
const { origin, browser, person } = platformForTests(seededAdmin.password);
const pageName = 'kaarten';

let admin: BrowserContext;
let imageGuid = '';

beforeAll(async () => {
  admin = await browser().newContext({ locale: 'nl-NL', userAgent: visitorUserAgent });
  await admin.addCookies([consentCookie(origin())]);
  await signInThroughApi(admin, origin(), seededAdmin.email, seededAdmin.password);
  const { accessToken } = await callApi<{ accessToken: string }>(
    admin,
    origin(),
    'GET',
    '/api/auth/token',
  );
  const upload = await admin.request.post(`${origin()}/a/upload?public`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: {
      Image: { name: 'kade.png', mimeType: 'image/png', buffer: gradientPng(1600, 900) },
    },
  });
  expect(upload.status()).toBe(201);
  imageGuid = ((await upload.json()) as { guid: string }).guid;
  const page = await callApi<ApiPage>(admin, origin(), 'POST', '/api/pages', {
    name: pageName,
    title: 'Kaarten',
    layout: '100',
  });
  const list = await callApi<{ guid: string }>(
    admin,
    origin(),
    'POST',
    `/api/pages/${page.guid}/blocks`,
    {
      buildingBlock: 'list',
      layoutPosition: 'main',
      options: [{ name: 'defaultItemsPerPage', value: '10' }],
      content: { title: 'Berichten' },
    },
  );
  await callApi(admin, origin(), 'POST', `/api/pages/${page.guid}/published`, {
    isPublished: true,
  });
  const item = (title: string, daysAgo: number, blocks: object[]) => ({
    title,
    listItemTypeName: 'Nieuwsbericht',
    isPublished: true,
    publishedOn: new Date(Date.UTC(2025, 1, 10 - daysAgo, 9)).toISOString(),
    metadata: { description: `Over ${title.toLowerCase()}.`, periodEnd: null },
    contentBuildingBlockInstances: blocks,
  });
  await callApi<CreatedListItems>(admin, origin(), 'POST', `/api/listitem/list/${list.guid}`, [
    item('Kade vernieuwd', 0, [
      { buildingBlock: 'rich-text', content: { html: '<p>De kade is klaar.</p>' } },
      {
        buildingBlock: 'image',
        content: {
          imageGuid,
          url: null,
          alt: 'De nieuwe kade',
          caption: '',
          width: 1600,
          height: 900,
        },
      },
    ]),
    item('Raad vergadert', 1, [
      { buildingBlock: 'rich-text', content: { html: '<p>Dinsdag om acht uur.</p>' } },
    ]),
  ]);
}, 120_000);
afterAll(() => admin?.close());

describe('a list of cards', () => {
  it('shows the first image of an item as a loaded thumbnail, keeps its room, and stays axe clean at 375 and 1440 px', async () => {
    const page = await person();
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origin()}/${pageName}`, { waitUntil: 'networkidle' });
      const cards = page.locator('.plein-list__item');
      expect(await cards.count()).toBe(2);
      const pictured = cards.filter({ hasText: 'Kade vernieuwd' });
      const thumbnail = pictured.locator('img');
      expect(await thumbnail.getAttribute('alt')).toBe('');
      expect(await thumbnail.getAttribute('srcset')).toContain(`/a/${imageGuid}?width=480`);
      expect(await thumbnail.getAttribute('sizes')).toBeTruthy();
      expect([
        await thumbnail.getAttribute('width'),
        await thumbnail.getAttribute('height'),
      ]).toEqual(['480', '320']);
      // The image service answered a picture, shown 3:2 over the card's width.
      const shown = await thumbnail.evaluate((image: HTMLImageElement) => ({
        loaded: image.complete && image.naturalWidth > 0,
        ratio: image.getBoundingClientRect().width / image.getBoundingClientRect().height,
      }));
      expect(shown.loaded).toBe(true);
      expect(shown.ratio).toBeCloseTo(1.5, 1);
      expect(await cards.filter({ hasText: 'Raad vergadert' }).locator('img').count()).toBe(0);
      // The date as the app writes it in Dutch, and the whole card opens the item.
      expect(await pictured.locator('time').textContent()).toBe('10 feb 2025');
      expect(await axeViolations(page)).toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
    }
    // Below the site's header image the card may start under the fold: the click is on screen.
    await page.locator('.plein-list__item').first().scrollIntoViewIfNeeded();
    const box = await page.locator('.plein-list__item').first().boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + 20);
    await page.waitForURL((url) => url.pathname.startsWith(`/${pageName}/i/`));
    expect(await page.locator('h1').textContent()).toBe('Kade vernieuwd');
  });
});
