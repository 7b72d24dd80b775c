import type { AccessTokenResponse, ApiErrorBody, UploadedImage } from '@plein/api-client';
import type { Express } from 'express';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import type { Tenant } from '../src/modules/platforms/repository';
import { addUser, admin, Browser } from './helpers/identity';
import { gifScriptPolyglot, makeImage, pixelFloodPng, uploadImage } from './helpers/images';
import type { TestImageFormat } from './helpers/images';
import { testApp } from './helpers/test-app';
import { openTestDatabase, testEngine } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: Express;
let cacheDir: string;
/** Originals on PGlite (a file store, as with a data folder); spooled uploads on PostgreSQL. */
let originalsDir: string;
let spoolDir: string;
let localhost: Tenant;
let adminToken: string;
let userToken: string;
let otherToken: string;
let userGuid: string;
let otherGuid: string;
let userBrowser: Browser;

async function tokenOf(
  email: string,
  password: string,
): Promise<{ token: string; browser: Browser }> {
  const browser = new Browser(app);
  await browser.signIn(email, password);
  const res = await browser.get('/api/auth/token');
  return { token: (res.body as AccessTokenResponse).accessToken, browser };
}

/** Files in a folder and its subfolders (none when it does not exist). */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Where uploads are spooled with this engine's original store. */
const uploadSpool = () =>
  testEngine === 'pglite' ? path.join(originalsDir, '.incoming') : spoolDir;

/** Stored originals: bytea rows plus files of the file store (never a spooled upload). */
const countImages = async () => {
  const [images] = await db.knex('images').count<{ count: string }[]>('* as count');
  const [rows] = await db.knex('image_originals').count<{ count: string }[]>('* as count');
  const files = (await filesIn(originalsDir)).filter((file) => !file.includes('.incoming'));
  return { images: Number(images!.count), originals: Number(rows!.count) + files.length };
};

const get = (url: string, host = 'localhost') => request(app).get(url).set('Host', host);

async function uploaded(query: string, bytes: Buffer, token = adminToken): Promise<UploadedImage> {
  const res = await uploadImage(app, query, bytes, { token });
  expect(res.status, res.text).toBe(201);
  return res.body as UploadedImage;
}

async function blockOnPage(published: boolean): Promise<string> {
  const [page] = await db
    .knex('pages')
    .insert({
      platform_id: localhost.id,
      name: `afbeeldingen-${published ? 'open' : 'dicht'}`,
      title: 'Afbeeldingen',
      is_published: published,
    })
    .returning<{ id: number }[]>(['id']);
  const [block] = await db
    .knex('building_block_instances')
    .insert({ platform_id: localhost.id, page_id: page!.id, building_block: 'image' })
    .returning<{ guid: string }[]>(['guid']);
  return block!.guid;
}

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  localhost = (await createPlatformsRepository(db.knex).findByHost('localhost'))!;
  cacheDir = await mkdtemp(path.join(tmpdir(), 'plein-image-test-'));
  originalsDir = await mkdtemp(path.join(tmpdir(), 'plein-image-originals-'));
  spoolDir = await mkdtemp(path.join(tmpdir(), 'plein-image-spool-'));
  app = testApp(db, { images: { cacheDir, concurrency: 2, originalsDir, spoolDir } }).app;
  const user = await addUser(db.knex, {
    email: 'foto@plein.test',
    password: 'een goed wachtwoord',
  });
  const other = await addUser(db.knex, {
    email: 'ander@plein.test',
    password: 'een goed wachtwoord',
  });
  userGuid = user.guid;
  otherGuid = other.guid;
  adminToken = (await tokenOf(admin.email, admin.password)).token;
  const signedIn = await tokenOf('foto@plein.test', 'een goed wachtwoord');
  userToken = signedIn.token;
  userBrowser = signedIn.browser;
  otherToken = (await tokenOf('ander@plein.test', 'een goed wachtwoord')).token;
});
afterAll(async () => {
  await db.close();
  await Promise.all(
    [cacheDir, originalsDir, spoolDir].map((dir) => rm(dir, { recursive: true, force: true })),
  );
});

describe('POST /a/upload', () => {
  it.each(['png', 'jpeg', 'webp', 'avif', 'gif'] as TestImageFormat[])(
    'stores a %s recognised by its bytes and answers its guid, size and type',
    async (format) => {
      const bytes = await makeImage(format, 64, 48);
      const res = await uploadImage(app, 'public', bytes, {
        token: adminToken,
        fileName: 'misleading.txt',
        contentType: 'text/plain',
      });
      expect(res.status, res.text).toBe(201);
      const body = res.body as UploadedImage;
      expect(body).toEqual({
        guid: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        width: 64,
        height: 48,
        type: format,
        size: bytes.length,
      });
      const image = await get(`/a/${body.guid}`);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ width: 64, height: 48 });
    },
  );

  it('refuses an upload without a token with 401 and stores nothing', async () => {
    const before = await countImages();
    const res = await uploadImage(app, 'public', await makeImage('png'));
    expect(res.status).toBe(401);
    expect((res.body as ApiErrorBody).error.code).toBe('not_signed_in');
    expect(await countImages()).toEqual(before);
  });

  const hostile: [string, () => Buffer | Promise<Buffer>, string, number, string][] = [
    [
      'a 1 KB PNG declaring 65535 x 65535 pixels',
      () => pixelFloodPng(),
      'flood.png',
      422,
      'image_too_many_pixels',
    ],
    [
      'an SVG named .png',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      'photo.png',
      415,
      'unsupported_image',
    ],
    [
      'a GIF89a with a script (polyglot)',
      () => gifScriptPolyglot(),
      'anim.gif',
      422,
      'invalid_image',
    ],
    [
      'HTML renamed .jpg',
      () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'photo.jpg',
      415,
      'unsupported_image',
    ],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await makeImage('jpeg', 400, 300);
        return jpeg.subarray(0, Math.floor(jpeg.length / 2));
      },
      'photo.jpg',
      422,
      'invalid_image',
    ],
    ['an empty file', () => Buffer.alloc(0), 'empty.png', 400, 'empty_image'],
  ];
  it.each(hostile)('refuses %s and stores nothing', async (_name, make, fileName, status, code) => {
    const before = await countImages();
    const res = await uploadImage(app, 'public', await make(), {
      token: adminToken,
      fileName,
      contentType: 'image/png',
    });
    expect(res.status, res.text).toBe(status);
    expect((res.body as ApiErrorBody).error.code).toBe(code);
    expect(await countImages()).toEqual(before);
  });

  it('refuses 30 MB + 1 byte with 413 while streaming and stores nothing', async () => {
    const before = await countImages();
    const png = await makeImage('png', 8, 8);
    const big = Buffer.alloc(30 * 1024 * 1024 + 1);
    png.copy(big);
    const res = await uploadImage(app, 'public', big, { token: adminToken, fileName: 'big.png' });
    expect(res.status).toBe(413);
    expect((res.body as ApiErrorBody).error.code).toBe('image_too_large');
    expect(await countImages()).toEqual(before);
  });

  it('refuses a Content-Length past the limit before reading the body', async () => {
    const res = await request(app)
      .post('/a/upload?public')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .set('Content-Length', String(31 * 1024 * 1024 + 70_000))
      .send('--x--');
    expect(res.status).toBe(413);
  });

  it('refuses a body without the Image field and an unknown or missing scope', async () => {
    const png = await makeImage('png');
    const wrongField = await request(app)
      .post('/a/upload?public')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('File', png, 'a.png');
    expect(wrongField.status).toBe(400);
    expect((wrongField.body as ApiErrorBody).error.code).toBe('invalid_upload');
    expect((await uploadImage(app, '', png, { token: adminToken })).status).toBe(400);
    expect((await uploadImage(app, 'public&api', png, { token: adminToken })).status).toBe(400);
    expect((await uploadImage(app, 'block=nope', png, { token: adminToken })).status).toBe(400);
    expect((await uploadImage(app, 'secret', png, { token: adminToken })).status).toBe(400);
  });

  it('lets users upload their own profile image only, and editors the public and block scopes', async () => {
    const png = await makeImage('png');
    expect((await uploadImage(app, `profile=${userGuid}`, png, { token: userToken })).status).toBe(
      201,
    );
    expect((await uploadImage(app, `profile=${otherGuid}`, png, { token: userToken })).status).toBe(
      403,
    );
    expect(
      (await uploadImage(app, `profile=${otherGuid}`, png, { token: adminToken })).status,
    ).toBe(201);
    expect((await uploadImage(app, 'public', png, { token: userToken })).status).toBe(403);
    const block = await blockOnPage(true);
    expect((await uploadImage(app, `block=${block}`, png, { token: userToken })).status).toBe(403);
    expect((await uploadImage(app, `block=${block}`, png, { token: adminToken })).status).toBe(201);
    const missing = await uploadImage(app, `block=${otherGuid}`, png, { token: adminToken });
    expect(missing.status).toBe(404);
    expect((missing.body as ApiErrorBody).error.code).toBe('upload_target_not_found');
  });

  it('leaves no spooled upload behind, stored or refused', async () => {
    expect(await filesIn(uploadSpool())).toEqual([]);
  });

  it('keeps originals as files per tenant on PGlite and as bytea rows on PostgreSQL', async () => {
    const bytes = await makeImage('png', 20, 10);
    const image = await uploaded('public', bytes);
    const row = await db.knex('images').where({ guid: image.guid }).first<{ id: number }>('id');
    const file = path.join(originalsDir, String(localhost.id), image.guid);
    const inDatabase = await db.knex('image_originals').where({ image_id: row.id });
    if (testEngine === 'pglite') {
      expect(await filesIn(path.dirname(file))).toContain(file);
      expect(inDatabase).toEqual([]);
    } else {
      expect(inDatabase).toHaveLength(1);
      expect(await filesIn(originalsDir)).toEqual([]);
    }
    const served = await get(`/a/${image.guid}?format=png`);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 20, height: 10 });
  });

  it('serves and deletes originals an older version stored in image_originals', async () => {
    const bytes = await makeImage('jpeg', 40, 30);
    const owner = await db
      .knex('platform_memberships')
      .where({ platform_id: localhost.id })
      .first<{ id: number }>('id');
    const [row] = await db
      .knex('images')
      .insert({
        platform_id: localhost.id,
        owner_membership_id: owner.id,
        scope: 'public',
        type: 'jpeg',
        width: 40,
        height: 30,
        byte_size: bytes.length,
        sha256: 'a'.repeat(64),
      })
      .returning<{ id: number; guid: string }[]>(['id', 'guid']);
    await db
      .knex('image_originals')
      .insert({ image_id: row!.id, platform_id: localhost.id, data: bytes });
    const served = await get(`/a/${row!.guid}?format=png`);
    expect(served.status).toBe(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 40, height: 30 });
    const removed = await request(app)
      .delete(`/a/${row!.guid}`)
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${adminToken}`);
    expect(removed.status).toBe(204);
    expect(await db.knex('image_originals').where({ image_id: row!.id })).toEqual([]);
    expect((await get(`/a/${row!.guid}?format=png`)).status).toBe(404);
  });

  it('keeps the api scope for bearer tokens', async () => {
    const png = await makeImage('png');
    expect((await uploadImage(app, 'api', png, { token: userToken })).status).toBe(201);
    const bySession = await userBrowser.send('POST', '/a/upload?api').attach('Image', png, 'a.png');
    expect(bySession.status).toBe(403);
  });
});

describe('GET /a/{imageGuid}', () => {
  let photo: UploadedImage;
  beforeAll(async () => {
    photo = await uploaded('public', await makeImage('jpeg', 1600, 1000));
  });

  it('renders webp at quality 80 inside the asked size by default, sizes on the ladder', async () => {
    const res = await get(`/a/${photo.guid}?width=500`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 375,
    });
    const jpeg = await get(`/a/${photo.guid}?width=320&height=320&fit=cover&format=jpg`);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.body as Buffer).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it('caps sizes above 3000 px rather than refusing them (spec section 9)', async () => {
    const capped = await get(`/a/${photo.guid}?width=3840&format=jpeg`);
    expect(capped.status).toBe(200);
    const largest = await get(`/a/${photo.guid}?width=3000&format=jpeg`);
    // The same variant, from the same cache entry.
    expect(capped.headers.etag).toBe(largest.headers.etag);
    expect(Buffer.compare(capped.body as Buffer, largest.body as Buffer)).toBe(0);
  });

  it('serves the placeholder variant at 100 x 100, quality 1', async () => {
    const small = await get(`/a/${photo.guid}?width=100&height=100&quality=1`);
    const normal = await get(`/a/${photo.guid}?width=100&height=100`);
    expect(await sharp(small.body as Buffer).metadata()).toMatchObject({ width: 100, height: 63 });
    expect((small.body as Buffer).length).toBeLessThan((normal.body as Buffer).length);
  });

  it.each([
    'width=0',
    'width=-1',
    'width=100000',
    'width=1e9',
    'width=NaN',
    'height=0',
    'height=100000',
    'quality=0',
    'quality=101',
    'format=svg',
    'format=tiff',
    'fit=stretch',
    'fit=__proto__',
    'fit=constructor',
    'fit=hasOwnProperty',
    'format=constructor',
    'format=__proto__',
    'format=toString',
    'width=10&width=20',
    'colour=red',
  ])('answers 400, never 500, for %s', async (query) => {
    const res = await get(`/a/${photo.guid}?${query}`);
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).error.code).toBe('invalid_query');
  });

  it('answers 400 for a malformed guid and 404 for an unknown one', async () => {
    expect((await get('/a/not-a-guid')).status).toBe(400);
    const unknown = await get('/a/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((unknown.body as ApiErrorBody).error.code).toBe('image_not_found');
  });

  it('sends a strong ETag, a year of public caching, nosniff, and 304 on revalidation', async () => {
    const first = await get(`/a/${photo.guid}?width=240`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['set-cookie']).toBeUndefined();
    const again = await get(`/a/${photo.guid}?width=240`);
    expect(again.headers.etag).toBe(etag);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    const revalidated = await get(`/a/${photo.guid}?width=240`).set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    const otherSize = await get(`/a/${photo.guid}?width=480`).set('If-None-Match', etag);
    expect(otherSize.status).toBe(200);
    expect(otherSize.headers.etag).not.toBe(etag);
  });

  it('turns name into a safe Content-Disposition file name', async () => {
    const name = encodeURIComponent('a/b\\c:d*e?f"g<h>i|j\'k\r\n.png');
    const res = await get(`/a/${photo.guid}?name=${name}&format=png&width=48`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('inline; filename="abcdefghijk.png"');
  });

  it('refuses another tenant’s image with 404', async () => {
    const res = await get(`/a/${photo.guid}`, '127.0.0.1');
    expect(res.status).toBe(404);
    expect((res.body as ApiErrorBody).error.code).toBe('image_not_found');
  });

  it('shows a profile image only to the user themself and to admins', async () => {
    const own = await uploaded(`profile=${userGuid}`, await makeImage('png'), userToken);
    const url = `/a/${own.guid}?profile=${userGuid}`;
    expect((await get(url)).status).toBe(404);
    expect((await get(url).set('Authorization', `Bearer ${otherToken}`)).status).toBe(404);
    const self = await get(url).set('Authorization', `Bearer ${userToken}`);
    expect(self.status).toBe(200);
    expect(self.headers['cache-control']).toBe('private, no-store');
    expect((await get(`${url}&auth=${userToken}`)).status).toBe(200);
    expect((await get(url).set('Authorization', `Bearer ${adminToken}`)).status).toBe(200);
    expect(
      (await get(`/a/${own.guid}?profile=${otherGuid}`).set('Authorization', `Bearer ${userToken}`))
        .status,
    ).toBe(404);
  });

  it('shows block images to visitors only when the page is published', async () => {
    const hidden = await blockOnPage(false);
    const draft = await uploaded(`block=${hidden}`, await makeImage('webp'));
    expect((await get(`/a/${draft.guid}?block=${hidden}`)).status).toBe(404);
    expect((await get(`/a/${draft.guid}`).set('Authorization', `Bearer ${userToken}`)).status).toBe(
      404,
    );
    expect(
      (await get(`/a/${draft.guid}`).set('Authorization', `Bearer ${adminToken}`)).status,
    ).toBe(200);
    await db
      .knex('pages')
      .where({ name: 'afbeeldingen-dicht', platform_id: localhost.id })
      .update({ is_published: true });
    const open = await get(`/a/${draft.guid}?block=${hidden}`);
    expect(open.status).toBe(200);
    expect(open.headers['cache-control']).toBe('private, no-store');
  });

  it('shows item images to visitors only while the item is published', async () => {
    const item = await db
      .knex('list_items')
      .where({ platform_id: localhost.id, is_published: true })
      .first<{ guid: string }>('guid');
    const image = await uploaded(`item=${item.guid}`, await makeImage('gif'));
    expect((await get(`/a/${image.guid}?item=${item.guid}`)).status).toBe(200);
    await db.knex('list_items').where({ guid: item.guid }).update({ is_published: false });
    expect((await get(`/a/${image.guid}?item=${item.guid}`)).status).toBe(404);
    expect(
      (await get(`/a/${image.guid}`).set('Authorization', `Bearer ${adminToken}`)).status,
    ).toBe(200);
  });
});

describe('DELETE /a/{imageGuid}', () => {
  it('lets the uploader or an admin delete an image and frees its bytes', async () => {
    const own = await uploaded(`profile=${userGuid}`, await makeImage('png'), userToken);
    await get(`/a/${own.guid}?width=48`).set('Authorization', `Bearer ${userToken}`);
    const before = await countImages();
    const del = (token: string) =>
      request(app)
        .delete(`/a/${own.guid}`)
        .set('Host', 'localhost')
        .set('Authorization', `Bearer ${token}`);
    expect((await request(app).delete(`/a/${own.guid}`).set('Host', 'localhost')).status).toBe(401);
    expect((await del(otherToken)).status).toBe(403);
    expect((await del(userToken)).status).toBe(204);
    expect(await countImages()).toEqual({
      images: before.images - 1,
      originals: before.originals - 1,
    });
    expect((await get(`/a/${own.guid}`).set('Authorization', `Bearer ${userToken}`)).status).toBe(
      404,
    );
    expect((await del(adminToken)).status).toBe(404);
  });

  it('checks XSRF when a browser session deletes', async () => {
    const own = await uploaded(`profile=${userGuid}`, await makeImage('png'), userToken);
    expect((await userBrowser.send('DELETE', `/a/${own.guid}`, undefined, false)).status).toBe(403);
    expect((await userBrowser.delete(`/a/${own.guid}`)).status).toBe(204);
  });
});
