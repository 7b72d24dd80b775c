import type {
  ApiErrorBody,
  BuildingBlockInstance,
  Form,
  FormSubmissionDetail,
  FormSubmitResponse,
  ListBlockSummary,
  ListItem,
  ListItemsPage,
  SearchResponse,
} from '@plein/api-client';
import type { FormPublication } from '@plein/validation';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredSubmissions } from '../src/modules/forms/retention-job';
import { createTestForm, formContent, formField, formSettings } from './helpers/forms';
import { openEditingFixture, publishedListBlock } from './helpers/page-editing';
import type { EditingFixture } from './helpers/page-editing';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let f: EditingFixture;
let list: { guid: string };

const code = (res: Response) => (res.body as ApiErrorBody).error?.code;

/** A suggestion box: a name and a suggestion that may be published, an address that may not. */
const suggestions = formContent('Ideeënbus', [
  formField('shortText', 'naam', { label: { nl: 'Naam', en: 'Name' } }),
  formField('email', 'email', { label: { nl: 'E-mailadres', en: 'Email' } }),
  formField('longText', 'idee', { label: { nl: 'Uw idee', en: 'Your idea' } }),
  formField('choice', 'wijk', {
    label: { nl: 'Wijk', en: 'District' },
    options: [
      { value: 'noord', label: { nl: 'Noord', en: 'North' } },
      { value: 'zuid', label: { nl: 'Zuid', en: 'South' } },
    ],
  }),
]);
const answers = {
  naam: 'Anna <b>de Boer</b>',
  email: 'anna@example.org',
  idee: 'Meer bankjes\nin het park',
  wijk: 'zuid',
};

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  f = await openEditingFixture(db);
  list = await publishedListBlock(f, 'Ideeën van bewoners');
});
afterAll(() => db.close());

const publication = (): FormPublication => ({
  listBlockGuid: list.guid,
  titleField: 'naam',
  shownFields: ['idee', 'wijk', 'naam'],
});
const submit = async (formGuid: string, body = answers) => {
  const res = await f.cast.anonymous.post(`/api/forms/${formGuid}/submissions`, {
    version: 1,
    answers: body,
  });
  expect(res.status, res.text).toBe(201);
  return (res.body as FormSubmitResponse).guid!;
};
const publicationPath = (formGuid: string, guid: string) =>
  `/api/admin/forms/${formGuid}/submissions/${guid}/publication`;
const visitorTitles = async (browser = f.cast.anonymous) => {
  const res = await browser.get(`/api/listitem/list/${list.guid}?itemCount=100`);
  expect(res.status, res.text).toBe(200);
  return (res.body as ListItemsPage).items.map((item) => item.title);
};
const detail = async (formGuid: string, guid: string) =>
  (await f.cast.admin.get(`/api/admin/forms/${formGuid}/submissions/${guid}`))
    .body as FormSubmissionDetail;

describe('publishing submissions as content of kind FormSubmission', () => {
  it('refuses a list block the site does not have, and publishing without a publication', async () => {
    const form = await createTestForm(f.cast.admin, suggestions);
    const path = `/api/admin/forms/${form.guid}/settings`;
    const unknown = '44444444-4444-4444-8444-444444444444';
    const refused = await f.cast.admin.put(
      path,
      formSettings({ publication: { ...publication(), listBlockGuid: unknown } }),
    );
    expect([refused.status, code(refused)]).toEqual([400, 'unknown_list_block']);
    const badKey = await f.cast.admin.put(
      path,
      formSettings({ publication: { ...publication(), shownFields: ['Naam!'] } }),
    );
    expect(badKey.status).toBe(400);
    const guid = await submit(form.guid);
    const notSet = await f.cast.admin.post(publicationPath(form.guid, guid));
    expect([notSet.status, code(notSet)]).toEqual([409, 'publication_not_set']);
  });

  it('publishes an approved submission in the list, its page and search, showing only the chosen answers', async () => {
    const form = await createTestForm(f.cast.admin, suggestions, { publication: publication() });
    expect(form.publication).toEqual(publication());
    const guid = await submit(form.guid);
    const before = await visitorTitles();
    expect(before).not.toContain('Anna <b>de Boer</b>');

    const res = await f.cast.admin.post(publicationPath(form.guid, guid));
    expect(res.status, res.text).toBe(201);
    const { itemGuid } = res.body as { itemGuid: string };
    // The cached list was dropped: visitors see the item at once.
    expect(await visitorTitles()).toContain('Anna <b>de Boer</b>');
    const item = (await f.cast.anonymous.get(`/api/listitem/${itemGuid}`)).body as ListItem;
    expect(item).toMatchObject({ title: 'Anna <b>de Boer</b>', listItemTypeName: 'Ideeënbus' });
    const html = item.contentBuildingBlockInstances
      .map((block: BuildingBlockInstance) => JSON.stringify(block.content))
      .join('');
    expect(html).toContain('<h2>Uw idee</h2><p>Meer bankjes</p><p>in het park</p>');
    expect(html).toContain('Zuid');
    expect(html).not.toContain('anna@example.org');
    expect(html).not.toContain('<b>de Boer');
    const search = (await f.cast.anonymous.get('/api/search?q=bankjes')).body as SearchResponse;
    expect(search.results.map((result) => result.guid)).toContain(itemGuid);

    expect((await detail(form.guid, guid)).publishedItemGuid).toBe(itemGuid);
    const again = await f.cast.admin.post(publicationPath(form.guid, guid));
    expect([again.status, again.body]).toEqual([201, { itemGuid }]);

    const withdrawn = await f.cast.admin.delete(publicationPath(form.guid, guid));
    expect(withdrawn.status).toBe(204);
    expect((await f.cast.anonymous.get(`/api/listitem/${itemGuid}`)).status).toBe(404);
    expect(await visitorTitles()).not.toContain('Anna <b>de Boer</b>');
    expect((await detail(form.guid, guid)).publishedItemGuid).toBeNull();
  });

  it('titles an item by the form and the day when the title answer is empty', async () => {
    const form = await createTestForm(f.cast.admin, suggestions, { publication: publication() });
    const guid = await submit(form.guid, { ...answers, naam: '  ' });
    const res = await f.cast.admin.post(publicationPath(form.guid, guid));
    expect(res.status, res.text).toBe(201);
    const item = (
      await f.cast.anonymous.get(`/api/listitem/${(res.body as { itemGuid: string }).itemGuid}`)
    ).body as ListItem;
    expect(item.title).toBe(`Ideeënbus ${new Date().toISOString().slice(0, 10)}`);
  });

  it('shows an answer that is only a dash, as typed', async () => {
    const form = await createTestForm(f.cast.admin, suggestions, { publication: publication() });
    const guid = await submit(form.guid, { ...answers, naam: '—', idee: '—' });
    const res = await f.cast.admin.post(publicationPath(form.guid, guid));
    expect(res.status, res.text).toBe(201);
    const item = (
      await f.cast.anonymous.get(`/api/listitem/${(res.body as { itemGuid: string }).itemGuid}`)
    ).body as ListItem;
    expect(item.title).toBe('—');
    expect(JSON.stringify(item)).toContain('<h2>Uw idee</h2><p>—</p>');
  });

  it('takes the item away with its submission: deleted by an administrator or by retention', async () => {
    const form = await createTestForm(f.cast.admin, suggestions, {
      publication: publication(),
      retentionDays: 30,
    });
    const deleted = await submit(form.guid, { ...answers, naam: 'Verwijderd' });
    const expired = await submit(form.guid, { ...answers, naam: 'Verlopen' });
    for (const guid of [deleted, expired]) {
      expect((await f.cast.admin.post(publicationPath(form.guid, guid))).status).toBe(201);
    }
    expect(await visitorTitles()).toEqual(expect.arrayContaining(['Verwijderd', 'Verlopen']));

    const res = await f.cast.admin.post(`/api/admin/forms/${form.guid}/submissions:delete`, {
      guids: [deleted],
    });
    expect(res.status).toBe(204);
    expect(await visitorTitles()).not.toContain('Verwijderd');

    // Retention: the job deletes it, its item goes, and the tenant's cached answers are dropped.
    await db
      .knex('form_submissions')
      .where({ guid: expired })
      .update({ submitted_on: new Date(Date.now() - 40 * 86_400_000) });
    const dropped: number[] = [];
    expect(
      await purgeExpiredSubmissions(db.knex, new Date(), (tenant) => {
        dropped.push(tenant.id);
        return Promise.resolve();
      }),
    ).toBe(1);
    expect(dropped).toEqual([f.demo.id]);
    // Read signed in (never from a cache): the item is gone.
    expect(await visitorTitles(f.cast.admin)).not.toContain('Verlopen');
    // Items of submissions that are kept stay.
    expect(await visitorTitles(f.cast.admin)).toContain(
      `Ideeënbus ${new Date().toISOString().slice(0, 10)}`,
    );
  });

  it('lists the site’s list blocks to choose from, to its administrators only', async () => {
    const res = await f.cast.admin.get('/api/admin/list-blocks');
    expect(res.status, res.text).toBe(200);
    expect(res.body as ListBlockSummary[]).toContainEqual(
      expect.objectContaining({ guid: list.guid, title: 'Ideeën van bewoners' }),
    );
    expect((await f.cast.anonymous.get('/api/admin/list-blocks')).status).toBe(401);
    expect((await f.cast.manager.get('/api/admin/list-blocks')).status).toBe(403);
    const other = (await f.cast.havenAdmin.get('/api/admin/list-blocks'))
      .body as ListBlockSummary[];
    expect(other.map((block) => block.guid)).not.toContain(list.guid);
  });

  it('is for the form’s own administrators', async () => {
    const form: Form = await createTestForm(f.cast.admin, suggestions, {
      publication: publication(),
    });
    const guid = await submit(form.guid);
    const path = publicationPath(form.guid, guid);
    expect((await f.cast.anonymous.post(path)).status).toBe(401);
    expect((await f.cast.manager.post(path)).status).toBe(403);
    expect(code(await f.cast.havenAdmin.post(path))).toBe('form_not_found');
    expect(code(await f.cast.havenAdmin.delete(path))).toBe('form_not_found');
    const unknown = '55555555-5555-4555-8555-555555555555';
    expect(code(await f.cast.admin.post(publicationPath(form.guid, unknown)))).toBe(
      'submission_not_found',
    );
  });
});
