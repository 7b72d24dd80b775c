import type { FormContent, FormSettings } from '@plein/validation';
import type {
  Form,
  FormCreateRequest,
  FormSubmissionDetail,
  FormSubmissionReceipt,
  FormSubmissionsDeleteRequest,
  FormSubmissionsPage,
  FormSubmissionsQuery,
  FormSubmitRequest,
  FormSubmitResponse,
  FormSummary,
  FormVersion,
  FormVersionDashboard,
  PublicForm,
  SubmissionPublication,
} from './contract/forms';
import type { ListBlockSummary } from './contract/list-items';
import { pleinApi } from './plein-api';

const adminFormUrl = (guid: string, rest = '') =>
  `/api/admin/forms/${encodeURIComponent(guid)}${rest}`;

/** Query string of a submissions query, in a stable order. */
function submissionParams(query: FormSubmissionsQuery): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const name of ['version', 'from', 'to', 'search', 'page', 'pageSize'] as const) {
    const value = query[name];
    if (value !== undefined && value !== '') params[name] = String(value);
  }
  return Object.keys(params).length ? params : undefined;
}

/**
 * The address of a CSV download of a form's submissions (`GET`, signed in as an administrator):
 * the list's filters without its paging, headings and option labels in `language`.
 *
 * @example
 * <a href={formSubmissionsExportUrl(guid, { version: 2 }, 'nl')} download>CSV</a>
 */
export function formSubmissionsExportUrl(
  guid: string,
  query: Omit<FormSubmissionsQuery, 'page' | 'pageSize'>,
  language: 'nl' | 'en',
): string {
  const params = new URLSearchParams({ ...submissionParams(query), lang: language });
  return `${adminFormUrl(guid, '/submissions:export')}?${params.toString()}`;
}

/**
 * The form endpoints, injected into {@link pleinApi} by this module, so that only the screens that
 * use forms (the admin's form screens, the form block, the receipt page) load them.
 */
export const formsApi = pleinApi
  .enhanceEndpoints({ addTagTypes: ['Forms', 'FormSubmissions'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // Administrators.
      getForms: build.query<FormSummary[], void>({
        query: () => '/api/admin/forms',
        providesTags: [{ type: 'Forms', id: 'LIST' }],
      }),
      getForm: build.query<Form, string>({
        query: (guid) => adminFormUrl(guid),
        providesTags: (_result, _error, guid) => [{ type: 'Forms', id: guid }],
      }),
      createForm: build.mutation<Form, FormCreateRequest>({
        query: (body) => ({ url: '/api/admin/forms', method: 'POST', body }),
        invalidatesTags: [{ type: 'Forms', id: 'LIST' }],
      }),
      saveFormDraft: build.mutation<Form, { guid: string; draft: FormContent }>({
        query: ({ guid, draft }) => ({
          url: adminFormUrl(guid, '/draft'),
          method: 'PUT',
          body: draft,
        }),
        invalidatesTags: (_result, _error, { guid }) => [
          { type: 'Forms', id: guid },
          { type: 'Forms', id: 'LIST' },
        ],
      }),
      discardFormDraft: build.mutation<Form, string>({
        query: (guid) => ({ url: adminFormUrl(guid, '/draft'), method: 'DELETE' }),
        invalidatesTags: (_result, _error, guid) => [
          { type: 'Forms', id: guid },
          { type: 'Forms', id: 'LIST' },
        ],
      }),
      saveFormSettings: build.mutation<Form, { guid: string; settings: FormSettings }>({
        query: ({ guid, settings }) => ({
          url: adminFormUrl(guid, '/settings'),
          method: 'PUT',
          body: settings,
        }),
        invalidatesTags: (_result, _error, { guid }) => [
          { type: 'Forms', id: guid },
          { type: 'Forms', id: 'LIST' },
        ],
      }),
      publishForm: build.mutation<Form, string>({
        query: (guid) => ({ url: adminFormUrl(guid, '/versions'), method: 'POST' }),
        invalidatesTags: (_result, _error, guid) => [
          { type: 'Forms', id: guid },
          { type: 'Forms', id: 'LIST' },
        ],
      }),
      deleteForm: build.mutation<void, string>({
        query: (guid) => ({ url: adminFormUrl(guid), method: 'DELETE' }),
        invalidatesTags: [{ type: 'Forms', id: 'LIST' }],
      }),
      getFormVersion: build.query<FormVersion, { guid: string; version: number }>({
        query: ({ guid, version }) => adminFormUrl(guid, `/versions/${version}`),
        providesTags: (_result, _error, { guid }) => [{ type: 'Forms', id: guid }],
      }),
      getFormDashboard: build.query<FormVersionDashboard, { guid: string; version: number }>({
        query: ({ guid, version }) => adminFormUrl(guid, `/versions/${version}/dashboard`),
        // Counts change with every submission: deleting some, or a new one, refreshes them.
        providesTags: (_result, _error, { guid }) => [{ type: 'FormSubmissions', id: guid }],
      }),
      getFormSubmissions: build.query<
        FormSubmissionsPage,
        { guid: string; query: FormSubmissionsQuery }
      >({
        query: ({ guid, query }) => ({
          url: adminFormUrl(guid, '/submissions'),
          params: submissionParams(query),
        }),
        providesTags: (_result, _error, { guid }) => [{ type: 'FormSubmissions', id: guid }],
      }),
      getFormSubmission: build.query<FormSubmissionDetail, { guid: string; submission: string }>({
        query: ({ guid, submission }) =>
          adminFormUrl(guid, `/submissions/${encodeURIComponent(submission)}`),
        providesTags: (_result, _error, { guid }) => [{ type: 'FormSubmissions', id: guid }],
      }),
      deleteFormSubmissions: build.mutation<
        void,
        { guid: string; request: FormSubmissionsDeleteRequest }
      >({
        query: ({ guid, request }) => ({
          url: adminFormUrl(guid, '/submissions:delete'),
          method: 'POST',
          body: request,
        }),
        invalidatesTags: (_result, _error, { guid }) => [
          { type: 'FormSubmissions', id: guid },
          { type: 'Forms', id: guid },
          { type: 'Forms', id: 'LIST' },
        ],
      }),

      publishFormSubmission: build.mutation<
        SubmissionPublication,
        { guid: string; submission: string }
      >({
        query: ({ guid, submission }) => ({
          url: adminFormUrl(guid, `/submissions/${encodeURIComponent(submission)}/publication`),
          method: 'POST',
        }),
        invalidatesTags: (_result, _error, { guid }) => [{ type: 'FormSubmissions', id: guid }],
      }),
      unpublishFormSubmission: build.mutation<void, { guid: string; submission: string }>({
        query: ({ guid, submission }) => ({
          url: adminFormUrl(guid, `/submissions/${encodeURIComponent(submission)}/publication`),
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { guid }) => [{ type: 'FormSubmissions', id: guid }],
      }),
      /** The site's list blocks a form can publish its submissions to. */
      getListBlocks: build.query<ListBlockSummary[], void>({
        query: () => '/api/admin/list-blocks',
      }),

      // Visitors.
      getPublicForm: build.query<PublicForm, string>({
        query: (guid) => `/api/forms/${encodeURIComponent(guid)}`,
      }),
      submitForm: build.mutation<FormSubmitResponse, { guid: string; request: FormSubmitRequest }>({
        query: ({ guid, request }) => ({
          url: `/api/forms/${encodeURIComponent(guid)}/submissions`,
          method: 'POST',
          body: request,
        }),
        invalidatesTags: ['FormSubmissions'],
      }),
      getSubmissionReceipt: build.query<FormSubmissionReceipt, string>({
        query: (guid) => `/api/submissions/${encodeURIComponent(guid)}`,
      }),
    }),
  });

export const {
  useGetFormsQuery,
  useGetFormQuery,
  useCreateFormMutation,
  useSaveFormDraftMutation,
  useDiscardFormDraftMutation,
  useSaveFormSettingsMutation,
  usePublishFormMutation,
  useDeleteFormMutation,
  useGetFormVersionQuery,
  useGetFormDashboardQuery,
  useGetFormSubmissionsQuery,
  useGetFormSubmissionQuery,
  useDeleteFormSubmissionsMutation,
  usePublishFormSubmissionMutation,
  useUnpublishFormSubmissionMutation,
  useGetListBlocksQuery,
  useGetPublicFormQuery,
  useSubmitFormMutation,
  useGetSubmissionReceiptQuery,
} = formsApi;
