import { formsApi, pleinApi } from '@plein/api-client';
import type { Form, FormSubmissionsQuery } from '@plein/api-client';
import { notFoundRaised } from '@plein/state-store';
import { isDate } from '@plein/validation';
import { pageNumberOf } from '../identity/account-categories';
import { errorStatusOf } from '../identity/error-status';
import { prefetchStep } from './prefetch';
import type { PrefetchContext } from './prefetch';

const once = { subscribe: false } as const;

/** Page size of a form's submissions list. */
export const submissionsPageSize = 20;

const positiveNumber = (value: string | null): number | undefined => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};

const isoDate = (value: string | null): string | undefined =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isDate(value) ? value : undefined;

/**
 * The submissions query a list URL asks for (`?search=…&version=2&from=2026-01-01&to=…&page=3`);
 * anything malformed is left out. The screen and its pre-fetch step read the URL alike, so they
 * share one cache entry.
 *
 * @example
 * formSubmissionsQueryOf(new URLSearchParams('version=2&page=x'));
 * // { version: 2, page: 1, pageSize: 20 }
 */
export function formSubmissionsQueryOf(params: URLSearchParams): FormSubmissionsQuery {
  const search = params.get('search')?.trim() ?? '';
  const version = positiveNumber(params.get('version'));
  const from = isoDate(params.get('from'));
  const to = isoDate(params.get('to'));
  return {
    ...(version === undefined ? {} : { version }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(search ? { search } : {}),
    page: pageNumberOf(params.get('page')),
    pageSize: submissionsPageSize,
  };
}

/**
 * The version whose fields head the submissions table: the one filtered on, else the newest
 * published one (null before the first publish).
 */
export function shownVersionOf(form: Form, query: FormSubmissionsQuery): number | null {
  return query.version ?? form.versions.at(-1)?.version ?? null;
}

/**
 * The version number of a dashboard URL (`/admin/forms/{guid}/{version}/dashboard`), or null
 * when it is not a whole number from 1 (the API's rule).
 *
 * @example
 * versionParamOf('2'); // 2
 * versionParamOf('02'); // null
 */
export function versionParamOf(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The form of the route's `guid`; a form the API does not know is the not-found page. */
async function loadForm({ store, params }: PrefetchContext): Promise<Form | null> {
  const result = await store.dispatch(formsApi.endpoints.getForm.initiate(params.guid ?? '', once));
  const status = errorStatusOf(result.error);
  if (status === 404 || status === 400) {
    store.dispatch(notFoundRaised());
    return null;
  }
  return result.data ?? null;
}

/** The admin's list of forms. */
export const loadAdminForms = prefetchStep('admin-forms', async ({ store }) => {
  await store.dispatch(formsApi.endpoints.getForms.initiate(undefined, once));
});

/** The builder of a form: the form and the tenant's roles (for the Roles access level). */
export const loadAdminForm = prefetchStep('admin-form', async (context) => {
  if (!(await loadForm(context))) return;
  await context.store.dispatch(pleinApi.endpoints.getRoles.initiate(undefined, once));
});

/**
 * A form's submissions as the URL filters and pages them, with the content of the version
 * whose fields head the table.
 */
export const loadAdminFormSubmissions = prefetchStep('admin-form-submissions', async (context) => {
  const form = await loadForm(context);
  if (!form) return;
  const { store, url } = context;
  const guid = context.params.guid ?? '';
  const query = formSubmissionsQueryOf(url.searchParams);
  await store.dispatch(formsApi.endpoints.getFormSubmissions.initiate({ guid, query }, once));
  const version = shownVersionOf(form, query);
  if (version !== null) {
    await store.dispatch(formsApi.endpoints.getFormVersion.initiate({ guid, version }, once));
  }
});

/** One submission of a form; one the API does not know is the not-found page. */
export const loadAdminFormSubmission = prefetchStep(
  'admin-form-submission',
  async ({ store, params }) => {
    const result = await store.dispatch(
      formsApi.endpoints.getFormSubmission.initiate(
        { guid: params.guid ?? '', submission: params.submissionGuid ?? '' },
        once,
      ),
    );
    const status = errorStatusOf(result.error);
    if (status === 404 || status === 400) store.dispatch(notFoundRaised());
  },
);

/**
 * The dashboard of one version of a form; a malformed version, or a form or version the API
 * does not know, is the not-found page.
 */
export const loadAdminFormDashboard = prefetchStep(
  'admin-form-dashboard',
  async ({ store, params }) => {
    const version = versionParamOf(params.version);
    if (version === null) {
      store.dispatch(notFoundRaised());
      return;
    }
    const result = await store.dispatch(
      formsApi.endpoints.getFormDashboard.initiate({ guid: params.guid ?? '', version }, once),
    );
    const status = errorStatusOf(result.error);
    if (status === 404 || status === 400) store.dispatch(notFoundRaised());
  },
);
