import { editBaseHeader, formatEditBase } from '@plein/api-client';
import { createServerLogger } from '@plein/logger/node';
import type {
  ApiErrorBody,
  Page,
  PageChangedDetails,
  PagePresence,
  PageResponse,
  PageRevision,
  PageRevisionSummary,
  PageSummary,
  SearchResponse,
  TrashedPage,
} from '@plein/api-client';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pageDrafts from '../src/db/migrations/202611290001_page_drafts';
import { createContentChanged } from '../src/http/content-changed';
import { purgeTrash, runDueSchedules } from '../src/modules/pages/schedule-job';
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

async function publish(page: { guid: string }, who = f.cast.manager): Promise<Page> {
  const res = await who.post(pagePath(page, '/published'), { isPublished: true });
  expect(res.status, res.text).toBe(200);
  return res.body as Page;
}

/** A published page with one hero block, titled `Gepubliceerd`. */
async function publishedPage() {
  const page = await createTestPage(f);
  const hero = await addTestBlock(f, page.guid, heroBlock('Gepubliceerd'));
  await publish(page);
  return { page, hero };
}

describe('drafts', () => {
  it('keeps every kind of edit out of the visitor’s view until the page is published', async () => {
    const { page, hero } = await publishedPage();
    const second = await addTestBlock(f, page.guid, heroBlock('Tweede'));
    await publish(page);

    const edits = [
      f.cast.manager.put(blockPath(hero), { content: { title: 'Concept', text: 'zwijgvlinder' } }),
      f.cast.manager.put(pagePath(page), { name: page.name, title: 'Nieuwe titel', layout: '100' }),
      f.cast.manager.delete(blockPath(second)),
      f.cast.manager.post(pagePath(page, '/blocks'), heroBlock('Erbij')),
      f.cast.manager.post(blockPath(hero, '/permissions'), {
        addPermission: 'Users',
        addRoles: [],
      }),
    ];
    for (const edit of edits) expect((await edit).status).toBeLessThan(300);

    for (const who of [f.cast.anonymous, f.cast.user, f.cast.otherManager]) {
      const seen = await readPage(who, page);
      expect(seen.title).toBe(page.title);
      expect(titlesOf(seen)).toEqual(['Gepubliceerd', 'Tweede']);
      expect(seen.draft).toBeUndefined();
      const byName = (await who.get(`/api/pages:withName?name=${page.name}`)).body as Page;
      expect(titlesOf(byName)).toEqual(['Gepubliceerd', 'Tweede']);
      const list = (await who.get('/api/pages?IncludeBbis=true')).body as PageSummary[];
      expect(list.find((p) => p.guid === page.guid)?.title).toBe(page.title);
      expect((await who.get(blockPath(hero))).body).toMatchObject({
        content: { title: 'Gepubliceerd' },
      });
    }
    const search = (await f.cast.anonymous.get('/api/search?q=zwijgvlinder'))
      .body as SearchResponse;
    expect(search.total).toBe(0);

    const draft = await readPage(f.cast.manager, page);
    expect(draft.title).toBe('Nieuwe titel');
    expect(titlesOf(draft)).toEqual(['Concept', 'Erbij']);
    expect(draft.draft).toMatchObject({ hasChanges: true, changedBy: 'Test' });
    const summary = ((await f.cast.manager.get('/api/pages')).body as PageSummary[]).find(
      (p) => p.guid === page.guid,
    );
    expect(summary?.draft?.hasChanges).toBe(true);

    const published = await publish(page);
    expect(published.draft?.hasChanges).toBe(false);
    const seen = await readPage(f.cast.anonymous, page);
    expect(seen.title).toBe('Nieuwe titel');
    // The hero is for signed-in users now: visitors see only the added block.
    expect(titlesOf(seen)).toEqual(['Erbij']);
    expect(titlesOf(await readPage(f.cast.user, page))).toEqual(['Concept', 'Erbij']);
    const found = (await f.cast.anonymous.get('/api/search?q=Erbij')).body as SearchResponse;
    expect(found.results.map((r) => r.title)).toContain('Nieuwe titel');
  });

  it('shows pages published when they were made (the seeded ones) without unpublished changes', async () => {
    const pages = (await f.cast.admin.get('/api/pages')).body as PageSummary[];
    const published = pages.filter((page) => page.isPublished);
    expect(published.length).toBeGreaterThan(0);
    for (const page of published) expect(page.draft?.hasChanges, page.name).toBe(false);
    const home = published.find((page) => page.name === 'home')!;
    const discarded = await f.cast.admin.delete(pagePath(home, '/draft'));
    expect(discarded.status, discarded.text).toBe(200);
  });

  it('has no changes after a block added in the draft is deleted again', async () => {
    const { page } = await publishedPage();
    const added = await addTestBlock(f, page.guid, heroBlock('Even erbij'));
    expect((await readPage(f.cast.manager, page)).draft?.hasChanges).toBe(true);
    expect((await f.cast.manager.delete(blockPath(added))).status).toBe(204);
    expect((await readPage(f.cast.manager, page)).draft?.hasChanges).toBe(false);
  });

  it('keeps the items of a list only the draft has from visitors', async () => {
    const { page } = await publishedPage();
    const list = await addTestBlock(f, page.guid, {
      buildingBlock: 'list',
      layoutPosition: 'main',
      content: { title: 'Nieuws' },
    });
    const created = await f.cast.manager.post(`/api/listitem/list/${list.guid}`, [
      { title: 'Verborgen bericht', listItemTypeName: 'Nieuwsbericht', isPublished: true },
    ]);
    expect(created.status, created.text).toBe(201);
    const url = `/api/listitem/list/${list.guid}`;
    expect((await f.cast.anonymous.get(url)).status).toBe(404);
    await publish(page);
    expect((await f.cast.anonymous.get(url)).status).toBe(200);
  });

  it('discards the draft: back to the published page, blocks only the draft had gone', async () => {
    const { page, hero } = await publishedPage();
    await f.cast.manager.put(blockPath(hero), { content: { title: 'Weg ermee', text: '' } });
    const added = await addTestBlock(f, page.guid, heroBlock('Ook weg'));
    const res = await f.cast.manager.delete(pagePath(page, '/draft'));
    expect(res.status, res.text).toBe(200);
    expect(titlesOf(res.body as Page)).toEqual(['Gepubliceerd']);
    expect((res.body as Page).draft?.hasChanges).toBe(false);
    expect((await f.cast.manager.get(blockPath(added))).status).toBe(404);

    const fresh = await createTestPage(f);
    const never = await f.cast.manager.delete(pagePath(fresh, '/draft'));
    expect(never.status).toBe(409);
    expect(code(never)).toBe('page_never_published');
    expect((await f.cast.anonymous.delete(pagePath(page, '/draft'))).status).toBe(401);
    expect((await f.cast.otherManager.delete(pagePath(page, '/draft'))).status).toBe(403);
    expect((await f.cast.havenAdmin.delete(pagePath(page, '/draft'))).status).toBe(404);
  });

  it('keeps a published version while the page is offline, and publishes the draft again', async () => {
    const { page, hero } = await publishedPage();
    const offline = await f.cast.manager.post(pagePath(page, '/published'), {
      isPublished: false,
    });
    expect((offline.body as Page).isPublished).toBe(false);
    expect((await f.cast.anonymous.get(pagePath(page))).status).toBe(404);
    await f.cast.manager.put(blockPath(hero), { content: { title: 'Terug', text: '' } });
    await publish(page);
    expect(titlesOf(await readPage(f.cast.anonymous, page))).toEqual(['Terug']);
  });
});

describe('revisions', () => {
  it('keeps every publication, shows one whole and restores it as the draft', async () => {
    const { page, hero } = await publishedPage();
    const extra = await addTestBlock(f, page.guid, heroBlock('Erbij'));
    await f.cast.manager.put(blockPath(hero), { content: { title: 'Tweede versie', text: '' } });
    await publish(page);
    // Publishing again without a change keeps no new revision.
    await publish(page);

    const list = await f.cast.manager.get(pagePath(page, '/revisions'));
    expect(list.status, list.text).toBe(200);
    const revisions = list.body as PageRevisionSummary[];
    expect(revisions.map((r) => r.number)).toEqual([2, 1]);
    expect(revisions[0]).toMatchObject({ title: page.title, publishedBy: 'Test' });

    const first = (await f.cast.manager.get(pagePath(page, '/revisions/1'))).body as PageRevision;
    expect(first.buildingBlockInstances.map((b) => (b.content as { title: string }).title)).toEqual(
      ['Gepubliceerd'],
    );

    const restored = await f.cast.manager.post(pagePath(page, '/revisions/1:restore'));
    expect(restored.status, restored.text).toBe(200);
    expect(titlesOf(restored.body as Page)).toEqual(['Gepubliceerd']);
    expect(titlesOf(await readPage(f.cast.anonymous, page))).toEqual(['Tweede versie', 'Erbij']);
    await publish(page);
    expect(titlesOf(await readPage(f.cast.anonymous, page))).toEqual(['Gepubliceerd']);

    // Revision 2 brings back the block revision 1 did not have.
    await f.cast.manager.post(pagePath(page, '/revisions/2:restore'));
    const draft = await readPage(f.cast.manager, page);
    expect(draft.buildingBlockInstances.map((b) => b.guid)).toEqual([hero.guid, extra.guid]);
    expect(
      ((await f.cast.manager.get(pagePath(page, '/revisions'))).body as PageRevisionSummary[])
        .length,
    ).toBe(3);
  });

  it('shows revisions only to the page’s editors, and answers unknown ones 404', async () => {
    const { page } = await publishedPage();
    expect((await f.cast.anonymous.get(pagePath(page, '/revisions'))).status).toBe(401);
    expect((await f.cast.user.get(pagePath(page, '/revisions'))).status).toBe(403);
    expect((await f.cast.otherManager.get(pagePath(page, '/revisions'))).status).toBe(403);
    expect((await f.cast.havenAdmin.get(pagePath(page, '/revisions'))).status).toBe(404);
    const missing = await f.cast.manager.get(pagePath(page, '/revisions/9'));
    expect(missing.status).toBe(404);
    expect(code(missing)).toBe('revision_not_found');
    for (const bad of ['0', '-1', 'x', '1.5', '99999999999']) {
      expect((await f.cast.manager.get(pagePath(page, `/revisions/${bad}`))).status).toBe(400);
    }
    expect((await f.cast.manager.post(pagePath(page, '/revisions/9:restore'))).status).toBe(404);
  });
});

describe('concurrent editing', () => {
  const based =
    (who: Browser, method: 'PUT' | 'POST' | 'DELETE', path: string, base: string) =>
    (body?: unknown) =>
      who.send(method, path, body).set(editBaseHeader, base);

  it('refuses a write based on a version another session changed since (409), never its own', async () => {
    const { page, hero } = await publishedPage();
    const { version } = (await readPage(f.cast.manager, page)).draft!;
    const mine = formatEditBase({ pageGuid: page.guid, version, session: 'sessie-van-mij' });
    const theirs = formatEditBase({ pageGuid: page.guid, version, session: 'sessie-van-hen' });
    const content = (title: string) => ({ content: { title, text: '' } });

    // One session saves twice on the same base: its own writes never conflict.
    expect((await based(f.cast.manager, 'PUT', blockPath(hero), mine)(content('1'))).status).toBe(
      200,
    );
    expect((await based(f.cast.manager, 'PUT', blockPath(hero), mine)(content('2'))).status).toBe(
      200,
    );
    // Another session on the old base is refused, and nothing changes.
    const stale = await based(f.cast.admin, 'PUT', blockPath(hero), theirs)(content('over'));
    expect(stale.status).toBe(409);
    expect(code(stale)).toBe('page_changed');
    expect((stale.body as ApiErrorBody).error.details).toMatchObject({
      version: version + 2,
      changedBy: 'Test',
    } satisfies Partial<PageChangedDetails>);
    expect(titlesOf(await readPage(f.cast.manager, page))).toEqual(['2']);
    for (const write of [
      based(f.cast.admin, 'POST', pagePath(page, '/published'), theirs)({ isPublished: true }),
      based(f.cast.admin, 'DELETE', pagePath(page, '/draft'), theirs)(),
      based(f.cast.admin, 'DELETE', blockPath(hero), theirs)(),
      based(
        f.cast.admin,
        'PUT',
        pagePath(page),
        theirs,
      )({
        name: page.name,
        title: 'x',
        layout: '100',
      }),
    ]) {
      expect((await write).status).toBe(409);
    }

    // After reloading, the other session's base is current and its write goes through; the
    // first session is now the stale one.
    const reloaded = (await readPage(f.cast.admin, page)).draft!.version;
    const fresh = formatEditBase({
      pageGuid: page.guid,
      version: reloaded,
      session: 'sessie-van-hen',
    });
    expect((await based(f.cast.admin, 'PUT', blockPath(hero), fresh)(content('3'))).status).toBe(
      200,
    );
    expect((await based(f.cast.manager, 'PUT', blockPath(hero), mine)(content('4'))).status).toBe(
      409,
    );
    // A write without a base (an API client) is not checked, and makes every base stale.
    expect((await f.cast.admin.put(blockPath(hero), content('5'))).status).toBe(200);
    expect((await based(f.cast.admin, 'PUT', blockPath(hero), fresh)(content('6'))).status).toBe(
      409,
    );
  });

  it('ignores a base of another page and refuses a malformed one (400)', async () => {
    const { page, hero } = await publishedPage();
    const other = await createTestPage(f);
    const elsewhere = formatEditBase({
      pageGuid: other.guid,
      version: 1,
      session: 'sessie-ergens',
    });
    const res = await f.cast.manager
      .send('PUT', blockPath(hero), { content: { title: 'ok', text: '' } })
      .set(editBaseHeader, elsewhere);
    expect(res.status).toBe(200);
    for (const bad of [
      '',
      'x',
      `${page.guid} 0 sessie-abc`,
      `${page.guid} 1 kort`,
      `${page.guid} 1 sessie met spaties`,
    ]) {
      const refused = await f.cast.manager
        .send('PUT', blockPath(hero), { content: { title: 'nee', text: '' } })
        .set(editBaseHeader, bad);
      expect(refused.status, bad).toBe(400);
      expect(code(refused)).toBe('invalid_edit_base');
    }
  });
});

describe('checks before publishing', () => {
  it('starts a template page with its title, and refuses to publish it without one (409)', async () => {
    const page = await createTestPage(f, { title: 'Open dag', templateId: 'article' });
    const hero = page.buildingBlockInstances.find((b) => b.buildingBlock === 'hero')!;
    expect(hero.content).toMatchObject({ title: 'Open dag' });

    await f.cast.manager.put(blockPath(hero), { content: { title: '', text: '' } });
    const refused = await f.cast.manager.post(pagePath(page, '/published'), { isPublished: true });
    expect(refused.status).toBe(409);
    expect(code(refused)).toBe('page_not_ready');
    expect((refused.body as ApiErrorBody).error.details).toEqual({
      problems: [{ code: 'title_block_without_title', severity: 'error', blockGuid: hero.guid }],
    });
    expect((await f.cast.anonymous.get(pagePath(page))).status).toBe(404);

    await f.cast.manager.put(blockPath(hero), { content: { title: 'Open dag', text: '' } });
    // Warnings (here: a heading that skips a level, a link to no page) do not block.
    await f.cast.manager.post(pagePath(page, '/blocks'), {
      buildingBlock: 'rich-text',
      layoutPosition: 'main',
      content: { html: '<h3>Programma</h3><p><a href="/bestaat-niet">later</a></p>' },
    });
    await publish(page);
    expect((await f.cast.anonymous.get(pagePath(page))).status).toBe(200);
  });

  it('refuses an image without alternative text unless it is decorative', async () => {
    const { page } = await publishedPage();
    const image = await addTestBlock(f, page.guid, {
      buildingBlock: 'image',
      layoutPosition: 'main',
      content: {
        imageGuid: null,
        url: 'https://example.org/haven.jpg',
        alt: '',
        caption: '',
        width: null,
        height: null,
      },
    });
    const refused = await f.cast.manager.post(pagePath(page, '/published'), { isPublished: true });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('image_without_alt');
    const decorative = await f.cast.manager.put(blockPath(image), {
      content: { ...(image.content as object), decorative: true },
    });
    expect(decorative.status, decorative.text).toBe(200);
    await publish(page);
    // Taking a page offline is never checked.
    await f.cast.manager.put(blockPath(image), {
      content: { ...(image.content as object), decorative: false },
    });
    const offline = await f.cast.manager.post(pagePath(page, '/published'), { isPublished: false });
    expect(offline.status).toBe(200);
  });
});

describe('scheduling', () => {
  const hour = 3_600_000;
  const logger = createServerLogger({ name: 'schedule-test', level: 'silent' });
  const schedule = (page: { guid: string }, body: object, who = f.cast.manager) =>
    who.put(pagePath(page, '/schedule'), body);
  const runAt = (at: Date) =>
    runDueSchedules(db.knex, at, createContentChanged(db.knex, f.cache), logger);

  it('publishes the draft and ends the page at their times, and every cached answer follows', async () => {
    const { page, hero } = await publishedPage();
    await f.cast.manager.put(blockPath(hero), { content: { title: 'Straks', text: '' } });
    const publishAt = new Date(Date.now() + hour);
    const unpublishAt = new Date(Date.now() + 2 * hour);
    const res = await schedule(page, {
      publishAt: publishAt.toISOString(),
      unpublishAt: unpublishAt.toISOString(),
    });
    expect(res.status, res.text).toBe(200);
    expect((res.body as Page).draft).toMatchObject({
      publishAt: publishAt.toISOString(),
      unpublishAt: unpublishAt.toISOString(),
    });
    // A visitor's answer is cached before the publication is due.
    await f.cast.anonymous.get(pagePath(page));
    expect((await f.cast.anonymous.get(pagePath(page))).headers['x-cache']).toBe('HIT');

    expect(await runAt(new Date(publishAt.getTime() - 1_000))).toEqual([]);
    expect(titlesOf(await readPage(f.cast.anonymous, page))).toEqual(['Gepubliceerd']);
    expect(await runAt(publishAt)).toEqual(['published']);
    const after = await f.cast.anonymous.get(pagePath(page));
    expect(after.headers['x-cache']).toBe('MISS');
    expect(titlesOf((after.body as PageResponse).page)).toEqual(['Straks']);
    const draft = await readPage(f.cast.manager, page);
    expect(draft.draft).toMatchObject({ hasChanges: false, publishAt: null });
    const revisions = (await f.cast.manager.get(pagePath(page, '/revisions')))
      .body as PageRevisionSummary[];
    expect(revisions[0]).toMatchObject({ number: 2, publishedBy: 'Test' });

    expect(await runAt(unpublishAt)).toEqual(['unpublished']);
    expect((await f.cast.anonymous.get(pagePath(page))).status).toBe(404);
    expect(await runAt(new Date(unpublishAt.getTime() + hour))).toEqual([]);
  });

  it('refuses times in the past, an end before the publication, and a draft that may not be published', async () => {
    const { page, hero } = await publishedPage();
    const future = new Date(Date.now() + hour).toISOString();
    const past = new Date(Date.now() - hour).toISOString();
    for (const body of [
      { publishAt: past, unpublishAt: null },
      { publishAt: null, unpublishAt: past },
      { publishAt: future, unpublishAt: new Date(Date.now() + hour / 2).toISOString() },
      { publishAt: 'morgen', unpublishAt: null },
      { publishAt: '2026-13-01T10:00:00Z', unpublishAt: null },
      { publishAt: future },
      { publishAt: future, unpublishAt: null, extra: 1 },
    ]) {
      const res = await schedule(page, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await schedule(page, { publishAt: future, unpublishAt: null }, f.cast.anonymous)).status,
    ).toBe(401);
    expect(
      (await schedule(page, { publishAt: future, unpublishAt: null }, f.cast.otherManager)).status,
    ).toBe(403);
    expect(
      (await schedule(page, { publishAt: future, unpublishAt: null }, f.cast.havenAdmin)).status,
    ).toBe(404);

    await f.cast.manager.put(blockPath(hero), { content: { title: '', text: '' } });
    const refused = await schedule(page, { publishAt: future, unpublishAt: null });
    expect(refused.status).toBe(409);
    expect(code(refused)).toBe('page_not_ready');
  });

  it('does not make a due publication the checks refuse at that time, and clears it', async () => {
    const { page, hero } = await publishedPage();
    const publishAt = new Date(Date.now() + hour);
    expect(
      (await schedule(page, { publishAt: publishAt.toISOString(), unpublishAt: null })).status,
    ).toBe(200);
    await f.cast.manager.put(blockPath(hero), { content: { title: '', text: '' } });
    expect(await runAt(publishAt)).toEqual(['refused']);
    expect((await readPage(f.cast.manager, page)).draft?.publishAt).toBeNull();
    expect(titlesOf(await readPage(f.cast.anonymous, page))).toEqual(['Gepubliceerd']);
  });
});

describe('presence', () => {
  const beat = (who: Browser, page: { guid: string }, session: string) =>
    who.post(pagePath(page, '/presence'), { session });
  const names = async (who: Browser, page: { guid: string }, session: string) => {
    const res = await beat(who, page, session);
    expect(res.status, res.text).toBe(200);
    return (res.body as PagePresence).others.map((other) => other.name);
  };

  it('tells each editor who else has the page open, not their own other tabs', async () => {
    const page = await createTestPage(f);
    expect(await names(f.cast.manager, page, 'redacteur-tab-1')).toEqual([]);
    expect(await names(f.cast.manager, page, 'redacteur-tab-2')).toEqual([]);
    expect(await names(f.cast.admin, page, 'beheerder-tab')).toEqual(['Test']);
    expect(await names(f.cast.manager, page, 'redacteur-tab-1')).toEqual(['Beheerder Plein']);

    expect(
      (await f.cast.admin.post(pagePath(page, '/presence:leave'), { session: 'beheerder-tab' }))
        .status,
    ).toBe(204);
    expect(await names(f.cast.manager, page, 'redacteur-tab-1')).toEqual([]);

    // A tab that stopped beating (closed without leaving) is gone after three missed beats.
    await names(f.cast.admin, page, 'beheerder-tab');
    await db
      .knex('page_presence')
      .where({ session: 'beheerder-tab' })
      .update({ seen_at: db.knex.raw(`now() - interval '61 seconds'`) });
    expect(await names(f.cast.manager, page, 'redacteur-tab-1')).toEqual([]);
  });

  it('is only for the page’s editors, and refuses a malformed session', async () => {
    const page = await createTestPage(f);
    expect((await beat(f.cast.anonymous, page, 'sessie-abc')).status).toBe(401);
    expect((await beat(f.cast.otherManager, page, 'sessie-abc')).status).toBe(403);
    expect((await beat(f.cast.havenAdmin, page, 'sessie-abc')).status).toBe(404);
    for (const session of ['kort', 'met spaties erin', 'x'.repeat(101)]) {
      expect((await beat(f.cast.manager, page, session)).status).toBe(400);
    }
    expect((await f.cast.manager.post(pagePath(page, '/presence'), {})).status).toBe(400);
  });
});

describe('the trash', () => {
  it('keeps a deleted page 30 days, restorable as it was, then deletes it for good', async () => {
    const { page } = await publishedPage();
    expect((await f.cast.admin.delete(pagePath(page))).status).toBe(204);
    expect((await f.cast.anonymous.get(pagePath(page))).status).toBe(404);
    expect((await f.cast.admin.get(pagePath(page))).status).toBe(404);
    const listed = (await f.cast.admin.get('/api/pages')).body as PageSummary[];
    expect(listed.map((p) => p.guid)).not.toContain(page.guid);
    // Its name stays taken while it is in the trash.
    const again = await f.cast.admin.post('/api/pages', {
      name: page.name,
      title: 'Nieuw',
      layout: '100',
    });
    expect(again.status).toBe(409);

    const trash = await f.cast.admin.get('/api/pages:trash');
    expect(trash.status).toBe(200);
    const entry = (trash.body as TrashedPage[]).find((p) => p.guid === page.guid);
    expect(entry).toMatchObject({ name: page.name, deletedBy: 'Beheerder Plein' });
    expect(Date.parse(entry!.purgeAt) - Date.parse(entry!.deletedAt)).toBe(30 * 86_400_000);

    // Undoing the delete brings back what visitors saw (issue 31.18).
    const restored = await f.cast.admin.post(pagePath(page, ':restore'));
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ guid: page.guid, isPublished: true });
    expect(titlesOf(restored.body as Page)).toEqual(['Gepubliceerd']);
    expect((await f.cast.admin.post(pagePath(page, ':restore'))).status).toBe(404);
    expect((await f.cast.anonymous.get(pagePath(page))).status).toBe(200);

    expect((await f.cast.admin.delete(pagePath(page))).status).toBe(204);
    expect(await purgeTrash(db.knex, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await purgeTrash(db.knex, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThan(0);
    expect((await f.cast.admin.post(pagePath(page, ':restore'))).status).toBe(404);
  });

  it('is for admins only, per tenant', async () => {
    const { page } = await publishedPage();
    expect((await f.cast.manager.delete(pagePath(page))).status).toBe(403);
    expect((await f.cast.admin.delete(pagePath(page))).status).toBe(204);
    expect((await f.cast.anonymous.get('/api/pages:trash')).status).toBe(401);
    expect((await f.cast.manager.get('/api/pages:trash')).status).toBe(403);
    expect((await f.cast.manager.post(pagePath(page, ':restore'))).status).toBe(403);
    expect((await f.cast.havenAdmin.post(pagePath(page, ':restore'))).status).toBe(404);
    const havenTrash = (await f.cast.havenAdmin.get('/api/pages:trash')).body as TrashedPage[];
    expect(havenTrash.map((p) => p.guid)).not.toContain(page.guid);
  });
});

// Last: it runs the migration again, which resets every draft.
describe('the migration', () => {
  it('gives pages published before revisions existed their state as revision 1', async () => {
    // The migration again, over the seeded pages (published without revisions).
    await pageDrafts.down(db.knex);
    await pageDrafts.up(db.knex);
    const home = (await f.cast.admin.get('/api/pages:withName?name=home')).body as Page;
    const revisions = (await f.cast.admin.get(pagePath(home, '/revisions')))
      .body as PageRevisionSummary[];
    expect(revisions.map((r) => r.number)).toEqual([1]);
    const first = (await f.cast.admin.get(pagePath(home, '/revisions/1'))).body as PageRevision;
    expect(first.buildingBlockInstances.map((b) => b.guid).sort()).toEqual(
      home.buildingBlockInstances.map((b) => b.guid).sort(),
    );
  });
});
