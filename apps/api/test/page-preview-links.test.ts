import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ApiErrorBody,
  CreatedPreviewLink,
  PageResponse,
  PreviewLink,
  PreviewResponse,
} from '@plein/api-client';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedAnswers } from '../src/http/cached-answers';
import { isNeverCached } from '../src/http/response-cache';
import { Browser } from './helpers/identity';
import {
  addTestBlock,
  blockPath,
  createTestPage,
  heroBlock,
  openEditingFixture,
  pagePath,
  titlesOf,
} from './helpers/page-editing';
import type { EditingFixture } from './helpers/page-editing';
import { testApp } from './helpers/test-app';
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
const linksPath = (page: { guid: string }, rest = '') => pagePath(page, `/preview-links${rest}`);
/** The token of a link's url (`/preview/{token}`). */
const tokenOf = (link: CreatedPreviewLink) => link.url.slice('/preview/'.length);
const previewPath = (link: CreatedPreviewLink) => `/api${link.url}`;

async function createLink(
  page: { guid: string },
  expiresInHours = 24,
  who = f.cast.manager,
): Promise<CreatedPreviewLink> {
  const res = await who.post(linksPath(page), { expiresInHours });
  expect(res.status, res.text).toBe(201);
  return res.body as CreatedPreviewLink;
}

async function publish(page: { guid: string }): Promise<void> {
  const res = await f.cast.manager.post(pagePath(page, '/published'), { isPublished: true });
  expect(res.status, res.text).toBe(200);
}

/** Moves a link's clock: it was made two hours ago and expired a second ago. */
async function expire(link: { id: string }): Promise<void> {
  await db.knex.raw(
    `update page_preview_links
       set created_at = now() - interval '2 hours', expires_at = now() - interval '1 second'
     where id = ?`,
    [link.id],
  );
}

describe('making preview links', () => {
  it('makes a link with a 43-character token for those who may edit the page, valid for the hours asked', async () => {
    const page = await createTestPage(f);
    const res = await f.cast.manager.post(linksPath(page), { expiresInHours: 24 });
    expect(res.status, res.text).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const link = res.body as CreatedPreviewLink;
    expect(Object.keys(link).sort()).toEqual(['createdAt', 'createdBy', 'expiresAt', 'id', 'url']);
    expect(link.url).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(link.createdBy).toBe('Test');
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(24 * 3_600_000);
    expect(Math.abs(Date.parse(link.createdAt) - Date.now())).toBeLessThan(60_000);

    // Only the token's SHA-256 is stored.
    const rows = (await db.knex('page_preview_links').where({ id: link.id })) as Record<
      string,
      unknown
    >[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(
      createHash('sha256').update(tokenOf(link)).digest('base64url'),
    );
    expect(JSON.stringify(rows)).not.toContain(tokenOf(link));

    // Every link has a token of its own.
    const other = await createLink(page, 1);
    expect(tokenOf(other)).not.toBe(tokenOf(link));
    const admin = await createLink(page, 720, f.cast.admin);
    expect(Date.parse(admin.expiresAt) - Date.parse(admin.createdAt)).toBe(720 * 3_600_000);
  });

  it('refuses visitors (401), other editors (403), another tenant (404) and a missing XSRF header', async () => {
    const page = await createTestPage(f);
    const body = { expiresInHours: 1 };
    const anonymous = await f.cast.anonymous.post(linksPath(page), body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    expect((await f.cast.user.post(linksPath(page), body)).status).toBe(403);
    const other = await f.cast.otherManager.post(linksPath(page), body);
    expect(other.status).toBe(403);
    expect(code(other)).toBe('forbidden');
    const haven = await f.cast.havenAdmin.post(linksPath(page), body);
    expect(haven.status).toBe(404);
    expect(code(haven)).toBe('page_not_found');
    const missing = await f.cast.admin.post(
      '/api/pages/00000000-0000-4000-8000-000000000000/preview-links',
      body,
    );
    expect(missing.status).toBe(404);
    const noXsrf = await f.cast.manager.send('POST', linksPath(page), body, false);
    expect(noXsrf.status).toBe(403);
    expect(code(noXsrf)).toBe('xsrf_failed');
    expect(await db.knex('page_preview_links').where({ page_id: await pageIdOf(page) })).toEqual(
      [],
    );
  });

  it('refuses bodies other than a whole number of hours from 1 to 720 (400)', async () => {
    const page = await createTestPage(f);
    for (const body of [
      {},
      { expiresInHours: 0 },
      { expiresInHours: -1 },
      { expiresInHours: 721 },
      { expiresInHours: 1.5 },
      { expiresInHours: '24' },
      { expiresInHours: null },
      { expiresInHours: 24, token: 'mijn-eigen-token' },
      [24],
    ]) {
      const res = await f.cast.manager.post(linksPath(page), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(code(res)).toBe('invalid_body');
    }
    expect((await f.cast.manager.post('/api/pages/geen-guid/preview-links', {})).status).toBe(400);
  });
});

/** The page's row id, through its guid. */
async function pageIdOf(page: { guid: string }): Promise<number> {
  const row = await db.knex('pages').where({ guid: page.guid }).first<{ id: number }>('id');
  return row.id;
}

describe('listing and revoking preview links', () => {
  it('lists the links that have not expired, newest first, without their tokens', async () => {
    const page = await createTestPage(f);
    const first = await createLink(page, 1);
    const second = await createLink(page, 168);
    const third = await createLink(page, 24, f.cast.admin);
    await expire(first);

    const res = await f.cast.manager.get(linksPath(page));
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const links = res.body as PreviewLink[];
    expect(links.map((link) => link.id)).toEqual([third.id, second.id]);
    expect(links[0]).toEqual({
      id: third.id,
      expiresAt: third.expiresAt,
      createdAt: third.createdAt,
      createdBy: third.createdBy,
    });
    for (const link of [first, second, third]) expect(res.text).not.toContain(tokenOf(link));

    // Another page's links are not this page's.
    const other = await createTestPage(f);
    expect((await f.cast.manager.get(linksPath(other))).body).toEqual([]);
    // Making a link drops the page's expired ones.
    await createLink(page, 1);
    expect(await db.knex('page_preview_links').where({ id: first.id })).toEqual([]);
  });

  it('lists only for those who may edit the page', async () => {
    const page = await createTestPage(f);
    await createLink(page);
    expect((await f.cast.anonymous.get(linksPath(page))).status).toBe(401);
    expect((await f.cast.otherManager.get(linksPath(page))).status).toBe(403);
    expect((await f.cast.havenAdmin.get(linksPath(page))).status).toBe(404);
    expect((await f.cast.admin.get(linksPath(page))).body).toHaveLength(1);
  });

  it('revokes a link (204): its preview answers 404 at once', async () => {
    const page = await createTestPage(f);
    await addTestBlock(f, page.guid, heroBlock('Ingetrokken'));
    const link = await createLink(page);
    const kept = await createLink(page);
    expect((await f.cast.anonymous.get(previewPath(link))).status).toBe(200);

    expect((await f.cast.anonymous.delete(linksPath(page, `/${link.id}`))).status).toBe(401);
    expect((await f.cast.otherManager.delete(linksPath(page, `/${link.id}`))).status).toBe(403);
    expect((await f.cast.havenAdmin.delete(linksPath(page, `/${link.id}`))).status).toBe(404);
    const other = await createTestPage(f);
    const elsewhere = await f.cast.manager.delete(linksPath(other, `/${link.id}`));
    expect(elsewhere.status).toBe(404);
    expect(code(elsewhere)).toBe('preview_link_not_found');
    expect((await f.cast.manager.delete(linksPath(page, '/geen-guid'))).status).toBe(400);
    const noXsrf = await f.cast.manager.send(
      'DELETE',
      linksPath(page, `/${link.id}`),
      undefined,
      false,
    );
    expect(noXsrf.status).toBe(403);

    const revoked = await f.cast.manager.delete(linksPath(page, `/${link.id}`));
    expect(revoked.status, revoked.text).toBe(204);
    const gone = await f.cast.anonymous.get(previewPath(link));
    expect(gone.status).toBe(404);
    expect(code(gone)).toBe('preview_not_found');
    expect((await f.cast.manager.get(linksPath(page))).body).toEqual([
      expect.objectContaining({ id: kept.id }),
    ]);
    const again = await f.cast.manager.delete(linksPath(page, `/${link.id}`));
    expect(again.status).toBe(404);
    expect(code(again)).toBe('preview_link_not_found');
    expect((await f.cast.anonymous.get(previewPath(kept))).status).toBe(200);
  });

  it('shows nothing once its page is deleted, and goes with the page when it is removed for good', async () => {
    const page = await createTestPage(f);
    const link = await createLink(page);
    expect((await f.cast.admin.delete(pagePath(page))).status).toBe(204);
    expect((await f.cast.anonymous.get(previewPath(link))).status).toBe(404);
    await db.knex('pages').where({ guid: page.guid }).delete();
    expect(await db.knex('page_preview_links').where({ id: link.id })).toEqual([]);
  });
});

describe('the preview', () => {
  it('shows anyone the draft, an edit not yet published included, which visitors do not see', async () => {
    const page = await createTestPage(f);
    const hero = await addTestBlock(f, page.guid, heroBlock('Gepubliceerd'));
    await publish(page);
    const edit = await f.cast.manager.put(blockPath(hero), {
      content: { title: 'Concept', text: 'Nog niet gepubliceerd' },
    });
    expect(edit.status, edit.text).toBe(200);
    const retitled = await f.cast.manager.put(pagePath(page), {
      name: page.name,
      title: 'Nieuwe titel',
      layout: '100',
    });
    expect(retitled.status, retitled.text).toBe(200);
    const link = await createLink(page, 24);

    const visitor = (await f.cast.anonymous.get(pagePath(page))).body as PageResponse;
    expect(visitor.page.title).toBe(page.title);
    expect(titlesOf(visitor.page)).toEqual(['Gepubliceerd']);

    const res = await f.cast.anonymous.get(previewPath(link));
    expect(res.status, res.text).toBe(200);
    const preview = res.body as PreviewResponse;
    expect(preview.page.title).toBe('Nieuwe titel');
    expect(titlesOf(preview.page)).toEqual(['Concept']);
    expect(preview.page.guid).toBe(page.guid);
    expect(preview.page.isPublished).toBe(true);
    // Not the editors' draft state (who changed it, the version): a reviewer is no editor.
    expect(preview.page.draft).toBeUndefined();
    expect(preview.preview).toEqual({ expiresAt: link.expiresAt });
    expect(preview.listMetadata).toEqual([]);
    expect(res.headers['cache-control']).toBe('private, no-store');

    // A signed-in reader with the link sees the same as a visitor with it.
    const asUser = (await f.cast.user.get(previewPath(link))).body as PreviewResponse;
    expect(titlesOf(asUser.page)).toEqual(['Concept']);
  });

  it('shows a page never published, and leaves out blocks not everyone may see', async () => {
    const page = await createTestPage(f);
    await addTestBlock(f, page.guid, heroBlock('Voor iedereen'));
    const members = await addTestBlock(f, page.guid, heroBlock('Voor leden'));
    const perms = await f.cast.manager.post(blockPath(members, '/permissions'), {
      addPermission: 'Users',
      addRoles: [],
    });
    expect(perms.status, perms.text).toBe(200);
    const admins = await addTestBlock(f, page.guid, heroBlock('Voor beheerders'));
    await f.cast.manager.post(blockPath(admins, '/permissions'), {
      addPermission: 'Admin',
      addRoles: [],
    });
    expect((await f.cast.anonymous.get(pagePath(page))).status).toBe(404);

    const link = await createLink(page);
    for (const who of [f.cast.anonymous, f.cast.user, f.cast.admin]) {
      const preview = (await who.get(previewPath(link))).body as PreviewResponse;
      expect(preview.page.isPublished).toBe(false);
      expect(titlesOf(preview.page)).toEqual(['Voor iedereen']);
    }
  });

  it('answers 404 for an expired link at once, and for another tenant’s token', async () => {
    const page = await createTestPage(f);
    const link = await createLink(page, 1);
    expect((await f.cast.anonymous.get(previewPath(link))).status).toBe(200);
    await expire(link);
    const expired = await f.cast.anonymous.get(previewPath(link));
    expect(expired.status).toBe(404);
    expect(code(expired)).toBe('preview_not_found');
    expect(expired.headers['cache-control']).toBe('private, no-store');
    expect((await f.cast.manager.get(linksPath(page))).body).toEqual([]);

    const live = await createLink(page, 1);
    const haven = new Browser(f.app, '127.0.0.1');
    const elsewhere = await haven.get(previewPath(live));
    expect(elsewhere.status).toBe(404);
    expect(code(elsewhere)).toBe('preview_not_found');
  });

  it('answers 404 (never 500) for malformed and unknown tokens', async () => {
    for (const token of [
      'abc',
      'a'.repeat(42),
      'a'.repeat(44),
      'a'.repeat(43),
      `${'a'.repeat(42)}.`,
      `${'a'.repeat(41)}%20a`,
      `${'a'.repeat(41)}%2F`,
      'x'.repeat(5000),
    ]) {
      const res = await f.cast.anonymous.get(`/api/preview/${token}`);
      expect(res.status, token).toBe(404);
      expect(code(res), token).toBe('preview_not_found');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await f.cast.anonymous.get('/api/preview/')).status).toBe(404);
    // Escapes that do not decode, or decode to a control character, make the path itself
    // malformed, as on every route.
    for (const [path, problem] of [
      ['%E0%A4%A', 'invalid_path'],
      ['%00', 'invalid_characters'],
    ]) {
      const malformed = await f.cast.anonymous.get(`/api/preview/${path}`);
      expect(malformed.status, path).toBe(400);
      expect(code(malformed), path).toBe(problem);
    }
  });

  it('is never kept by the response caches, though the caller is anonymous', async () => {
    const page = await createTestPage(f);
    await addTestBlock(f, page.guid, heroBlock('Niet bewaren'));
    const link = await createLink(page);
    for (let read = 0; read < 2; read += 1) {
      const res = await f.cast.anonymous.get(previewPath(link));
      expect(res.status, res.text).toBe(200);
      expect(res.headers['x-cache']).not.toBe('HIT');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
    }
    // The answer before Express runs does not look it up either.
    const answerFromCache = cachedAnswers(f.cache, { trustProxy: false });
    const req = {
      method: 'GET',
      url: previewPath(link),
      headers: { host: 'localhost' },
      socket: {},
    } as unknown as IncomingMessage;
    expect(await answerFromCache(req, {} as ServerResponse)).toBe(false);
    expect(isNeverCached(previewPath(link))).toBe(true);
    expect(isNeverCached('/API/Preview/x')).toBe(true);
    expect(isNeverCached('/api/pages/x')).toBe(false);

    // Nor does a request log keep the token.
    const { app, logs } = testApp(db);
    expect((await new Browser(app).get(previewPath(link))).status).toBe(200);
    expect(JSON.stringify(logs)).not.toContain(tokenOf(link));
    expect(JSON.stringify(logs)).toContain('/api/preview/[redacted]');

    // Revoked: 404 at once, no cached 200 left anywhere.
    expect((await f.cast.manager.delete(linksPath(page, `/${link.id}`))).status).toBe(204);
    const gone = await f.cast.anonymous.get(previewPath(link));
    expect(gone.status).toBe(404);
    expect(gone.headers['x-cache']).not.toBe('HIT');
  });
});
