import type { ApiErrorBody, Page, PageResponse } from '@plein/api-client';
import { cacheTokenHeader } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagesRepository } from '../src/modules/pages/repository';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import type { Tenant } from '../src/modules/platforms/repository';
import { noCache } from './helpers/list-fixtures';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let demo: Tenant;
let draftGuid: string;

const pageNamed = async (host: string, name: string) =>
  request(app)
    .get(`/api/pages:withName?name=${encodeURIComponent(name)}`)
    .set('Host', host);

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  demo = (await createPlatformsRepository(db.knex).findByHost('localhost'))!;
  const pages = createPagesRepository(db.knex);
  const draft = await pages.create(demo, {
    name: 'concept',
    title: 'Concept',
    layout: '100',
    isPublished: false,
  });
  await pages.addBlock(demo, draft.id, {
    buildingBlock: 'rich-text',
    layoutPosition: 'main',
    sortId: 1,
    content: { html: '<p>Nog niet klaar</p>' },
  });
  draftGuid = draft.guid;
  // Cache disabled for these tests: they change pages between requests.
  app = testApp(db, { cache: noCache }).app;
});
afterAll(() => db.close());

describe('GET /api/pages:withName', () => {
  it('answers each tenant its own published home page', async () => {
    const demoHome = await pageNamed('localhost', 'home');
    const havenHome = await pageNamed('127.0.0.1', 'home');
    expect(demoHome.status).toBe(200);
    expect((demoHome.body as Page).title).toBe('Welkom bij Plein Demo');
    expect((havenHome.body as Page).title).toBe('Havenstad Nieuws');
    expect((demoHome.body as Page).layout).not.toBe((havenHome.body as Page).layout);
  });

  it('answers 404 page_not_found for an unpublished or unknown page', async () => {
    for (const name of ['concept', 'bestaat-niet']) {
      const res = await pageNamed('localhost', name);
      expect(res.status).toBe(404);
      expect((res.body as ApiErrorBody).error.code).toBe('page_not_found');
    }
  });

  it('does not find one tenant’s page by name on another tenant', async () => {
    expect((await pageNamed('127.0.0.1', 'over-ons')).status).toBe(404);
    expect((await pageNamed('localhost', 'nieuws')).status).toBe(404);
  });

  it('refuses a missing name with 400 invalid_query', async () => {
    const res = await request(app).get('/api/pages:withName').set('Host', 'localhost');
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).error.code).toBe('invalid_query');
  });
});

describe('GET /api/pages/:id', () => {
  it('answers a published page with its blocks in layout order and a cache token', async () => {
    const home = (await pageNamed('127.0.0.1', 'home')).body as Page;
    const res = await request(app).get(`/api/pages/${home.guid}`).set('Host', '127.0.0.1');
    expect(res.status).toBe(200);
    const body = res.body as PageResponse;
    expect(body.page.guid).toBe(home.guid);
    expect(body.listMetadata).toEqual([]);
    expect(body.page.buildingBlockInstances.map((b) => b.layoutPosition)).toEqual([
      'top',
      'main',
      'side-right',
    ]);
    expect(res.headers[cacheTokenHeader.toLowerCase()]).toMatch(/^[\w-]{10,}$/);
  });

  it('changes the cache token when the page changes', async () => {
    const home = (await pageNamed('localhost', 'home')).body as Page;
    const token = async () =>
      (await request(app).get(`/api/pages/${home.guid}`).set('Host', 'localhost')).headers[
        cacheTokenHeader.toLowerCase()
      ] as string;
    const before = await token();
    expect(await token()).toBe(before);
    await db
      .knex('pages')
      .where({ guid: home.guid })
      .update({ title: 'Nieuwe titel', updated_at: db.knex.fn.now() });
    expect(await token()).not.toBe(before);
  });

  it('sorts blocks of one position by sortId', async () => {
    const home = (await pageNamed('localhost', 'home')).body as Page;
    const main = home.buildingBlockInstances.filter((b) => b.layoutPosition === 'main');
    expect(main.map((b) => b.sortId)).toEqual([1, 2]);
  });

  it('answers 404 when another tenant asks for the page guid', async () => {
    const home = (await pageNamed('localhost', 'home')).body as Page;
    const res = await request(app).get(`/api/pages/${home.guid}`).set('Host', '127.0.0.1');
    expect(res.status).toBe(404);
    expect((res.body as ApiErrorBody).error.code).toBe('page_not_found');
    expect(res.text).not.toContain('Plein');
  });

  it('answers 404 for an unpublished page', async () => {
    const res = await request(app).get(`/api/pages/${draftGuid}`).set('Host', 'localhost');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Nog niet klaar');
  });

  it('answers 400 invalid_id for a malformed guid', async () => {
    const res = await request(app).get('/api/pages/not-a-guid').set('Host', 'localhost');
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).error.code).toBe('invalid_id');
  });
});

describe('rich-text blocks', () => {
  it('drop scripts and javascript: links on insert', async () => {
    const pages = createPagesRepository(db.knex);
    const page = await pages.create(demo, {
      name: 'xss',
      title: 'XSS',
      layout: '100',
      isPublished: true,
    });
    await pages.addBlock(demo, page.id, {
      buildingBlock: 'rich-text',
      layoutPosition: 'main',
      sortId: 1,
      content: {
        html: '<p>Hallo<script>alert(1)</script> <a href="javascript:alert(2)">klik</a> <a href="https://example.org" onclick="x()">veilig</a></p>',
      },
    });
    const res = await pageNamed('localhost', 'xss');
    const { html } = (res.body as Page).buildingBlockInstances[0]!.content as { html: string };
    expect(html).not.toContain('script');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('onclick');
    expect(html).toContain('<a href="https://example.org">veilig</a>');
  });
});
