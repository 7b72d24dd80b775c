import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Form, FormSubmission, Paged } from '@plein/api-client';
import type { AppStore } from '@plein/state-store';
import { startFakeApi } from '../test-support/fake-api';
import {
  formSubmissionsQueryOf,
  loadAdminForm,
  loadAdminFormDashboard,
  loadAdminFormSubmission,
  loadAdminFormSubmissions,
  loadAdminForms,
  versionParamOf,
} from './form-admin-steps';
import type { PrefetchContext } from './prefetch';
import { runPrefetch } from './prefetch';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const guid = '5a0c1b2d-0000-4000-8000-00000000f001';
const context = (store: AppStore, path: string, params: Record<string, string> = {}) =>
  ({
    store,
    logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
    pagePath: path,
    params,
    url: new URL(`http://localhost${path}`),
  }) as unknown as PrefetchContext;

const form = {
  guid,
  draft: { title: { nl: 'Aanmelding', en: '' }, fields: [] },
  versions: [
    { version: 1, publishedOn: '2026-03-01T09:00:00.000Z', submissionCount: 1 },
    { version: 2, publishedOn: '2026-04-01T09:00:00.000Z', submissionCount: 2 },
  ],
} as unknown as Form;
const page: Paged<FormSubmission> = { items: [], total: 0, page: 2, pageSize: 20 };
const notFound = { status: 404, body: { error: { code: 'not_found', message: 'No form.' } } };

describe('formSubmissionsQueryOf', () => {
  it('reads search, version, dates and page from the URL and leaves out what is malformed', () => {
    expect(
      formSubmissionsQueryOf(
        new URLSearchParams('search=+jan+&version=2&from=2026-01-01&to=2026-01-31&page=3'),
      ),
    ).toEqual({
      search: 'jan',
      version: 2,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
      pageSize: 20,
    });
    expect(
      formSubmissionsQueryOf(new URLSearchParams('version=0&from=2026-02-31&to=morgen&page=x')),
    ).toEqual({ page: 1, pageSize: 20 });
  });
});

describe('versionParamOf', () => {
  it('reads a whole version number from 1 and nothing else', () => {
    expect(versionParamOf('2')).toBe(2);
    expect(['0', '02', '-1', '1.5', 'x', '', undefined].map(versionParamOf)).toEqual(
      Array.from({ length: 7 }, () => null),
    );
  });
});

describe('the form admin pre-fetch', () => {
  it('loads the list of forms', async () => {
    api.answer('GET /api/admin/forms', { status: 200, body: [] });
    const store = api.store();
    await runPrefetch([loadAdminForms], context(store, '/admin/forms'));
    expect(api.requests.map((request) => request.url)).toEqual(['/api/admin/forms']);
  });

  it('loads a form and the roles for its builder; an unknown form is the not-found page', async () => {
    api.answer(`GET /api/admin/forms/${guid}`, { status: 200, body: form });
    api.answer('GET /api/roles', { status: 200, body: [] });
    const store = api.store();
    await runPrefetch([loadAdminForm], context(store, `/admin/forms/view/${guid}`, { guid }));
    expect(api.requests.map((request) => request.url)).toEqual([
      `/api/admin/forms/${guid}`,
      '/api/roles',
    ]);

    api.reset();
    api.answer(`GET /api/admin/forms/${guid}`, notFound);
    const other = api.store();
    await runPrefetch([loadAdminForm], context(other, `/admin/forms/view/${guid}`, { guid }));
    expect(other.getState().ui.errorStatus).toBe(404);
    expect(api.requests).toHaveLength(1);
  });

  it('loads the submissions the URL asks for and the version whose fields head the table', async () => {
    api.answer(`GET /api/admin/forms/${guid}`, { status: 200, body: form });
    api.answer(`GET /api/admin/forms/${guid}/submissions`, { status: 200, body: page });
    api.answer(`GET /api/admin/forms/${guid}/versions/2`, { status: 404 });
    const store = api.store();
    await runPrefetch(
      [loadAdminFormSubmissions],
      context(store, `/admin/forms/${guid}?search=jan&page=2`, { guid }),
    );
    expect(api.requests.map((request) => request.url)).toEqual([
      `/api/admin/forms/${guid}`,
      `/api/admin/forms/${guid}/submissions?search=jan&page=2&pageSize=20`,
      `/api/admin/forms/${guid}/versions/2`,
    ]);
  });

  it('raises not-found for a submission the API does not know', async () => {
    api.answer(`GET /api/admin/forms/${guid}/submissions/x`, notFound);
    const store = api.store();
    await runPrefetch(
      [loadAdminFormSubmission],
      context(store, `/admin/forms/${guid}/x`, { guid, submissionGuid: 'x' }),
    );
    expect(store.getState().ui.errorStatus).toBe(404);
  });

  it('loads the dashboard of a version; a bad version or an unknown one is the not-found page', async () => {
    const url = `/api/admin/forms/${guid}/versions/2/dashboard`;
    api.answer(`GET ${url}`, { status: 200, body: { formGuid: guid, version: 2 } });
    const store = api.store();
    const path = `/admin/forms/${guid}/2/dashboard`;
    await runPrefetch([loadAdminFormDashboard], context(store, path, { guid, version: '2' }));
    expect(api.requests.map((request) => request.url)).toEqual([url]);
    expect(store.getState().ui.errorStatus).toBe(200);

    api.reset();
    api.answer(`GET ${url}`, notFound);
    const unknown = api.store();
    await runPrefetch([loadAdminFormDashboard], context(unknown, path, { guid, version: '2' }));
    expect(unknown.getState().ui.errorStatus).toBe(404);

    api.reset();
    const malformed = api.store();
    await runPrefetch(
      [loadAdminFormDashboard],
      context(malformed, `/admin/forms/${guid}/x/dashboard`, { guid, version: 'x' }),
    );
    expect(malformed.getState().ui.errorStatus).toBe(404);
    expect(api.requests).toEqual([]);
  });
});
