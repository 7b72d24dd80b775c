import type {
  ApiErrorBody,
  Form,
  FormSubmission,
  FormSubmissionDetail,
  FormSubmissionReceipt,
  FormSubmitResponse,
  FormSummary,
  FormVersion,
  Paged,
  PublicForm,
} from '@plein/api-client';
import type { AccessLevel, FormSettings } from '@plein/validation';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryResponseCache } from '../src/http/response-cache';
import { createSubmissionsRepository } from '../src/modules/forms/submissions-repository';
import { createTestForm, formContent, formField, formSettings } from './helpers/forms';
import { Browser } from './helpers/identity';
import { openEditingFixture } from './helpers/page-editing';
import type { Cast, EditingFixture } from './helpers/page-editing';
import { startSmtpServer } from './helpers/smtp';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let f: EditingFixture;
let cast: Cast;

const code = (res: Response) => (res.body as ApiErrorBody).error?.code;
const hour = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const unknownGuid = '33333333-3333-4333-8333-333333333333';

/** A small form: a required name, an optional e-mail address and a choice. */
const contactContent = (title = 'Contact') =>
  formContent(title, [
    formField('section', 'intro'),
    formField('shortText', 'naam', { required: true }),
    formField('email', 'email'),
    formField('choice', 'onderwerp', {
      options: [
        { value: 'vraag', label: { nl: 'Een vraag', en: 'A question' } },
        { value: 'klacht', label: { nl: 'Een klacht', en: 'A complaint' } },
      ],
    }),
  ]);
const goodAnswers = { naam: 'Anna', email: 'anna@example.org', onderwerp: 'vraag' };

const submit = (browser: Browser, form: { guid: string }, body: object) =>
  browser.post(`/api/forms/${form.guid}/submissions`, body);
const submissionCount = async (formGuid: string) => {
  const row = await db
    .knex('form_submissions as s')
    .join('forms as f', 'f.id', 's.form_id')
    .where('f.guid', formGuid)
    .count<{ count: string | number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
};

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  f = await openEditingFixture(db);
  cast = f.cast;
});
afterAll(() => db.close());

describe('administering forms', () => {
  it('refuses visitors (401) and non-admins (403) on every admin call', async () => {
    const form = await createTestForm(cast.admin, contactContent());
    const path = `/api/admin/forms/${form.guid}`;
    const calls = (b: Browser) => [
      b.get('/api/admin/forms'),
      b.post('/api/admin/forms', { title: { nl: 'X', en: '' } }),
      b.get(path),
      b.put(`${path}/draft`, contactContent()),
      b.delete(`${path}/draft`),
      b.put(`${path}/settings`, formSettings()),
      b.post(`${path}/versions`),
      b.delete(path),
      b.get(`${path}/versions/1`),
      b.get(`${path}/submissions`),
      b.get(`${path}/submissions/${unknownGuid}`),
      b.post(`${path}/submissions:delete`, { guids: [unknownGuid] }),
    ];
    for (const res of await Promise.all(calls(cast.anonymous))) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(cast.manager))) expect(res.status).toBe(403);
    expect((await cast.admin.get(path)).status).toBe(200);
  });

  it('creates a form with the default settings and a draft of just its title', async () => {
    const res = await cast.admin.post('/api/admin/forms', { title: { nl: 'Nieuw', en: 'New' } });
    expect(res.status, res.text).toBe(201);
    const form = res.body as Form;
    expect(form).toMatchObject({
      openMode: 'Open',
      openDate: null,
      closeDate: null,
      accessLevel: 'Public',
      roleIds: [],
      actions: ['Save'],
      notifyAddresses: [],
      retentionDays: 365,
      confirmToSubmitter: false,
      draft: {
        title: { nl: 'Nieuw', en: 'New' },
        introduction: { nl: '', en: '' },
        confirmation: { nl: '', en: '' },
        fields: [],
      },
      hasDraft: true,
      versions: [],
      openState: 'open',
    });
    // Visitors see nothing of a form that was never published.
    expect(code(await cast.anonymous.get(`/api/forms/${form.guid}`))).toBe('form_not_found');
    const list = (await cast.admin.get('/api/admin/forms')).body as FormSummary[];
    expect(list[0]).toMatchObject({
      guid: form.guid,
      title: { nl: 'Nieuw', en: 'New' },
      publishedVersion: null,
      hasDraft: true,
      submissionCount: 0,
    });
    for (const body of [{}, { title: { nl: '', en: '' } }, { title: 'x' }, []]) {
      expect((await cast.admin.post('/api/admin/forms', body)).status).toBe(400);
    }
  });

  it('lists forms newest changed first, with their state and counts', async () => {
    const older = await createTestForm(cast.admin, contactContent('Ouder'));
    const newer = await createTestForm(cast.admin, contactContent('Nieuwer'), {
      openMode: 'Closed',
    });
    expect((await submit(cast.anonymous, older, { version: 1, answers: goodAnswers })).status).toBe(
      201,
    );
    const list = (await cast.admin.get('/api/admin/forms')).body as FormSummary[];
    const guids = list.map((entry) => entry.guid);
    expect(guids.indexOf(newer.guid)).toBeLessThan(guids.indexOf(older.guid));
    expect(list.find((entry) => entry.guid === newer.guid)).toMatchObject({
      openState: 'closed',
      publishedVersion: 1,
      hasDraft: false,
      submissionCount: 0,
    });
    expect(list.find((entry) => entry.guid === older.guid)?.submissionCount).toBe(1);
  });

  it('publishes the draft as frozen versions that submissions point at', async () => {
    const form = await createTestForm(cast.admin, contactContent('Versies'), {}, false);
    const path = `/api/admin/forms/${form.guid}`;
    const first = (await cast.admin.post(`${path}/versions`)).body as Form;
    expect(first.hasDraft).toBe(false);
    expect(first.versions.map((v) => v.version)).toEqual([1]);
    expect(code(await cast.admin.post(`${path}/versions`))).toBe('form_unchanged');
    const v1 = await submit(cast.anonymous, form, { version: 1, answers: goodAnswers });
    expect(v1.status, v1.text).toBe(201);

    // An edited draft is not what visitors see until it is published.
    const edited = contactContent('Versies, tweede');
    edited.fields.push(formField('longText', 'toelichting'));
    const saved = (await cast.admin.put(`${path}/draft`, edited)).body as Form;
    expect(saved.hasDraft).toBe(true);
    expect(saved.draft.title.nl).toBe('Versies, tweede');
    const publicForm = (await cast.anonymous.get(`/api/forms/${form.guid}`)).body as PublicForm;
    expect(publicForm.version).toBe(1);
    expect(publicForm.content.title.nl).toBe('Versies');

    const second = (await cast.admin.post(`${path}/versions`)).body as Form;
    expect(second.versions.map((v) => [v.version, v.submissionCount])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    const v2 = await submit(cast.anonymous, form, {
      version: 2,
      answers: { ...goodAnswers, toelichting: 'Meer' },
    });
    expect(v2.status, v2.text).toBe(201);

    const version1 = (await cast.admin.get(`${path}/versions/1`)).body as FormVersion;
    expect(version1).toMatchObject({ formGuid: form.guid, version: 1, submissionCount: 1 });
    expect(version1.content).toEqual(contactContent('Versies'));
    const version2 = (await cast.admin.get(`${path}/versions/2`)).body as FormVersion;
    expect(version2.content).toEqual(edited);
    expect(code(await cast.admin.get(`${path}/versions/3`))).toBe('form_version_not_found');
    expect(code(await cast.admin.get(`${path}/versions/x`))).toBe('invalid_id');

    const detail = async (guid: string) =>
      (await cast.admin.get(`${path}/submissions/${guid}`)).body as FormSubmissionDetail;
    const first1 = await detail((v1.body as FormSubmitResponse).guid!);
    expect(first1).toMatchObject({ version: 1, formGuid: form.guid, answers: goodAnswers });
    expect(first1.content).toEqual(contactContent('Versies'));
    expect((await detail((v2.body as FormSubmitResponse).guid!)).content).toEqual(edited);

    // The database refuses to change a published version, whoever asks.
    await expect(
      db.knex('form_versions').update({ content: JSON.stringify(edited) }),
    ).rejects.toThrow(/never updated/);
  });

  it('discards a draft back to the newest version, and not before the first publish', async () => {
    const draftOnly = await createTestForm(cast.admin, contactContent(), {}, false);
    expect(code(await cast.admin.delete(`/api/admin/forms/${draftOnly.guid}/draft`))).toBe(
      'form_not_published',
    );
    const form = await createTestForm(cast.admin, contactContent('Terug'));
    const path = `/api/admin/forms/${form.guid}`;
    await cast.admin.put(`${path}/draft`, contactContent('Anders'));
    const discarded = await cast.admin.delete(`${path}/draft`);
    expect(discarded.status, discarded.text).toBe(200);
    expect((discarded.body as Form).draft).toEqual(contactContent('Terug'));
    expect((discarded.body as Form).hasDraft).toBe(false);
  });

  it('publishes no form without a field to answer', async () => {
    const form = await createTestForm(
      cast.admin,
      formContent('Leeg', [formField('section', 'kop')]),
      {},
      false,
    );
    const res = await cast.admin.post(`/api/admin/forms/${form.guid}/versions`);
    expect(res.status).toBe(400);
    expect(code(res)).toBe('form_has_no_fields');
  });

  it('refuses bad drafts, settings and guids with 400, unknown forms with 404', async () => {
    const form = await createTestForm(cast.admin, contactContent());
    const path = `/api/admin/forms/${form.guid}`;
    const duplicate = formContent('Dubbel', [
      formField('shortText', 'a'),
      formField('shortText', 'a'),
    ]);
    for (const body of [duplicate, { ...contactContent(), extra: 1 }, { title: 'x' }, []]) {
      expect((await cast.admin.put(`${path}/draft`, body)).status).toBe(400);
    }
    const settings = (patch: Partial<FormSettings>) =>
      cast.admin.put(`${path}/settings`, formSettings(patch));
    expect(code(await settings({ roleIds: [unknownGuid], accessLevel: 'Roles' }))).toBe(
      'unknown_role',
    );
    expect(code(await settings({ roleIds: ['geen-guid'], accessLevel: 'Roles' }))).toBe(
      'unknown_role',
    );
    expect(code(await settings({ roleIds: [f.roles.haven], accessLevel: 'Roles' }))).toBe(
      'unknown_role',
    );
    expect(
      (
        await settings({
          openMode: 'Custom',
          openDate: at(2 * hour),
          closeDate: at(hour),
        })
      ).status,
    ).toBe(400);
    expect((await settings({ openMode: 'Open', openDate: at(hour) })).status).toBe(400);
    expect((await settings({ actions: ['Notify'], notifyAddresses: [] })).status).toBe(400);
    expect((await settings({ retentionDays: 0 })).status).toBe(400);
    const withRole = await settings({ accessLevel: 'Roles', roleIds: [f.roles.leden] });
    expect(withRole.status, withRole.text).toBe(200);
    expect((withRole.body as Form).roleIds).toEqual([f.roles.leden]);

    expect(code(await cast.admin.get('/api/admin/forms/nope'))).toBe('invalid_id');
    expect(code(await cast.admin.get(`/api/admin/forms/${unknownGuid}`))).toBe('form_not_found');
    expect(code(await cast.admin.get(`/api/admin/forms?x=1`))).toBe('invalid_query');
    expect(code(await cast.anonymous.get('/api/forms/nope'))).toBe('invalid_id');
    expect(code(await cast.anonymous.get(`/api/forms/${unknownGuid}`))).toBe('form_not_found');
    expect(code(await cast.anonymous.get('/api/submissions/nope'))).toBe('invalid_id');
  });

  it('answers malformed settings and drafts with 400 in the error shape, never 500 (issue 31.5)', async () => {
    const form = await createTestForm(cast.admin, contactContent());
    const path = `/api/admin/forms/${form.guid}`;
    const refused = async (what: string, res: Promise<Response>) => {
      const answer = await res;
      expect([what, answer.status], answer.text).toEqual([what, 400]);
      expect(code(answer)).toBe('invalid_body');
    };
    const wrongTypes = [true, 1, {}, [null], 'x', null];
    for (const name of ['actions', 'roleIds', 'notifyAddresses', 'publication'] as const) {
      // A form publishes to no list with `publication: null`.
      for (const value of wrongTypes.filter((v) => name !== 'publication' || v !== null)) {
        const body = { ...formSettings(), [name]: value };
        await refused(
          `settings ${name} ${JSON.stringify(value)}`,
          cast.admin.put(`${path}/settings`, body),
        );
      }
    }
    const publication = { listBlockGuid: unknownGuid, titleField: 'naam', shownFields: [null] };
    await refused(
      'shownFields [null]',
      cast.admin.put(`${path}/settings`, formSettings({ publication } as never)),
    );

    const field = contactContent().fields[3]!;
    const drafts = [
      ...wrongTypes.map((fields) => ({ fields })),
      { fields: [null, null] },
      { fields: [{ ...field, options: [null] }] },
      { fields: [{ ...field, options: true }] },
      { fields: [{ ...field, rules: [null] }] },
      { fields: [{ ...field, label: null }] },
    ];
    for (const draft of drafts) {
      const body = { ...contactContent(), ...draft };
      await refused(
        `draft ${JSON.stringify(draft).slice(0, 80)}`,
        cast.admin.put(`${path}/draft`, body),
      );
    }
  });

  it('deletes a form with its versions and submissions', async () => {
    const form = await createTestForm(cast.admin, contactContent('Weg'));
    const sent = await submit(cast.anonymous, form, { version: 1, answers: goodAnswers });
    const receipt = (sent.body as FormSubmitResponse).guid!;
    expect((await cast.anonymous.get(`/api/forms/${form.guid}`)).status).toBe(200);
    const res = await cast.admin.delete(`/api/admin/forms/${form.guid}`);
    expect(res.status).toBe(204);
    // The visitor's cached answer went with it.
    expect(code(await cast.anonymous.get(`/api/forms/${form.guid}`))).toBe('form_not_found');
    expect(code(await cast.admin.get(`/api/admin/forms/${form.guid}`))).toBe('form_not_found');
    expect(code(await cast.anonymous.get(`/api/submissions/${receipt}`))).toBe(
      'submission_not_found',
    );
    expect(await submissionCount(form.guid)).toBe(0);
    expect(code(await cast.admin.delete(`/api/admin/forms/${form.guid}`))).toBe('form_not_found');
  });
});

describe('who may fill in a form', () => {
  const people = ['anonymous', 'user', 'verified', 'member', 'admin'] as const;
  const expected: Record<AccessLevel, (string | null)[]> = {
    Public: [null, null, null, null, null],
    Users: ['signIn', null, null, null, null],
    Verify: ['signIn', 'verify', null, 'verify', 'verify'],
    Roles: ['signIn', 'forbidden', 'forbidden', null, 'forbidden'],
    Admin: ['signIn', 'forbidden', 'forbidden', 'forbidden', null],
  };
  const status: Record<string, [number, string | undefined]> = {
    signIn: [401, 'sign_in_required'],
    verify: [403, 'verification_required'],
    forbidden: [403, 'forbidden'],
  };

  for (const level of Object.keys(expected) as AccessLevel[]) {
    it(`tells each visitor why they may not submit a ${level} form, and refuses them alike`, async () => {
      const form = await createTestForm(cast.admin, contactContent(level), {
        accessLevel: level,
        roleIds: level === 'Roles' ? [f.roles.leden] : [],
      });
      for (const [index, person] of people.entries()) {
        const refusal = expected[level][index] ?? null;
        const read = await cast[person].get(`/api/forms/${form.guid}`);
        expect(read.status, `${level} ${person}`).toBe(200);
        expect((read.body as PublicForm).refusal, `${level} ${person}`).toBe(refusal);
        const sent = await submit(cast[person], form, { version: 1, answers: goodAnswers });
        if (refusal === null) {
          expect(sent.status, `${level} ${person}: ${sent.text}`).toBe(201);
        } else {
          expect([sent.status, code(sent)], `${level} ${person}`).toEqual(status[refusal]);
        }
      }
    });
  }

  it('records the signed-in account that submitted', async () => {
    const form = await createTestForm(cast.admin, contactContent('Door wie'), {
      accessLevel: 'Users',
    });
    const sent = await submit(cast.user, form, { version: 1, answers: goodAnswers });
    const detail = (
      await cast.admin.get(
        `/api/admin/forms/${form.guid}/submissions/${(sent.body as FormSubmitResponse).guid}`,
      )
    ).body as FormSubmissionDetail;
    expect(detail.submittedBy?.email).toBe('lezer@demo.test');
    expect(detail.submittedBy?.guid).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('when a form takes submissions', () => {
  const cases: [string, Partial<FormSettings>, string, string | null, [number, string?]][] = [
    ['Open', { openMode: 'Open' }, 'open', null, [201]],
    ['Closed', { openMode: 'Closed' }, 'closed', 'closed', [409, 'form_closed']],
    ['Custom without dates', { openMode: 'Custom' }, 'open', null, [201]],
    [
      'Custom before its open date',
      { openMode: 'Custom', openDate: at(hour), closeDate: at(2 * hour) },
      'open-future',
      'notOpenYet',
      [409, 'form_not_open_yet'],
    ],
    [
      'Custom between its dates',
      { openMode: 'Custom', openDate: at(-hour), closeDate: at(hour) },
      'close-future',
      null,
      [201],
    ],
    [
      'Custom with only a close date ahead',
      { openMode: 'Custom', closeDate: at(hour) },
      'close-future',
      null,
      [201],
    ],
    [
      'Custom after its close date',
      { openMode: 'Custom', openDate: at(-2 * hour), closeDate: at(-hour) },
      'closed',
      'closed',
      [409, 'form_closed'],
    ],
  ];
  for (const [name, settings, state, refusal, outcome] of cases) {
    it(`answers ${state} for ${name}`, async () => {
      const form = await createTestForm(cast.admin, contactContent(name), settings);
      expect(form.openState).toBe(state);
      const read = (await cast.anonymous.get(`/api/forms/${form.guid}`)).body as PublicForm;
      expect(read).toMatchObject({
        openState: state,
        refusal,
        openDate: settings.openDate ?? null,
        closeDate: settings.closeDate ?? null,
      });
      const sent = await submit(cast.anonymous, form, { version: 1, answers: goodAnswers });
      expect([sent.status, code(sent)]).toEqual([outcome[0], outcome[1]]);
    });
  }

  it('checks the state before who asks: a closed Admin form is closed for everyone', async () => {
    const form = await createTestForm(cast.admin, contactContent(), {
      openMode: 'Closed',
      accessLevel: 'Admin',
    });
    const read = (await cast.anonymous.get(`/api/forms/${form.guid}`)).body as PublicForm;
    expect(read.refusal).toBe('closed');
    const sent = await submit(cast.anonymous, form, { version: 1, answers: goodAnswers });
    expect(code(sent)).toBe('form_closed');
  });

  it('keeps a visitor’s answer cached until the form opens, and drops it when settings change', async () => {
    const opensAt = at(2500);
    const form = await createTestForm(cast.admin, contactContent('Straks'), {
      openMode: 'Custom',
      openDate: opensAt,
    });
    const path = `/api/forms/${form.guid}`;
    const first = await cast.anonymous.get(path);
    expect(first.headers['x-cache']).toBe('MISS');
    expect((first.body as PublicForm).refusal).toBe('notOpenYet');
    const freshUntil = Date.parse(String(first.headers['plein-fresh-until']));
    expect(freshUntil).toBeLessThanOrEqual(Date.parse(opensAt));
    expect(freshUntil).toBeGreaterThan(Date.now());
    expect((await cast.anonymous.get(path)).headers['x-cache']).toBe('HIT');
    // A signed-in answer is the caller's own: never kept, never served from the cache.
    const signedIn = await cast.user.get(path);
    expect(signedIn.headers['cache-control']).toMatch(/private/);
    expect(signedIn.headers['x-cache']).toBeUndefined();

    // The cache and the opening use the system clock, which must pass the opening time.
    const untilOpen = Date.parse(opensAt) - Date.now() + 50;
    await new Promise((resolve) => setTimeout(resolve, untilOpen)); // fixed-delay-ok: the clock must pass opensAt
    const opened = await cast.anonymous.get(path);
    expect(opened.headers['x-cache']).toBe('MISS');
    expect((opened.body as PublicForm).refusal).toBeNull();
    expect((await cast.anonymous.get(path)).headers['x-cache']).toBe('HIT');

    const closed = await cast.admin.put(
      `/api/admin/forms/${form.guid}/settings`,
      formSettings({ openMode: 'Closed' }),
    );
    expect(closed.status, closed.text).toBe(200);
    const after = await cast.anonymous.get(path);
    expect(after.headers['x-cache']).toBe('MISS');
    expect((after.body as PublicForm).refusal).toBe('closed');
  });
});

describe('submitting a form', () => {
  it('answers 409 form_version_changed for an answer to an older version', async () => {
    const form = await createTestForm(cast.admin, contactContent('Oud'));
    await cast.admin.put(`/api/admin/forms/${form.guid}/draft`, contactContent('Nieuw'));
    await cast.admin.post(`/api/admin/forms/${form.guid}/versions`);
    for (const version of [1, 3]) {
      const sent = await submit(cast.anonymous, form, { version, answers: goodAnswers });
      expect(sent.status).toBe(409);
      expect(code(sent)).toBe('form_version_changed');
    }
    expect((await submit(cast.anonymous, form, { version: 2, answers: goodAnswers })).status).toBe(
      201,
    );
  });

  it('refuses invalid answers with 400 and a problem code per field', async () => {
    const form = await createTestForm(cast.admin, contactContent('Fouten'));
    const sent = await submit(cast.anonymous, form, {
      version: 1,
      answers: { email: 'anna@', onderwerp: 'iets', extra: 'x', intro: 'y' },
    });
    expect(sent.status).toBe(400);
    expect(code(sent)).toBe('invalid_answers');
    expect((sent.body as ApiErrorBody).error.details).toEqual({
      fields: {
        naam: 'required',
        email: 'email',
        onderwerp: 'choice',
        extra: 'unknown',
        intro: 'type',
      },
    });
    expect(await submissionCount(form.guid)).toBe(0);
  });

  it('refuses malformed bodies with 400', async () => {
    const form = await createTestForm(cast.admin, contactContent());
    for (const body of [
      {},
      { version: '1', answers: goodAnswers },
      { version: 1.5, answers: goodAnswers },
      { version: 1, answers: [] },
      { version: 1, answers: 'x' },
      { version: 1, answers: goodAnswers, website: 3 },
      { version: 1, answers: goodAnswers, other: true },
    ]) {
      const sent = await submit(cast.anonymous, form, body);
      expect(sent.status, JSON.stringify(body)).toBe(400);
    }
    const big = await submit(cast.anonymous, form, {
      version: 1,
      answers: { naam: 'x'.repeat(70_000) },
    });
    expect(big.status).toBe(413);
  });

  it('tells a bot filling in the honeypot it succeeded, and keeps and mails nothing', async () => {
    const form = await createTestForm(cast.admin, contactContent('Honing'), {
      actions: ['Save', 'Notify'],
      notifyAddresses: ['honing@plein.test'],
    });
    const sent = await submit(cast.anonymous, form, {
      version: 1,
      answers: goodAnswers,
      website: 'http://spam.example',
    });
    expect(sent.status).toBe(201);
    const guid = (sent.body as FormSubmitResponse).guid;
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await submissionCount(form.guid)).toBe(0);
    expect((await cast.anonymous.get(`/api/submissions/${guid}`)).status).toBe(404);
    expect(await db.knex('outbox').where({ to_address: 'honing@plein.test' })).toHaveLength(0);
  });

  it('limits submissions per address and form with 429', async () => {
    const form = await createTestForm(cast.admin, contactContent('Druk'));
    const other = await createTestForm(cast.admin, contactContent('Rustig'));
    for (let i = 0; i < 10; i++) {
      const sent = await submit(cast.anonymous, form, { version: 1, answers: goodAnswers });
      expect(sent.status).toBe(201);
    }
    const refused = await submit(cast.anonymous, form, { version: 1, answers: goodAnswers });
    expect(refused.status).toBe(429);
    expect(code(refused)).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit(cast.anonymous, other, { version: 1, answers: goodAnswers })).status).toBe(
      201,
    );
  });
});

describe('Notify', () => {
  const hostile = {
    naam: '<script>alert("x")</script> & Co',
    email: 'bezoeker@example.org',
    onderwerp: 'klacht',
  };
  const notifyContent = () => {
    const content = contactContent('Melding <b>nu</b>');
    content.fields[1]!.label = { nl: 'Uw <i>naam</i>', en: 'Your name' };
    return content;
  };

  it('mails the answers, escaped, with Dutch labels to the form’s addresses only', async () => {
    const form = await createTestForm(cast.admin, notifyContent(), {
      actions: ['Save', 'Notify'],
      notifyAddresses: ['balie@plein.test', 'archief@plein.test'],
    });
    const sent = await submit(cast.anonymous, form, { version: 1, answers: hostile });
    expect(sent.status, sent.text).toBe(201);
    const stored = (sent.body as FormSubmitResponse).guid!;
    const mails = await db
      .knex('outbox')
      .where('subject', 'like', '%Melding%')
      .select<{ to_address: string; kind: string; text_body: string; html_body: string }[]>(
        'to_address',
        'kind',
        'text_body',
        'html_body',
      );
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([
      'archief@plein.test',
      'balie@plein.test',
    ]);
    const [mail] = mails;
    expect(mail!.kind).toBe('notice');
    expect(mail!.text_body).toContain('Uw <i>naam</i>: <script>alert("x")</script> & Co');
    expect(mail!.text_body).toContain('Vraag onderwerp: Een klacht');
    expect(mail!.text_body).toContain(`/admin/forms/${form.guid}/${stored}`);
    expect(mail!.html_body).not.toMatch(/<script|<i>|<b>/);
    expect(mail!.html_body).toContain(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co',
    );
    expect(mail!.html_body).toContain('Uw &#60;i&#62;naam&#60;/i&#62;');
    // The address the visitor typed gets nothing.
    expect(await db.knex('outbox').where({ to_address: 'bezoeker@example.org' })).toHaveLength(0);
  });

  it('only mails (stores nothing, answers guid null) when Save is not an action', async () => {
    const form = await createTestForm(cast.admin, contactContent('Alleen mail'), {
      actions: ['Notify'],
      notifyAddresses: ['alleen@plein.test'],
      retentionDays: null,
    });
    const sent = await submit(cast.anonymous, form, { version: 1, answers: goodAnswers });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toEqual({ guid: null });
    expect(await submissionCount(form.guid)).toBe(0);
    expect(await db.knex('outbox').where({ to_address: 'alleen@plein.test' })).toHaveLength(1);
  });

  it('mails a signed-in submitter a copy at their verified address only, in both languages', async () => {
    const form = await createTestForm(cast.admin, contactContent('Kopie voor u'), {
      confirmToSubmitter: true,
    });
    const copies = (to: string) =>
      db
        .knex('outbox')
        .where({ to_address: to })
        .where('subject', 'like', '%Kopie voor u%')
        .select<{ subject: string; text_body: string; html_body: string }[]>(
          'subject',
          'text_body',
          'html_body',
        );
    const typed = { ...goodAnswers, email: 'getypt@example.org', naam: '<b>Anna</b>' };
    for (const person of ['anonymous', 'user', 'verified'] as const) {
      const sent = await submit(cast[person], form, { version: 1, answers: typed });
      expect(sent.status, `${person}: ${sent.text}`).toBe(201);
    }
    // The visitor and the user whose address is not verified get nothing, nor does a typed address.
    expect(await copies('getypt@example.org')).toEqual([]);
    const [copy, ...more] = await copies('geverifieerd@demo.test');
    expect(more).toEqual([]);
    const stored = await db
      .knex('form_submissions as s')
      .join('accounts as a', 'a.id', 's.submitted_by')
      .where('a.email', 'geverifieerd@demo.test')
      .orderBy('s.id', 'desc')
      .first<{ guid: string }>('s.guid');
    expect(copy!.subject).toContain('Bevestiging / Confirmation');
    expect(copy!.text_body).toContain('Vraag onderwerp: Een vraag');
    expect(copy!.text_body).toContain('onderwerp: A question');
    expect(copy!.text_body).toContain(`/submission/${stored.guid}`);
    expect(copy!.html_body).toContain('&#60;b&#62;Anna&#60;/b&#62;');
    expect(copy!.html_body).not.toContain('<b>Anna');

    // Off (the default): no copy.
    const quiet = await createTestForm(cast.admin, contactContent('Geen kopie'));
    expect((await submit(cast.verified, quiet, { version: 1, answers: goodAnswers })).status).toBe(
      201,
    );
    expect(await db.knex('outbox').where('subject', 'like', '%Geen kopie%').select('id')).toEqual(
      [],
    );
  });

  it('sends through SMTP when it is configured', async () => {
    const smtp = await startSmtpServer();
    try {
      const { app } = testApp(db, {
        cache: createMemoryResponseCache(),
        config: { trustProxy: false, smtpUrl: smtp.url, mailFrom: 'no-reply@plein.test' },
      });
      const form = await createTestForm(cast.admin, notifyContent(), {
        actions: ['Notify'],
        notifyAddresses: ['smtp-balie@plein.test'],
      });
      const visitor = new Browser(app);
      const sent = await submit(visitor, form, { version: 1, answers: hostile });
      expect(sent.status, sent.text).toBe(201);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual(['smtp-balie@plein.test']);
      // The raw message: the plain text part as typed, the HTML part escaped.
      expect(mail!.text).toContain('&#60;script&#62;alert(&#34;x&#34;)');
      expect(mail!.text).not.toContain('<b>nu</b></');
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});

describe('submissions of a form', () => {
  let form: Form;
  let path: string;
  const guids: string[] = [];

  beforeAll(async () => {
    form = await createTestForm(cast.admin, contactContent('Inzendingen'), { retentionDays: null });
    path = `/api/admin/forms/${form.guid}`;
    await cast.admin.put(`${path}/draft`, contactContent('Inzendingen 2'));
    await cast.admin.post(`${path}/versions`);
    const row = await db.knex('forms').where({ guid: form.guid }).first<{ id: number }>('id');
    const repository = createSubmissionsRepository(db.knex);
    // Twelve submissions, one a day from 2026-01-01, alternating versions; the 5th says Zebra.
    for (let day = 1; day <= 12; day++) {
      guids.push(
        await repository.add(f.demo, {
          formId: row.id,
          version: day % 2 === 0 ? 2 : 1,
          answers: { ...goodAnswers, naam: day === 5 ? 'Zebra Zorg' : `Persoon ${day}` },
          accountId: null,
          now: new Date(`2026-01-${String(day).padStart(2, '0')}T12:00:00Z`),
        }),
      );
    }
  });

  const list = async (query = '') => {
    const res = await cast.admin.get(`${path}/submissions${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body as Paged<FormSubmission>;
  };
  const names = (page: Paged<FormSubmission>) => page.items.map((item) => item.answers.naam);

  it('lists them newest first, paged', async () => {
    const first = await list('?pageSize=5');
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(names(first)).toEqual([
      'Persoon 12',
      'Persoon 11',
      'Persoon 10',
      'Persoon 9',
      'Persoon 8',
    ]);
    const third = await list('?pageSize=5&page=3');
    expect(names(third)).toEqual(['Persoon 2', 'Persoon 1']);
    expect(third.items[0]).toMatchObject({ version: 2, submittedBy: null });
  });

  it('filters by version, inclusive dates and text in the answers', async () => {
    expect((await list('?version=2')).total).toBe(6);
    expect(names(await list('?from=2026-01-03&to=2026-01-05'))).toEqual([
      'Zebra Zorg',
      'Persoon 4',
      'Persoon 3',
    ]);
    expect((await list('?from=2026-01-11')).total).toBe(2);
    expect((await list('?to=2026-01-01')).total).toBe(1);
    expect(names(await list('?search=zEBRA'))).toEqual(['Zebra Zorg']);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=anna@example')).total).toBe(12);
    expect((await list('?version=1&search=persoon&from=2026-01-06')).total).toBe(3);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of [
      '?version=0',
      '?version=x',
      '?from=2026-13-01',
      '?from=2026/01/01',
      '?to=gisteren',
      '?from=2026-01-05&to=2026-01-04',
      '?pageSize=0',
      '?page=x',
      '?sort=new',
      '?version=1&version=2',
    ]) {
      const res = await cast.admin.get(`${path}/submissions${query}`);
      expect(res.status, query).toBe(400);
      expect(code(res), query).toBe('invalid_query');
    }
  });

  it('deletes chosen submissions of this form only', async () => {
    const otherForm = await createTestForm(cast.admin, contactContent('Ander'));
    const sent = await submit(cast.anonymous, otherForm, { version: 1, answers: goodAnswers });
    const foreign = (sent.body as FormSubmitResponse).guid!;
    const res = await cast.admin.post(`${path}/submissions:delete`, {
      guids: [guids[0]!, guids[1]!.toUpperCase(), foreign, unknownGuid],
    });
    expect(res.status, res.text).toBe(204);
    expect((await list()).total).toBe(10);
    expect((await cast.anonymous.get(`/api/submissions/${foreign}`)).status).toBe(200);
    expect((await cast.admin.get(`${path}/submissions/${guids[0]}`)).status).toBe(404);
    for (const body of [
      { guids: [] },
      { guids: ['nope'] },
      { guids: Array.from({ length: 501 }, () => unknownGuid) },
      {},
      { guids: [unknownGuid], extra: 1 },
    ]) {
      expect((await cast.admin.post(`${path}/submissions:delete`, body)).status).toBe(400);
    }
  });

  it('deletes submissions past their form’s retention before showing any', async () => {
    const kept = await createTestForm(cast.admin, contactContent('Bewaren'));
    const row = await db.knex('forms').where({ guid: kept.guid }).first<{ id: number }>('id');
    const repository = createSubmissionsRepository(db.knex);
    const old = await repository.add(f.demo, {
      formId: row.id,
      version: 1,
      answers: goodAnswers,
      accountId: null,
      now: new Date(Date.now() - 400 * 24 * hour),
    });
    const recent = await repository.add(f.demo, {
      formId: row.id,
      version: 1,
      answers: goodAnswers,
      accountId: null,
      now: new Date(Date.now() - 300 * 24 * hour),
    });
    expect((await cast.anonymous.get(`/api/submissions/${old}`)).status).toBe(404);
    const page = (await cast.admin.get(`/api/admin/forms/${kept.guid}/submissions`))
      .body as Paged<FormSubmission>;
    expect(page.items.map((item) => item.guid)).toEqual([recent]);
  });
});

describe('the receipt of a submission', () => {
  it('shows whoever holds the guid what was sent, and is never cached', async () => {
    const form = await createTestForm(cast.admin, contactContent('Bewijs'));
    const sent = await submit(cast.anonymous, form, { version: 1, answers: goodAnswers });
    const guid = (sent.body as FormSubmitResponse).guid!;
    const res = await cast.anonymous.get(`/api/submissions/${guid}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.body as FormSubmissionReceipt).toMatchObject({
      guid,
      formGuid: form.guid,
      version: 1,
      answers: goodAnswers,
      content: contactContent('Bewijs'),
    });
    expect(Date.parse((res.body as FormSubmissionReceipt).submittedOn)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    expect((await cast.anonymous.get(`/api/submissions/${guid}`)).headers['x-cache']).toBe('MISS');
    expect(code(await cast.anonymous.get(`/api/submissions/${unknownGuid}`))).toBe(
      'submission_not_found',
    );
  });
});

describe('tenant isolation', () => {
  it('shows another tenant’s admin and visitors nothing of a form', async () => {
    const form = await createTestForm(cast.admin, contactContent('Eigen'));
    const sent = await submit(cast.anonymous, form, { version: 1, answers: goodAnswers });
    const submission = (sent.body as FormSubmitResponse).guid!;
    const path = `/api/admin/forms/${form.guid}`;
    const other = cast.havenAdmin;
    const calls = [
      other.get(path),
      other.put(`${path}/draft`, contactContent('Overgenomen')),
      other.delete(`${path}/draft`),
      other.put(`${path}/settings`, formSettings({ openMode: 'Closed' })),
      other.post(`${path}/versions`),
      other.get(`${path}/versions/1`),
      other.get(`${path}/submissions`),
      other.get(`${path}/submissions/${submission}`),
      other.post(`${path}/submissions:delete`, { guids: [submission] }),
      other.delete(path),
    ];
    for (const res of await Promise.all(calls)) {
      expect([res.status, code(res)]).toEqual([404, 'form_not_found']);
    }
    const list = (await other.get('/api/admin/forms')).body as FormSummary[];
    expect(list.map((entry) => entry.guid)).not.toContain(form.guid);

    const visitor = new Browser(f.app, '127.0.0.1');
    expect(code(await visitor.get(`/api/forms/${form.guid}`))).toBe('form_not_found');
    expect(code(await submit(visitor, form, { version: 1, answers: goodAnswers }))).toBe(
      'form_not_found',
    );
    expect(code(await visitor.get(`/api/submissions/${submission}`))).toBe('submission_not_found');

    // Nothing changed on the form's own tenant.
    const own = (await cast.admin.get(path)).body as Form;
    expect(own).toMatchObject({ openMode: 'Open', hasDraft: false });
    expect(own.versions[0]?.submissionCount).toBe(1);
  });
});
