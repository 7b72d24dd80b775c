import type { ApiErrorBody, MenuItem } from '@plein/api-client';
import { topLevelMenuName } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMenusRepository } from '../src/modules/menus/repository';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
const topMenu = `/api/menus:withName?name=${encodeURIComponent(topLevelMenuName)}`;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  app = testApp(db).app;
});
afterAll(() => db.close());

describe('GET /api/menus:withName', () => {
  it('answers each tenant its own top level menu, sorted, with page data joined', async () => {
    const demo = (await request(app).get(topMenu).set('Host', 'localhost')).body as MenuItem[];
    expect(demo.map((i) => i.name)).toEqual(['Home', 'Over ons', 'Voorbeeldsite']);
    expect(demo[0]).toMatchObject({
      urlSegment: '',
      pageName: 'home',
      pageIsPublished: true,
      externalUrl: null,
    });
    expect(demo[1]).toMatchObject({
      urlSegment: 'over-ons',
      pageName: 'over-ons',
      pageIsPublished: true,
    });
    expect(demo[2]).toMatchObject({
      pageGuid: null,
      pageIsPublished: false,
      externalUrl: 'https://example.org',
    });

    const haven = (await request(app).get(topMenu).set('Host', '127.0.0.1')).body as MenuItem[];
    expect(haven.map((i) => i.name)).toEqual(['Home', 'Nieuws', 'Gemeente Havenstad']);
    expect(haven[0]!.pageGuid).not.toBe(demo[0]!.pageGuid);
  });

  it('nests child items under their parent via relatedMenuItems', async () => {
    const tenant = (await createPlatformsRepository(db.knex).findByHost('localhost'))!;
    const menus = createMenusRepository(db.knex);
    const menuId = await menus.create(tenant, 'Footer menu');
    const parent = await menus.addItem(tenant, menuId, {
      name: 'Over',
      urlSegment: 'over',
      sortId: 2,
    });
    await menus.addItem(tenant, menuId, {
      name: 'Team',
      urlSegment: 'team',
      parentId: parent.id,
      sortId: 2,
    });
    await menus.addItem(tenant, menuId, {
      name: 'Visie',
      urlSegment: 'visie',
      parentId: parent.id,
      sortId: 1,
    });
    await menus.addItem(tenant, menuId, { name: 'Start', urlSegment: '', sortId: 1 });
    const res = await request(app)
      .get('/api/menus:withName?name=Footer%20menu')
      .set('Host', 'localhost');
    const items = res.body as MenuItem[];
    expect(items.map((i) => i.name)).toEqual(['Start', 'Over']);
    expect(items[1]!.relatedMenuItems.map((i) => i.name)).toEqual(['Visie', 'Team']);
    // Another tenant does not see it.
    expect(
      (await request(app).get('/api/menus:withName?name=Footer%20menu').set('Host', '127.0.0.1'))
        .status,
    ).toBe(404);
  });

  it('answers 404 menu_not_found for an unknown menu and 400 without a name', async () => {
    const unknown = await request(app)
      .get('/api/menus:withName?name=Nope')
      .set('Host', 'localhost');
    expect(unknown.status).toBe(404);
    expect((unknown.body as ApiErrorBody).error.code).toBe('menu_not_found');
    const missing = await request(app).get('/api/menus:withName').set('Host', 'localhost');
    expect(missing.status).toBe(400);
    expect((missing.body as ApiErrorBody).error.code).toBe('invalid_query');
  });
});
