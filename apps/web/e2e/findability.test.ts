import { request as httpRequest } from 'node:http';
import type { CreatedListItems, Page as ApiPage, PlatformSettingValue } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seededAdmin } from './admin-session';
import { callApi, signInThroughApi } from './api-session';
import { axeViolations, consentCookie, visitorUserAgent } from './browser-helpers';
import { platformForTests } from './test-platform';

// Issue 16: what search engines and sharing previews read of a public page, the lists' feeds,
// and the move of another host name to the primary domain (docs/decisions/0017-findability.md).
const { origin, browser, person } = platformForTests(seededAdmin.password);
const pageName = 'vindbaar';
const alias = 'plein-alias.test';

let admin: BrowserContext;
let listGuid = '';
let itemGuid = '';
let hostNames: string[] = [];

beforeAll(async () => {
  admin = await browser().newContext({ locale: 'nl-NL', userAgent: visitorUserAgent });
  await admin.addCookies([consentCookie(origin())]);
  await signInThroughApi(admin, origin(), seededAdmin.email, seededAdmin.password);
  const page = await callApi<ApiPage>(admin, origin(), 'POST', '/api/pages', {
    name: pageName,
    title: 'Vindbaar',
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
      content: { title: 'Berichten' },
    },
  );
  listGuid = list.guid;
  await callApi(admin, origin(), 'POST', `/api/pages/${page.guid}/published`, {
    isPublished: true,
  });
  const created = await callApi<CreatedListItems>(
    admin,
    origin(),
    'POST',
    `/api/listitem/list/${listGuid}`,
    [
      {
        title: 'Markt verhuist',
        listItemTypeName: 'Nieuwsbericht',
        isPublished: true,
        publishedOn: '2025-02-01T10:00:00.000Z',
        metadata: { description: 'De weekmarkt staat voortaan op het plein.', periodEnd: null },
      },
    ],
  );
  itemGuid = created.items[0]!.guid;
  const [names] = await callApi<PlatformSettingValue[]>(
    admin,
    origin(),
    'GET',
    '/api/platformsettingvalues?keys=hostNames&includeAll=true',
  );
  hostNames = names?.value as string[];
}, 120_000);
afterAll(() => admin?.close());

/** The `content` or `href` of the first element matching `selector` in the page's head. */
const headValue = (page: Page, selector: string, attribute: 'content' | 'href') =>
  page.locator(`head ${selector}`).first().getAttribute(attribute);

/** The JSON-LD blocks of the page, parsed, by their type. */
async function structuredData(page: Page): Promise<Record<string, Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const blocks = texts.map((text) => JSON.parse(text) as Record<string, unknown>);
  return Object.fromEntries(blocks.map((block) => [String(block['@type']), block]));
}

/** A GET of `path` sent to this platform under another `Host`, without following redirects. */
function getWithHost(path: string, host: string): Promise<{ status: number; location?: string }> {
  const { port } = new URL(origin());
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('a public page', () => {
  it('has its canonical link, sharing tags, feed link, Organization and breadcrumb trail, and axe stays clean', async () => {
    const page = await person();
    await page.goto(`${origin()}/${pageName}`);
    await expect
      .poll(() => headValue(page, 'link[rel="canonical"]', 'href'))
      .toBe(`${origin()}/${pageName}`);
    expect(await headValue(page, 'meta[property="og:title"]', 'content')).toBe('Vindbaar');
    expect(await headValue(page, 'meta[property="og:url"]', 'content')).toBe(
      `${origin()}/${pageName}`,
    );
    expect(await headValue(page, 'meta[property="og:site_name"]', 'content')).toBeTruthy();
    expect(await headValue(page, 'meta[name="twitter:card"]', 'content')).toMatch(/^summary/);
    expect(await headValue(page, 'meta[name="theme-color"]', 'content')).toMatch(/^#/);
    const feed = await headValue(
      page,
      'link[rel="alternate"][type="application/atom+xml"]',
      'href',
    );
    expect(feed).toBe(`${origin()}/feeds/${listGuid}.atom`);
    const data = await structuredData(page);
    expect(Object.keys(data).sort()).toEqual(['BreadcrumbList', 'Organization']);
    expect(data['Organization']).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: `${origin()}/`,
    });
    expect(data['Organization']?.['name']).toBeTruthy();
    // The demo site shows breadcrumbs by default: the visible trail, on the site's origin.
    const trail = await page.getByRole('navigation', { name: 'Kruimelpad' }).innerText();
    expect(trail).toContain('Vindbaar');
    expect(data['BreadcrumbList']?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin()}/` },
      { '@type': 'ListItem', position: 2, name: 'Vindbaar' },
    ]);
    expect(await axeViolations(page)).toEqual([]);

    const answer = await fetch(feed!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml).toContain('<title>Markt verhuist</title>');
    expect(xml).toContain(`href="${origin()}/${pageName}/i/${itemGuid}/markt-verhuist"`);
  });

  it('of a list item describes it as a NewsArticle at the end of its breadcrumb trail', async () => {
    const page = await person();
    const url = `${origin()}/${pageName}/i/${itemGuid}/markt-verhuist`;
    await page.goto(url);
    await expect.poll(() => headValue(page, 'link[rel="canonical"]', 'href')).toBe(url);
    expect(await headValue(page, 'meta[property="og:type"]', 'content')).toBe('article');
    const data = await structuredData(page);
    expect(Object.keys(data).sort()).toEqual(['BreadcrumbList', 'NewsArticle', 'Organization']);
    expect(data['BreadcrumbList']?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin()}/` },
      { '@type': 'ListItem', position: 2, name: 'Vindbaar', item: `${origin()}/${pageName}` },
      { '@type': 'ListItem', position: 3, name: 'Markt verhuist' },
    ]);
    expect(data['NewsArticle']).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Markt verhuist',
      datePublished: '2025-02-01T10:00:00.000Z',
      url,
      publisher: { '@type': 'Organization', url: `${origin()}/` },
    });
    expect(await axeViolations(page)).toEqual([]);
    // Opened under another path, it still names the address under its list's page.
    await page.goto(`${origin()}/elders/i/${itemGuid}/markt-verhuist`);
    await expect.poll(() => headValue(page, 'link[rel="canonical"]', 'href')).toBe(url);
  });
});

describe('the tags of a page kept in the HTML cache', () => {
  it('follow a settings write', async () => {
    const url = `${origin()}/${pageName}`;
    /** An anonymous visitor's answer: where it came from and the site name it shares. */
    const visit = async () => {
      const res = await fetch(url);
      const html = await res.text();
      return {
        cache: res.headers.get('x-cache'),
        siteName: /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1],
      };
    };
    await visit();
    const kept = await visit();
    expect(kept.cache).toBe('HIT');
    const [platformName] = await callApi<PlatformSettingValue[]>(
      admin,
      origin(),
      'GET',
      '/api/platformsettingvalues?keys=platformName&includeAll=true',
    );
    expect(kept.siteName).toBe(platformName?.value);
    await callApi(admin, origin(), 'PUT', '/api/platformsettingvalues', [
      { key: 'platformName', value: 'Vindbaar Plein' },
    ]);
    try {
      await expect.poll(async () => (await visit()).siteName).toBe('Vindbaar Plein');
    } finally {
      await callApi(admin, origin(), 'PUT', '/api/platformsettingvalues', [platformName]);
    }
  });
});

describe('another host name of the site', () => {
  it('moves to the primary domain with the same path and query', async () => {
    await callApi(admin, origin(), 'PUT', '/api/platformsettingvalues', [
      { key: 'hostNames', value: [...hostNames, alias] },
    ]);
    try {
      await expect
        .poll(() => getWithHost(`/${pageName}?pagina=2`, alias))
        .toEqual({ status: 301, location: `${origin()}/${pageName}?pagina=2` });
      // The API and its health checks answer at every host name.
      expect((await getWithHost('/api/site-address', alias)).status).toBe(200);
      expect((await getWithHost('/healthz', alias)).status).toBe(200);
      // The primary domain itself is answered.
      expect((await getWithHost(`/${pageName}`, 'localhost')).status).toBe(200);
    } finally {
      await callApi(admin, origin(), 'PUT', '/api/platformsettingvalues', [
        { key: 'hostNames', value: hostNames },
      ]);
    }
  });
});
