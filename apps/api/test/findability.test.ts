import { createServer } from 'node:http';
import { topLevelMenuName } from '@plein/api-client';
import type { ApiErrorBody, CreatedListItems, ListItemInput } from '@plein/api-client';
import type { Express } from 'express';
import request from 'supertest';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedAnswers } from '../src/http/cached-answers';
import { createMemoryResponseCache } from '../src/http/response-cache';
import { createSettingsRepository } from '../src/modules/settings/repository';
import { addItems, daysFromNow, itemInput, newsItem, pageWithList } from './helpers/list-fixtures';
import { createTestPage, openEditingFixture, publishedListBlock } from './helpers/page-editing';
import type { EditingFixture } from './helpers/page-editing';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// robots.txt and the sitemap per tenant (docs/decisions/0017-findability.md).

let db: TestDatabase;
let f: EditingFixture;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  f = await openEditingFixture(db);
});
afterAll(() => db.close());

const textOf = (res: Response) => res.body as string;

/** The error code of an answer read by {@link fetchText}. */
const code = (res: Response) => (JSON.parse(textOf(res)) as ApiErrorBody).error?.code;

/** A GET as an anonymous visitor (crawler) of `host`, with the body as text whatever its type. */
const fetchText = (path: string, host = 'localhost', app: Express = f.app) =>
  request(app)
    .get(path)
    .set('Host', host)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });

/** The `<url>` entries of a sitemap: address and last change. */
function urlsOf(xml: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)) {
    found.set(match[1]!, match[2]!);
  }
  return found;
}

/** The addresses of a sitemap index's parts. */
const partsOf = (xml: string) =>
  [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((match) => match[1]!);

async function sitemapUrls(host = 'localhost'): Promise<Map<string, string>> {
  const res = await fetchText('/sitemap.xml', host);
  expect(res.status, textOf(res)).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return urlsOf(textOf(res));
}

async function publish(page: { guid: string }, isPublished = true): Promise<void> {
  const res = await f.cast.admin.post(`/api/pages/${page.guid}/published`, { isPublished });
  expect(res.status, res.text).toBe(200);
}

async function publishedAtOf(page: { guid: string }): Promise<string> {
  const row = await db
    .knex('pages')
    .where({ guid: page.guid })
    .first<{ published_at: Date | string }>('published_at');
  return new Date(row.published_at).toISOString();
}

async function setHidden(hidden: boolean, host = 'localhost'): Promise<void> {
  const admin = host === 'localhost' ? f.cast.admin : f.cast.havenAdmin;
  const res = await admin.put('/api/platformsettingvalues', [
    { key: 'hideFromSearchEngines', value: hidden },
  ]);
  expect(res.status, res.text).toBe(200);
}

async function addListItems(blockGuid: string, items: ListItemInput[]): Promise<string[]> {
  const res = await f.cast.admin.post(`/api/listitem/list/${blockGuid}`, items);
  expect(res.status, res.text).toBe(201);
  return (res.body as CreatedListItems).items.map((item) => item.guid);
}

const item = newsItem;

describe('robots.txt', () => {
  it('lets crawlers read the whole site and names its sitemap with an absolute address', async () => {
    const res = await fetchText('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(textOf(res)).toBe('User-agent: *\nAllow: /\n\nSitemap: http://localhost/sitemap.xml\n');
    const haven = await fetchText('/robots.txt', '127.0.0.1');
    expect(textOf(haven)).toContain('Sitemap: http://127.0.0.1/sitemap.xml');
  });

  it('is answered from the response cache for visitors, and sets no cookie', async () => {
    await fetchText('/robots.txt');
    const again = await fetchText('/robots.txt');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(textOf(again)).toContain('Allow: /');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('builds its addresses from the tenant’s primary domain and PUBLIC_ORIGIN, never from a header', async () => {
    await db.knex('platform_hosts').insert({ platform_id: f.haven.id, host: 'haven.test' });
    await createSettingsRepository(db.knex).put(f.haven, [
      { key: 'primaryDomain', value: 'haven.test' },
    ]);
    const { app } = testApp(db, { config: { trustProxy: false, publicOrigin: 'https://{host}' } });
    const res = await fetchText('/robots.txt', '127.0.0.1', app).set(
      'X-Forwarded-Host',
      'evil.example',
    );
    expect(textOf(res)).toContain('Sitemap: https://haven.test/sitemap.xml\n');
    const sitemap = urlsOf(textOf(await fetchText('/sitemap.xml', '127.0.0.1', app)));
    expect([...sitemap.keys()].every((loc) => loc.startsWith('https://haven.test/'))).toBe(true);
    expect(sitemap.has('https://haven.test/nieuws')).toBe(true);
    await createSettingsRepository(db.knex).put(f.haven, [{ key: 'primaryDomain', value: '' }]);
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const query = await fetchText('/robots.txt?v=1');
    expect([query.status, code(query)]).toEqual([400, 'invalid_query']);
    const unknownHost = await fetchText('/robots.txt', 'nergens.example');
    expect([unknownHost.status, code(unknownHost)]).toEqual([404, 'tenant_not_found']);
    const post = await request(f.app).post('/robots.txt').set('Host', 'localhost');
    expect([post.status, (post.body as ApiErrorBody).error?.code]).toEqual([404, 'not_found']);
    const nul = await fetchText('/sitemap-%00.xml');
    expect(nul.status).toBe(400);
    // Only the exact paths are these answers: others are not the API's to answer.
    for (const path of ['/ROBOTS.TXT', '/robots.txt/', '/sitemap.xml/', '/Sitemap-1.xml']) {
      const other = await fetchText(path);
      expect([path, other.status, code(other)]).toEqual([path, 404, 'not_found']);
    }
  });
});

describe('the sitemap', () => {
  it('lists the published, public pages at their own addresses with the time they were published', async () => {
    const published = await createTestPage(f);
    await publish(published);
    const urls = await sitemapUrls();
    expect(urls.get(`http://localhost/${published.name}`)).toBe(await publishedAtOf(published));
    // The seeded pages: the home page at / (through the menu), the others at their menu path.
    expect(urls.has('http://localhost/')).toBe(true);
    expect(urls.has('http://localhost/over-ons')).toBe(true);
    expect(urls.has('http://localhost/home')).toBe(false);
  });

  it('leaves out pages that are draft only, taken offline, restricted or in the trash', async () => {
    const draftOnly = await createTestPage(f);
    const offline = await createTestPage(f);
    await publish(offline);
    await publish(offline, false);
    const restricted = await createTestPage(f, { roleIds: [f.roles.leden] });
    await publish(restricted);
    const trashed = await createTestPage(f);
    await publish(trashed);
    expect((await f.cast.admin.delete(`/api/pages/${trashed.guid}`)).status).toBe(204);

    const locs = [...(await sitemapUrls()).keys()];
    for (const page of [draftOnly, offline, restricted, trashed]) {
      expect(locs).not.toContain(`http://localhost/${page.name}`);
    }
  });

  it('never lists another tenant’s pages or items', async () => {
    const locs = [...(await sitemapUrls()).keys()];
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.every((loc) => loc.startsWith('http://localhost/'))).toBe(true);
    // Havenstad's news page and its items are only in Havenstad's own sitemap.
    expect(locs.some((loc) => loc.includes('/nieuws'))).toBe(false);
    const haven = [...(await sitemapUrls('127.0.0.1')).keys()];
    expect(haven.some((loc) => loc.includes('/nieuws/i/'))).toBe(true);
    expect(haven.every((loc) => loc.startsWith('http://127.0.0.1/'))).toBe(true);
  });

  it('lists the items visitors can open, at the addresses the site links them at', async () => {
    const list = await publishedListBlock(f, 'Berichten');
    const pageName = await pageNameOfBlock(list.guid);
    const [shown, offline, later, ended] = await addListItems(list.guid, [
      item('Havenfeest trekt duizenden!'),
      item('Nog niet klaar', { isPublished: false }),
      item('Volgende week', { publishedOn: daysFromNow(7) }),
      item('Afgelopen', { metadata: { description: '', periodEnd: daysFromNow(-1) } }),
    ]);
    const [deleted] = await addListItems(list.guid, [item('Weggegooid')]);
    expect((await f.cast.admin.delete(`/api/listitem/${deleted}`)).status).toBe(204);

    const urls = await sitemapUrls();
    const shownLoc = `http://localhost/${pageName}/i/${shown}/havenfeest-trekt-duizenden`;
    const row = await db
      .knex('list_items')
      .where({ guid: shown })
      .first<{ updated_at: Date | string }>('updated_at');
    // Published on 1 January 2025, changed since: its last change is when it was saved.
    expect(urls.get(shownLoc)).toBe(new Date(row.updated_at).toISOString());
    const locs = [...urls.keys()];
    for (const guid of [offline, later, ended, deleted]) {
      expect(locs.some((loc) => loc.includes(guid!))).toBe(false);
    }
  });

  it('lists ended items of a list that shows them, and takes an item’s publish date when that is later than its last save', async () => {
    const { blockId } = await pageWithList(db.knex, f.demo, 'archief', {
      blockOptions: [{ name: 'showExpiredItemsByDefault', value: 'true' }],
    });
    const [ended] = await addItems(db.knex, f.demo, blockId, [
      itemInput('Oud nieuws', 3, { metadata: { description: '', periodEnd: daysFromNow(-1) } }),
    ]);
    // Saved a day before its publish date (as a scheduled item is): its publish date counts.
    const publishedOn = new Date(Date.now() - 3 * 86_400_000);
    await db
      .knex('list_items')
      .where({ guid: ended!.guid })
      .update({
        updated_at: new Date(publishedOn.getTime() - 86_400_000),
        published_on: publishedOn,
      });
    await f.cache.invalidateHost('localhost');
    const urls = await sitemapUrls();
    expect(urls.get(`http://localhost/archief/i/${ended!.guid}/oud-nieuws`)).toBe(
      publishedOn.toISOString(),
    );
  });

  it('is cached, and dropped by the writes that change it: publishing, renaming, an item taken offline, the menu', async () => {
    await sitemapUrls();
    const cached = await fetchText('/sitemap.xml');
    expect(cached.headers['x-cache']).toBe('HIT');

    const page = await createTestPage(f);
    await fetchText('/sitemap.xml');
    expect((await fetchText('/sitemap.xml')).headers['x-cache']).toBe('HIT');
    await publish(page);
    const afterPublish = await fetchText('/sitemap.xml');
    expect(afterPublish.headers['x-cache']).toBe('MISS');
    expect(urlsOf(textOf(afterPublish)).has(`http://localhost/${page.name}`)).toBe(true);

    const renamed = await f.cast.admin.put(`/api/pages/${page.guid}`, {
      name: `${page.name}-nieuw`,
      title: page.title,
      layout: page.layout,
    });
    expect(renamed.status, renamed.text).toBe(200);
    const afterRename = [...(await sitemapUrls()).keys()];
    expect(afterRename).toContain(`http://localhost/${page.name}-nieuw`);
    expect(afterRename).not.toContain(`http://localhost/${page.name}`);

    const list = await publishedListBlock(f, 'Mededelingen');
    const [guid] = await addListItems(list.guid, [item('Tijdelijk')]);
    expect([...(await sitemapUrls()).keys()].some((loc) => loc.includes(guid!))).toBe(true);
    const offline = await f.cast.admin.put(`/api/listitem/${guid}`, {
      ...item('Tijdelijk'),
      isPublished: false,
    });
    expect(offline.status, offline.text).toBe(204);
    expect([...(await sitemapUrls()).keys()].some((loc) => loc.includes(guid!))).toBe(false);

    await sitemapUrls();
    const menu = await f.cast.admin.put(
      `/api/menus:withName?name=${encodeURIComponent(topLevelMenuName)}`,
      [
        {
          name: 'Home',
          urlSegment: '',
          pageGuid: await guidOfPage('home'),
          externalUrl: null,
          relatedMenuItems: [],
        },
        {
          name: 'Hernoemd',
          urlSegment: 'onze-pagina',
          pageGuid: page.guid,
          externalUrl: null,
          relatedMenuItems: [],
        },
      ],
    );
    expect(menu.status, menu.text).toBe(200);
    const afterMenu = [...(await sitemapUrls()).keys()];
    expect(afterMenu).toContain('http://localhost/onze-pagina');
    expect(afterMenu).not.toContain(`http://localhost/${page.name}-nieuw`);
  });
});

describe('a site kept out of search engines', () => {
  it('is off by default', async () => {
    const res = await f.cast.anonymous.get(
      '/api/platformsettingvalues?keys=hideFromSearchEngines&includeAll=true',
    );
    expect(res.body).toEqual([{ key: 'hideFromSearchEngines', value: false }]);
  });

  it('disallows every crawler and has no sitemap, from the moment the setting is saved', async () => {
    await fetchText('/robots.txt');
    await setHidden(true);
    const robots = await fetchText('/robots.txt');
    expect(robots.headers['x-cache']).toBe('MISS');
    expect(textOf(robots)).toBe('User-agent: *\nDisallow: /\n');
    const sitemap = await fetchText('/sitemap.xml');
    expect([sitemap.status, code(sitemap)]).toEqual([404, 'sitemap_not_found']);
    // The other tenant keeps its own setting.
    expect(textOf(await fetchText('/robots.txt', '127.0.0.1'))).toContain('Allow: /');

    await setHidden(false);
    expect(textOf(await fetchText('/robots.txt'))).toContain(
      'Sitemap: http://localhost/sitemap.xml',
    );
    expect((await fetchText('/sitemap.xml')).status).toBe(200);
  });

  it('refuses a value that is not a boolean', async () => {
    const res = await f.cast.admin.put('/api/platformsettingvalues', [
      { key: 'hideFromSearchEngines', value: 'yes' },
    ]);
    expect(res.status).toBe(400);
  });
});

describe('a sitemap past its limit', () => {
  it('becomes an index of parts that together list every address, each within the limit', async () => {
    const whole = [...(await sitemapUrls()).keys()];
    const limit = 4;
    const { app } = testApp(db, { sitemapUrlLimit: limit });
    const index = await fetchText('/sitemap.xml', 'localhost', app);
    expect(index.status).toBe(200);
    expect(textOf(index)).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const parts = partsOf(textOf(index));
    expect(parts).toEqual(
      Array.from(
        { length: Math.ceil(whole.length / limit) },
        (_, n) => `http://localhost/sitemap-${n + 1}.xml`,
      ),
    );
    const listed: string[] = [];
    for (const part of parts) {
      const res = await fetchText(new URL(part).pathname, 'localhost', app);
      expect(res.status).toBe(200);
      const locs = [...urlsOf(textOf(res)).keys()];
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(limit);
      listed.push(...locs);
    }
    expect(listed).toEqual(whole);
  });

  it('has no part past the last, nor parts of a sitemap within its limit', async () => {
    const { app } = testApp(db, { sitemapUrlLimit: 4 });
    const parts = partsOf(textOf(await fetchText('/sitemap.xml', 'localhost', app)));
    for (const path of [
      `/sitemap-${parts.length + 1}.xml`,
      '/sitemap-0.xml',
      '/sitemap-01.xml',
      '/sitemap-%31.xml',
      '/sitemap-x.xml',
    ]) {
      const res = await fetchText(path, 'localhost', app);
      expect([path, res.status, code(res)]).toEqual([path, 404, 'sitemap_not_found']);
    }
    const single = await fetchText('/sitemap-1.xml');
    expect([single.status, code(single)]).toEqual([404, 'sitemap_not_found']);
  });
});

describe('cached answers before the app', () => {
  it('serves robots.txt and the sitemap from the cache with their own content type', async () => {
    const cache = createMemoryResponseCache();
    const { app } = testApp(db, { cache });
    const answerFromCache = cachedAnswers(cache, { trustProxy: false });
    const server = createServer((req, res) => {
      void answerFromCache(req, res).then((answered) => {
        if (!answered) app(req, res);
      });
    });
    for (const [path, type] of [
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ] as const) {
      const first = await request(server).get(path).set('Host', 'localhost').buffer(true);
      expect(first.headers['x-cache']).toBe('MISS');
      const second = await request(server).get(path).set('Host', 'localhost').buffer(true);
      expect([second.status, second.headers['x-cache'], second.headers['content-type']]).toEqual([
        200,
        'HIT',
        type,
      ]);
      // Answered before the app: no request id, no cookie (a shared cache may keep it).
      expect(second.headers['x-request-id']).toBeUndefined();
      expect(second.headers['set-cookie']).toBeUndefined();
    }
    server.close();
  });
});

async function guidOfPage(name: string): Promise<string> {
  const row = await db
    .knex('pages')
    .where({ platform_id: f.demo.id, name })
    .first<{ guid: string }>('guid');
  return row.guid;
}

async function pageNameOfBlock(blockGuid: string): Promise<string> {
  const row = await db
    .knex('building_block_instances as b')
    .join('pages as p', 'p.id', 'b.page_id')
    .where('b.guid', blockGuid)
    .first<{ name: string }>('p.name');
  return row.name;
}
