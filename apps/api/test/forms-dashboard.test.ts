import type {
  ApiErrorBody,
  FormFieldSummary,
  FormSubmitResponse,
  FormVersionDashboard,
} from '@plein/api-client';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tallyMigration from '../src/db/migrations/202611270001_form_answer_tallies';
import { createTestForm, formContent, formField } from './helpers/forms';
import type { Browser } from './helpers/identity';
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

const code = (res: Response) => (res.body as ApiErrorBody).error?.code;
const unknownGuid = '33333333-3333-4333-8333-333333333333';

/** A form with every kind of field a dashboard summarises. */
const survey = formContent('Enquête', [
  formField('section', 'kop'),
  formField('shortText', 'naam'),
  formField('email', 'email'),
  formField('choice', 'maat', {
    options: [
      { value: 's', label: { nl: 'Klein', en: 'Small' } },
      { value: 'm', label: { nl: 'Middel', en: 'Medium' } },
      { value: 'l', label: { nl: 'Groot', en: 'Large' } },
    ],
  }),
  formField('choice', 'dagen', {
    display: 'checkboxes',
    options: [
      { value: 'ma', label: { nl: 'Maandag', en: 'Monday' } },
      { value: 'di', label: { nl: 'Dinsdag', en: 'Tuesday' } },
      { value: 'wo', label: { nl: 'Woensdag', en: 'Wednesday' } },
    ],
  }),
  formField('toggle', 'nieuwsbrief'),
  formField('consent', 'akkoord'),
  formField('number', 'leeftijd'),
  formField('number', 'bedrag'),
  formField('date', 'geboren'),
]);

/** A published survey whose submissions are kept (no retention), as the demo admin. */
const createSurvey = () => createTestForm(f.cast.admin, survey, { retentionDays: null });

/** Stores submissions of a version straight in the database, at the given moments. */
async function insert(
  formGuid: string,
  version: number,
  rows: readonly { on: string; answers: object }[],
) {
  for (const { on, answers } of rows) {
    await db.knex.raw(
      `insert into form_submissions (platform_id, form_id, version, answers, submitted_on)
       select platform_id, id, ?, ?::jsonb, ?::timestamptz from forms where guid = ?`,
      [version, JSON.stringify(answers), on, formGuid],
    );
  }
}

const dashboardPath = (guid: string, version: number | string) =>
  `/api/admin/forms/${guid}/versions/${version}/dashboard`;

async function dashboardOf(guid: string, version: number, browser: Browser = f.cast.admin) {
  const res = await browser.get(dashboardPath(guid, version));
  expect(res.status, res.text).toBe(200);
  return res.body as FormVersionDashboard;
}

/** The summary of one field. */
function field<K extends FormFieldSummary['kind']>(
  dashboard: FormVersionDashboard,
  key: string,
  kind: K,
): Extract<FormFieldSummary, { kind: K }> {
  const found = dashboard.fields.find((entry) => entry.key === key);
  expect(found?.kind).toBe(kind);
  return found as Extract<FormFieldSummary, { kind: K }>;
}

const counts = (summary: Extract<FormFieldSummary, { kind: 'options' }>) =>
  Object.fromEntries(summary.options.map((option) => [option.value, option.count]));

const fiveSubmissions = [
  {
    on: '2026-03-02T10:00:00Z',
    answers: {
      naam: 'Anna',
      email: 'anna@example.org',
      maat: 'm',
      dagen: ['ma', 'di'],
      nieuwsbrief: true,
      akkoord: true,
      leeftijd: '34',
      bedrag: '3,5',
      geboren: '1990/05/17',
    },
  },
  {
    on: '2026-03-02T23:30:00Z',
    answers: {
      naam: '  ',
      email: '',
      maat: 'l',
      dagen: [],
      nieuwsbrief: false,
      akkoord: true,
      leeftijd: '18',
      bedrag: '10.25',
      geboren: '1990-05-01',
    },
  },
  {
    on: '2026-03-04T08:00:00Z',
    answers: {
      naam: 'Bram',
      maat: 'm',
      dagen: ['di'],
      leeftijd: '67',
      bedrag: '7',
      geboren: '1991/12/31',
    },
  },
  {
    on: '2026-03-04T09:00:00Z',
    answers: {
      naam: 'Cor',
      maat: '',
      dagen: ['wo', 'di'],
      nieuwsbrief: true,
      leeftijd: ' 41 ',
      geboren: '',
    },
  },
  {
    on: '2026-03-05T00:00:00Z',
    answers: { naam: 'Dirk', leeftijd: '12a', bedrag: '', geboren: 'gisteren' },
  },
];

describe('the dashboard of a form version', () => {
  it('counts submissions over time and summarises every field by its kind', async () => {
    const form = await createSurvey();
    await insert(form.guid, 1, fiveSubmissions);
    const dashboard = await dashboardOf(form.guid, 1);

    expect(dashboard).toMatchObject({
      formGuid: form.guid,
      version: 1,
      title: survey.title,
      submissionCount: 5,
      firstSubmittedOn: '2026-03-02T10:00:00.000Z',
      lastSubmittedOn: '2026-03-05T00:00:00.000Z',
    });
    expect(Number.isNaN(Date.parse(dashboard.publishedOn))).toBe(false);
    // UTC days, the empty 3rd included.
    expect(dashboard.overTime).toEqual({
      unit: 'day',
      periods: [
        { start: '2026-03-02', count: 2 },
        { start: '2026-03-03', count: 0 },
        { start: '2026-03-04', count: 2 },
        { start: '2026-03-05', count: 1 },
      ],
    });
    // Every field that takes an answer, in order; the section is no field to answer.
    expect(dashboard.fields.map((entry) => [entry.key, entry.kind, entry.answered])).toEqual([
      ['naam', 'text', 4],
      ['email', 'text', 1],
      ['maat', 'options', 3],
      ['dagen', 'options', 3],
      ['nieuwsbrief', 'options', 3],
      ['akkoord', 'options', 2],
      ['leeftijd', 'numbers', 5],
      ['bedrag', 'numbers', 3],
      ['geboren', 'dates', 4],
    ]);
    expect(field(dashboard, 'naam', 'text')).toMatchObject({
      type: 'shortText',
      label: { nl: 'Vraag naam', en: '' },
    });

    const maat = field(dashboard, 'maat', 'options');
    expect(maat.many).toBe(false);
    expect(maat.options).toEqual([
      { value: 's', label: { nl: 'Klein', en: 'Small' }, count: 0 },
      { value: 'm', label: { nl: 'Middel', en: 'Medium' }, count: 2 },
      { value: 'l', label: { nl: 'Groot', en: 'Large' }, count: 1 },
    ]);
    const dagen = field(dashboard, 'dagen', 'options');
    expect(dagen.many).toBe(true);
    expect(counts(dagen)).toEqual({ ma: 1, di: 3, wo: 1 });
    expect(field(dashboard, 'nieuwsbrief', 'options').options).toEqual([
      { value: 'true', label: null, count: 2 },
      { value: 'false', label: null, count: 1 },
    ]);
    expect(counts(field(dashboard, 'akkoord', 'options'))).toEqual({ true: 2, false: 0 });

    // '12a' was answered but is no number; ' 41 ' is one.
    const leeftijd = field(dashboard, 'leeftijd', 'numbers').numbers!;
    expect(leeftijd).toMatchObject({ min: 18, max: 67, mean: 40, median: 37.5, integers: true });
    expect(leeftijd.buckets).toHaveLength(11);
    expect(leeftijd.buckets.filter((bucket) => bucket.count > 0)).toEqual([
      { from: 15, to: 20, count: 1 },
      { from: 30, to: 35, count: 1 },
      { from: 40, to: 45, count: 1 },
      { from: 65, to: 70, count: 1 },
    ]);
    // A decimal comma or point alike.
    const bedrag = field(dashboard, 'bedrag', 'numbers').numbers!;
    expect(bedrag).toMatchObject({ min: 3.5, max: 10.25, median: 7, integers: false });
    expect(bedrag.mean).toBeCloseTo(20.75 / 3, 10);
    expect(bedrag.buckets.map((bucket) => [bucket.from, bucket.count])).toEqual([
      [3, 1],
      [4, 0],
      [5, 0],
      [6, 0],
      [7, 1],
      [8, 0],
      [9, 0],
      [10, 1],
    ]);

    const geboren = field(dashboard, 'geboren', 'dates').dates!;
    expect(geboren).toMatchObject({
      earliest: '1990-05-01',
      latest: '1991-12-31',
      unit: 'month',
      step: 1,
    });
    expect(geboren.periods).toHaveLength(20);
    expect(geboren.periods.filter((period) => period.count > 0)).toEqual([
      { start: '1990-05-01', count: 2 },
      { start: '1991-12-01', count: 1 },
    ]);
  });

  it('buckets numbers in round widths, exactly', async () => {
    const numbers = formContent('Getallen', [
      formField('number', 'heel'),
      formField('number', 'fijn'),
      formField('number', 'kwart'),
      formField('number', 'cijfer'),
      formField('number', 'een'),
    ]);
    const form = await createTestForm(f.cast.admin, numbers, { retentionDays: null });
    const rows = [
      { heel: '-12', fijn: '0,3', kwart: '0', cijfer: '1', een: '7' },
      { heel: '7', fijn: '1.7', kwart: '2.5', cijfer: '5' },
      { cijfer: '2' },
      { cijfer: '3' },
      { cijfer: '4' },
    ];
    await insert(
      form.guid,
      1,
      rows.map((answers) => ({ on: '2026-05-01T12:00:00Z', answers })),
    );
    const dashboard = await dashboardOf(form.guid, 1);
    const spread = (key: string) => {
      const { buckets } = field(dashboard, key, 'numbers').numbers!;
      return {
        edges: [...buckets.map((bucket) => bucket.from), buckets.at(-1)!.to],
        counts: buckets.map((bucket) => bucket.count),
      };
    };
    expect(spread('heel')).toEqual({
      edges: [-12, -10, -8, -6, -4, -2, 0, 2, 4, 6, 8],
      counts: [1, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    });
    expect(spread('fijn')).toEqual({
      edges: [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8],
      counts: [1, 0, 0, 0, 0, 0, 0, 1],
    });
    expect(spread('kwart').edges).toEqual(Array.from({ length: 12 }, (_, i) => i / 4));
    expect(spread('kwart').counts).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(spread('cijfer')).toEqual({ edges: [1, 2, 3, 4, 5, 6], counts: [1, 1, 1, 1, 1] });
    expect(field(dashboard, 'cijfer', 'numbers').numbers).toMatchObject({
      mean: 3,
      median: 3,
      integers: true,
    });
    expect(spread('een')).toEqual({ edges: [7, 8], counts: [1] });
  });

  it('keeps versions apart: another version’s submissions never count', async () => {
    const form = await createSurvey();
    await insert(form.guid, 1, fiveSubmissions.slice(0, 2));
    const path = `/api/admin/forms/${form.guid}`;
    const changed = formContent('Enquête 2', survey.fields.slice(0, 4));
    expect((await f.cast.admin.put(`${path}/draft`, changed)).status).toBe(200);
    expect((await f.cast.admin.post(`${path}/versions`)).status).toBe(200);
    await insert(form.guid, 2, [
      { on: '2026-04-01T12:00:00Z', answers: { naam: 'Eva', maat: 's', leeftijd: '99' } },
    ]);

    const first = await dashboardOf(form.guid, 1);
    expect(first.submissionCount).toBe(2);
    expect(first.lastSubmittedOn).toBe('2026-03-02T23:30:00.000Z');
    expect(counts(field(first, 'maat', 'options'))).toEqual({ s: 0, m: 1, l: 1 });
    expect(field(first, 'leeftijd', 'numbers').numbers).toMatchObject({ min: 18, max: 34 });

    const second = await dashboardOf(form.guid, 2);
    expect(second.title.nl).toBe('Enquête 2');
    expect(second.submissionCount).toBe(1);
    expect(second.fields.map((entry) => entry.key)).toEqual(['naam', 'email', 'maat']);
    expect(counts(field(second, 'maat', 'options'))).toEqual({ s: 1, m: 0, l: 0 });
  });

  it('reads the answers as visitors send them', async () => {
    const form = await createSurvey();
    const answers = {
      naam: 'Fleur',
      maat: 'l',
      dagen: ['wo'],
      nieuwsbrief: false,
      akkoord: true,
      leeftijd: '2,5',
      geboren: '2001/02/03',
    };
    const res = await f.cast.anonymous.post(`/api/forms/${form.guid}/submissions`, {
      version: 1,
      answers,
    });
    expect(res.status, res.text).toBe(201);
    expect((res.body as FormSubmitResponse).guid).toBeTruthy();

    const dashboard = await dashboardOf(form.guid, 1);
    expect(dashboard.submissionCount).toBe(1);
    expect(dashboard.overTime.periods).toEqual([
      { start: new Date().toISOString().slice(0, 10), count: 1 },
    ]);
    expect(counts(field(dashboard, 'dagen', 'options'))).toEqual({ ma: 0, di: 0, wo: 1 });
    expect(counts(field(dashboard, 'nieuwsbrief', 'options'))).toEqual({ true: 0, false: 1 });
    expect(field(dashboard, 'leeftijd', 'numbers').numbers).toMatchObject({
      min: 2.5,
      max: 2.5,
      integers: false,
      buckets: [{ from: 2, to: 3, count: 1 }],
    });
    expect(field(dashboard, 'geboren', 'dates').dates).toMatchObject({
      earliest: '2001-02-03',
      periods: [{ start: '2001-02-01', count: 1 }],
    });
  });

  it('answers an empty version with zero counts and no spreads', async () => {
    const form = await createSurvey();
    const dashboard = await dashboardOf(form.guid, 1);
    expect(dashboard).toMatchObject({
      submissionCount: 0,
      firstSubmittedOn: null,
      lastSubmittedOn: null,
      overTime: { unit: 'day', periods: [] },
    });
    expect(dashboard.fields.every((entry) => entry.answered === 0)).toBe(true);
    expect(counts(field(dashboard, 'maat', 'options'))).toEqual({ s: 0, m: 0, l: 0 });
    expect(field(dashboard, 'leeftijd', 'numbers').numbers).toBeNull();
    expect(field(dashboard, 'geboren', 'dates').dates).toBeNull();
  });

  it('aggregates twenty thousand submissions in the database', async () => {
    const form = await createSurvey();
    await db.knex.raw(
      `insert into form_submissions (platform_id, form_id, version, answers, submitted_on)
       select f.platform_id, f.id, 1,
         jsonb_build_object(
           'maat', (array['s', 'm', 'l'])[1 + i % 3],
           'dagen', case when i % 2 = 0 then '["ma", "di"]'::jsonb else '[]'::jsonb end,
           'nieuwsbrief', i % 4 = 0,
           'leeftijd', (i % 100)::text,
           'geboren', to_char(date '2000-01-01' + i % 366, 'YYYY-MM-DD')),
         timestamptz '2026-01-01T00:00:00Z' + make_interval(mins => i)
       from forms f cross join generate_series(1, 20000) as i
       where f.guid = ?`,
      [form.guid],
    );
    const dashboard = await dashboardOf(form.guid, 1);
    expect(dashboard.submissionCount).toBe(20_000);
    expect(dashboard.overTime.unit).toBe('day');
    expect(dashboard.overTime.periods).toHaveLength(14);
    expect(dashboard.overTime.periods.slice(0, 2)).toEqual([
      { start: '2026-01-01', count: 1439 },
      { start: '2026-01-02', count: 1440 },
    ]);
    expect(dashboard.overTime.periods.reduce((sum, period) => sum + period.count, 0)).toBe(20_000);
    expect(counts(field(dashboard, 'maat', 'options'))).toEqual({ s: 6666, m: 6667, l: 6667 });
    const dagen = field(dashboard, 'dagen', 'options');
    expect([dagen.answered, counts(dagen)]).toEqual([10_000, { ma: 10_000, di: 10_000, wo: 0 }]);
    expect(counts(field(dashboard, 'nieuwsbrief', 'options'))).toEqual({
      true: 5000,
      false: 15_000,
    });
    const leeftijd = field(dashboard, 'leeftijd', 'numbers').numbers!;
    expect(leeftijd).toMatchObject({ min: 0, max: 99, mean: 49.5, median: 49.5, integers: true });
    expect(leeftijd.buckets).toEqual(
      Array.from({ length: 10 }, (_, index) => ({
        from: index * 10,
        to: index * 10 + 10,
        count: 2000,
      })),
    );
    const geboren = field(dashboard, 'geboren', 'dates').dates!;
    expect(geboren).toMatchObject({ earliest: '2000-01-01', latest: '2000-12-31', unit: 'month' });
    expect(geboren.periods.map((period) => period.start.slice(5, 7))).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0')),
    );
    expect(geboren.periods.reduce((sum, period) => sum + period.count, 0)).toBe(20_000);
  });

  it('keeps its counts as submissions are deleted, and as a fresh count of the rest gives them', async () => {
    const form = await createSurvey();
    const alone = await createSurvey();
    await insert(form.guid, 1, fiveSubmissions);
    const kept = [fiveSubmissions[1]!, fiveSubmissions[2]!, fiveSubmissions[4]!];
    await insert(alone.guid, 1, kept);
    const guidsOf = (names: string[]) =>
      db
        .knex('form_submissions as s')
        .join('forms as f', 'f.id', 's.form_id')
        .where('f.guid', form.guid)
        .whereRaw("s.answers ->> 'naam' = any(?)", [names])
        .pluck<string[]>('s.guid');
    const res = await f.cast.admin.post(`/api/admin/forms/${form.guid}/submissions:delete`, {
      guids: await guidsOf(['Anna', 'Cor']),
    });
    expect(res.status, res.text).toBe(204);

    // Two forms alike but for their guid and publishing time.
    const left = await dashboardOf(form.guid, 1);
    const right = await dashboardOf(alone.guid, 1);
    const apart = ({ formGuid: _guid, publishedOn: _on, ...rest }: FormVersionDashboard) => rest;
    expect(apart(left)).toEqual(apart(right));
    expect(left.submissionCount).toBe(3);
    expect(counts(field(left, 'maat', 'options'))).toEqual({ s: 0, m: 1, l: 1 });
    expect(field(left, 'leeftijd', 'numbers').numbers).toMatchObject({ min: 18, max: 67 });
  });

  it('fills the tallies of submissions made before they were kept (the migration)', async () => {
    const form = await createSurvey();
    await insert(form.guid, 1, fiveSubmissions);
    const before = await dashboardOf(form.guid, 1);
    await tallyMigration.down(db.knex);
    expect(await db.knex.schema.hasTable('form_answer_tallies')).toBe(false);
    await tallyMigration.up(db.knex);
    expect(await dashboardOf(form.guid, 1)).toEqual(before);
    expect(before.submissionCount).toBe(5);
  });

  it('leaves out submissions past the form’s retention', async () => {
    const form = await createTestForm(f.cast.admin, survey, { retentionDays: 30 });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await insert(form.guid, 1, [
      { on: daysAgo(40), answers: { maat: 's' } },
      { on: daysAgo(2), answers: { maat: 'm' } },
    ]);
    const dashboard = await dashboardOf(form.guid, 1);
    expect(dashboard.submissionCount).toBe(1);
    expect(counts(field(dashboard, 'maat', 'options'))).toEqual({ s: 0, m: 1, l: 0 });
  });

  it('is for the form’s own administrators, with 404 and 400 as the other form calls', async () => {
    const form = await createSurvey();
    const path = dashboardPath(form.guid, 1);
    expect((await f.cast.anonymous.get(path)).status).toBe(401);
    expect((await f.cast.user.get(path)).status).toBe(403);
    expect((await f.cast.manager.get(path)).status).toBe(403);
    // Another tenant's admin does not see the form at all.
    const other = await f.cast.havenAdmin.get(path);
    expect([other.status, code(other)]).toEqual([404, 'form_not_found']);

    const unknown = await f.cast.admin.get(dashboardPath(unknownGuid, 1));
    expect([unknown.status, code(unknown)]).toEqual([404, 'form_not_found']);
    const noVersion = await f.cast.admin.get(dashboardPath(form.guid, 2));
    expect([noVersion.status, code(noVersion)]).toEqual([404, 'form_version_not_found']);
    for (const bad of [
      dashboardPath(form.guid, 'x'),
      dashboardPath(form.guid, 0),
      dashboardPath(form.guid, '01'),
      dashboardPath('not-a-guid', 1),
    ]) {
      expect((await f.cast.admin.get(bad)).status, bad).toBe(400);
    }
    const query = await f.cast.admin.get(`${path}?from=2026-01-01`);
    expect([query.status, code(query)]).toEqual([400, 'invalid_query']);
  });

  it('never counts another tenant’s submissions', async () => {
    const form = await createSurvey();
    await insert(form.guid, 1, fiveSubmissions.slice(0, 1));
    const haven = await f.cast.havenAdmin.post('/api/admin/forms', { title: survey.title });
    expect(haven.status, haven.text).toBe(201);
    const havenGuid = (haven.body as { guid: string }).guid;
    const havenPath = `/api/admin/forms/${havenGuid}`;
    expect((await f.cast.havenAdmin.put(`${havenPath}/draft`, survey)).status).toBe(200);
    expect((await f.cast.havenAdmin.post(`${havenPath}/versions`)).status).toBe(200);
    await insert(havenGuid, 1, fiveSubmissions);

    expect((await dashboardOf(form.guid, 1)).submissionCount).toBe(1);
    expect((await dashboardOf(havenGuid, 1, f.cast.havenAdmin)).submissionCount).toBe(5);
    expect((await f.cast.admin.get(dashboardPath(havenGuid, 1))).status).toBe(404);
  });
});
