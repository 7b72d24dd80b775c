import type {
  ApiErrorBody,
  BuildingBlockInstance,
  ListItem,
  ListItemInput,
  ListItemRevision,
  ListItemRevisionSummary,
  ListItemsPage,
  PageActivityEntry,
  Paged,
} from '@plein/api-client';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem } from './helpers/list-fixtures';
import { createListItem, openEditingFixture, publishedListBlock } from './helpers/page-editing';
import type { EditingFixture } from './helpers/page-editing';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// Revisions of list items: every publication kept, read whole, and restored as the draft.

let db: TestDatabase;
let f: EditingFixture;
let list: BuildingBlockInstance;

const code = (res: Response) => (res.body as ApiErrorBody).error?.code;
const item = (title: string, extra: Partial<ListItemInput> = {}): ListItemInput =>
  newsItem(title, {
    metadata: { description: `Samenvatting van ${title.toLowerCase()}` },
    contentBuildingBlockInstances: [
      { buildingBlock: 'rich-text', content: { html: `<p>Over ${title.toLowerCase()}</p>` } },
    ],
    ...extra,
  });

const create = (input: ListItemInput) => createListItem(f, list.guid, input);

async function expectStatus(call: Promise<Response>, status: number): Promise<Response> {
  const res = await call;
  expect(res.status, res.text).toBe(status);
  return res;
}

const save = (guid: string, input: ListItemInput) =>
  expectStatus(f.cast.manager.put(`/api/listitem/${guid}`, input), 204);
const publish = (guid: string) =>
  expectStatus(f.cast.manager.post(`/api/listitem/${guid}:publish`), 204);

async function history(guid: string): Promise<ListItemRevisionSummary[]> {
  const res = await expectStatus(f.cast.manager.get(`/api/listitem/${guid}/revisions`), 200);
  return res.body as ListItemRevisionSummary[];
}

async function revision(guid: string, number: number): Promise<ListItemRevision> {
  const res = await expectStatus(
    f.cast.manager.get(`/api/listitem/${guid}/revisions/${number}`),
    200,
  );
  return res.body as ListItemRevision;
}

async function asEditor(guid: string): Promise<ListItem> {
  const res = await f.cast.manager.get(`/api/listitem/list/${list.guid}/all?itemCount=100`);
  return (res.body as ListItemsPage).items.find((entry) => entry.guid === guid)!;
}

const asVisitor = async (guid: string) =>
  ((await f.cast.anonymous.get(`/api/listitem/${guid}`)).body as ListItem).title;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  f = await openEditingFixture(db);
  list = await publishedListBlock(f, 'Versielijst');
});
afterAll(() => db.close());

describe('revisions of list items', () => {
  it('keeps every publication, with who published it, newest first', async () => {
    const guid = await create(item('Eerste versie'));
    await save(guid, item('Tweede versie'));
    // A draft is no publication.
    expect((await history(guid)).map((entry) => entry.title)).toEqual(['Eerste versie']);
    await publish(guid);
    const revisions = await history(guid);
    expect(revisions.map(({ number, title }) => ({ number, title }))).toEqual([
      { number: 2, title: 'Tweede versie' },
      { number: 1, title: 'Eerste versie' },
    ]);
    expect(revisions[0]!.publishedBy).toEqual(expect.any(String));
    expect(Date.parse(revisions[0]!.publishedAt)).not.toBeNaN();

    const first = await revision(guid, 1);
    expect(first.item).toMatchObject({
      guid,
      title: 'Eerste versie',
      metadata: { description: 'Samenvatting van eerste versie' },
      publishedOn: '2025-01-01T10:00:00.000Z',
    });
    expect(first.item.contentBuildingBlockInstances[0]!.content).toEqual({
      html: '<p>Over eerste versie</p>',
    });
  });

  it('keeps no revision of an unpublished item, and one when it is published', async () => {
    const guid = await create(item('Nog niet af', { isPublished: false }));
    await save(guid, item('Nog niet af, wel beter', { isPublished: false }));
    expect(await history(guid)).toEqual([]);
    await save(guid, item('Nu af'));
    expect((await history(guid)).map((entry) => entry.title)).toEqual(['Nu af']);
    // Taking it offline and publishing it unchanged adds nothing.
    await save(guid, item('Nu af', { isPublished: false }));
    await save(guid, item('Nu af'));
    expect(await history(guid)).toHaveLength(1);
  });

  it('restores a publication as the draft of a published item, visitors keeping what they see', async () => {
    const guid = await create(item('Oud bericht'));
    await save(guid, item('Nieuw bericht', { highlight: true }));
    await publish(guid);
    expect(await asVisitor(guid)).toBe('Nieuw bericht');

    await expectStatus(f.cast.manager.post(`/api/listitem/${guid}/revisions/1:restore`), 204);
    expect(await asVisitor(guid)).toBe('Nieuw bericht');
    const draft = await asEditor(guid);
    expect(draft).toMatchObject({
      title: 'Oud bericht',
      highlight: false,
      metadata: { description: 'Samenvatting van oud bericht' },
    });
    expect(draft.draft?.changedBy).toEqual(expect.any(String));
    expect(draft.contentBuildingBlockInstances[0]!.content).toEqual({
      html: '<p>Over oud bericht</p>',
    });
    await publish(guid);
    expect(await asVisitor(guid)).toBe('Oud bericht');
    expect((await history(guid)).map((entry) => entry.number)).toEqual([3, 2, 1]);

    const activity = await expectStatus(f.cast.admin.get('/api/pages:activity'), 200);
    const entries = (activity.body as Paged<PageActivityEntry>).items.filter(
      (entry) => entry.item?.title === 'Oud bericht',
    );
    expect(entries.map((entry) => [entry.action, entry.details.revision])).toEqual(
      expect.arrayContaining([
        ['published', 3],
        ['revisionRestored', 1],
      ]),
    );
  });

  it('restores a publication into an unpublished item at once', async () => {
    const guid = await create(item('Zomerfeest'));
    await save(guid, item('Zomerfeest gaat niet door', { isPublished: false }));
    await expectStatus(f.cast.manager.post(`/api/listitem/${guid}/revisions/1:restore`), 204);
    const restored = await asEditor(guid);
    expect(restored).toMatchObject({ title: 'Zomerfeest', isPublished: false });
    expect(restored.draft).toBeUndefined();
  });

  it('answers clear errors for unknown revisions and items, and keeps others out', async () => {
    const guid = await create(item('Afgeschermd'));
    expect(code(await f.cast.manager.get(`/api/listitem/${guid}/revisions/9`))).toBe(
      'revision_not_found',
    );
    expect(code(await f.cast.manager.post(`/api/listitem/${guid}/revisions/9:restore`))).toBe(
      'revision_not_found',
    );
    const bad = await f.cast.manager.get(`/api/listitem/${guid}/revisions/nul`);
    expect([bad.status, code(bad)]).toEqual([400, 'invalid_id']);
    const unknown = crypto.randomUUID();
    expect(code(await f.cast.manager.get(`/api/listitem/${unknown}/revisions`))).toBe(
      'list_item_not_found',
    );
    expect((await f.cast.anonymous.get(`/api/listitem/${guid}/revisions`)).status).toBe(401);
    expect((await f.cast.user.get(`/api/listitem/${guid}/revisions`)).status).toBe(403);
    expect((await f.cast.user.post(`/api/listitem/${guid}/revisions/1:restore`)).status).toBe(403);
    // Never kept by a shared cache.
    const res = await f.cast.manager.get(`/api/listitem/${guid}/revisions/1`);
    expect(res.headers['cache-control']).toContain('no-store');
  });
});
