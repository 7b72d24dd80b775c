import type { ApiErrorBody, Page, PageActivityEntry, Paged } from '@plein/api-client';
import { createServerLogger } from '@plein/logger/node';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentChanged } from '../src/http/content-changed';
import { createPageActivityRepository } from '../src/modules/pages/activity-repository';
import { purgeTrash, runDueSchedules } from '../src/modules/pages/schedule-job';
import type { Browser } from './helpers/identity';
import {
  addTestBlock,
  blockPath,
  createTestPage,
  heroBlock,
  openEditingFixture,
  pagePath,
} from './helpers/page-editing';
import type { EditingFixture } from './helpers/page-editing';
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
const manager = 'Test';
const admin = 'Beheerder Plein';

async function activityOf(page: { guid: string }, who: Browser = f.cast.manager, query = '') {
  const res = await who.get(pagePath(page, `/activity${query}`));
  expect(res.status, res.text).toBe(200);
  return res.body as Paged<PageActivityEntry>;
}

async function tenantActivity(who: Browser = f.cast.admin, query = '?pageSize=100') {
  const res = await who.get(`/api/pages:activity${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Paged<PageActivityEntry>;
}

const summary = (entries: PageActivityEntry[]) =>
  entries.map((entry) => `${entry.action} ${entry.by ?? '-'}`);

describe('page activity', () => {
  it('records who created, changed, published, scheduled, deleted and restored a page, newest first', async () => {
    const page = await createTestPage(f);
    const hero = await addTestBlock(f, page.guid, heroBlock('Eerste'));
    // Three saves in a row by the editor are one entry.
    for (const title of ['Een', 'Twee', 'Drie']) {
      const res = await f.cast.manager.put(blockPath(hero), { content: { title, text: 'x' } });
      expect(res.status, res.text).toBe(200);
    }
    expect(
      (await f.cast.manager.post(pagePath(page, '/published'), { isPublished: true })).status,
    ).toBe(200);
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await f.cast.manager.put(pagePath(page, '/schedule'), {
      publishAt,
      unpublishAt: null,
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect((await f.cast.manager.delete(pagePath(page, '/draft'))).status).toBe(200);
    expect((await f.cast.manager.post(pagePath(page, '/revisions/1:restore'))).status).toBe(200);
    expect(
      (await f.cast.manager.post(pagePath(page, '/published'), { isPublished: false })).status,
    ).toBe(200);
    expect((await f.cast.admin.delete(pagePath(page))).status).toBe(204);
    expect((await f.cast.admin.post(pagePath(page, ':restore'))).status).toBe(200);

    const { items, total } = await activityOf(page);
    expect(summary(items)).toEqual([
      `restored ${admin}`,
      `deleted ${admin}`,
      `unpublished ${manager}`,
      `revisionRestored ${manager}`,
      `draftDiscarded ${manager}`,
      `scheduled ${manager}`,
      `published ${manager}`,
      `changed ${manager}`,
      `changed ${admin}`,
      `created ${admin}`,
    ]);
    expect(total).toBe(10);
    const at = (action: string) => items.find((entry) => entry.action === action)!;
    expect(at('changed').details).toEqual({ saves: 3 });
    expect(at('published').details).toEqual({ revision: 1 });
    expect(at('revisionRestored').details).toEqual({ revision: 1 });
    expect(at('scheduled').details).toEqual({ publishAt, unpublishAt: null });
    expect(items.every((entry) => entry.page.guid === page.guid && !entry.bySchedule)).toBe(true);
    const times = items.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps the title of its time with each entry, and lists a page’s entries page by page', async () => {
    const page = await createTestPage(f, { title: 'Oude titel' });
    const renamed = await f.cast.admin.put(pagePath(page), {
      name: `${page.name}-nieuw`,
      title: 'Nieuwe titel',
      layout: page.layout,
    });
    expect(renamed.status, renamed.text).toBe(200);
    const { items } = await activityOf(page);
    // The admin's save right after creating is a new entry: creating is not a change.
    expect(items.map((entry) => [entry.action, entry.page.name, entry.page.title])).toEqual([
      ['changed', `${page.name}-nieuw`, 'Nieuwe titel'],
      ['created', `${page.name}-nieuw`, 'Oude titel'],
    ]);

    const first = await activityOf(page, f.cast.admin, '?page=1&pageSize=1');
    const second = await activityOf(page, f.cast.admin, '?page=2&pageSize=1');
    expect([first.total, first.page, first.pageSize]).toEqual([2, 1, 1]);
    expect([...first.items, ...second.items].map((entry) => entry.action)).toEqual([
      'changed',
      'created',
    ]);
    expect((await f.cast.admin.get(pagePath(page, '/activity?pageSize=0'))).status).toBe(400);
    expect((await f.cast.admin.get(pagePath(page, '/activity?sort=x'))).status).toBe(400);
  });

  it('ends a run of saves after half an hour, and at another person’s save', async () => {
    const page = await createTestPage(f);
    const [row] = await db.knex('pages').where({ guid: page.guid }).select<{ id: number }[]>('id');
    const membership = async (email: string) => {
      const [found] = await db
        .knex('platform_memberships as m')
        .join('accounts as a', 'a.id', 'm.account_id')
        .where({ 'a.email': email, 'm.platform_id': f.demo.id })
        .select<{ id: number }[]>('m.id');
      return found!.id;
    };
    const editor = await membership('redacteur@demo.test');
    const other = await membership('andere-redacteur@demo.test');
    const activity = createPageActivityRepository(db.knex);
    const save = (membershipId: number, minutes: number) =>
      activity.record(
        f.demo,
        { pageId: row!.id, page, action: 'changed', membershipId },
        new Date(Date.UTC(2030, 0, 1, 12, minutes)),
      );
    await save(editor, 0);
    await save(editor, 29); // within 30 minutes of the run's last save: the same entry
    await save(editor, 58); // also: the run moves forward with each save
    await save(editor, 120); // a new run
    await save(other, 121); // someone else: a new entry
    await save(editor, 122); // and the editor again after them: a new one
    const { items } = await activityOf(page, f.cast.admin);
    expect(
      items
        .filter((entry) => entry.action === 'changed')
        .map((entry) => [entry.at.slice(11, 16), entry.details.saves]),
    ).toEqual([
      ['14:02', 1],
      ['14:01', 1],
      ['14:00', 1],
      ['12:58', 3],
    ]);
  });

  it('names the schedule and who set it for a publication and an end it made', async () => {
    const page = await createTestPage(f);
    await addTestBlock(f, page.guid, heroBlock('Gepland'));
    const logger = createServerLogger({ name: 'activity-test', level: 'silent' });
    const publishAt = new Date(Date.now() + 3_600_000);
    const unpublishAt = new Date(Date.now() + 7_200_000);
    const res = await f.cast.manager.put(pagePath(page, '/schedule'), {
      publishAt: publishAt.toISOString(),
      unpublishAt: unpublishAt.toISOString(),
    });
    expect(res.status, res.text).toBe(200);
    const contentChanged = createContentChanged(db.knex, f.cache);
    await runDueSchedules(db.knex, new Date(publishAt.getTime() + 1), contentChanged, logger);
    await runDueSchedules(db.knex, new Date(unpublishAt.getTime() + 1), contentChanged, logger);
    const { items } = await activityOf(page);
    expect(items.slice(0, 3).map((entry) => [entry.action, entry.by, entry.bySchedule])).toEqual([
      ['unpublished', manager, true],
      ['published', manager, true],
      ['scheduled', manager, false],
    ]);
  });

  it('shows every page’s activity to admins only, each tenant its own, and outlives a purged page', async () => {
    const page = await createTestPage(f, { title: 'Weg voorgoed' });
    expect((await f.cast.admin.delete(pagePath(page))).status).toBe(204);
    await purgeTrash(db.knex, new Date(Date.now() + 31 * 86_400_000));

    const all = await tenantActivity();
    const gone = all.items.filter((entry) => entry.page.name === page.name);
    expect(gone.map((entry) => [entry.action, entry.page.guid, entry.page.title])).toEqual([
      ['deleted', null, 'Weg voorgoed'],
      ['created', null, 'Weg voorgoed'],
    ]);
    expect(all.total).toBeGreaterThanOrEqual(all.items.length);

    // The other tenant's admin sees none of it; an editor or visitor may not look.
    const haven = await tenantActivity(f.cast.havenAdmin);
    expect(haven.items.some((entry) => entry.page.name === page.name)).toBe(false);
    expect((await f.cast.manager.get('/api/pages:activity')).status).toBe(403);
    const anonymous = await f.cast.anonymous.get('/api/pages:activity');
    expect(anonymous.status).toBe(401);
  });

  it('shows a page’s activity to whoever may edit the page, on its own tenant', async () => {
    const page: Page = await createTestPage(f);
    expect((await f.cast.otherManager.get(pagePath(page, '/activity'))).status).toBe(403);
    expect((await f.cast.user.get(pagePath(page, '/activity'))).status).toBe(403);
    expect((await f.cast.anonymous.get(pagePath(page, '/activity'))).status).toBe(401);
    const elsewhere = await f.cast.havenAdmin.get(pagePath(page, '/activity'));
    expect([elsewhere.status, code(elsewhere)]).toEqual([404, 'page_not_found']);
  });

  it('records what was done to the items of a list on the page, each item a subject of its own', async () => {
    const page = await createTestPage(f);
    const list = await addTestBlock(f, page.guid, {
      buildingBlock: 'list',
      layoutPosition: 'main',
      content: { title: 'Berichten' },
    });
    const item = (title: string) => ({
      title,
      listItemTypeName: 'Nieuws',
      isPublished: true,
      publishedOn: '2025-01-01T10:00:00.000Z',
    });
    const created = await f.cast.manager.post(`/api/listitem/list/${list.guid}`, [
      item('Bericht A'),
      item('Bericht B'),
    ]);
    expect(created.status, created.text).toBe(201);
    const [a, b] = (created.body as { items: { guid: string }[] }).items.map((x) => x.guid);
    const put = (guid: string, title: string) =>
      f.cast.manager.put(`/api/listitem/${guid}`, item(title));
    expect((await put(a!, 'Bericht A, concept')).status).toBe(204);
    expect((await put(a!, 'Bericht A, concept 2')).status).toBe(204);
    expect((await put(b!, 'Bericht B, concept')).status).toBe(204);
    expect((await f.cast.manager.post(`/api/listitem/${a}:publish`)).status).toBe(204);
    expect((await f.cast.manager.delete(`/api/listitem/${b}/draft`)).status).toBe(204);
    expect((await f.cast.manager.delete(`/api/listitem/${b}`)).status).toBe(204);
    expect((await f.cast.manager.post(`/api/listitem/${b}:restore`)).status).toBe(204);

    const { items } = await activityOf(page);
    expect(
      items.map((entry) => [entry.action, entry.item?.title ?? null, entry.details.saves ?? null]),
    ).toEqual([
      ['restored', 'Bericht B', null],
      ['deleted', 'Bericht B', null],
      ['draftDiscarded', 'Bericht B', null],
      ['published', 'Bericht A, concept 2', null],
      ['changed', 'Bericht B, concept', 1],
      ['changed', 'Bericht A, concept 2', 2],
      ['created', 'Bericht B', null],
      ['created', 'Bericht A', null],
      ['changed', null, 1],
      ['created', null, null],
    ]);
    expect(items.every((entry) => entry.page.guid === page.guid)).toBe(true);
  });
});
