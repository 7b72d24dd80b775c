import type {
  ApiErrorBody,
  BuildingBlockInstance,
  ListItem,
  ListItemInput,
  ListItemsPage,
  SearchResponse,
  TrashedListItem,
} from '@plein/api-client';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem } from './helpers/list-fixtures';
import { purgeListItemTrash } from '../src/modules/list-items/write-repository';
import {
  addTestBlock,
  createListItem,
  createTestPage,
  openEditingFixture,
  publishedListBlock,
} from './helpers/page-editing';
import type { EditingFixture } from './helpers/page-editing';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// Drafts of list items (a change of a published item waits until it is published, as a page's)
// and their trash.

let db: TestDatabase;
let f: EditingFixture;
let list: BuildingBlockInstance;

const code = (res: Response) => (res.body as ApiErrorBody).error?.code;
const item = (title: string, extra: Partial<ListItemInput> = {}): ListItemInput =>
  newsItem(title, {
    contentBuildingBlockInstances: [
      { buildingBlock: 'rich-text', content: { html: `<p>Over ${title.toLowerCase()}</p>` } },
    ],
    ...extra,
  });

const create = (input: ListItemInput) => createListItem(f, list.guid, input);

/** The item as editors see it in the list's editor read. */
async function asEditor(guid: string): Promise<ListItem> {
  const res = await f.cast.manager.get(`/api/listitem/list/${list.guid}/all?itemCount=100`);
  expect(res.status, res.text).toBe(200);
  return (res.body as ListItemsPage).items.find((entry) => entry.guid === guid)!;
}

/** The list as visitors get it (through the response cache), and the item itself. */
async function asVisitor(guid: string) {
  const listed = await f.cast.anonymous.get(`/api/listitem/list/${list.guid}?itemCount=100`);
  const own = await f.cast.anonymous.get(`/api/listitem/${guid}`);
  const found = (listed.body as ListItemsPage).items.find((entry) => entry.guid === guid);
  return {
    listed: found?.title ?? null,
    own: own.status === 200 ? (own.body as ListItem).title : own.status,
    cache: listed.headers['x-cache'],
  };
}

const save = (guid: string, input: ListItemInput) =>
  f.cast.manager.put(`/api/listitem/${guid}`, input);

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  f = await openEditingFixture(db);
  list = await publishedListBlock(f, 'Conceptenlijst');
});
afterAll(() => db.close());

describe('drafts of list items', () => {
  it('shows a page’s editors the items of a list only its draft has, and nobody else', async () => {
    const page = await createTestPage(f);
    const draftList = await addTestBlock(f, page.guid, {
      buildingBlock: 'list',
      layoutPosition: 'main',
      content: { title: 'Nieuwe lijst' },
    });
    const res = await f.cast.manager.post(`/api/listitem/list/${draftList.guid}`, [
      item('Eerste van de nieuwe lijst'),
    ]);
    expect(res.status, res.text).toBe(201);
    for (const path of [
      `/api/listitem/list/${draftList.guid}`,
      `/api/listitem/list/${draftList.guid}/meta`,
    ]) {
      const editor = await f.cast.admin.get(path);
      expect(editor.status, editor.text).toBe(200);
      expect(editor.headers['cache-control']).toContain('no-store');
      expect((await f.cast.anonymous.get(path)).status).toBe(404);
      expect((await f.cast.user.get(path)).status).toBe(404);
    }
    const listed = await f.cast.admin.get(`/api/listitem/list/${draftList.guid}`);
    expect((listed.body as ListItemsPage).items.map((entry) => entry.title)).toEqual([
      'Eerste van de nieuwe lijst',
    ]);
  });

  it('shows the item’s editors its draft at its own address, never cached, and visitors the published item', async () => {
    const guid = await create(item('Gepubliceerd bericht'));
    expect((await save(guid, item('Bericht in concept'))).status).toBe(204);
    for (const path of [
      `/api/listitem/${guid}`,
      `/api/listitem/short/${(await asEditor(guid)).shortId}`,
    ]) {
      const editor = await f.cast.manager.get(path);
      expect(editor.status, editor.text).toBe(200);
      expect(editor.body as ListItem).toMatchObject({ title: 'Bericht in concept' });
      expect((editor.body as ListItem).draft?.changedAt).toEqual(expect.any(String));
      expect(editor.headers['cache-control']).toBe('private, no-store');
      // Readers who may not edit the page, and the cache, keep the published item.
      for (const reader of [f.cast.anonymous, f.cast.anonymous, f.cast.user]) {
        const res = await reader.get(path);
        expect(res.body as ListItem).toMatchObject({ title: 'Gepubliceerd bericht' });
        expect((res.body as ListItem).draft).toBeUndefined();
      }
    }

    // With the visitors' answer cached, the editor still gets the draft.
    const again = await f.cast.manager.get(`/api/listitem/${guid}`);
    expect(again.body as ListItem).toMatchObject({ title: 'Bericht in concept' });

    const hidden = await create(item('Nog offline', { isPublished: false }));
    const editor = await f.cast.manager.get(`/api/listitem/${hidden}`);
    expect([editor.status, (editor.body as ListItem).isPublished]).toEqual([200, false]);
    expect(code(await f.cast.anonymous.get(`/api/listitem/${hidden}`))).toBe('list_item_not_found');
  });

  it('keeps a change of a published item from visitors, search and every cache until it is published', async () => {
    const guid = await create(item('Origineel'));
    expect(await asVisitor(guid)).toMatchObject({ listed: 'Origineel', own: 'Origineel' });
    expect((await asVisitor(guid)).cache).toBe('HIT');

    const saved = await save(guid, item('Gewijzigd', { highlight: true }));
    expect(saved.status, saved.text).toBe(204);
    // Visitors keep the published item; the cached answer was not even dropped.
    expect(await asVisitor(guid)).toEqual({ listed: 'Origineel', own: 'Origineel', cache: 'HIT' });
    const search = await f.cast.anonymous.get('/api/search?q=gewijzigd');
    expect((search.body as SearchResponse).results.map((result) => result.title)).toEqual([]);
    // Editors work on the draft, and see whose it is.
    const draft = await asEditor(guid);
    expect(draft).toMatchObject({ title: 'Gewijzigd', highlight: true, isPublished: true });
    expect(draft.draft).toMatchObject({ changedBy: 'Test' });
    expect(Date.parse(draft.draft!.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(draft.contentBuildingBlockInstances[0]!.content).toEqual({
      html: '<p>Over gewijzigd</p>',
    });
    // A second save keeps one draft, the newest.
    expect((await save(guid, item('Nogmaals gewijzigd'))).status).toBe(204);
    expect((await asEditor(guid)).title).toBe('Nogmaals gewijzigd');

    const published = await f.cast.manager.post(`/api/listitem/${guid}:publish`);
    expect(published.status, published.text).toBe(204);
    expect(await asVisitor(guid)).toMatchObject({
      listed: 'Nogmaals gewijzigd',
      own: 'Nogmaals gewijzigd',
      cache: 'MISS',
    });
    const after = await f.cast.anonymous.get('/api/search?q=nogmaals');
    expect((after.body as SearchResponse).results.map((result) => result.title)).toContain(
      'Nogmaals gewijzigd',
    );
    const editor = await asEditor(guid);
    expect(editor.title).toBe('Nogmaals gewijzigd');
    expect(editor.draft).toBeUndefined();
    // Nothing is left to publish or throw away.
    const again = await f.cast.manager.post(`/api/listitem/${guid}:publish`);
    expect([again.status, code(again)]).toEqual([409, 'no_draft']);
  });

  it('throws a draft away, back to the published item', async () => {
    const guid = await create(item('Blijft'));
    expect((await save(guid, item('Weg ermee'))).status).toBe(204);
    const discarded = await f.cast.manager.delete(`/api/listitem/${guid}/draft`);
    expect(discarded.status, discarded.text).toBe(204);
    const editor = await asEditor(guid);
    expect([editor.title, editor.draft]).toEqual(['Blijft', undefined]);
    expect((await asVisitor(guid)).listed).toBe('Blijft');
    const again = await f.cast.manager.delete(`/api/listitem/${guid}/draft`);
    expect([again.status, code(again)]).toEqual([409, 'no_draft']);
  });

  it('changes an unpublished item at once, and takes a published one offline at once, draft and all', async () => {
    const hidden = await create(item('Nog niet', { isPublished: false }));
    expect((await save(hidden, item('Nog steeds niet', { isPublished: false }))).status).toBe(204);
    expect(await asEditor(hidden)).toMatchObject({ title: 'Nog steeds niet', isPublished: false });
    // Publishing an unpublished item is a change visitors see at once.
    expect((await save(hidden, item('Nu wel'))).status).toBe(204);
    expect((await asVisitor(hidden)).listed).toBe('Nu wel');
    expect((await asEditor(hidden)).draft).toBeUndefined();

    const shown = await create(item('Zichtbaar'));
    expect((await save(shown, item('Concept erbij'))).status).toBe(204);
    expect((await save(shown, item('Offline', { isPublished: false }))).status).toBe(204);
    expect(await asVisitor(shown)).toMatchObject({ listed: null, own: 404 });
    const editor = await asEditor(shown);
    expect([editor.title, editor.isPublished, editor.draft]).toEqual(['Offline', false, undefined]);
  });

  it('lets only the page’s editors publish or throw away a draft, on their own tenant', async () => {
    const guid = await create(item('Bewaakt'));
    expect((await save(guid, item('Bewaakt concept'))).status).toBe(204);
    for (const path of [`/api/listitem/${guid}:publish`, `/api/listitem/${guid}/draft`]) {
      const call = (who: typeof f.cast.manager) =>
        path.endsWith(':publish') ? who.post(path) : who.delete(path);
      expect((await call(f.cast.anonymous)).status, path).toBe(401);
      expect((await call(f.cast.user)).status, path).toBe(403);
      expect((await call(f.cast.otherManager)).status, path).toBe(403);
      const elsewhere = await call(f.cast.havenAdmin);
      expect([elsewhere.status, code(elsewhere)], path).toEqual([404, 'list_item_not_found']);
    }
    expect((await f.cast.manager.post('/api/listitem/geen-guid:publish')).status).toBe(400);
    expect((await f.cast.manager.post(`/api/listitem/${guid}:publish?x=1`)).status).toBe(400);
    // Still there for its editor.
    expect((await asEditor(guid)).title).toBe('Bewaakt concept');
    expect((await asVisitor(guid)).listed).toBe('Bewaakt');
  });

  it('refuses a draft whose content is not valid, and keeps the published item', async () => {
    const guid = await create(item('Geldig'));
    const bad = await save(guid, {
      ...item('Ongeldig'),
      contentBuildingBlockInstances: [{ buildingBlock: 'rich-text', content: { html: 42 } }],
    });
    expect(bad.status, bad.text).toBe(400);
    expect((await asEditor(guid)).draft).toBeUndefined();
    expect((await asVisitor(guid)).listed).toBe('Geldig');
  });
});

describe('the trash of list items', () => {
  it('keeps a deleted item 30 days with who deleted it, restorable, then deletes it for good', async () => {
    const kept = await create(item('Prullenbak bewaard'));
    const gone = await create(item('Prullenbak weg'));
    for (const guid of [gone, kept]) {
      expect((await f.cast.manager.delete(`/api/listitem/${guid}`)).status).toBe(204);
    }
    const path = `/api/listitem/list/${list.guid}/trash`;
    const res = await f.cast.manager.get(path);
    expect(res.status, res.text).toBe(200);
    const trash = res.body as TrashedListItem[];
    const ours = trash.filter((entry) => entry.title.startsWith('Prullenbak'));
    expect(ours.map((entry) => [entry.title, entry.deletedBy])).toEqual([
      ['Prullenbak bewaard', 'Test'],
      ['Prullenbak weg', 'Test'],
    ]);
    const [first] = ours;
    expect(Date.parse(first!.purgeAt) - Date.parse(first!.deletedAt)).toBe(30 * 86_400_000);

    // Restored, an item leaves the trash; the rest go for good after 30 days, with their links.
    expect((await f.cast.manager.post(`/api/listitem/${kept}:restore`)).status).toBe(204);
    const after = (await f.cast.manager.get(path)).body as TrashedListItem[];
    expect(after.map((entry) => entry.title)).not.toContain('Prullenbak bewaard');
    expect(await purgeListItemTrash(db.knex, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await purgeListItemTrash(db.knex, new Date(Date.now() + 31 * 86_400_000))).toBe(
      after.length,
    );
    expect((await f.cast.manager.get(path)).body).toEqual([]);
    expect((await f.cast.manager.post(`/api/listitem/${gone}:restore`)).status).toBe(404);
    expect((await asEditor(kept)).title).toBe('Prullenbak bewaard');
  });

  it('shows a list’s trash only to the page’s editors, on their own tenant', async () => {
    const path = `/api/listitem/list/${list.guid}/trash`;
    expect((await f.cast.anonymous.get(path)).status).toBe(401);
    expect((await f.cast.user.get(path)).status).toBe(403);
    expect((await f.cast.otherManager.get(path)).status).toBe(403);
    const elsewhere = await f.cast.havenAdmin.get(path);
    expect([elsewhere.status, code(elsewhere)]).toEqual([404, 'list_not_found']);
    expect((await f.cast.manager.get(`${path}?x=1`)).status).toBe(400);
  });
});
