import type { SearchResponse } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import type { Tenant } from '../src/modules/platforms/repository';
import { addItems, itemInput, noCache, pageWithList } from './helpers/list-fixtures';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

/**
 * The visitor reads outside the page answer (list, item, search) hide what the page answer hides
 * from visitors: deleted blocks, blocks with a permission, pages with view roles.
 */
let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let demo: Tenant;
const lists: Record<string, { blockGuid: string; itemGuid: string }> = {};

const get = (path: string) => request(app).get(path).set('Host', 'localhost');

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  demo = (await createPlatformsRepository(db.knex).findByHost('localhost'))!;
  const cases: Record<string, (ids: { pageId: number; blockId: number }) => Promise<unknown>> = {
    open: () => Promise.resolve(),
    deleted: ({ blockId }) =>
      db.knex('building_block_instances').where({ id: blockId }).update({ deleted_at: new Date() }),
    permission: ({ blockId }) =>
      db.knex('building_block_instances').where({ id: blockId }).update({ permission: 'Users' }),
    roles: ({ pageId }) =>
      db
        .knex('pages')
        .where({ id: pageId })
        .update({ role_ids: JSON.stringify(['00000000-0000-4000-8000-000000000001']) }),
  };
  for (const [name, restrict] of Object.entries(cases)) {
    const page = await pageWithList(db.knex, demo, `zicht-${name}`);
    const [item] = await addItems(db.knex, demo, page.blockId, [itemInput(`Kijkfiets ${name}`, 1)]);
    await restrict(page);
    lists[name] = { blockGuid: page.blockGuid, itemGuid: item!.guid };
  }
  app = testApp(db, { cache: noCache }).app;
});
afterAll(() => db.close());

describe('visitor reads of list blocks', () => {
  it('answer the list and item of an open block', async () => {
    expect((await get(`/api/listitem/list/${lists.open!.blockGuid}`)).status).toBe(200);
    expect((await get(`/api/listitem/${lists.open!.itemGuid}`)).status).toBe(200);
  });

  it.each(['deleted', 'permission', 'roles'])(
    'hide the list and items of a %s block as if they did not exist',
    async (name) => {
      const { blockGuid, itemGuid } = lists[name]!;
      expect((await get(`/api/listitem/list/${blockGuid}`)).status).toBe(404);
      expect((await get(`/api/listitem/list/${blockGuid}/meta`)).status).toBe(404);
      expect((await get(`/api/listitem/${itemGuid}`)).status).toBe(404);
    },
  );

  it('leave hidden blocks out of search', async () => {
    const res = await get('/api/search?q=kijkfiets');
    expect(res.status).toBe(200);
    expect((res.body as SearchResponse).results.map((r) => r.title)).toEqual(['Kijkfiets open']);
  });
});
