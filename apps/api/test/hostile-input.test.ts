import type {
  ApiErrorBody,
  BuildingBlockInstance,
  CreatedListItems,
  Page,
} from '@plein/api-client';
import request from 'supertest';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapDatabaseError } from '../src/db/pg-errors';
import { admin, Browser } from './helpers/identity';
import {
  addTestBlock,
  createTestPage,
  heroBlock,
  openEditingFixture,
} from './helpers/page-editing';
import type { EditingFixture } from './helpers/page-editing';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let f: EditingFixture;
let page: Page;
let hero: BuildingBlockInstance;
let itemGuid: string;
let listGuid: string;

const code = (res: Response) => (res.body as ApiErrorBody).error?.code;
const nul = '\u0000';

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  f = await openEditingFixture(db);
  page = await createTestPage(f);
  hero = await addTestBlock(f, page.guid, heroBlock('Held'));
  const list = await addTestBlock(f, page.guid, {
    buildingBlock: 'list',
    layoutPosition: 'main',
    content: { title: 'Lijst' },
  });
  const created = await f.cast.admin.post(`/api/listitem/list/${list.guid}`, [
    { title: 'Eerste', listItemTypeName: 'Nieuws', isPublished: true },
  ]);
  expect(created.status, created.text).toBe(201);
  itemGuid = (created.body as CreatedListItems).items[0]!.guid;
  listGuid = list.guid;
});
afterAll(() => db.close());

/** A JSON text of `depth` nested arrays. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('NUL characters (PostgreSQL refuses them in text)', () => {
  it.each([
    ['a query value', '/api/pages:withName?name=a%00'],
    ['a query name', '/api/pages:withName?na%00me=home'],
    ['a route parameter', '/api/pages/a%00'],
    ['a short list item id', '/api/listitem/short/a%00'],
  ])('refuses %s with 400 invalid_characters', async (_what, path) => {
    const res = await f.cast.anonymous.get(path);
    expect(res.status, res.text).toBe(400);
    expect(code(res)).toBe('invalid_characters');
  });

  it('refuses a sign-in e-mail address holding NUL with 400, not 500', async () => {
    const visitor = new Browser(f.app);
    await visitor.prime();
    const res = await visitor.post('/api/auth/login', {
      email: `${admin.email}${nul}`,
      password: admin.password,
    });
    expect(res.status, res.text).toBe(400);
    expect(code(res)).toBe('invalid_characters');
  });

  it.each([
    [
      'a page title',
      () => f.cast.admin.post('/api/pages', { name: 'nul', title: `a${nul}b`, layout: '100' }),
    ],
    [
      'block content',
      () =>
        f.cast.admin.put(`/api/buildingblockinstance/${hero.guid}`, {
          content: { title: `x${nul}`, text: '' },
        }),
    ],
    [
      'a new block',
      () => f.cast.admin.post(`/api/pages/${page.guid}/blocks`, heroBlock(`n${nul}`)),
    ],
    [
      'a list item',
      () =>
        f.cast.admin.put(`/api/listitem/${itemGuid}`, {
          title: `t${nul}`,
          listItemTypeName: 'Nieuws',
          isPublished: true,
        }),
    ],
    [
      'a setting',
      () =>
        f.cast.admin.put('/api/platformsettingvalues', [{ key: 'platformName', value: `p${nul}` }]),
    ],
    ['a profile name', () => f.cast.user.put('/api/profiles:loggedIn', { firstName: `f${nul}` })],
    [
      'an object key',
      () =>
        f.cast.admin.post(`/api/buildingblockinstance/${hero.guid}/options`, { [`k${nul}`]: 'v' }),
    ],
  ])('refuses NUL in %s with 400 invalid_characters', async (_what, send) => {
    const res = await send();
    expect(res.status, res.text).toBe(400);
    expect(code(res)).toBe('invalid_characters');
  });

  it('still takes text with other control characters and non-Latin letters', async () => {
    const res = await f.cast.user.put('/api/profiles:loggedIn', { firstName: 'Zoë\tŁukasz 李' });
    expect(res.status, res.text).toBe(200);
  });
});

describe('percent-escapes that do not decode', () => {
  it.each([
    ['a lone surrogate', '/api/pages/%ED%A0%80'],
    ['a broken escape', '/api/listitem/%E0%A4%A'],
    ['a bare percent sign', '/api/listitem/short/%'],
  ])('answers %s in a path with 400 invalid_path', async (_what, path) => {
    const res = await request(f.app).get(path).set('Host', 'localhost');
    expect(res.status, res.text).toBe(400);
    expect(code(res)).toBe('invalid_path');
  });
});

describe('deeply nested JSON', () => {
  it('refuses 20,000 nested arrays on POST /api/log with 400 json_too_deep', async () => {
    const res = await request(f.app)
      .post('/api/log')
      .set('Host', 'localhost')
      .set('Content-Type', 'application/json')
      .send(nestedArrays(20_000));
    expect(res.status, res.text).toBe(400);
    expect(code(res)).toBe('json_too_deep');
  });

  it('refuses deep nesting inside a list item with 400 json_too_deep', async () => {
    const body = `{"title":"t","listItemTypeName":"Nieuws","metadata":${nestedArrays(20_000)}}`;
    const res = await f.cast.admin
      .send('PUT', `/api/listitem/${itemGuid}`)
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status, res.text).toBe(400);
    expect(code(res)).toBe('json_too_deep');
  });

  it('still takes a log entry whose data is nested a few levels', async () => {
    const data = JSON.parse('{"a":'.repeat(20) + '1' + '}'.repeat(20)) as unknown;
    const res = await request(f.app)
      .post('/api/log')
      .set('Host', 'localhost')
      .send([{ timestamp: '2026-01-01T00:00:00Z', level: 7, message: 'diep', data }]);
    expect(res.status, res.text).toBe(204);
  });
});

describe('the database backstop', () => {
  it('maps the database’s own refusal of NUL in text to 400 invalid_characters', async () => {
    const refusal: unknown = await db.knex.raw('select ?::text as value', [`a${nul}b`]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).not.toBeNull();
    expect(mapDatabaseError(refusal)).toMatchObject({ status: 400, code: 'invalid_characters' });
  });
});

describe('bodies that cannot be read', () => {
  it.each([['deflate'], ['gzip']])(
    'answers a body marked %s that does not inflate with 400 invalid_body',
    async (encoding) => {
      const res = await request(f.app)
        .post('/api/log')
        .set('Host', 'localhost')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('[false]');
      expect(res.status, res.text).toBe(400);
      expect(code(res)).toBe('invalid_body');
    },
  );
});

describe('inputs a route reads itself', () => {
  it('refuses NUL inside the JSON of a list filter with 400 invalid_characters', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ meta: { periodEnd: { after: `a${nul}` } } }),
    );
    const res = await f.cast.anonymous.get(`/api/listitem/list/${listGuid}?filter=${filter}`);
    expect(res.status, res.text).toBe(400);
    expect(code(res)).toBe('invalid_characters');
  });

  it('refuses a list item PUT without a body with 400 invalid_body', async () => {
    const res = await f.cast.admin.put(`/api/listitem/${itemGuid}`);
    expect(res.status, res.text).toBe(400);
    expect(code(res)).toBe('invalid_body');
  });
});

describe('names that are members of Object.prototype', () => {
  it('takes a block type named constructor as a free (tenant-defined) block, not as a schema', async () => {
    const res = await f.cast.admin.post(`/api/pages/${page.guid}/blocks`, {
      buildingBlock: 'constructor',
      layoutPosition: 'main',
      content: { tekst: 'vrij' },
    });
    expect(res.status, res.text).toBe(201);
  });

  it.each([['constructor'], ['__proto__'], ['toString']])(
    'refuses the video provider %s with 400',
    async (provider) => {
      const video = await addTestBlock(f, page.guid, {
        buildingBlock: 'video',
        layoutPosition: 'main',
        content: { provider: 'youtube', videoId: '', title: '' },
      });
      const res = await f.cast.admin.put(`/api/buildingblockinstance/${video.guid}`, {
        content: { provider, videoId: 'dQw4w9WgXcQ', title: 'Film' },
      });
      expect(res.status, res.text).toBe(400);
    },
  );
});
