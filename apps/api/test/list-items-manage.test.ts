import type {
  ApiErrorBody,
  BuildingBlockInstance,
  CreatedListItems,
  ListItemInput,
  ListItemsPage,
  Page,
  SearchResponse,
} from '@plein/api-client';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem } from './helpers/list-fixtures';
import { addTestBlock, createTestPage, openEditingFixture } from './helpers/page-editing';
import type { EditingFixture } from './helpers/page-editing';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let f: EditingFixture;
let page: Page;
let list: BuildingBlockInstance;

const code = (res: Response) => (res.body as ApiErrorBody).error?.code;
const item = newsItem;

async function create(...items: ListItemInput[]): Promise<string[]> {
  const res = await f.cast.manager.post(`/api/listitem/list/${list.guid}`, items);
  expect(res.status, res.text).toBe(201);
  return (res.body as CreatedListItems).items.map((created) => created.guid);
}

async function editorTitles(query = '?itemCount=100'): Promise<string[]> {
  const res = await f.cast.manager.get(`/api/listitem/list/${list.guid}/all${query}`);
  expect(res.status, res.text).toBe(200);
  return (res.body as ListItemsPage).items.map((entry) => entry.title);
}

async function visitorTitles(sort = 'position_asc'): Promise<string[]> {
  const res = await f.cast.anonymous.get(
    `/api/listitem/list/${list.guid}?itemCount=100&sort_by=${sort}`,
  );
  expect(res.status, res.text).toBe(200);
  return (res.body as ListItemsPage).items.map((entry) => entry.title);
}

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  f = await openEditingFixture(db);
  page = await createTestPage(f);
  list = await addTestBlock(f, page.guid, {
    buildingBlock: 'list',
    layoutPosition: 'main',
    content: { title: 'Beheerlijst' },
  });
  const published = await f.cast.admin.post(`/api/pages/${page.guid}/published`, {
    isPublished: true,
  });
  expect(published.status, published.text).toBe(200);
});
afterAll(() => db.close());

describe('the editor read of a list (GET /api/listitem/list/{guid}/all)', () => {
  it('shows editors every item, unpublished and future ones too, in manual order, paged', async () => {
    await create(
      item('Eerste', { metadata: { description: '', periodEnd: null } }),
      item('Concept', { isPublished: false }),
      item('Toekomst', { publishedOn: '2999-01-01T00:00:00.000Z' }),
    );
    expect(await editorTitles()).toEqual(['Eerste', 'Concept', 'Toekomst']);
    expect(await visitorTitles()).toEqual(['Eerste']);
    const second = await f.cast.manager.get(
      `/api/listitem/list/${list.guid}/all?pageNumber=2&itemCount=2`,
    );
    expect(second.body).toMatchObject({
      pageNumber: 2,
      itemCount: 2,
      sortBy: 'position_asc',
      totalItems: 3,
      totalCapped: false,
    });
    expect((second.body as ListItemsPage).items.map((entry) => entry.title)).toEqual(['Toekomst']);
  });

  it('answers 401, 403 and 400 as the edit rule and the query say', async () => {
    const path = `/api/listitem/list/${list.guid}/all`;
    expect((await f.cast.anonymous.get(path)).status).toBe(401);
    expect((await f.cast.user.get(path)).status).toBe(403);
    expect((await f.cast.otherManager.get(path)).status).toBe(403);
    expect((await f.cast.admin.get(path)).status).toBe(200);
    for (const query of ['?itemCount=0', '?itemCount=101', '?pageNumber=x', '?sort=1']) {
      const res = await f.cast.manager.get(`${path}${query}`);
      expect(res.status, query).toBe(400);
      expect(code(res), query).toBe('invalid_query');
    }
    expect((await f.cast.manager.get(`${path}?pageNumber=200&itemCount=100`)).status).toBe(400);
    expect((await f.cast.manager.get('/api/listitem/list/nope/all')).status).toBe(400);
    const missing = await f.cast.manager.get(
      '/api/listitem/list/33333333-3333-4333-8333-333333333333/all',
    );
    expect(missing.status).toBe(404);
  });
});

describe('deleting and restoring list items', () => {
  it('hides a deleted item from every read, search included, and restores it in its place', async () => {
    const [a, b, c] = await create(
      item('Zeemeeuw alpha'),
      item('Zeemeeuw bravo', { metadata: { description: 'Onvindbaarwoord' } }),
      item('Zeemeeuw charlie'),
    );
    const search = async () =>
      (
        (await f.cast.anonymous.get('/api/search?q=onvindbaarwoord')).body as SearchResponse
      ).results.map((result) => result.title);
    expect(await search()).toEqual(['Zeemeeuw bravo']);

    const deleted = await f.cast.manager.delete(`/api/listitem/${b}`);
    expect(deleted.status, deleted.text).toBe(204);
    expect((await f.cast.anonymous.get(`/api/listitem/${b}`)).status).toBe(404);
    expect(await visitorTitles()).not.toContain('Zeemeeuw bravo');
    expect(await editorTitles()).not.toContain('Zeemeeuw bravo');
    expect(await search()).toEqual([]);
    // A deleted item can be neither changed nor deleted again, only restored.
    expect((await f.cast.manager.put(`/api/listitem/${b}`, item('Anders'))).status).toBe(404);
    expect((await f.cast.manager.delete(`/api/listitem/${b}`)).status).toBe(404);
    expect((await f.cast.manager.post(`/api/listitem/${a}:restore`, {})).status).toBe(404);

    // Only editors of the page may restore.
    expect((await f.cast.anonymous.post(`/api/listitem/${b}:restore`, {})).status).toBe(401);
    expect((await f.cast.user.post(`/api/listitem/${b}:restore`, {})).status).toBe(403);
    expect((await f.cast.otherManager.post(`/api/listitem/${b}:restore`, {})).status).toBe(403);
    expect((await f.cast.manager.post('/api/listitem/nope:restore', {})).status).toBe(400);

    const restored = await f.cast.manager.post(`/api/listitem/${b}:restore`, {});
    expect(restored.status, restored.text).toBe(204);
    expect((await f.cast.anonymous.get(`/api/listitem/${b}`)).status).toBe(200);
    const titles = await visitorTitles();
    expect(titles.indexOf('Zeemeeuw bravo')).toBe(titles.indexOf('Zeemeeuw alpha') + 1);
    expect(titles.indexOf('Zeemeeuw charlie')).toBe(titles.indexOf('Zeemeeuw bravo') + 1);
    expect(await search()).toEqual(['Zeemeeuw bravo']);
    expect(c).toBeDefined();
  });

  it('refuses deletes by visitors, users and managers without the page role', async () => {
    const [guid] = await create(item('Blijft staan'));
    expect((await f.cast.anonymous.delete(`/api/listitem/${guid}`)).status).toBe(401);
    expect((await f.cast.user.delete(`/api/listitem/${guid}`)).status).toBe(403);
    expect((await f.cast.otherManager.delete(`/api/listitem/${guid}`)).status).toBe(403);
    expect((await f.cast.anonymous.get(`/api/listitem/${guid}`)).status).toBe(200);
  });
});

describe('manual order (PUT /api/listitem/list/{guid}:order)', () => {
  it('puts items in the given order among their own places; visitors sort by position', async () => {
    const before = await editorTitles();
    const [x, y, z] = await create(item('Volgorde x'), item('Volgorde y'), item('Volgorde z'));
    expect((await editorTitles()).slice(-3)).toEqual(['Volgorde x', 'Volgorde y', 'Volgorde z']);

    const res = await f.cast.manager.put(`/api/listitem/list/${list.guid}:order`, {
      guids: [z, x],
    });
    expect(res.status, res.text).toBe(204);
    expect(await editorTitles()).toEqual([...before, 'Volgorde z', 'Volgorde y', 'Volgorde x']);
    const visible = await visitorTitles();
    expect(visible.slice(-3)).toEqual(['Volgorde z', 'Volgorde y', 'Volgorde x']);
    expect((await visitorTitles('position_desc')).slice(0, 3)).toEqual([
      'Volgorde x',
      'Volgorde y',
      'Volgorde z',
    ]);
    expect(y).toBeDefined();
  });

  it('lets the block option defaultSortBy choose the manual order', async () => {
    const options = await f.cast.admin.post(`/api/buildingblockinstance/${list.guid}/options`, {
      defaultSortBy: 'position_desc',
      defaultItemsPerPage: '100',
    });
    expect(options.status, options.text).toBe(200);
    // Block options are part of the page's draft: visitors get them once it is published.
    const draft = await f.cast.anonymous.get(`/api/listitem/list/${list.guid}`);
    expect((draft.body as ListItemsPage).sortBy).toBe('publishedOn_desc');
    const published = await f.cast.admin.post(`/api/pages/${page.guid}/published`, {
      isPublished: true,
    });
    expect(published.status, published.text).toBe(200);
    const res = await f.cast.anonymous.get(`/api/listitem/list/${list.guid}`);
    expect((res.body as ListItemsPage).sortBy).toBe('position_desc');
    expect((res.body as ListItemsPage).items[0]!.title).toBe('Volgorde x');
  });

  it('refuses bad orders with 400 and others with 401/403', async () => {
    const path = `/api/listitem/list/${list.guid}:order`;
    const [guid] = await create(item('Ordelijk'));
    const foreign = '33333333-3333-4333-8333-333333333333';
    for (const body of [
      {},
      { guids: [] },
      { guids: ['x'] },
      { guids: [guid, guid] },
      { guids: [guid], extra: 1 },
      [guid],
    ]) {
      const res = await f.cast.manager.put(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(code(res)).toBe('invalid_body');
    }
    const unknown = await f.cast.manager.put(path, { guids: [guid, foreign] });
    expect(unknown.status).toBe(400);
    expect(code(unknown)).toBe('unknown_items');
    expect((await f.cast.anonymous.put(path, { guids: [guid] })).status).toBe(401);
    expect((await f.cast.user.put(path, { guids: [guid] })).status).toBe(403);
    expect((await f.cast.otherManager.put(path, { guids: [guid] })).status).toBe(403);
    expect(
      (await f.cast.manager.put(`/api/listitem/list/${foreign}:order`, { guids: [guid] })).status,
    ).toBe(404);
  });
});

describe('scheduled items and the response cache', () => {
  it('shows an item published in the future once its time comes, though nothing was written', async () => {
    const at = new Date(Date.now() + 1500);
    await create(item('Straks', { publishedOn: at.toISOString() }));
    const path = `/api/listitem/list/${list.guid}?itemCount=100&sort_by=position_asc`;
    const before = await f.cast.anonymous.get(path);
    expect(before.headers['x-cache']).toBe('MISS');
    // The answer says how long it holds: until the item is published.
    expect(Date.parse(String(before.headers['plein-fresh-until']))).toBeLessThanOrEqual(
      at.getTime(),
    );
    const cached = await f.cast.anonymous.get(path);
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(JSON.stringify(cached.body)).not.toContain('Straks');

    // The response cache and the publication schedule read the system clock, which no test can
    // move: the test lives through the publication time.
    const untilPublished = at.getTime() - Date.now() + 50;
    await new Promise((resolve) => setTimeout(resolve, untilPublished)); // fixed-delay-ok: the system clock must pass the publication time
    const after = await f.cast.anonymous.get(path);
    expect(after.headers['x-cache']).toBe('MISS');
    expect((after.body as ListItemsPage).items.map((entry) => entry.title)).toContain('Straks');
  });
});
