import type {
  ApiErrorBody,
  BuildingBlockInstance,
  CreatedListItems,
  Page,
  PageResponse,
  PageSummary,
  PageTemplate,
} from '@plein/api-client';
import { topLevelMenuName } from '@plein/api-client';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMenusRepository } from '../src/modules/menus/repository';
import { purgeTrash } from '../src/modules/pages/schedule-job';
import type { Browser } from './helpers/identity';
import {
  addTestBlock,
  blockPath,
  createTestPage,
  heroBlock,
  openEditingFixture,
  pagePath,
  readPage,
  titlesOf,
} from './helpers/page-editing';
import type { Cast, EditingFixture } from './helpers/page-editing';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let f: EditingFixture;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  f = await openEditingFixture(db);
});
afterAll(() => db.close());

const code = (res: Response) => (res.body as ApiErrorBody).error?.code;
const guidsOf = (page: Page) => page.buildingBlockInstances.map((b) => b.guid);

async function publish(page: Page): Promise<void> {
  const res = await f.cast.admin.post(pagePath(page, '/published'), { isPublished: true });
  expect(res.status, res.text).toBe(200);
}

/** A page with a hero and a rich-text block in main, and a soft-deleted hero. */
async function target() {
  const page = await createTestPage(f);
  const hero = await addTestBlock(f, page.guid, heroBlock('Held'));
  const text = await addTestBlock(f, page.guid, {
    buildingBlock: 'rich-text',
    layoutPosition: 'main',
    content: { html: '<p>Tekst</p>' },
  });
  const deleted = await addTestBlock(f, page.guid, heroBlock('Weg'));
  expect((await f.cast.admin.delete(blockPath(deleted))).status).toBe(204);
  return { page, hero, text, deleted };
}
type Target = Awaited<ReturnType<typeof target>>;

interface Write {
  name: string;
  run: (who: Browser, t: Target) => Promise<Response>;
  ok: number;
  adminOnly?: boolean;
}

let created = 0;
const writes: Write[] = [
  {
    name: 'create a page',
    run: (who) =>
      who.post('/api/pages', { name: `matrix-${++created}`, title: 'M', layout: '100' }),
    ok: 201,
    adminOnly: true,
  },
  {
    name: 'update a page',
    run: (who, t) =>
      who.put(pagePath(t.page), { name: t.page.name, title: 'Nieuw', layout: '25-75' }),
    ok: 200,
  },
  {
    name: 'publish a page',
    run: (who, t) => who.post(pagePath(t.page, '/published'), { isPublished: true }),
    ok: 200,
  },
  {
    name: 'delete a page',
    run: (who, t) => who.delete(pagePath(t.page)),
    ok: 204,
    adminOnly: true,
  },
  {
    name: 'add a block',
    run: (who, t) => who.post(pagePath(t.page, '/blocks'), heroBlock('Erbij')),
    ok: 201,
  },
  {
    name: 'change block content',
    run: (who, t) => who.put(blockPath(t.hero), { content: { title: 'Anders', text: '' } }),
    ok: 200,
  },
  {
    name: 'set block options',
    run: (who, t) => who.post(blockPath(t.hero, '/options'), { kleur: 'blauw' }),
    ok: 200,
  },
  {
    name: 'set block permissions',
    run: (who, t) =>
      who.post(blockPath(t.hero, '/permissions'), { addPermission: 'Users', addRoles: [] }),
    ok: 200,
  },
  {
    name: 'reorder blocks',
    run: (who, t) =>
      who.put(pagePath(t.page, '/blocks:order'), {
        blocks: [
          { guid: t.text.guid, layoutPosition: 'top', sortId: 1 },
          { guid: t.hero.guid, layoutPosition: 'main', sortId: 1 },
        ],
      }),
    ok: 200,
  },
  { name: 'delete a block', run: (who, t) => who.delete(blockPath(t.hero)), ok: 204 },
  { name: 'restore a block', run: (who, t) => who.post(blockPath(t.deleted, ':restore')), ok: 200 },
];

const refusedActors: [keyof Cast, number][] = [
  ['anonymous', 401],
  ['user', 403],
  ['member', 403],
  ['otherManager', 403],
];

describe('who may write', () => {
  const everything = async () =>
    (await f.cast.admin.get('/api/pages?IncludeBbis=true')).body as PageSummary[];

  for (const write of writes) {
    it(`${write.name}: refused to visitors (401), users and content managers without the edit role (403); changes nothing`, async () => {
      const t = await target();
      const before = await everything();
      for (const [actor, status] of refusedActors) {
        const res = await write.run(f.cast[actor], t);
        expect(res.status, `${actor}: ${res.text}`).toBe(status);
      }
      if (write.adminOnly) {
        const res = await write.run(f.cast.manager, t);
        expect(res.status, res.text).toBe(403);
        expect(code(res)).toBe('forbidden');
      }
      expect(await everything()).toEqual(before);
    });

    const allowed: (keyof Cast)[] = write.adminOnly ? ['admin'] : ['manager', 'admin'];
    it(`${write.name}: allowed to ${allowed.join(' and ')}`, async () => {
      for (const actor of allowed) {
        const res = await write.run(f.cast[actor], await target());
        expect(res.status, `${actor}: ${res.text}`).toBe(write.ok);
      }
    });
  }

  it('refuses a content manager with a matching role when editPermission is not Roles', async () => {
    const page = await createTestPage(f, { editPermission: 'Admin' });
    const res = await f.cast.manager.put(pagePath(page), {
      name: page.name,
      title: 'Toch',
      layout: page.layout,
    });
    expect(res.status).toBe(403);
    expect((await readPage(f.cast.admin, page)).title).toBe(page.title);
  });

  it('lets only admins change who may edit or see a page', async () => {
    const page = await createTestPage(f);
    const base = { name: page.name, title: page.title, layout: page.layout };
    for (const change of [
      { editRoles: [f.roles.redactie, f.roles.anders] },
      { editPermission: 'Admin' },
      { roleIds: [f.roles.leden] },
    ]) {
      const res = await f.cast.manager.put(pagePath(page), { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(403);
    }
    const same = await f.cast.manager.put(pagePath(page), {
      ...base,
      title: 'Zelfde rechten',
      editPermission: 'Roles',
      editRoles: [f.roles.redactie.toUpperCase()],
      roleIds: [],
    });
    expect(same.status, same.text).toBe(200);
    const byAdmin = await f.cast.admin.put(pagePath(page), { ...base, roleIds: [f.roles.leden] });
    expect(byAdmin.status).toBe(200);
    expect((byAdmin.body as Page).roleIds).toEqual([f.roles.leden]);
  });

  it('refuses a cookie-authorised write without the XSRF header', async () => {
    const { hero } = await target();
    const res = await f.cast.manager.send('PUT', blockPath(hero), { content: {} }, false);
    expect(res.status).toBe(403);
    expect(code(res)).toBe('xsrf_failed');
  });

  it('shows page templates to editors only', async () => {
    expect((await f.cast.anonymous.get('/api/pagetemplates')).status).toBe(401);
    expect((await f.cast.user.get('/api/pagetemplates')).status).toBe(403);
    expect((await f.cast.user.get('/api/pagetemplates/article')).status).toBe(403);
    const list = await f.cast.otherManager.get('/api/pagetemplates');
    expect(list.status).toBe(200);
    expect((list.body as PageTemplate[]).map((t) => [t.id, t.name])).toEqual([
      ['empty', 'templates.empty'],
      ['article', 'templates.article'],
      ['landing', 'templates.landing'],
      ['news', 'templates.news'],
    ]);
    const landing = await f.cast.admin.get('/api/pagetemplates/landing');
    expect((landing.body as PageTemplate).layout).toBe('25-50-25');
    expect(code(await f.cast.admin.get('/api/pagetemplates/bestaat-niet'))).toBe(
      'template_not_found',
    );
  });
});

describe('tenancy', () => {
  it('answers 404 to another tenant for every read and write of a page and its blocks', async () => {
    const t = await target();
    await publish(t.page);
    const before = await readPage(f.cast.admin, t.page);
    const other = f.cast.havenAdmin;
    const calls = [
      () => other.get(pagePath(t.page)),
      () => other.get(`/api/pages:withName?name=${t.page.name}`),
      () => other.get(blockPath(t.hero)),
      ...writes.filter((w) => w.name !== 'create a page').map((w) => () => w.run(other, t)),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status, res.text).toBe(404);
      expect(res.text).not.toContain('Held');
    }
    const list = (await other.get('/api/pages?IncludeBbis=true')).body as PageSummary[];
    expect(list.map((p) => p.guid)).not.toContain(t.page.guid);
    expect(await readPage(f.cast.admin, t.page)).toEqual(before);
  });

  it('refuses role guids of another tenant (400)', async () => {
    const t = await target();
    const block = await f.cast.admin.post(blockPath(t.hero, '/permissions'), {
      addPermission: 'Roles',
      addRoles: [f.roles.haven],
    });
    expect(block.status).toBe(400);
    const page = await f.cast.admin.put(pagePath(t.page), {
      name: t.page.name,
      title: 'x',
      layout: '100',
      editRoles: [f.roles.haven],
    });
    expect(page.status).toBe(400);
  });
});

describe('who may read', () => {
  it('hides an unpublished page from visitors and shows it to its editors', async () => {
    const { page, hero } = await target();
    for (const who of ['anonymous', 'user', 'otherManager'] as const) {
      expect((await f.cast[who].get(pagePath(page))).status, who).toBe(404);
      expect((await f.cast[who].get(`/api/pages:withName?name=${page.name}`)).status).toBe(404);
      expect((await f.cast[who].get(blockPath(hero))).status).toBe(404);
      const list = (await f.cast[who].get('/api/pages')).body as PageSummary[];
      expect(list.map((p) => p.guid)).not.toContain(page.guid);
    }
    const seen = await readPage(f.cast.manager, page);
    expect(seen.isPublished).toBe(false);
    expect(titlesOf(seen)).toEqual(['Held', undefined]);
    expect((await f.cast.manager.get(blockPath(hero))).status).toBe(200);
    const mine = (await f.cast.manager.get('/api/pages')).body as PageSummary[];
    expect(mine.find((p) => p.guid === page.guid)).toMatchObject({
      canEdit: true,
      isPublished: false,
    });

    await publish(page);
    expect((await f.cast.anonymous.get(pagePath(page))).status).toBe(200);
  });

  it('shows a page with roleIds only to members of those roles and its editors', async () => {
    const page = await createTestPage(f, { roleIds: [f.roles.leden] });
    await addTestBlock(f, page.guid, heroBlock('Alleen leden'));
    await publish(page);
    for (const who of ['anonymous', 'user', 'otherManager'] as const) {
      expect((await f.cast[who].get(pagePath(page))).status, who).toBe(404);
      const list = (await f.cast[who].get('/api/pages')).body as PageSummary[];
      expect(list.map((p) => p.guid)).not.toContain(page.guid);
    }
    for (const who of ['member', 'manager', 'admin'] as const) {
      expect(titlesOf(await readPage(f.cast[who], page)), who).toEqual(['Alleen leden']);
    }
    const list = (await f.cast.member.get('/api/pages')).body as PageSummary[];
    expect(list.find((p) => p.guid === page.guid)?.canEdit).toBe(false);
  });

  it('leaves out blocks the caller may not see (block permissions)', async () => {
    const page = await createTestPage(f);
    const levels = [
      ['Public', []],
      ['Users', []],
      ['Verify', []],
      ['Roles', [f.roles.leden]],
      ['Admin', []],
    ] as const;
    const blocks: BuildingBlockInstance[] = [];
    for (const [level, roles] of levels) {
      const block = await addTestBlock(f, page.guid, heroBlock(level));
      const res = await f.cast.manager.post(blockPath(block, '/permissions'), {
        addPermission: level,
        addRoles: roles,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ permission: level, roles });
      blocks.push(res.body as BuildingBlockInstance);
    }
    await publish(page);
    const expected: [keyof Cast, string[]][] = [
      ['anonymous', ['Public']],
      ['user', ['Public', 'Users']],
      ['verified', ['Public', 'Users', 'Verify']],
      ['member', ['Public', 'Users', 'Roles']],
      ['otherManager', ['Public', 'Users']],
      ['manager', ['Public', 'Users', 'Verify', 'Roles', 'Admin']],
      ['admin', ['Public', 'Users', 'Verify', 'Roles', 'Admin']],
    ];
    for (const [who, titles] of expected) {
      expect(titlesOf(await readPage(f.cast[who], page)), who).toEqual(titles);
      const byName = await f.cast[who].get(`/api/pages:withName?name=${page.name}`);
      expect(titlesOf(byName.body as Page), who).toEqual(titles);
      const list = (await f.cast[who].get('/api/pages?IncludeBbis=true')).body as PageSummary[];
      expect(titlesOf(list.find((p) => p.guid === page.guid)!), who).toEqual(titles);
    }
    const rolesBlock = blocks[3]!;
    expect((await f.cast.anonymous.get(blockPath(rolesBlock))).status).toBe(404);
    expect((await f.cast.user.get(blockPath(rolesBlock))).status).toBe(404);
    expect((await f.cast.member.get(blockPath(rolesBlock))).body).toMatchObject({
      permission: 'Roles',
      roles: [f.roles.leden],
    });
    // The visitor's cached answer never holds what signed-in callers see.
    await f.cast.anonymous.get(pagePath(page));
    const cached = await f.cast.anonymous.get(pagePath(page));
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(titlesOf((cached.body as PageResponse).page)).toEqual(['Public']);
  });

  it('refuses block permissions that do not add up (400)', async () => {
    const { hero } = await target();
    for (const body of [
      { addPermission: 'Roles', addRoles: [] },
      { addPermission: 'Users', addRoles: [f.roles.leden] },
      { addPermission: 'Roles', addRoles: ['33333333-3333-4333-8333-333333333333'] },
      { addPermission: 'Everyone', addRoles: [] },
      { addPermission: 'Roles', addRoles: ['leden'] },
      { addPermission: 'Users' },
    ]) {
      const res = await f.cast.manager.post(blockPath(hero, '/permissions'), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(code(res)).toBe('invalid_body');
    }
  });
});

describe('GET /api/pages', () => {
  it('lists pages by title with blocks only when asked for, filtered by type', async () => {
    const zebra = await createTestPage(f, { title: 'zebra-overzicht' });
    await createTestPage(f, { title: 'Pagina 10-overzicht' });
    const aap = await createTestPage(f, { title: 'Aap-overzicht' });
    await createTestPage(f, { title: 'pagina 9-overzicht' });
    await addTestBlock(f, aap.guid, heroBlock('Aap'));
    await addTestBlock(f, aap.guid, {
      buildingBlock: 'rich-text',
      layoutPosition: 'main',
      content: { html: '<p>a</p>' },
    });
    const titles = (list: PageSummary[]) =>
      list.map((p) => p.title).filter((title) => title.endsWith('-overzicht'));

    const plain = (await f.cast.manager.get('/api/pages')).body as PageSummary[];
    // Case does not matter; numbers sort as numbers.
    expect(titles(plain)).toEqual([
      'Aap-overzicht',
      'pagina 9-overzicht',
      'Pagina 10-overzicht',
      'zebra-overzicht',
    ]);
    expect(plain.every((p) => p.buildingBlockInstances.length === 0)).toBe(true);
    expect(plain.find((p) => p.guid === zebra.guid)?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const all = (await f.cast.manager.get('/api/pages?IncludeBbis=true')).body as PageSummary[];
    expect(all.find((p) => p.guid === aap.guid)!.buildingBlockInstances).toHaveLength(2);
    const heroes = (await f.cast.manager.get('/api/pages?FilterBbisByBuildingBlocks=hero,video'))
      .body as PageSummary[];
    expect(
      heroes.find((p) => p.guid === aap.guid)!.buildingBlockInstances.map((b) => b.buildingBlock),
    ).toEqual(['hero']);

    for (const query of ['x=1', 'IncludeBbis=ja', 'FilterBbisByBuildingBlocks=Rich%20Text']) {
      const res = await f.cast.manager.get(`/api/pages?${query}`);
      expect(res.status, query).toBe(400);
      expect(code(res)).toBe('invalid_query');
    }
  });

  it('marks canEdit per caller and moves updatedAt on every block write', async () => {
    const { page, hero } = await target();
    await publish(page);
    const summary = async (who: Browser) =>
      ((await who.get('/api/pages')).body as PageSummary[]).find((p) => p.guid === page.guid);
    expect((await summary(f.cast.otherManager))?.canEdit).toBe(false);
    expect((await summary(f.cast.manager))?.canEdit).toBe(true);
    const before = (await summary(f.cast.admin))!.updatedAt;
    // The write comes in a later millisecond than the last one: wait until the clock passed it.
    await vi.waitUntil(() => Date.now() > Date.parse(before), { interval: 1 });
    expect((await f.cast.manager.post(blockPath(hero, '/options'), { a: 'b' })).status).toBe(200);
    expect(Date.parse((await summary(f.cast.admin))!.updatedAt)).toBeGreaterThan(
      Date.parse(before),
    );
  });
});

describe('page writes', () => {
  it('creates unpublished pages, refuses taken names (409) and unknown templates (400)', async () => {
    const res = await f.cast.admin.post('/api/pages', {
      name: 'over-de-haven',
      title: 'Over de haven',
      layout: '75-25',
      options: [{ name: 'showHeader', value: 'true' }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'over-de-haven',
      isPublished: false,
      editPermission: 'Admin',
      editRoles: [],
      roleIds: [],
      buildingBlockInstances: [],
    });
    const again = await f.cast.admin.post('/api/pages', { ...res.body, guid: undefined });
    expect(again.status).toBe(400);
    const taken = await f.cast.admin.post('/api/pages', {
      name: 'over-de-haven',
      title: 'x',
      layout: '100',
    });
    expect(taken.status).toBe(409);
    expect(code(taken)).toBe('page_name_taken');
    const other = await createTestPage(f);
    const rename = await f.cast.manager.put(pagePath(other), {
      name: 'over-de-haven',
      title: 'x',
      layout: '100',
    });
    expect(code(rename)).toBe('page_name_taken');
    const template = await f.cast.admin.post('/api/pages', {
      name: 'met-sjabloon',
      title: 'x',
      layout: '100',
      templateId: 'bestaat-niet',
    });
    expect(template.status).toBe(400);
    // The same name on the other tenant is fine.
    const haven = await f.cast.havenAdmin.post('/api/pages', {
      name: 'over-de-haven',
      title: 'Haven',
      layout: '100',
    });
    expect(haven.status).toBe(201);
  });

  it('keeps a page’s display choices (header, footer, breadcrumbs) and refuses other values (400)', async () => {
    const page = await createTestPage(f);
    const options = [
      { name: 'showFooter', value: 'false' },
      { name: 'showBreadcrumbs', value: 'true' },
    ];
    const saved = await f.cast.manager.put(pagePath(page), {
      name: page.name,
      title: page.title,
      layout: page.layout,
      options,
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await readPage(f.cast.manager, page)).options).toEqual(options);
    for (const value of ['yes', '', 'TRUE']) {
      const refused = await f.cast.manager.put(pagePath(page), {
        name: page.name,
        title: page.title,
        layout: page.layout,
        options: [{ name: 'showHeader', value }],
      });
      expect(refused.status).toBe(400);
      expect(code(refused)).toBe('invalid_body');
    }
    expect((await readPage(f.cast.manager, page)).options).toEqual(options);
  });

  it('starts a page from a template and fits its blocks to the chosen layout', async () => {
    const article = await f.cast.admin.post('/api/pages', {
      name: 'artikel',
      title: 'Artikel',
      layout: '100',
      templateId: 'article',
    });
    expect(article.status).toBe(201);
    const blocks = (article.body as Page).buildingBlockInstances;
    expect(blocks.map((b) => [b.buildingBlock, b.layoutPosition])).toEqual([
      ['hero', 'top'],
      ['rich-text', 'main'],
    ]);
    const landing = await f.cast.admin.post('/api/pages', {
      name: 'landing-smal',
      title: 'Landing',
      layout: '100',
      templateId: 'landing',
    });
    expect(
      (landing.body as Page).buildingBlockInstances.map((b) => [b.buildingBlock, b.layoutPosition]),
    ).toEqual([
      ['hero', 'top'],
      ['rich-text', 'main'],
      ['buttons', 'main'],
      ['buttons', 'main'],
    ]);
  });

  it('moves blocks of positions the new layout lacks to the end of main', async () => {
    const page = await createTestPage(f, { layout: '25-50-25' });
    const add = (title: string, position: 'top' | 'side-left' | 'main' | 'side-right') =>
      addTestBlock(f, page.guid, heroBlock(title, position));
    await add('top', 'top');
    await add('links-1', 'side-left');
    await add('links-2', 'side-left');
    await add('midden', 'main');
    await add('rechts', 'side-right');
    const gone = await add('rechts-weg', 'side-right');
    expect((await f.cast.manager.delete(blockPath(gone))).status).toBe(204);

    const res = await f.cast.manager.put(pagePath(page), {
      name: page.name,
      title: page.title,
      layout: '100',
    });
    expect(res.status, res.text).toBe(200);
    const moved = res.body as Page;
    expect(moved.layout).toBe('100');
    expect(titlesOf(moved)).toEqual(['top', 'midden', 'links-1', 'links-2', 'rechts']);
    expect(moved.buildingBlockInstances.map((b) => b.layoutPosition)).toEqual([
      'top',
      'main',
      'main',
      'main',
      'main',
    ]);
    const restored = await f.cast.manager.post(blockPath(gone, ':restore'));
    expect(restored.body).toMatchObject({ layoutPosition: 'main' });
    expect(titlesOf(await readPage(f.cast.manager, page)).at(-1)).toBe('rechts-weg');
  });

  it('brings a deleted page back as visitors saw it: published, its schedule kept (31.18)', async () => {
    const published = await createTestPage(f);
    await publish(published);
    const scheduled = await createTestPage(f);
    const schedule = {
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      unpublishAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    };
    const set = await f.cast.admin.put(pagePath(scheduled, '/schedule'), schedule);
    expect(set.status, set.text).toBe(200);

    for (const page of [published, scheduled]) {
      expect((await f.cast.admin.delete(pagePath(page))).status).toBe(204);
      expect((await f.cast.admin.post(pagePath(page, ':restore'))).status).toBe(200);
    }
    expect((await f.cast.anonymous.get(pagePath(published))).status).toBe(200);
    expect((await f.cast.admin.get(pagePath(published))).body).toMatchObject({
      page: { isPublished: true },
    });
    expect((await f.cast.anonymous.get(pagePath(scheduled))).status).toBe(404);
    expect((await f.cast.admin.get(pagePath(scheduled))).body).toMatchObject({
      page: { isPublished: false, draft: schedule },
    });
  });

  it('moves a page to the trash (admins); its menu items keep pointing at it until it is purged', async () => {
    const page = await createTestPage(f);
    const { id: pageId } = await db
      .knex('pages')
      .where({ guid: page.guid })
      .first<{ id: number }>('id');
    const menus = createMenusRepository(db.knex);
    const menuId = (await menus.findIdByName(f.demo, topLevelMenuName))!;
    const item = await menus.addItem(f.demo, menuId, { name: 'Weg', pageId, sortId: 99 });
    expect((await f.cast.admin.delete(pagePath(page))).status).toBe(204);
    expect((await f.cast.admin.get(pagePath(page))).status).toBe(404);
    expect((await f.cast.admin.delete(pagePath(page))).status).toBe(404);
    const menuItem = async () =>
      (await menus.listItems(f.demo, menuId)).find((entry) => entry.guid === item.guid);
    // In the trash the page counts as gone from the menu; restored, it is back.
    expect(await menuItem()).toMatchObject({ pageGuid: null });
    expect((await f.cast.admin.post(pagePath(page, ':restore'))).status).toBe(200);
    expect(await menuItem()).toMatchObject({ pageGuid: page.guid });

    expect((await f.cast.admin.delete(pagePath(page))).status).toBe(204);
    await purgeTrash(db.knex, new Date(Date.now() + 31 * 86_400_000));
    const row = await db
      .knex('menu_items')
      .where({ id: item.id })
      .first<{ page_id: number | null }>();
    expect(row).toMatchObject({ page_id: null });
  });
});

describe('blocks', () => {
  it('adds blocks after the last of their position unless a sortId is given', async () => {
    const page = await createTestPage(f);
    const first = await addTestBlock(f, page.guid, heroBlock('een'));
    const second = await addTestBlock(f, page.guid, heroBlock('twee'));
    const placed = await addTestBlock(f, page.guid, { ...heroBlock('nul'), sortId: 0 });
    expect([first.sortId, second.sortId, placed.sortId]).toEqual([1, 2, 0]);
    expect(titlesOf(await readPage(f.cast.admin, page))).toEqual(['nul', 'een', 'twee']);
  });

  it('reorders blocks across positions of the layout', async () => {
    const page = await createTestPage(f, { layout: '25-75' });
    const [a, b, c] = [
      await addTestBlock(f, page.guid, heroBlock('a')),
      await addTestBlock(f, page.guid, heroBlock('b')),
      await addTestBlock(f, page.guid, heroBlock('c')),
    ];
    const res = await f.cast.manager.put(pagePath(page, '/blocks:order'), {
      blocks: [
        { guid: c.guid, layoutPosition: 'main', sortId: 1 },
        { guid: a.guid, layoutPosition: 'main', sortId: 2 },
        { guid: b.guid.toUpperCase(), layoutPosition: 'side-left', sortId: 1 },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(titlesOf(res.body as Page)).toEqual(['b', 'c', 'a']);
    expect(titlesOf(await readPage(f.cast.admin, page))).toEqual(['b', 'c', 'a']);
  });

  it('deletes a block from the draft and restores it in place; visitors see it go on publish', async () => {
    const page = await createTestPage(f);
    const keep = await addTestBlock(f, page.guid, heroBlock('blijft'));
    const drop = await addTestBlock(f, page.guid, heroBlock('weg'));
    await publish(page);
    expect((await f.cast.manager.delete(blockPath(drop))).status).toBe(204);
    expect(guidsOf(await readPage(f.cast.manager, page))).toEqual([keep.guid]);
    expect(guidsOf(await readPage(f.cast.anonymous, page))).toEqual([keep.guid, drop.guid]);
    expect((await f.cast.manager.get(blockPath(drop))).status).toBe(404);
    expect((await f.cast.manager.put(blockPath(drop), { content: {} })).status).toBe(404);
    expect((await f.cast.manager.delete(blockPath(drop))).status).toBe(404);

    const restored = await f.cast.manager.post(blockPath(drop, ':restore'));
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(drop);
    const draft = await readPage(f.cast.manager, page);
    expect(guidsOf(draft)).toEqual([keep.guid, drop.guid]);
    expect(draft.draft?.hasChanges).toBe(false);
    expect((await f.cast.manager.post(blockPath(drop, ':restore'))).status).toBe(200);
    expect((await f.cast.manager.post(blockPath({ guid: page.guid }, ':restore'))).status).toBe(
      404,
    );

    expect((await f.cast.manager.delete(blockPath(drop))).status).toBe(204);
    await publish(page);
    expect(guidsOf(await readPage(f.cast.anonymous, page))).toEqual([keep.guid]);
    // Deleted from the published page, it comes back into the draft only.
    expect((await f.cast.manager.post(blockPath(drop, ':restore'))).status).toBe(200);
    expect(guidsOf(await readPage(f.cast.manager, page))).toEqual([keep.guid, drop.guid]);
    expect(guidsOf(await readPage(f.cast.anonymous, page))).toEqual([keep.guid]);
    await publish(page);
    expect(guidsOf(await readPage(f.cast.anonymous, page))).toEqual([keep.guid, drop.guid]);
  });

  it('replaces options and content, dropping unknown content keys', async () => {
    const { hero } = await target();
    const options = await f.cast.manager.post(blockPath(hero, '/options'), { a: '1', b: '' });
    expect((options.body as BuildingBlockInstance).options).toEqual([
      { name: 'a', value: '1' },
      { name: 'b', value: '' },
    ]);
    const replaced = await f.cast.manager.post(blockPath(hero, '/options'), { c: 'x' });
    expect((replaced.body as BuildingBlockInstance).options).toEqual([{ name: 'c', value: 'x' }]);
    const content = await f.cast.manager.put(blockPath(hero), {
      content: { title: 'T', text: 'a < b & c', extra: '<script>' },
    });
    expect((content.body as BuildingBlockInstance).content).toEqual({
      title: 'T',
      text: 'a < b & c',
    });
  });
});

describe('block content', () => {
  const image = (over: Record<string, unknown> = {}) => ({
    buildingBlock: 'image',
    layoutPosition: 'main',
    content: {
      imageGuid: null,
      url: 'https://example.org/haven.jpg',
      alt: 'De haven',
      caption: '',
      width: 1200,
      height: null,
      ...over,
    },
  });
  const buttons = (url: string, label = 'Lees meer') => ({
    buildingBlock: 'buttons',
    layoutPosition: 'main',
    content: { buttons: [{ label, url, variant: 'primary' }] },
  });

  // Every shape and limit of the core types: block-content.test.ts. Here: what a client sees.
  it('stores core content without unknown keys and tenant-defined content as sent', async () => {
    const page = await createTestPage(f);
    const stripped = await f.cast.manager.post(pagePath(page, '/blocks'), image({ onload: 'x' }));
    expect(stripped.status, stripped.text).toBe(201);
    expect((stripped.body as BuildingBlockInstance).content).toEqual(image().content);
    const custom = { text: 'Eigen blok', nested: [1, { a: null }] };
    const quote = await f.cast.manager.post(pagePath(page, '/blocks'), {
      buildingBlock: 'quote',
      layoutPosition: 'main',
      content: custom,
    });
    expect((quote.body as BuildingBlockInstance).content).toEqual(custom);
    const list = await f.cast.manager.post(pagePath(page, '/blocks'), {
      buildingBlock: 'list',
      layoutPosition: 'main',
      content: {},
    });
    expect((list.body as BuildingBlockInstance).content).toEqual({ title: '' });
  });

  it('never stores script: rich text is sanitised; markup and unsafe links are refused', async () => {
    const page = await createTestPage(f);
    const rich = await f.cast.manager.post(pagePath(page, '/blocks'), {
      buildingBlock: 'rich-text',
      layoutPosition: 'main',
      content: {
        html: '<p>Hoi<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">klik</a> <a href="https://example.org" onclick="x()">ok</a></p>',
      },
    });
    expect(rich.status).toBe(201);
    expect((rich.body as BuildingBlockInstance).content).toEqual({
      html: '<p>Hoi<a>klik</a> <a href="https://example.org">ok</a></p>',
    });
    const hero = await addTestBlock(f, page.guid, heroBlock('Veilig'));
    const refused = [
      heroBlock('<script>alert(1)</script>'),
      { ...heroBlock('x'), content: { title: 'x', text: '<img src=x onerror=alert(1)>' } },
      buttons('javascript:alert(1)'),
      buttons('JaVaScRiPt:alert(1)'),
      buttons('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='),
      buttons('/\t/evil.example'),
      buttons('//evil.example/x'),
      buttons('/ok', '<b onmouseover=alert(1)>x</b>'),
      image({ url: 'javascript:alert(1)' }),
      image({ url: 'http://127.0.0.1/x.png' }),
      image({ alt: '"><script>alert(1)</script>' }),
    ];
    for (const block of refused) {
      const res = await f.cast.manager.post(pagePath(page, '/blocks'), block);
      expect(res.status, JSON.stringify(block)).toBe(400);
      expect(code(res)).toBe('invalid_block_content');
    }
    const update = await f.cast.manager.put(blockPath(hero), {
      content: { title: '<svg onload=alert(1)>', text: '' },
    });
    expect(update.status).toBe(400);

    const rows = await db
      .knex('building_block_instances as b')
      .join('pages as p', 'p.id', 'b.page_id')
      .where('p.guid', page.guid)
      .select<{ content: unknown }[]>('b.content');
    const stored = JSON.stringify(rows).toLowerCase();
    for (const bad of ['<script', 'onerror', 'onload', 'onclick', 'javascript:', 'data:']) {
      expect(stored).not.toContain(bad);
    }
  });

  it('answers malformed bodies, ids and queries with 400, never 500', async () => {
    const page = await createTestPage(f);
    const hero = await addTestBlock(f, page.guid, heroBlock('Held'));
    const base = { name: page.name, title: page.title, layout: page.layout };
    const P = pagePath(page);
    const B = blockPath(hero);
    const order = `${P}/blocks:order`;
    const place = (guid: string, layoutPosition = 'main') => ({ guid, layoutPosition, sortId: 1 });
    const cases: [string, 'POST' | 'PUT', string, unknown, string][] = [
      ['page without title', 'PUT', P, { name: page.name, layout: '100' }, 'invalid_body'],
      ['page with a bad name', 'PUT', P, { ...base, name: 'Over Ons' }, 'invalid_body'],
      ['page with an unknown layout', 'PUT', P, { ...base, layout: '50-50' }, 'invalid_body'],
      ['page with an unknown key', 'PUT', P, { ...base, isPublished: true }, 'invalid_body'],
      ['page with markup in the title', 'PUT', P, { ...base, title: '<b>x</b>' }, 'invalid_body'],
      ['page as an array', 'PUT', P, [base], 'invalid_body'],
      ['page with a bad role guid', 'PUT', P, { ...base, editRoles: ['x'] }, 'invalid_body'],
      ['publish with a string', 'POST', `${P}/published`, { isPublished: 'true' }, 'invalid_body'],
      [
        'a bad block type',
        'POST',
        `${P}/blocks`,
        { ...heroBlock('x'), buildingBlock: 'A B' },
        'invalid_body',
      ],
      [
        'a block without content',
        'POST',
        `${P}/blocks`,
        { buildingBlock: 'hero', layoutPosition: 'main' },
        'invalid_body',
      ],
      [
        'a position the layout lacks',
        'POST',
        `${P}/blocks`,
        heroBlock('x', 'side-left'),
        'invalid_body',
      ],
      [
        'an unknown position',
        'POST',
        `${P}/blocks`,
        { ...heroBlock('x'), layoutPosition: 'left' },
        'invalid_body',
      ],
      [
        'a fractional sortId',
        'POST',
        `${P}/blocks`,
        { ...heroBlock('x'), sortId: 1.5 },
        'invalid_body',
      ],
      [
        'a huge sortId',
        'POST',
        `${P}/blocks`,
        { ...heroBlock('x'), sortId: 2 ** 40 },
        'invalid_body',
      ],
      ['hero without text', 'PUT', B, { content: { title: 'x' } }, 'invalid_block_content'],
      [
        'an image with two sources',
        'POST',
        `${P}/blocks`,
        image({ imageGuid: hero.guid }),
        'invalid_block_content',
      ],
      [
        'a video with a bad id',
        'POST',
        `${P}/blocks`,
        {
          buildingBlock: 'video',
          layoutPosition: 'main',
          content: { provider: 'vimeo', videoId: 'x', title: 't' },
        },
        'invalid_block_content',
      ],
      [
        'custom content over 64 KB',
        'POST',
        `${P}/blocks`,
        { buildingBlock: 'quote', layoutPosition: 'main', content: { text: 'x'.repeat(70_000) } },
        'invalid_block_content',
      ],
      ['content as an array', 'PUT', B, { content: [] }, 'invalid_block_content'],
      ['content missing', 'PUT', B, {}, 'invalid_body'],
      ['content null', 'PUT', B, { content: null }, 'invalid_body'],
      ['an option that is a number', 'POST', `${B}/options`, { a: 1 }, 'invalid_body'],
      ['options as an array', 'POST', `${B}/options`, ['a'], 'invalid_body'],
      ['an order missing a block', 'PUT', order, { blocks: [] }, 'invalid_body'],
      [
        'an order with another block',
        'PUT',
        order,
        { blocks: [place(hero.guid), place(page.guid)] },
        'invalid_body',
      ],
      [
        'an order naming a block twice',
        'PUT',
        order,
        { blocks: [place(hero.guid), place(hero.guid, 'top')] },
        'invalid_body',
      ],
      [
        'an order into a missing position',
        'PUT',
        order,
        { blocks: [place(hero.guid, 'side-right')] },
        'invalid_body',
      ],
      [
        'an unknown query parameter',
        'PUT',
        `${B}?x=1`,
        { content: { title: 'x', text: '' } },
        'invalid_query',
      ],
      ['a malformed page id', 'PUT', '/api/pages/not-a-guid', base, 'invalid_id'],
      [
        'a malformed block id',
        'PUT',
        '/api/buildingblockinstance/123',
        { content: {} },
        'invalid_id',
      ],
    ];
    for (const [label, method, path, body, expected] of cases) {
      const res = await f.cast.manager.send(method, path, body);
      expect(res.status, `${label}: ${res.text}`).toBe(400);
      expect(code(res), label).toBe(expected);
    }
    const malformed = await f.cast.manager
      .send('PUT', B)
      .set('Content-Type', 'application/json')
      .send('{"content":');
    expect(malformed.status).toBe(400);
    expect((await f.cast.manager.get('/api/buildingblockinstance/123')).status).toBe(400);
    expect(titlesOf(await readPage(f.cast.admin, page))).toEqual(['Held']);
  });
});

describe('the public cache', () => {
  it('drops cached visitor answers on publishing, and keeps them while only the draft changes', async () => {
    const page = await createTestPage(f);
    const hero = await addTestBlock(f, page.guid, heroBlock('Voor'));
    const visitorList = async () => {
      await f.cast.anonymous.get('/api/pages');
      return f.cast.anonymous.get('/api/pages');
    };
    const listed = await visitorList();
    expect(listed.headers['x-cache']).toBe('HIT');
    expect((listed.body as PageSummary[]).map((p) => p.guid)).not.toContain(page.guid);

    expect(
      (await f.cast.manager.post(pagePath(page, '/published'), { isPublished: true })).status,
    ).toBe(200);
    const afterPublish = await f.cast.anonymous.get('/api/pages');
    expect(afterPublish.headers['x-cache']).toBe('MISS');
    expect((afterPublish.body as PageSummary[]).map((p) => p.guid)).toContain(page.guid);

    await f.cast.anonymous.get(pagePath(page));
    expect((await f.cast.anonymous.get(pagePath(page))).headers['x-cache']).toBe('HIT');
    await f.cast.manager.put(blockPath(hero), { content: { title: 'Na', text: '' } });
    const afterEdit = await f.cast.anonymous.get(pagePath(page));
    expect(afterEdit.headers['x-cache']).toBe('HIT');
    expect(titlesOf((afterEdit.body as PageResponse).page)).toEqual(['Voor']);
    await publish(page);
    const afterRepublish = await f.cast.anonymous.get(pagePath(page));
    expect(afterRepublish.headers['x-cache']).toBe('MISS');
    expect(titlesOf((afterRepublish.body as PageResponse).page)).toEqual(['Na']);

    await f.cast.manager.post(pagePath(page, '/published'), { isPublished: false });
    expect((await f.cast.anonymous.get(pagePath(page))).status).toBe(404);
  });
});

describe('list blocks', () => {
  it('counts visible items in listMetadata and lets only the page’s editors write items', async () => {
    const page = await createTestPage(f);
    const list = await addTestBlock(f, page.guid, {
      buildingBlock: 'list',
      layoutPosition: 'main',
      content: { title: 'Nieuws' },
      options: [{ name: 'defaultItemsPerPage', value: '5' }],
    });
    await publish(page);
    const item = (title: string, isPublished = true) => ({
      title,
      listItemTypeName: 'Nieuwsbericht',
      isPublished,
    });
    const url = `/api/listitem/list/${list.guid}`;
    expect((await f.cast.otherManager.post(url, [item('x')])).status).toBe(403);
    const created = await f.cast.manager.post(url, [
      item('een'),
      item('twee'),
      item('concept', false),
    ]);
    expect(created.status, created.text).toBe(201);
    const [first] = (created.body as CreatedListItems).items;

    const meta = async () =>
      ((await f.cast.anonymous.get(pagePath(page))).body as PageResponse).listMetadata;
    expect(await meta()).toEqual([{ blockGuid: list.guid, totalItems: 2 }]);

    const itemUrl = `/api/listitem/${first!.guid}`;
    expect((await f.cast.otherManager.put(itemUrl, item('anders'))).status).toBe(403);
    expect((await f.cast.otherManager.delete(itemUrl)).status).toBe(403);
    expect((await f.cast.manager.put(itemUrl, item('anders'))).status).toBe(204);
    expect((await f.cast.manager.delete(itemUrl)).status).toBe(204);
    expect(await meta()).toEqual([{ blockGuid: list.guid, totalItems: 1 }]);

    // A deleted list keeps its items; once the deletion is published, nobody writes to it
    // until it is restored.
    expect((await f.cast.manager.delete(blockPath(list))).status).toBe(204);
    expect(await meta()).toEqual([{ blockGuid: list.guid, totalItems: 1 }]);
    await publish(page);
    expect(await meta()).toEqual([]);
    expect((await f.cast.manager.post(url, [item('tussendoor')])).status).toBe(404);
    const { count } = (await db
      .knex('list_items as li')
      .join('building_block_instances as b', 'b.id', 'li.block_id')
      .where('b.guid', list.guid)
      .whereNull('li.deleted_at')
      .count<{ count: string | number }[]>('* as count')
      .first())!;
    expect(Number(count)).toBe(2);
    expect((await f.cast.manager.post(blockPath(list, ':restore'))).status).toBe(200);
    await publish(page);
    expect(await meta()).toEqual([{ blockGuid: list.guid, totalItems: 1 }]);
  });
});
