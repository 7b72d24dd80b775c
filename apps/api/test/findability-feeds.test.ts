import type {
  ApiErrorBody,
  CreatedListItems,
  ItemAddress,
  ListItemInput,
  SiteAddress,
} from '@plein/api-client';
import { itemPath, listFeedPath } from '@plein/api-client';
import { parseAtomFeed } from 'feedsmith';
import request from 'supertest';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsRepository } from '../src/modules/settings/repository';
import { daysFromNow, newsItem } from './helpers/list-fixtures';
import { openEditingFixture, publishedListBlock } from './helpers/page-editing';
import type { EditingFixture } from './helpers/page-editing';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// The site's address (primary domain) and the Atom feeds of lists
// (docs/decisions/0017-findability.md).

let db: TestDatabase;
let f: EditingFixture;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  f = await openEditingFixture(db);
});
afterAll(() => db.close());

/** A GET as an anonymous visitor of `host`, with the body as text whatever its type. */
const fetchText = (path: string, host = 'localhost', app = f.app) =>
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

const textOf = (res: Response) => res.body as string;
const code = (res: Response) => (JSON.parse(textOf(res)) as ApiErrorBody).error?.code;

async function addListItems(blockGuid: string, items: ListItemInput[]): Promise<string[]> {
  const res = await f.cast.admin.post(`/api/listitem/list/${blockGuid}`, items);
  expect(res.status, res.text).toBe(201);
  return (res.body as CreatedListItems).items.map((item) => item.guid);
}

async function pageNameOfBlock(blockGuid: string): Promise<string> {
  const row = await db
    .knex('building_block_instances as b')
    .join('pages as p', 'p.id', 'b.page_id')
    .where('b.guid', blockGuid)
    .first<{ name: string }>('p.name');
  return row.name;
}

describe('the site address', () => {
  it('is the first host name without a primary domain, and nothing moves', async () => {
    const res = await request(f.app).get('/api/site-address').set('Host', 'localhost');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual<SiteAddress>({ origin: 'http://localhost', redirectOrigin: null });
  });

  it('moves the other host names to the primary domain, from configuration, never a header', async () => {
    await db.knex('platform_hosts').insert({ platform_id: f.haven.id, host: 'www.haven.test' });
    await createSettingsRepository(db.knex).put(f.haven, [
      { key: 'primaryDomain', value: 'www.haven.test' },
    ]);
    const { app } = testApp(db, {
      config: { trustProxy: false, publicOrigin: 'https://{host}' },
      tenantCacheTtlMs: 0,
    });
    const other = await request(app)
      .get('/api/site-address')
      .set('Host', '127.0.0.1')
      .set('X-Forwarded-Host', 'www.haven.test');
    expect(other.body).toEqual<SiteAddress>({
      origin: 'https://www.haven.test',
      redirectOrigin: 'https://www.haven.test',
    });
    const primary = await request(app).get('/api/site-address').set('Host', 'www.haven.test');
    expect(primary.body).toEqual<SiteAddress>({
      origin: 'https://www.haven.test',
      redirectOrigin: null,
    });
    // Behind a trusted proxy the forwarded host is the one asked for.
    const proxied = testApp(db, {
      config: { trustProxy: true, publicOrigin: 'https://{host}' },
      tenantCacheTtlMs: 0,
    }).app;
    const forwarded = await request(proxied)
      .get('/api/site-address')
      .set('Host', 'internal:3000')
      .set('X-Forwarded-Host', 'www.haven.test');
    expect((forwarded.body as SiteAddress).redirectOrigin).toBeNull();
    await createSettingsRepository(db.knex).put(f.haven, [{ key: 'primaryDomain', value: '' }]);
  });

  it('follows a change of the primary domain at once (the settings write drops the cached answer)', async () => {
    const before = await fetchText('/api/site-address');
    expect((JSON.parse(textOf(before)) as SiteAddress).redirectOrigin).toBeNull();
    const again = await fetchText('/api/site-address');
    expect(again.headers['x-cache']).toBe('HIT');
    const hostNames = (
      await f.cast.admin.get('/api/platformsettingvalues?keys=hostNames&includeAll=true')
    ).body as { value: string[] }[];
    const put = await f.cast.admin.put('/api/platformsettingvalues', [
      { key: 'hostNames', value: [...hostNames[0]!.value, 'www.plein.test'] },
      { key: 'primaryDomain', value: 'www.plein.test' },
    ]);
    expect(put.status, put.text).toBe(200);
    const after = JSON.parse(textOf(await fetchText('/api/site-address'))) as SiteAddress;
    expect(after).toEqual({
      origin: 'http://www.plein.test',
      redirectOrigin: 'http://www.plein.test',
    });
    // Back to localhost, as the other tests expect (a primary domain cannot be emptied).
    const reset = await f.cast.admin.put('/api/platformsettingvalues', [
      { key: 'hostNames', value: hostNames[0]!.value },
      { key: 'primaryDomain', value: 'localhost' },
    ]);
    expect(reset.status, reset.text).toBe(200);
    const back = JSON.parse(textOf(await fetchText('/api/site-address'))) as SiteAddress;
    expect(back).toEqual({ origin: 'http://localhost', redirectOrigin: null });
  });
});

describe('the address of a list item', () => {
  it('is under its list’s page, wherever the item is opened', async () => {
    const list = await publishedListBlock(f, 'Berichten');
    const pageName = await pageNameOfBlock(list.guid);
    const [shown, hidden] = await addListItems(list.guid, [
      newsItem('Havenfeest trekt duizenden!'),
      newsItem('Nog niet klaar', { isPublished: false }),
    ]);
    const res = await request(f.app)
      .get(`/api/site-address/items/${shown}`)
      .set('Host', 'localhost');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual<ItemAddress>({
      path: itemPath(`/${pageName}`, shown!, 'Havenfeest trekt duizenden!'),
    });
    for (const [guid, host] of [
      [hidden!, 'localhost'],
      [shown!, '127.0.0.1'],
      ['niet-een-guid', 'localhost'],
    ] as const) {
      const missing = await request(f.app).get(`/api/site-address/items/${guid}`).set('Host', host);
      expect([guid, missing.status, (missing.body as ApiErrorBody).error?.code]).toEqual([
        guid,
        404,
        'list_item_not_found',
      ]);
    }
  });
});

describe('the feed of a list', () => {
  it('is an Atom feed of the newest published items with absolute links, dates and summaries', async () => {
    const list = await publishedListBlock(f, 'Berichten');
    const pageName = await pageNameOfBlock(list.guid);
    const [older, newer] = await addListItems(list.guid, [
      newsItem('Oude haven <open>', {
        publishedOn: '2025-01-01T10:00:00.000Z',
        metadata: { description: 'Kaas & wijn', periodEnd: null },
      }),
      newsItem('Havenfeest trekt duizenden!', { publishedOn: '2025-02-01T10:00:00.000Z' }),
      newsItem('Nog niet klaar', { isPublished: false }),
      newsItem('Volgende week', { publishedOn: daysFromNow(7) }),
    ]);

    const res = await fetchText(listFeedPath(list.guid));
    expect(res.status, textOf(res)).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseAtomFeed(textOf(res));
    expect(feed.id).toBe(`http://localhost${listFeedPath(list.guid)}`);
    expect(feed.title?.value).toBeTruthy();
    // Its last change: the newest item, or the page's publication when that came later.
    expect(Date.parse(feed.updated ?? '')).toBeGreaterThanOrEqual(
      Date.parse('2025-02-01T10:00:00Z'),
    );
    expect(feed.links).toEqual(
      expect.arrayContaining([
        { rel: 'self', type: 'application/atom+xml', href: feed.id },
        { rel: 'alternate', type: 'text/html', href: `http://localhost/${pageName}` },
      ]),
    );
    const entries = feed.entries ?? [];
    expect(entries.map((entry) => entry.title?.value)).toEqual([
      'Havenfeest trekt duizenden!',
      'Oude haven <open>',
    ]);
    expect(entries[0]).toMatchObject({
      id: `urn:uuid:${newer}`,
      published: '2025-02-01T10:00:00.000Z',
      updated: '2025-02-01T10:00:00.000Z',
      links: [
        {
          rel: 'alternate',
          type: 'text/html',
          href: `http://localhost${itemPath(`/${pageName}`, newer!, 'Havenfeest trekt duizenden!')}`,
        },
      ],
    });
    expect(entries[1]).toMatchObject({
      id: `urn:uuid:${older}`,
      summary: { value: 'Kaas & wijn' },
    });
  });

  it('is answered from the response cache and dropped by an item write', async () => {
    const list = await publishedListBlock(f, 'Berichten');
    await addListItems(list.guid, [newsItem('Eerste')]);
    await fetchText(listFeedPath(list.guid));
    const hit = await fetchText(listFeedPath(list.guid));
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(hit.headers['set-cookie']).toBeUndefined();
    await addListItems(list.guid, [
      newsItem('Tweede', { publishedOn: '2025-03-01T10:00:00.000Z' }),
    ]);
    const after = parseAtomFeed(textOf(await fetchText(listFeedPath(list.guid))));
    expect(after.entries?.map((entry) => entry.title?.value)).toEqual(['Tweede', 'Eerste']);
  });

  it('is dropped when its page goes offline, and then answers 404', async () => {
    const list = await publishedListBlock(f, 'Berichten');
    expect((await fetchText(listFeedPath(list.guid))).status).toBe(200);
    const row = await db
      .knex('building_block_instances as b')
      .join('pages as p', 'p.id', 'b.page_id')
      .where('b.guid', list.guid)
      .first<{ guid: string }>('p.guid');
    const offline = await f.cast.admin.post(`/api/pages/${row.guid}/published`, {
      isPublished: false,
    });
    expect(offline.status, offline.text).toBe(200);
    const gone = await fetchText(listFeedPath(list.guid));
    expect([gone.status, code(gone)]).toEqual([404, 'feed_not_found']);
  });

  it('is only served at its own site: another tenant’s list answers 404', async () => {
    const list = await publishedListBlock(f, 'Berichten');
    const elsewhere = await fetchText(listFeedPath(list.guid), '127.0.0.1');
    expect([elsewhere.status, code(elsewhere)]).toEqual([404, 'feed_not_found']);
    expect(textOf(elsewhere)).not.toContain(list.guid);
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const list = await publishedListBlock(f, 'Berichten');
    const query = await fetchText(`${listFeedPath(list.guid)}?n=5`);
    expect([query.status, code(query)]).toEqual([400, 'invalid_query']);
    for (const path of [
      '/feeds/niet-een-guid.atom',
      `/feeds/${list.guid.toUpperCase()}.atom`,
      '/feeds/00000000-0000-4000-8000-000000000000.atom',
    ]) {
      const res = await fetchText(path);
      expect([path, res.status, code(res)]).toEqual([path, 404, 'feed_not_found']);
    }
    const post = await request(f.app).post(listFeedPath(list.guid)).set('Host', 'localhost');
    expect(post.status).toBe(404);
  });
});
