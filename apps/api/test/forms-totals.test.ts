import type { Form, FormSubmissionsPage, FormSummary } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredSubmissions } from '../src/modules/forms/retention-job';
import { createTestForm, formContent, formField } from './helpers/forms';
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

/** `count` submissions of version 1, `daysOld` days old, inserted in one statement. */
const insertSubmissions = (form: Form, count: number, daysOld = 0) =>
  db.knex.raw(
    `insert into form_submissions (platform_id, form_id, version, answers, submitted_on)
     select platform_id, id, 1, jsonb_build_object('naam', 'Inzender ' || n),
            now() - make_interval(days => ?, secs => n)
     from forms, generate_series(1, ?) n where guid = ?`,
    [daysOld, count, form.guid],
  );

describe('the totals of a form’s submissions', () => {
  it('are kept per version as submissions come and go, in bulk too', async () => {
    const form = await createTestForm(
      f.cast.admin,
      formContent('Tellen', [formField('shortText', 'naam')]),
      { retentionDays: 30 },
    );
    const path = `/api/admin/forms/${form.guid}`;
    await insertSubmissions(form, 150);
    await insertSubmissions(form, 40, 60);
    const summary = async () =>
      ((await f.cast.admin.get('/api/admin/forms')).body as FormSummary[]).find(
        (each) => each.guid === form.guid,
      )!;
    // Reading purges what retention no longer keeps: 40 go.
    const page = (await f.cast.admin.get(`${path}/submissions?pageSize=1`))
      .body as FormSubmissionsPage;
    expect(page).toMatchObject({ total: 150, totalCapped: false });
    expect((await summary()).submissionCount).toBe(150);
    expect(((await f.cast.admin.get(path)).body as Form).versions[0]!.submissionCount).toBe(150);

    await insertSubmissions(form, 10, 45);
    expect(await purgeExpiredSubmissions(db.knex, new Date())).toBe(10);
    expect((await summary()).submissionCount).toBe(150);
  });

  it('count a search as far as the pager reaches, and say when there are more', async () => {
    const form = await createTestForm(
      f.cast.admin,
      formContent('Zoeken', [formField('shortText', 'naam')]),
    );
    await insertSubmissions(form, 150);
    const list = async (query: string) =>
      (await f.cast.admin.get(`/api/admin/forms/${form.guid}/submissions${query}`))
        .body as FormSubmissionsPage;
    // One per page: a hundred pages ahead of page 1 is 100.
    expect(await list('?pageSize=1&search=Inzender')).toMatchObject({
      total: 100,
      totalCapped: true,
    });
    expect(await list('?pageSize=1&page=60&search=Inzender')).toMatchObject({
      total: 150,
      totalCapped: false,
    });
    expect(await list('?pageSize=1&search=Inzender%2012')).toMatchObject({
      total: 11,
      totalCapped: false,
    });
  });
});
