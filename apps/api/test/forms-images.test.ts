import type { ApiErrorBody, Form, FormSubmitResponse, UploadedImage } from '@plein/api-client';
import type { FormSettings } from '@plein/validation';
import type { Express } from 'express';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerLogger } from '@plein/logger/node';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryResponseCache } from '../src/http/response-cache';
import { purgeExpiredSubmissions } from '../src/modules/forms/retention-job';
import { formImageSweeper } from '../src/modules/images/module';
import { createTestForm, formContent, formField } from './helpers/forms';
import { admin, Browser } from './helpers/identity';
import { makeImage } from './helpers/images';
import { openEditingFixture } from './helpers/page-editing';
import { testApp } from './helpers/test-app';
import { openTestDatabase, testEngine } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: Express;
let cacheDir: string;
/** Originals on PGlite (a file store, as with a data folder); bytea rows on PostgreSQL. */
let originalsDir: string;
let anonymous: Browser;
let user: Browser;
let adminBrowser: Browser;
let havenAdmin: Browser;
let png: Buffer;

const code = (res: Response) => (res.body as ApiErrorBody).error?.code;
const imageOptions = () => ({ cacheDir, originalsDir, recordCacheTtlMs: 0 });

/** A published form with an optional image field `foto` and a name. */
const photoContent = (title: string, required = false) =>
  formContent(title, [
    formField('shortText', 'naam'),
    formField('image', 'foto', { required, label: { nl: 'Foto', en: 'Photo' } }),
  ]);

const photoForm = (title: string, settings: Partial<FormSettings> = {}, publish = true) =>
  createTestForm(adminBrowser, photoContent(title), settings, publish);

/** `POST /a/upload?form=…` as `browser` (its cookies and XSRF header). */
function upload(browser: Browser, formGuid: string, bytes: Buffer = png) {
  return browser
    .send('POST', `/a/upload?form=${formGuid}`)
    .attach('Image', bytes, { filename: 'foto.png', contentType: 'image/png' });
}

async function uploaded(browser: Browser, formGuid: string): Promise<string> {
  const res = await upload(browser, formGuid);
  expect(res.status, res.text).toBe(201);
  return (res.body as UploadedImage).guid;
}

const submit = (browser: Browser, form: Form, answers: Record<string, unknown>) =>
  browser.post(`/api/forms/${form.guid}/submissions`, { version: 1, answers });

async function submitted(browser: Browser, form: Form, answers: Record<string, unknown>) {
  const res = await submit(browser, form, answers);
  expect(res.status, res.text).toBe(201);
  return (res.body as FormSubmitResponse).guid!;
}

/** Files in a folder and its subfolders (none when it does not exist). */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What is left of an image: its row, its original (bytea row or file) and cached variants. */
async function remainsOf(guid: string) {
  const row = await db.knex('images').where({ guid }).first<{ id: number } | undefined>('id');
  const bytea = row
    ? await db
        .knex('image_originals')
        .where({ image_id: row.id })
        .first<{ image_id: number } | undefined>('image_id')
    : undefined;
  const files = [...(await filesIn(originalsDir)), ...(await filesIn(cacheDir))].filter((file) =>
    file.includes(guid),
  );
  return { row: row !== undefined, bytea: bytea !== undefined, files: files.length };
}

const gone = { row: false, bytea: false, files: 0 };

/** Asks a variant as admin, and waits until the disk cache holds it next to the original. */
async function viewAsAdmin(image: string) {
  const res = await adminBrowser.get(`/a/${image}?width=40`);
  expect(res.status, res.text).toBe(200);
  // The variant reaches the disk after the answer (it is written in the background).
  await expect
    .poll(
      async () => {
        const stored = await remainsOf(image);
        return stored.row ? stored.files + (stored.bytea ? 1 : 0) : 0;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(2);
}

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  cacheDir = await mkdtemp(path.join(tmpdir(), 'plein-form-images-cache-'));
  originalsDir = await mkdtemp(path.join(tmpdir(), 'plein-form-images-originals-'));
  await openEditingFixture(db);
  ({ app } = testApp(db, { cache: createMemoryResponseCache(), images: imageOptions() }));
  anonymous = new Browser(app);
  await anonymous.prime();
  user = new Browser(app);
  await user.signIn('lezer@demo.test', 'een goed wachtwoord');
  adminBrowser = new Browser(app);
  await adminBrowser.signIn(admin.email, admin.password);
  havenAdmin = new Browser(app, '127.0.0.1');
  await havenAdmin.signIn(admin.email, admin.password);
  png = await makeImage('png', 64, 48);
});
afterAll(async () => {
  await db.close();
  await rm(cacheDir, { recursive: true, force: true });
  await rm(originalsDir, { recursive: true, force: true });
});

describe('uploading an image into a form', () => {
  it('takes an anonymous visitor’s upload into an open public form, privately', async () => {
    const form = await photoForm('Open');
    const res = await upload(anonymous, form.guid);
    expect(res.status, res.text).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const image = (res.body as UploadedImage).guid;
    const row = await db.knex('images').where({ guid: image }).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      scope: 'form',
      scope_guid: form.guid,
      owner_membership_id: null,
      form_submission_id: null,
      claimed_at: null,
    });
    // Unclaimed, nobody but an administrator sees it.
    expect((await anonymous.get(`/a/${image}`)).status).toBe(404);
    expect((await user.get(`/a/${image}`)).status).toBe(404);
  });

  it('refuses a form that is closed, not open yet, unpublished, unknown, or has no image field', async () => {
    const closed = await photoForm('Dicht', { openMode: 'Closed' });
    expect(code(await upload(anonymous, closed.guid))).toBe('form_closed');
    const future = await photoForm('Later', {
      openMode: 'Custom',
      openDate: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
      closeDate: null,
    });
    expect(code(await upload(anonymous, future.guid))).toBe('form_not_open_yet');
    const draft = await photoForm('Concept', {}, false);
    const unpublished = await upload(anonymous, draft.guid);
    expect([unpublished.status, code(unpublished)]).toEqual([404, 'form_not_found']);
    const unknown = await upload(anonymous, '33333333-3333-4333-8333-333333333333');
    expect([unknown.status, code(unknown)]).toEqual([404, 'form_not_found']);
    const textOnly = await createTestForm(
      adminBrowser,
      formContent('Zonder foto', [formField('shortText', 'naam')]),
    );
    const noImage = await upload(anonymous, textOnly.guid);
    expect([noImage.status, code(noImage)]).toEqual([409, 'form_takes_no_images']);
    // Another tenant's form is not there.
    const other = await upload(new Browser(app, '127.0.0.1'), (await photoForm('Elders')).guid);
    expect(other.status).toBe(404);
    expect(await db.knex('images').whereIn('scope_guid', [closed.guid, draft.guid])).toEqual([]);
  });

  it('follows the form’s access level: a Users form refuses visitors and takes members', async () => {
    const form = await photoForm('Leden', { accessLevel: 'Users' });
    const refused = await upload(anonymous, form.guid);
    expect([refused.status, code(refused)]).toEqual([401, 'sign_in_required']);
    const res = await upload(user, form.guid);
    expect(res.status, res.text).toBe(201);
    const row = await db
      .knex('images')
      .where({ guid: (res.body as UploadedImage).guid })
      .first<{ owner_membership_id: number | null }>();
    expect(row.owner_membership_id).not.toBeNull();
    const admins = await photoForm('Beheer', { accessLevel: 'Admin' });
    expect((await upload(user, admins.guid)).status).toBe(403);
  });

  it('refuses what is not an image, and images larger than 10 MB', async () => {
    const form = await photoForm('Grenzen');
    const text = await upload(anonymous, form.guid, Buffer.from('hallo, dit is geen afbeelding'));
    expect([text.status, code(text)]).toEqual([415, 'unsupported_image']);
    const large = Buffer.concat([png.subarray(0, 64), Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await upload(anonymous, form.guid, large);
    expect([tooLarge.status, code(tooLarge)]).toEqual([413, 'image_too_large']);
  });

  it('limits uploads per IP address and form with 429 and Retry-After', async () => {
    const form = await photoForm('Druk');
    for (let i = 0; i < 20; i += 1) expect((await upload(anonymous, form.guid)).status).toBe(201);
    const limited = await upload(anonymous, form.guid);
    expect([limited.status, code(limited)]).toEqual([429, 'rate_limited']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another form has its own budget.
    expect((await upload(anonymous, (await photoForm('Rustig')).guid)).status).toBe(201);
  });

  it('refuses an anonymous visitor every other scope', async () => {
    const res = await anonymous
      .send('POST', '/a/upload?public')
      .attach('Image', png, { filename: 'x.png' });
    expect(res.status).toBe(401);
  });
});

describe('claiming an upload with a submission', () => {
  it('links the upload to the submission, once', async () => {
    const form = await photoForm('Claim');
    const image = await uploaded(anonymous, form.guid);
    const submission = await submitted(anonymous, form, { naam: 'Anna', foto: image });
    const row = await db
      .knex('images as i')
      .join('form_submissions as s', 's.id', 'i.form_submission_id')
      .where('i.guid', image)
      .first<{ guid: string; claimed_at: Date | null }>('s.guid', 'i.claimed_at');
    expect(row.guid).toBe(submission);
    expect(row.claimed_at).not.toBeNull();
    // The same upload cannot be sent twice.
    const again = await submit(anonymous, form, { naam: 'Bert', foto: image });
    expect(again.status).toBe(400);
    expect((again.body as ApiErrorBody).error.details).toEqual({ fields: { foto: 'image' } });
  });

  it('refuses a guid of another form, of another tenant, of no upload, or no guid at all', async () => {
    const form = await photoForm('Eigen');
    const other = await photoForm('Ander');
    const elsewhere = await uploaded(anonymous, other.guid);
    const haven = await createTestForm(havenAdmin, photoContent('Haven'));
    const havenImage = await uploaded(new Browser(app, '127.0.0.1'), haven.guid);
    for (const foto of [
      elsewhere,
      havenImage,
      '33333333-3333-4333-8333-333333333333',
      'foto.png',
      ['a'],
    ]) {
      const res = await submit(anonymous, form, { naam: 'Anna', foto });
      expect(res.status, JSON.stringify(foto)).toBe(400);
      expect((res.body as ApiErrorBody).error.details).toMatchObject({
        fields: { foto: typeof foto === 'string' ? 'image' : 'type' },
      });
    }
    // The refused uploads are still free for their own forms.
    expect(await submitted(anonymous, other, { foto: elsewhere })).toBeTruthy();
  });

  it('asks a required image, and takes an optional one left out', async () => {
    const required = await createTestForm(adminBrowser, photoContent('Verplicht', true));
    const res = await submit(anonymous, required, { naam: 'Anna', foto: '' });
    expect((res.body as ApiErrorBody).error.details).toEqual({ fields: { foto: 'required' } });
    const optional = await photoForm('Optioneel');
    expect(await submitted(anonymous, optional, { naam: 'Anna', foto: '' })).toBeTruthy();
  });

  it('refuses an image named by two fields', async () => {
    const form = await createTestForm(
      adminBrowser,
      formContent('Twee', [formField('image', 'voor'), formField('image', 'achter')]),
    );
    const image = await uploaded(anonymous, form.guid);
    const res = await submit(anonymous, form, { voor: image, achter: image });
    expect((res.body as ApiErrorBody).error.details).toEqual({ fields: { achter: 'image' } });
  });
});

describe('who sees a submission’s image', () => {
  it('shows it to admins and to the receipt’s holder, privately, and to nobody else', async () => {
    const form = await photoForm('Zien');
    const image = await uploaded(anonymous, form.guid);
    const submission = await submitted(anonymous, form, { naam: 'Anna', foto: image });

    const viaReceipt = await anonymous.get(`/a/${image}?submission=${submission}&width=40`);
    expect(viaReceipt.status).toBe(200);
    expect(viaReceipt.headers['cache-control']).toBe('private, no-store');
    expect(viaReceipt.headers['content-type']).toBe('image/webp');
    const asAdmin = await adminBrowser.get(`/a/${image}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');

    expect((await anonymous.get(`/a/${image}`)).status).toBe(404);
    expect((await user.get(`/a/${image}`)).status).toBe(404);
    const otherSubmission = await submitted(anonymous, form, { naam: 'Bert' });
    expect((await anonymous.get(`/a/${image}?submission=${otherSubmission}`)).status).toBe(404);
    expect((await anonymous.get(`/a/${image}?submission=nee`)).status).toBe(400);
    expect((await anonymous.get(`/a/${image}?block=${form.guid}`)).status).toBe(404);
    // Another tenant's admin, with the receipt or without, finds nothing.
    expect((await havenAdmin.get(`/a/${image}`)).status).toBe(404);
    expect((await havenAdmin.get(`/a/${image}?submission=${submission}`)).status).toBe(404);
    // Nobody deletes it but by deleting its submission.
    expect((await adminBrowser.delete(`/a/${image}`)).status).toBe(403);
  });

  it('lists the image in the receipt’s answers and as its address in the CSV export', async () => {
    const form = await photoForm('Export');
    const image = await uploaded(anonymous, form.guid);
    const submission = await submitted(anonymous, form, { naam: 'Anna', foto: image });
    const receipt = await anonymous.get(`/api/submissions/${submission}`);
    expect((receipt.body as { answers: unknown }).answers).toEqual({ naam: 'Anna', foto: image });
    const csv = await adminBrowser.get(`/api/admin/forms/${form.guid}/submissions:export`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`/a/${image}`);
  });
});

describe('deleting a submission’s images', () => {
  it('deletes the image, its original and its variants with the submission', async () => {
    const form = await photoForm('Weg');
    const image = await uploaded(anonymous, form.guid);
    const submission = await submitted(anonymous, form, { naam: 'Anna', foto: image });
    await viewAsAdmin(image);
    const res = await adminBrowser.post(`/api/admin/forms/${form.guid}/submissions:delete`, {
      guids: [submission],
    });
    expect(res.status, res.text).toBe(204);
    expect(await remainsOf(image)).toEqual(gone);
    expect((await anonymous.get(`/a/${image}?submission=${submission}`)).status).toBe(404);
  });

  it('deletes the images of many submissions at once, and of a deleted form', async () => {
    const form = await photoForm('Veel');
    const images = [await uploaded(anonymous, form.guid), await uploaded(anonymous, form.guid)];
    const submissions = [
      await submitted(anonymous, form, { foto: images[0] }),
      await submitted(anonymous, form, { foto: images[1] }),
    ];
    await adminBrowser.post(`/api/admin/forms/${form.guid}/submissions:delete`, {
      guids: submissions,
    });
    for (const image of images) expect(await remainsOf(image)).toEqual(gone);

    const deleted = await photoForm('Formulier weg');
    const image = await uploaded(anonymous, deleted.guid);
    await submitted(anonymous, deleted, { foto: image });
    await viewAsAdmin(image);
    expect((await adminBrowser.delete(`/api/admin/forms/${deleted.guid}`)).status).toBe(204);
    expect(await remainsOf(image)).toEqual(gone);
  });

  it('deletes them when retention purges their submissions, on a read or by the job', async () => {
    const form = await photoForm('Bewaren', { retentionDays: 30 });
    const [kept, old, older] = [
      await uploaded(anonymous, form.guid),
      await uploaded(anonymous, form.guid),
      await uploaded(anonymous, form.guid),
    ];
    await submitted(anonymous, form, { foto: kept });
    const oldSubmission = await submitted(anonymous, form, { foto: old });
    const olderSubmission = await submitted(anonymous, form, { foto: older });
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await db
      .knex('form_submissions')
      .whereIn('guid', [oldSubmission, olderSubmission])
      .update({ submitted_on: longAgo });

    // An administrator's read purges that form, and its images go with it.
    expect((await adminBrowser.get(`/api/admin/forms/${form.guid}/submissions`)).status).toBe(200);
    expect(await remainsOf(old)).toEqual(gone);
    expect(await remainsOf(older)).toEqual(gone);
    expect((await remainsOf(kept)).row).toBe(true);

    // The background job: the purge leaves released images that its sweep removes.
    const jobForm = await photoForm('Job', { retentionDays: 30 });
    const jobImage = await uploaded(anonymous, jobForm.guid);
    const jobSubmission = await submitted(anonymous, jobForm, { foto: jobImage });
    await viewAsAdmin(jobImage);
    await db
      .knex('form_submissions')
      .where({ guid: jobSubmission })
      .update({ submitted_on: longAgo });
    expect(await purgeExpiredSubmissions(db.knex, new Date())).toBeGreaterThanOrEqual(1);
    expect((await remainsOf(jobImage)).row).toBe(true);
    expect(await sweeper()()).toBeGreaterThanOrEqual(1);
    expect(await remainsOf(jobImage)).toEqual(gone);
  });
});

/** The retention job's sweep, over the same stores as the test app. */
const sweeper = () =>
  formImageSweeper({
    db,
    logger: createServerLogger({ name: 'sweep-test', level: 'silent' }),
    config: {},
    options: imageOptions(),
  });

describe('uploads nobody claims', () => {
  it('are removed by the sweep after a day, and not before', async () => {
    const form = await photoForm('Wees');
    const fresh = await uploaded(anonymous, form.guid);
    const stale = await uploaded(anonymous, form.guid);
    const claimed = await uploaded(anonymous, form.guid);
    await submitted(anonymous, form, { foto: claimed });
    await viewAsAdmin(stale);
    await db
      .knex('images')
      .whereIn('guid', [stale, claimed])
      .update({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    await sweeper()();
    expect(await remainsOf(stale)).toEqual(gone);
    expect((await remainsOf(fresh)).row).toBe(true);
    expect((await remainsOf(claimed)).row).toBe(true);
    // A stale upload cannot be claimed any more.
    const res = await submit(anonymous, form, { foto: stale });
    expect((res.body as ApiErrorBody).error.details).toEqual({ fields: { foto: 'image' } });
  });
});

// PGlite keeps originals in files here, PostgreSQL in bytea rows: both are checked by remainsOf.
it.runIf(testEngine === 'pglite')('keeps originals as files on the embedded database', async () => {
  const form = await photoForm('Bestand');
  const image = await uploaded(anonymous, form.guid);
  expect((await remainsOf(image)).files).toBe(1);
});
