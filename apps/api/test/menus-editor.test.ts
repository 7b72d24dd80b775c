import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, MenuItem, MenuItemInput } from '@plein/api-client';
import { maxMenuDepth, topLevelMenuName } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, addUser, admin } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let demoAdmin: Browser;
let havenAdmin: Browser;
let pageGuids: { demoHome: string; overOns: string; havenNieuws: string };

const menuPath = (name: string) => `/api/menus:withName?name=${encodeURIComponent(name)}`;
const topMenu = menuPath(topLevelMenuName);

/** An internal item with sub-items. */
const internal = (
  name: string,
  urlSegment: string,
  relatedMenuItems: MenuItemInput[] = [],
  extra: Partial<MenuItemInput> = {},
): MenuItemInput => ({
  name,
  urlSegment,
  pageGuid: null,
  externalUrl: null,
  relatedMenuItems,
  ...extra,
});
/** An external link. */
const external = (name: string, externalUrl: string, extra: Partial<MenuItemInput> = {}) =>
  internal(name, '', [], { externalUrl, ...extra });

const problemsOf = (res: { body: unknown }) =>
  ((res.body as ApiErrorBody).error.details as { problems: { path: string; message: string }[] })
    .problems;

async function pageGuid(host: string, name: string): Promise<string> {
  const row = await db
    .knex('pages as p')
    .join('platform_hosts as h', 'h.platform_id', 'p.platform_id')
    .where({ 'h.host': host, 'p.name': name })
    .first<{ guid: string }>('p.guid');
  return row.guid;
}

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await addUser(db.knex, { email: 'lezer@example.org' });
  await addUser(db.knex, { email: 'redacteur@example.org', isContentManager: true });
  await addUser(db.knex, { email: 'haven-admin@example.org', host: '127.0.0.1', isAdmin: true });
  app = testApp(db).app;
  demoAdmin = new Browser(app);
  await demoAdmin.signIn(admin.email, admin.password);
  havenAdmin = new Browser(app, '127.0.0.1');
  await havenAdmin.signIn('haven-admin@example.org', 'een goed wachtwoord');
  pageGuids = {
    demoHome: await pageGuid('localhost', 'home'),
    overOns: await pageGuid('localhost', 'over-ons'),
    havenNieuws: await pageGuid('127.0.0.1', 'nieuws'),
  };
});
afterAll(() => db.close());

describe('PUT /api/menus:withName: who may', () => {
  it('refuses visitors (401), plain users and content managers (403)', async () => {
    const body = [internal('Nieuws', 'nieuws')];
    const visitor = new Browser(app);
    await visitor.prime();
    const visitorRes = await visitor.put(topMenu, body);
    expect(visitorRes.status).toBe(401);
    expect((visitorRes.body as ApiErrorBody).error.code).toBe('not_signed_in');
    for (const email of ['lezer@example.org', 'redacteur@example.org']) {
      const user = new Browser(app);
      await user.signIn(email, 'een goed wachtwoord');
      const res = await user.put(topMenu, body);
      expect(res.status, email).toBe(403);
      expect((res.body as ApiErrorBody).error.code).toBe('forbidden');
    }
    const after = (await request(app).get(topMenu).set('Host', 'localhost')).body as MenuItem[];
    expect(after.map((item) => item.name)).toEqual(['Home', 'Over ons', 'Voorbeeldsite']);
  });

  it('refuses an admin’s cookie call without the XSRF header (403 xsrf_failed)', async () => {
    const res = await demoAdmin.send('PUT', topMenu, [internal('Nieuws', 'nieuws')], false);
    expect(res.status).toBe(403);
    expect((res.body as ApiErrorBody).error.code).toBe('xsrf_failed');
  });

  it('does not let an admin of one tenant change another tenant’s menu', async () => {
    // Tenant A's session sent to tenant B's host is not signed in there.
    const crossHost = new Browser(app, '127.0.0.1');
    for (const [name, value] of demoAdmin.cookies) crossHost.cookies.set(name, value);
    const res = await crossHost.put(topMenu, [internal('Overgenomen', 'overgenomen')]);
    expect(res.status).toBe(401);
    const haven = (await request(app).get(topMenu).set('Host', '127.0.0.1')).body as MenuItem[];
    expect(haven.map((item) => item.name)).toEqual(['Home', 'Nieuws', 'Gemeente Havenstad']);
  });

  it('refuses a page or an item guid of another tenant with 400, touching nothing', async () => {
    const demoMenu = (await request(app).get(topMenu).set('Host', 'localhost')).body as MenuItem[];
    const before = (await request(app).get(topMenu).set('Host', '127.0.0.1')).body as MenuItem[];

    const foreignPage = await havenAdmin.put(topMenu, [
      internal('Over ons', 'over-ons', [], { pageGuid: pageGuids.overOns }),
    ]);
    expect(foreignPage.status).toBe(400);
    expect((foreignPage.body as ApiErrorBody).error.code).toBe('invalid_body');
    expect(problemsOf(foreignPage)).toEqual([
      { path: '[0].pageGuid', message: 'is not a page of this site' },
    ]);

    const foreignItem = await havenAdmin.put(topMenu, [
      internal('Gekaapt', 'gekaapt', [], { guid: demoMenu[1]!.guid }),
    ]);
    expect(foreignItem.status).toBe(400);
    expect(problemsOf(foreignItem)).toEqual([
      { path: '[0].guid', message: 'is not an item of this menu' },
    ]);

    expect((await request(app).get(topMenu).set('Host', '127.0.0.1')).body).toEqual(before);
    expect((await request(app).get(topMenu).set('Host', 'localhost')).body).toEqual(demoMenu);
  });
});

describe('PUT /api/menus:withName: saving', () => {
  it('takes back a fetched menu unchanged (the home entry included)', async () => {
    const before = (await demoAdmin.get(topMenu)).body as MenuItem[];
    const res = await demoAdmin.put(topMenu, before);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(before);
  });

  it('replaces the tree: guids given are kept, new items get one, left-out items go', async () => {
    const before = (await demoAdmin.get(topMenu)).body as MenuItem[];
    const [home, overOns] = before;
    const tree: MenuItemInput[] = [
      internal('Start', '', [], { guid: home!.guid, pageGuid: pageGuids.demoHome }),
      internal('Over ons', 'over-ons', [internal('Team', 'team'), internal('Visie', 'visie')], {
        guid: overOns!.guid,
        pageGuid: pageGuids.overOns,
      }),
      external('Open standaarden', 'https://example.org/standaarden'),
    ];
    const res = await demoAdmin.put(topMenu, tree);
    expect(res.status).toBe(200);
    const saved = res.body as MenuItem[];
    expect(saved.map((item) => item.name)).toEqual(['Start', 'Over ons', 'Open standaarden']);
    expect(saved[0]).toMatchObject({ guid: home!.guid, urlSegment: '', pageName: 'home' });
    expect(saved[1]).toMatchObject({
      guid: overOns!.guid,
      pageGuid: pageGuids.overOns,
      pageName: 'over-ons',
      pageIsPublished: true,
    });
    expect(saved[1]!.relatedMenuItems.map((item) => [item.name, item.urlSegment])).toEqual([
      ['Team', 'team'],
      ['Visie', 'visie'],
    ]);
    expect(saved[1]!.relatedMenuItems[0]!.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved[2]).toMatchObject({
      urlSegment: '',
      pageGuid: null,
      externalUrl: 'https://example.org/standaarden',
    });
    // The left-out "Voorbeeldsite" item is gone, and GET answers exactly what PUT did.
    expect(JSON.stringify(saved)).not.toContain('Voorbeeldsite');
    expect((await demoAdmin.get(topMenu)).body).toEqual(saved);

    // Moving a kept item under another parent keeps its guid.
    const team = saved[1]!.relatedMenuItems[0]!;
    const moved = await demoAdmin.put(topMenu, [
      internal('Over ons', 'over-ons', [], { guid: overOns!.guid }),
      internal('Organisatie', 'organisatie', [
        internal('Team', 'team', [internal('Directie', 'directie')], { guid: team.guid }),
      ]),
    ]);
    expect(moved.status).toBe(200);
    const organisatie = (moved.body as MenuItem[])[1]!;
    expect(organisatie.relatedMenuItems[0]!.guid).toBe(team.guid);
    expect(organisatie.relatedMenuItems[0]!.relatedMenuItems[0]!.name).toBe('Directie');
  });

  it('creates a menu the tenant does not have yet, for that tenant only', async () => {
    const footer = menuPath('Footer menu');
    expect((await request(app).get(footer).set('Host', 'localhost')).status).toBe(404);
    const res = await demoAdmin.put(footer, [external('Example', 'https://example.org')]);
    expect(res.status).toBe(200);
    const got = await request(app).get(footer).set('Host', 'localhost');
    expect((got.body as MenuItem[]).map((item) => item.name)).toEqual(['Example']);
    expect((await request(app).get(footer).set('Host', '127.0.0.1')).status).toBe(404);
    // An empty tree is a valid (empty) menu.
    expect((await demoAdmin.put(footer, [])).body).toEqual([]);
  });

  it('drops the cached public answer, so visitors see the change at once', async () => {
    const visitorGet = () => request(app).get(topMenu).set('Host', '127.0.0.1');
    expect((await visitorGet()).status).toBe(200);
    const cached = await visitorGet();
    expect(cached.headers['x-cache']).toBe('HIT');
    const res = await havenAdmin.put(topMenu, [
      internal('Nieuws', 'nieuws', [], { pageGuid: pageGuids.havenNieuws }),
      external('Haven', 'https://example.org/haven'),
    ]);
    expect(res.status).toBe(200);
    const fresh = await visitorGet();
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect((fresh.body as MenuItem[]).map((item) => item.name)).toEqual(['Nieuws', 'Haven']);
  });
});

describe('PUT /api/menus:withName: refusals', () => {
  const nested = (depth: number): MenuItemInput =>
    internal(`Niveau ${depth}`, `niveau-${depth}`, depth > 1 ? [nested(depth - 1)] : []);

  it.each<[string, unknown, string]>([
    [
      'an external link with a url segment',
      [external('X', 'https://example.org', { urlSegment: 'x' })],
      '[0].urlSegment',
    ],
    [
      'an external link with a page',
      [external('X', 'https://example.org', { pageGuid: randomUUID() })],
      '[0].pageGuid',
    ],
    [
      'an external link with sub-items',
      [external('X', 'https://example.org', { relatedMenuItems: [internal('Y', 'y')] })],
      '[0].relatedMenuItems',
    ],
    ['a private address', [external('Router', 'http://192.168.1.1/')], '[0].externalUrl'],
    ['localhost', [external('Lokaal', 'http://localhost:3000/')], '[0].externalUrl'],
    ['a javascript: URL', [external('Klik', 'javascript:alert(1)')], '[0].externalUrl'],
    [
      'a bad external URL deep down',
      [internal('A', 'a'), internal('B', 'b', [external('C', 'mailto:x@example.org')])],
      '[1].relatedMenuItems[0].externalUrl',
    ],
    ['a url segment with capitals and spaces', [internal('X', 'Over Ons')], '[0].urlSegment'],
    ['a url segment with a slash', [internal('X', 'over/ons')], '[0].urlSegment'],
    ['a url segment with a double hyphen', [internal('X', 'over--ons')], '[0].urlSegment'],
    [
      'an empty url segment below the top level',
      [internal('A', 'a', [internal('B', '')])],
      '[0].relatedMenuItems[0].urlSegment',
    ],
    ['a home entry without a page', [internal('Home', '')], '[0].pageGuid'],
    ['an empty name', [internal('   ', 'x')], '[0].name'],
    ['a name over 80 characters', [internal('x'.repeat(81), 'x')], '[0].name'],
    ['a name with a line break', [internal('Een\nTwee', 'x')], '[0].name'],
    ['an unknown field', [{ ...internal('X', 'x'), target: '_blank' }], '[0].target'],
    ['a page guid that is no guid', [internal('X', 'x', [], { pageGuid: 'home' })], '[0].pageGuid'],
    [
      'a page guid of no page',
      [internal('X', 'x', [], { pageGuid: randomUUID() })],
      '[0].pageGuid',
    ],
    ['an unknown item guid', [internal('X', 'x', [], { guid: randomUUID() })], '[0].guid'],
    ['a missing field', [{ name: 'X', urlSegment: 'x', relatedMenuItems: [] }], '[0].pageGuid'],
    ['a body that is not a list', { items: [] }, ''],
    ['a list of texts', ['Home'], '[0]'],
    [
      'a menu deeper than the maximum',
      [nested(maxMenuDepth + 1)],
      '[0].relatedMenuItems[0].relatedMenuItems[0].relatedMenuItems',
    ],
    [
      'two siblings with one url segment',
      [internal('Nieuws', 'nieuws'), internal('Ook nieuws', 'nieuws')],
      '[1].urlSegment',
    ],
    [
      'two home entries',
      [
        internal('Home', '', [], { pageGuid: 'PAGE' }),
        internal('Start', '', [], { pageGuid: 'PAGE' }),
      ],
      '[1].urlSegment',
    ],
  ])('refuses %s with 400 invalid_body pointing at the item', async (_name, body, path) => {
    const before = (await demoAdmin.get(topMenu)).body as MenuItem[];
    const payload = JSON.parse(
      JSON.stringify(body).replaceAll('"PAGE"', JSON.stringify(pageGuids.demoHome)),
    ) as unknown;
    const res = await demoAdmin.put(topMenu, payload);
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).error.code).toBe('invalid_body');
    expect(problemsOf(res).map((problem) => problem.path)).toContain(path);
    expect((await demoAdmin.get(topMenu)).body).toEqual(before);
  });

  it('reads an empty external URL as none', async () => {
    const res = await demoAdmin.put(menuPath('Leeg'), [
      internal('Nieuws', 'nieuws', [], { externalUrl: '' }),
    ]);
    expect(res.status).toBe(200);
    expect((res.body as MenuItem[])[0]).toMatchObject({ urlSegment: 'nieuws', externalUrl: null });
  });

  it('allows the deepest level, and one segment under different parents', async () => {
    const res = await demoAdmin.put(menuPath('Diep'), [
      nested(maxMenuDepth),
      internal('Ander', 'ander', [internal('Niveau 2', 'niveau-2')]),
    ]);
    expect(res.status).toBe(200);
  });

  it('refuses one guid on two items, more than 200 items, and a name over 100 characters', async () => {
    const saved = (await demoAdmin.get(topMenu)).body as MenuItem[];
    const guid = saved[0]!.guid;
    const twice = await demoAdmin.put(topMenu, [
      internal('A', 'a', [], { guid }),
      internal('B', 'b', [], { guid }),
    ]);
    expect(twice.status).toBe(400);
    expect(problemsOf(twice).map((problem) => problem.path)).toEqual(['[1].guid']);

    const many = Array.from({ length: 20 }, (_, i) =>
      internal(
        `Groep ${i}`,
        `groep-${i}`,
        Array.from({ length: 10 }, (_, j) => internal(`${j}`, `item-${j}`)),
      ),
    );
    const tooMany = await demoAdmin.put(menuPath('Groot'), many);
    expect(tooMany.status).toBe(400);
    expect(problemsOf(tooMany)[0]!.message).toMatch(/at most 200 items/);
    expect((await demoAdmin.put(menuPath('Groot'), many.slice(0, 18))).status).toBe(200);

    const longName = await demoAdmin.put(menuPath('m'.repeat(101)), []);
    expect(longName.status).toBe(400);
    expect((longName.body as ApiErrorBody).error.code).toBe('invalid_query');
    const noName = await demoAdmin.put('/api/menus:withName', []);
    expect(noName.status).toBe(400);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await demoAdmin
      .send('PUT', topMenu)
      .set('Content-Type', 'application/json')
      .send('[{"name": ');
    expect(res.status).toBe(400);
  });
});
