import type { FormSubmitResponse } from '@plein/api-client';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestForm, formContent, formField } from './helpers/forms';
import { Browser, addUser } from './helpers/identity';
import { openEditingFixture } from './helpers/page-editing';
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

const firstVersion = formContent('Inschrijving', [
  formField('shortText', 'naam', { label: { nl: 'Naam', en: 'Name' }, required: true }),
  formField('choice', 'dagen', {
    label: { nl: 'Dagen', en: 'Days' },
    display: 'checkboxes',
    options: [
      { value: 'ma', label: { nl: 'Maandag', en: 'Monday' } },
      { value: 'di', label: { nl: 'Dinsdag', en: 'Tuesday' } },
    ],
  }),
  formField('shortText', 'oud', { label: { nl: 'Vervallen vraag', en: 'Dropped question' } }),
]);
const secondVersion = formContent('Inschrijving', [
  ...firstVersion.fields.filter((field) => field.key !== 'oud'),
  formField('toggle', 'nieuwsbrief', { label: { nl: 'Nieuwsbrief', en: 'Newsletter' } }),
]);

const send = async (browser: Browser, guid: string, version: number, answers: object) => {
  const res = await browser.post(`/api/forms/${guid}/submissions`, { version, answers });
  expect(res.status, res.text).toBe(201);
  return (res.body as FormSubmitResponse).guid!;
};

/** The CSV of an export, parsed (without the byte-order mark). */
async function exported(browser: Browser, path: string) {
  const res = await browser.get(path);
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="submissions-/);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.text.startsWith('\ufeff')).toBe(true);
  const rows: string[][] = parse(res.text.slice(1));
  return rows;
}

describe('exporting a form’s submissions as CSV', () => {
  it('writes a column per question of any version, answers in words, formulas neutralised', async () => {
    const form = await createTestForm(f.cast.admin, firstVersion);
    const path = `/api/admin/forms/${form.guid}`;
    await send(f.cast.anonymous, form.guid, 1, {
      naam: '=HYPERLINK("x")',
      dagen: ['ma', 'di'],
      oud: 'a',
    });
    expect((await f.cast.admin.put(`${path}/draft`, secondVersion)).status).toBe(200);
    expect((await f.cast.admin.post(`${path}/versions`)).status).toBe(200);
    await send(f.cast.user, form.guid, 2, { naam: 'Bram', dagen: [], nieuwsbrief: true });

    const rows = await exported(f.cast.admin, `${path}/submissions:export`);
    expect(rows[0]).toEqual([
      'Verstuurd op',
      'Versie',
      'Verstuurd door',
      'Naam',
      'Dagen',
      'Nieuwsbrief',
      'Vervallen vraag',
    ]);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      ['2', 'lezer@demo.test', 'Bram', '', 'ja', ''],
      ['1', '', `'=HYPERLINK("x")`, 'Maandag; Dinsdag', '', 'a'],
    ]);
    expect(Number.isNaN(Date.parse(rows[1]![0]!))).toBe(false);

    const english = await exported(f.cast.admin, `${path}/submissions:export?lang=en&version=1`);
    expect(english[0]!.slice(3)).toEqual(['Name', 'Days', 'Newsletter', 'Dropped question']);
    expect(english.slice(1).map((row) => row[4])).toEqual(['Monday; Tuesday']);
  });

  it('neutralises a formula in every cell: the sender, headings and answers (issue 31.4)', async () => {
    // An address may start like a formula: an invited `=2+5…@a.test` is a valid address.
    const sender = '=2+5+cmd@a.test';
    await addUser(db.knex, { email: sender, password: 'een goed wachtwoord' });
    const browser = new Browser(f.app);
    await browser.signIn(sender, 'een goed wachtwoord');
    const form = await createTestForm(
      f.cast.admin,
      formContent('Formules', [
        formField('shortText', 'som', { label: { nl: '@SUM(1)', en: '+1' } }),
      ]),
    );
    await send(browser, form.guid, 1, { som: '-2+3' });

    const rows = await exported(f.cast.admin, `/api/admin/forms/${form.guid}/submissions:export`);
    expect(rows[0]!.slice(3)).toEqual(["'@SUM(1)"]);
    expect(rows[1]!.slice(2)).toEqual([`'${sender}`, "'-2+3"]);
    const formulaStart = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
    expect(rows.flat().filter((cell) => formulaStart.test(cell))).toEqual([]);
  });

  it('exports in batches: every submission once, newest first', async () => {
    const form = await createTestForm(f.cast.admin, firstVersion);
    const sent: string[] = [];
    for (let i = 0; i < 1100; i += 1) {
      await db.knex.raw(
        `insert into form_submissions (platform_id, form_id, version, answers, submitted_on)
         select platform_id, id, 1, ?::jsonb, now() - make_interval(secs => ?) from forms where guid = ?`,
        [JSON.stringify({ naam: `n${i}` }), i, form.guid],
      );
      sent.push(`n${i}`);
    }
    const rows = await exported(f.cast.admin, `/api/admin/forms/${form.guid}/submissions:export`);
    expect(rows.slice(1).map((row) => row[3])).toEqual(sent);
  });

  it('is for the form’s own administrators, with a clear 400 for a bad query', async () => {
    const form = await createTestForm(f.cast.admin, firstVersion);
    const path = `/api/admin/forms/${form.guid}/submissions:export`;
    expect((await f.cast.anonymous.get(path)).status).toBe(401);
    expect((await f.cast.manager.get(path)).status).toBe(403);
    expect((await f.cast.havenAdmin.get(path)).status).toBe(404);
    for (const query of ['?lang=fr', '?version=x', '?from=2026-13-01', '?page=2']) {
      expect((await f.cast.admin.get(`${path}${query}`)).status).toBe(400);
    }
  });
});
