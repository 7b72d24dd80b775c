import type {
  ApiErrorBody,
  CreatedListItems,
  ListItem,
  ListItemInput,
  ListItemsPage,
} from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryResponseCache } from '../src/http/response-cache';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import { blockGuid, noCache } from './helpers/list-fixtures';
import { addUser, admin, Browser } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let manager: Browser;
let list: string;

const newItem: ListItemInput = {
  title: 'Nieuwe kade-app gelanceerd',
  listItemTypeName: 'Persbericht',
  metadata: { description: 'Alle vertrektijden van de pont in je zak.' },
  isPublished: true,
  contentBuildingBlockInstances: [
    {
      buildingBlock: 'rich-text',
      content: { html: '<p>Download<script>x()</script> de app.</p>' },
    },
  ],
};

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  const haven = (await createPlatformsRepository(db.knex).findByHost('127.0.0.1'))!;
  list = await blockGuid(db.knex, haven, 'nieuws');
  app = testApp(db, { cache: noCache }).app;
  manager = new Browser(app, '127.0.0.1');
  await manager.signIn(admin.email, admin.password);
});
afterAll(() => db.close());

describe('list item writes and the public cache', () => {
  it('a new item shows at once to visitors whose list answer was cached', async () => {
    const cached = testApp(db, { cache: createMemoryResponseCache() }).app;
    const writer = new Browser(cached, '127.0.0.1');
    await writer.signIn(admin.email, admin.password);
    const read = () =>
      request(cached).get(`/api/listitem/list/${list}?itemCount=50`).set('Host', '127.0.0.1');
    await read();
    const before = await read();
    expect(before.headers['x-cache']).toBe('HIT');

    const title = 'Veerpont vaart ook op zondag';
    expect((await writer.post(`/api/listitem/list/${list}`, [{ ...newItem, title }])).status).toBe(
      201,
    );

    const after = await read();
    expect(after.headers['x-cache']).toBe('MISS');
    expect((after.body as ListItemsPage).items.map((item) => item.title)).toContain(title);
  });
});

describe('list item writes', () => {
  it('lets a content manager create, replace (then publish) and delete items', async () => {
    const created = await manager.post(`/api/listitem/list/${list}`, [newItem]);
    expect(created.status).toBe(201);
    const [ids] = (created.body as CreatedListItems).items;
    expect(ids!.shortId).toMatch(/^[0-9a-z]+$/);

    const read = await request(app).get(`/api/listitem/${ids!.guid}`).set('Host', '127.0.0.1');
    expect(read.status).toBe(200);
    const item = read.body as ListItem;
    expect(item.listItemTypeName).toBe('Persbericht');
    expect(item.contentBuildingBlockInstances[0]!.content).toEqual({
      html: '<p>Download de app.</p>',
    });

    const put = await manager.put(`/api/listitem/${ids!.guid}`, {
      ...newItem,
      title: 'Kade-app 2.0',
    });
    expect(put.status).toBe(204);
    // The change of a published item is its draft until it is published.
    const publish = await manager.post(`/api/listitem/${ids!.guid}:publish`);
    expect(publish.status, publish.text).toBe(204);
    const page = (
      await request(app)
        .get(`/api/listitem/list/${list}?itemCount=1&searchFilter=kade-app`)
        .set('Host', '127.0.0.1')
    ).body as ListItemsPage;
    expect(page.items[0]!.title).toBe('Kade-app 2.0');

    const deleted = await manager.delete(`/api/listitem/${ids!.guid}`);
    expect(deleted.status, deleted.text).toBe(204);
    expect((await manager.delete(`/api/listitem/${ids!.guid}`)).status).toBe(404);
  });

  it('refuses visitors (401) and users without the content-manager role (403)', async () => {
    const anonymous = await request(app)
      .post(`/api/listitem/list/${list}`)
      .set('Host', '127.0.0.1')
      .send([newItem]);
    expect(anonymous.status).toBe(401);
    await addUser(db.knex, {
      email: 'lezer@havenstad.test',
      password: 'een goed wachtwoord',
      host: '127.0.0.1',
    });
    const reader = new Browser(app, '127.0.0.1');
    await reader.signIn('lezer@havenstad.test', 'een goed wachtwoord');
    const res = await reader.post(`/api/listitem/list/${list}`, [newItem]);
    expect(res.status).toBe(403);
    expect((res.body as ApiErrorBody).error.code).toBe('forbidden');
  });

  it('refuses malformed items with 400 invalid_body and unknown lists with 404', async () => {
    for (const body of [[], [{ title: 'x' }], [{ ...newItem, extra: 1 }], { ...newItem }]) {
      const res = await manager.post(`/api/listitem/list/${list}`, body);
      expect(res.status).toBe(400);
      expect((res.body as ApiErrorBody).error.code).toBe('invalid_body');
    }
    const missing = await manager.post('/api/listitem/list/33333333-3333-4333-8333-333333333333', [
      newItem,
    ]);
    expect(missing.status).toBe(404);
  });
});
