import type {
  ApiErrorBody,
  ListBlockMetadata,
  ListItem,
  ListItemsPage,
  ListItemType,
  ListsResponse,
} from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import type { Tenant } from '../src/modules/platforms/repository';
import {
  addItems,
  blockGuid,
  daysFromNow,
  itemInput,
  noCache,
  pageWithList,
} from './helpers/list-fixtures';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let demo: Tenant;
let haven: Tenant;
/** The seeded list on localhost's over-ons page: 12 items, one expired. */
let demoList: string;
let havenList: string;
let hidden: { unpublished: string; future: string; expired: string; onDraftPage: string };
let parentA: string;
let parentB: string;
let draftPageList: string;

const get = (path: string, host = 'localhost') => request(app).get(path).set('Host', host);
const post = (path: string, body: unknown, host = 'localhost') =>
  request(app)
    .post(path)
    .set('Host', host)
    .send(body as object);
const list = async (guid: string, query = '', host = 'localhost') =>
  (await get(`/api/listitem/list/${guid}${query}`, host)).body as ListItemsPage;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  const platforms = createPlatformsRepository(db.knex);
  demo = (await platforms.findByHost('localhost'))!;
  haven = (await platforms.findByHost('127.0.0.1'))!;
  demoList = await blockGuid(db.knex, demo, 'over-ons');
  havenList = await blockGuid(db.knex, haven, 'nieuws');
  const demoBlockId = (
    await db.knex('building_block_instances').where({ guid: demoList }).first<{ id: number }>('id')
  ).id;
  const [unpublished, future, expired] = await addItems(db.knex, demo, demoBlockId, [
    itemInput('Concept dat nog niet af is', 1, { isPublished: false }),
    itemInput('Bericht voor volgende week', -7),
    itemInput('Verlopen aanbieding', 2, { metadata: { periodEnd: daysFromNow(-1) } }),
  ]);
  const draft = await pageWithList(db.knex, demo, 'concept-lijst', { isPublished: false });
  draftPageList = draft.blockGuid;
  const [onDraftPage] = await addItems(db.knex, demo, draft.blockId, [itemInput('Verborgen', 1)]);
  hidden = {
    unpublished: unpublished!.guid,
    future: future!.guid,
    expired: expired!.guid,
    onDraftPage: onDraftPage!.guid,
  };
  const parents = await pageWithList(db.knex, demo, 'ouders', {
    blockOptions: [
      { name: 'defaultItemsPerPage', value: '10' },
      { name: 'nestedSortOrder', value: 'title_asc' },
    ],
  });
  parentA = '00000000-0000-4000-8000-00000000000a';
  parentB = '00000000-0000-4000-8000-00000000000b';
  await addItems(db.knex, demo, parents.blockId, [
    itemInput('Zwemmen', 1, { parentGuids: [parentA] }),
    itemInput('Atletiek', 2, { parentGuids: [parentA, parentB] }),
    itemInput('Schaken', 3, { parentGuids: [parentB] }),
  ]);
  app = testApp(db, { cache: noCache }).app;
});
afterAll(() => db.close());

describe('GET /api/listitemtypes', () => {
  it('answers the tenant its own item types', async () => {
    const res = await get('/api/listitemtypes');
    expect(res.status).toBe(200);
    expect((res.body as ListItemType[]).map((t) => t.name)).toEqual(['Evenement', 'Nieuwsbericht']);
  });
});

describe('GET /api/listitem/list/:guid', () => {
  it('answers the block default page: its items per page, newest first, expired hidden', async () => {
    const page = await list(demoList);
    expect(page).toMatchObject({ pageNumber: 1, itemCount: 4, sortBy: 'publishedOn_desc' });
    expect(page.totalItems).toBe(11);
    expect(page.totalCapped).toBe(false);
    expect(page.items.map((i) => i.title)).toEqual([
      'Plein zoekt nu in alle berichten',
      'Lijsten met duizenden berichten blijven snel',
      'Vier nieuwe paginaindelingen',
      'Eigen huisstijl per website',
    ]);
    const first = page.items[0]!;
    expect(first).toMatchObject({ isPublished: true, highlight: true, blockGuid: demoList });
    // The seeded picture above the text, and the item's thumbnail.
    expect(first.contentBuildingBlockInstances.map((block) => block.buildingBlock)).toEqual([
      'image',
      'rich-text',
    ]);
    expect(first.firstImageGuid).toBe(
      (first.contentBuildingBlockInstances[0]!.content as { imageGuid: string }).imageGuid,
    );
    expect(first.shortId).toMatch(/^[0-9a-z]{4,31}$/);
  });

  it('pages with pageNumber and itemCount, and sorts by a whitelisted field', async () => {
    const last = await list(demoList, '?pageNumber=3&itemCount=4');
    expect(last.items).toHaveLength(3);
    const byTitle = await list(demoList, '?itemCount=100&sort_by=title_asc');
    const titles = byTitle.items.map((i) => i.title);
    expect(titles).toHaveLength(11);
    expect([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(titles);
    const oldest = await list(demoList, '?itemCount=1&sort_by=publishedOn_asc');
    expect(oldest.items[0]!.title).toBe('Plein Demo staat online');
  });

  it('shows expired items only when the query asks', async () => {
    const expired = await list(
      demoList,
      `?itemCount=10&filter=${encodeURIComponent('{"meta":{"periodEnd":"expired"}}')}`,
    );
    expect(expired.items.map((i) => i.title).sort()).toEqual([
      'Verlopen aanbieding',
      'Webinar: bouwblokken in de praktijk',
    ]);
    const all = await list(
      demoList,
      `?filter=${encodeURIComponent('{"meta":{"periodEnd":"all"}}')}`,
    );
    expect(all.totalItems).toBe(13);
  });

  it('filters by parent and uses the nested sort order then', async () => {
    const parents = await blockGuid(db.knex, demo, 'ouders');
    const page = await list(
      parents,
      `?filter=${encodeURIComponent(JSON.stringify({ parentGuids: [parentA] }))}`,
    );
    expect(page.sortBy).toBe('title_asc');
    expect(page.items.map((i) => i.title)).toEqual(['Atletiek', 'Zwemmen']);
    expect(page.items[0]!.parentGuids).toHaveLength(2);
  });

  it('filters by several parents in publish order, each item once, and follows item changes', async () => {
    const parents = await blockGuid(db.knex, demo, 'ouders');
    const byParents = async (guids: string[], query = '') => {
      const filter = encodeURIComponent(JSON.stringify({ parentGuids: guids }));
      return list(parents, `?sort_by=publishedOn_desc&filter=${filter}${query}`);
    };
    const both = await byParents([parentA, parentB]);
    expect(both.items.map((i) => i.title)).toEqual(['Zwemmen', 'Atletiek', 'Schaken']);
    const firstOfTwo = await byParents([parentA, parentB], '&itemCount=2');
    expect(firstOfTwo.items.map((i) => i.title)).toEqual(['Zwemmen', 'Atletiek']);
    expect(firstOfTwo.totalItems).toBe(3);
    const secondOfTwo = await byParents([parentA, parentB], '&itemCount=2&pageNumber=2');
    expect(secondOfTwo.items.map((i) => i.title)).toEqual(['Schaken']);

    // Every change of an item reaches the parent filter at once.
    const items = () => db.knex('list_items').where({ platform_id: demo.id });
    await items()
      .where({ title: 'Schaken' })
      .update({ parent_guids: db.knex.raw('?::uuid[]', [[parentA]]) });
    expect((await byParents([parentA], '&itemCount=1')).totalItems).toBe(3);
    await items().where({ title: 'Zwemmen' }).update({ is_published: false });
    await items().where({ title: 'Atletiek' }).update({ deleted_at: new Date() });
    const left = await byParents([parentA], '&itemCount=1');
    expect(left.items.map((i) => i.title)).toEqual(['Schaken']);
    expect(left.totalItems).toBe(1);
    await items()
      .whereIn('title', ['Zwemmen', 'Atletiek'])
      .update({ is_published: true, deleted_at: null });
    await items()
      .where({ title: 'Schaken' })
      .update({ parent_guids: db.knex.raw('?::uuid[]', [[parentB]]) });
    expect((await byParents([parentA, parentB], '&itemCount=1')).totalItems).toBe(3);
    expect((await byParents([parentB])).items.map((i) => i.title)).toEqual(['Atletiek', 'Schaken']);
  });

  it('counts a hundred pages past the asked one, so a first page never counts a whole huge list', async () => {
    const { blockGuid: longList, blockId } = await pageWithList(db.knex, demo, 'lange-lijst');
    await addItems(
      db.knex,
      demo,
      blockId,
      Array.from({ length: 103 }, (_, i) => itemInput(`Bericht ${i}`, 1 + i / 100)),
    );
    const first = await list(longList, '?itemCount=1');
    expect(first).toMatchObject({ totalItems: 101, totalCapped: true });
    const third = await list(longList, '?itemCount=1&pageNumber=3');
    expect(third).toMatchObject({ totalItems: 103, totalCapped: false });
    expect(third.items.map((i) => i.title)).toEqual(['Bericht 2']);
  });

  it('searches within the list with searchFilter (stemmed, partial words)', async () => {
    const page = await list(demoList, '?itemCount=10&searchFilter=fietsen');
    expect(page.items.map((i) => i.title)).toEqual(['Fietsen naar de Plein-meetup']);
    const partial = await list(demoList, '?itemCount=10&searchFilter=toegankel');
    expect(partial.items.map((i) => i.title)).toEqual(['Toegankelijk volgens WCAG 2.1 AA']);
  });

  it.each([
    ['pageNumber=0'],
    ['pageNumber=-1'],
    ['pageNumber=abc'],
    ['itemCount=0'],
    ['itemCount=1000'],
    ['pageNumber=200&itemCount=100'],
    ['sort_by=title'],
    ['sort_by=id_desc'],
    ['filter=%7Bbroken'],
    [`filter=${encodeURIComponent('{"parentGuids":["x"]}')}`],
    [`filter=${encodeURIComponent('{"other":1}')}`],
    [`filter=${encodeURIComponent('{"meta":{"periodEnd":"soon"}}')}`],
    ['unknown=1'],
    ['pageNumber=1&pageNumber=2'],
  ])('refuses %s with 400 invalid_query', async (query) => {
    const res = await get(`/api/listitem/list/${demoList}?${query}`);
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).error.code).toBe('invalid_query');
  });

  it('refuses a page past the window when the items per page come from the block', async () => {
    const res = await get(`/api/listitem/list/${demoList}?pageNumber=9000`);
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).error.code).toBe('page_out_of_range');
  });

  it('answers 404 list_not_found for another tenant’s list, a draft page’s list or a non-list block', async () => {
    const richText = await blockGuid(db.knex, demo, 'home', 'rich-text');
    for (const [guid, host] of [
      [havenList, 'localhost'],
      [demoList, '127.0.0.1'],
      [draftPageList, 'localhost'],
      [richText, 'localhost'],
      ['11111111-1111-4111-8111-111111111111', 'localhost'],
    ] as const) {
      const res = await get(`/api/listitem/list/${guid}`, host);
      expect(res.status, `${guid} on ${host}`).toBe(404);
      expect((res.body as ApiErrorBody).error.code).toBe('list_not_found');
    }
    expect((await get('/api/listitem/list/not-a-guid')).status).toBe(400);
  });

  it('keeps each tenant to its own items', async () => {
    const havenItems = (await list(havenList, '?itemCount=100', '127.0.0.1')).items;
    expect(havenItems).toHaveLength(11);
    const demoItems = (await list(demoList, '?itemCount=100')).items;
    const havenGuids = new Set(havenItems.map((i) => i.guid));
    expect(demoItems.some((i) => havenGuids.has(i.guid))).toBe(false);
  });
});

describe('GET /api/listitem/:guid and /api/listitem/short/:id', () => {
  it('answers a visible item by guid and by short id', async () => {
    const [item] = (await list(havenList, '?itemCount=1', '127.0.0.1')).items;
    const byGuid = await get(`/api/listitem/${item!.guid}`, '127.0.0.1');
    expect(byGuid.status).toBe(200);
    expect(byGuid.body as ListItem).toEqual(item);
    const byShort = await get(`/api/listitem/short/${item!.shortId}`, '127.0.0.1');
    expect(byShort.status).toBe(200);
    expect((byShort.body as ListItem).guid).toBe(item!.guid);
  });

  it('hides unpublished, future, expired, draft-page and other tenants’ items (404)', async () => {
    const [havenItem] = (await list(havenList, '?itemCount=1', '127.0.0.1')).items;
    for (const guid of [...Object.values(hidden), havenItem!.guid]) {
      const res = await get(`/api/listitem/${guid}`);
      expect(res.status, guid).toBe(404);
      expect((res.body as ApiErrorBody).error.code).toBe('list_item_not_found');
    }
    expect((await get(`/api/listitem/short/${havenItem!.shortId}`)).status).toBe(404);
  });

  it('refuses malformed ids with 400 invalid_id', async () => {
    for (const path of [
      '/api/listitem/12345',
      '/api/listitem/short/' + 'a'.repeat(32),
      '/api/listitem/short/a-b',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect((res.body as ApiErrorBody).error.code).toBe('invalid_id');
    }
  });
});

describe('POST /api/listitem/lists', () => {
  it('answers many lists in one call, null for a block that is not a visible list', async () => {
    const missing = '22222222-2222-4222-8222-222222222222';
    const res = await post('/api/listitem/lists', {
      [demoList]: { itemCount: 2, sort_by: 'title_desc' },
      [missing]: {},
    });
    expect(res.status).toBe(200);
    const body = res.body as ListsResponse;
    expect(body[demoList]!.items).toHaveLength(2);
    expect(body[demoList]!.sortBy).toBe('title_desc');
    expect(body[missing]).toBeNull();
  });

  it('refuses bad keys, bad queries and too many blocks with 400 invalid_body', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 21 }, (_, i) => [
        `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        {},
      ]),
    );
    for (const body of [{ nope: {} }, { [demoList]: { pageNumber: 0 } }, {}, many, []]) {
      const res = await post('/api/listitem/lists', body);
      expect(res.status).toBe(400);
      expect((res.body as ApiErrorBody).error.code).toBe('invalid_body');
    }
  });
});

describe('GET /api/listitem/list/:guid/meta', () => {
  it('answers the count and the options with their defaults', async () => {
    const res = await get(`/api/listitem/list/${demoList}/meta`);
    expect(res.status).toBe(200);
    const meta = res.body as ListBlockMetadata;
    expect(meta).toMatchObject({ blockGuid: demoList, buildingBlock: 'list', totalItems: 11 });
    expect(meta.options).toMatchObject({
      defaultItemsPerPage: 4,
      defaultSortBy: 'publishedOn_desc',
      itemsRecentForDays: 0,
      showExpiredItemsByDefault: false,
      highlightOnly: false,
    });
  });
});

describe('list block options', () => {
  it('falls back to one item per page, shows expired items by default, limits to recent days', async () => {
    const { blockGuid: guid, blockId } = await pageWithList(db.knex, demo, 'opties', {
      blockOptions: [
        { name: 'showExpiredItemsByDefault', value: 'true' },
        { name: 'itemsRecentForDays', value: '10' },
      ],
    });
    await addItems(db.knex, demo, blockId, [
      itemInput('Recent', 1),
      itemInput('Recent maar verlopen', 2, { metadata: { periodEnd: daysFromNow(-1) } }),
      itemInput('Oud', 30),
    ]);
    const page = await list(guid);
    expect(page.itemCount).toBe(1);
    expect(page.totalItems).toBe(2);
    const active = await list(
      guid,
      `?filter=${encodeURIComponent('{"meta":{"periodEnd":"active"}}')}`,
    );
    expect(active.totalItems).toBe(1);
  });

  it('never shows expired items of a list with hasActiveItems', async () => {
    const { blockGuid: guid, blockId } = await pageWithList(db.knex, demo, 'actief', {
      blockOptions: [{ name: 'hasActiveItems', value: 'true' }],
    });
    const [, gone] = await addItems(db.knex, demo, blockId, [
      itemInput('Vacature', 1, { metadata: { periodEnd: daysFromNow(3) } }),
      itemInput('Vervulde vacature', 2, { metadata: { periodEnd: daysFromNow(-3) } }),
    ]);
    const all = await list(guid, `?filter=${encodeURIComponent('{"meta":{"periodEnd":"all"}}')}`);
    expect(all.totalItems).toBe(1);
    expect((await get(`/api/listitem/${gone!.guid}`)).status).toBe(404);
  });
});

describe('POST /api/listitem/widget/:guid', () => {
  it('filters by highlight', async () => {
    const res = await post(`/api/listitem/widget/${havenList}`, {
      itemCount: 10,
      filter: { highlight: true },
    });
    expect(res.status).toBe(404);
    const ok = await post(
      `/api/listitem/widget/${havenList}`,
      { filter: { highlight: true } },
      '127.0.0.1',
    );
    expect(ok.status).toBe(200);
    expect((ok.body as ListItemsPage).items.map((i) => i.title)).toEqual([
      'Havenfeest trekt duizenden bezoekers',
    ]);
  });

  it('shows the highlighted items of the list its listBlockGuid names', async () => {
    const widget = await pageWithList(db.knex, demo, 'widget', {
      buildingBlock: 'list-widget',
      blockOptions: [
        { name: 'listBlockGuid', value: demoList },
        { name: 'highlightOnly', value: 'true' },
        { name: 'defaultItemsPerPage', value: '3' },
      ],
    });
    const res = await post(`/api/listitem/widget/${widget.blockGuid}`, {});
    expect(res.status).toBe(200);
    const page = res.body as ListItemsPage;
    expect(page.itemCount).toBe(3);
    expect(page.items.map((i) => i.title)).toEqual(['Plein zoekt nu in alle berichten']);
  });

  it('refuses a malformed widget query with 400 invalid_body', async () => {
    for (const body of [{ filter: { highlight: 'yes' } }, { itemCount: 101 }, { extra: 1 }]) {
      const res = await post(`/api/listitem/widget/${demoList}`, body);
      expect(res.status).toBe(400);
      expect((res.body as ApiErrorBody).error.code).toBe('invalid_body');
    }
  });
});

describe('the first image of each item', () => {
  const imageBlock = (imageGuid: string | null, url: string | null = null) => ({
    buildingBlock: 'image',
    content: { imageGuid, url, alt: 'Foto', caption: '', width: 1600, height: 900 },
  });
  const text = { buildingBlock: 'rich-text', content: { html: '<p>Tekst</p>' } };
  const first = '3f2c0000-0000-4000-8000-0000000000a1';
  const second = '3f2c0000-0000-4000-8000-0000000000a2';

  it('names it in list, lists and item answers, for a thumbnail; items without one name none', async () => {
    const { blockGuid: guid, blockId } = await pageWithList(db.knex, demo, 'met-beelden', {
      blockOptions: [
        { name: 'defaultSortBy', value: 'title_asc' },
        { name: 'defaultItemsPerPage', value: '10' },
      ],
    });
    const [pictured] = await addItems(db.knex, demo, blockId, [
      itemInput('Met foto’s', 1, {
        contentBuildingBlockInstances: [
          text,
          imageBlock(null),
          imageBlock(first),
          imageBlock(second),
        ],
      }),
      itemInput('Met een foto van elders', 2, {
        contentBuildingBlockInstances: [imageBlock(null, 'https://example.org/a.jpg')],
      }),
      itemInput('Zonder foto', 3, { contentBuildingBlockInstances: [text] }),
    ]);
    const firstImages = (items: ListItem[]) =>
      items.map((item) => [item.title, item.firstImageGuid ?? null]);
    const expected = [
      ['Met een foto van elders', null],
      ['Met foto’s', first],
      ['Zonder foto', null],
    ];
    expect(firstImages((await list(guid)).items)).toEqual(expected);
    const lists = (await post('/api/listitem/lists', { [guid]: {} })).body as ListsResponse;
    expect(firstImages(lists[guid]!.items)).toEqual(expected);
    const item = (await get(`/api/listitem/${pictured!.guid}`)).body as ListItem;
    expect(item.firstImageGuid).toBe(first);
    // Left out, not null, when there is none: the answers of items without images are as before.
    expect(
      (await list(guid)).items.find((entry) => entry.title === 'Zonder foto'),
    ).not.toHaveProperty('firstImageGuid');
  });
});
