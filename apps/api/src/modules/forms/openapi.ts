import { formContentSchema, formSettingsSchema } from '@plein/validation';
import type { ApiOperation } from '../../openapi/operation';
import { byGuid } from '../../openapi/operation';
import {
  createFormSchema,
  deleteSubmissionsSchema,
  submissionsExportQuery,
  submissionsQuery,
  submitSchema,
} from './schemas';

const tag = 'Forms';
const submissionsTag = 'Form submissions';
const submission = ['guid', 'submissionGuid'] as const;

/** Why a visitor may not submit (or upload into) a form now. */
const refusals = [
  { status: 409, code: 'form_closed', description: 'The form no longer takes submissions.' },
  {
    status: 409,
    code: 'form_not_open_yet',
    description: 'The form does not take submissions yet.',
  },
  { status: 401, code: 'sign_in_required', description: 'The form is for signed-in members.' },
  {
    status: 403,
    code: 'verification_required',
    description: 'The form asks for a verified e-mail address.',
  },
  { status: 403, code: 'forbidden', description: 'The caller may not fill in this form.' },
] as const;

/** The administrators' forms, versions, dashboards and submissions, and the visitors' form calls. */
export const formsOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/list-blocks',
    tag,
    summary: 'The list blocks a form can publish its submissions to',
    access: 'admin',
    answer: {
      status: 200,
      description: 'The list blocks of the site.',
      type: 'ListBlockSummary[]',
    },
  },
  {
    method: 'get',
    path: '/api/admin/forms',
    tag,
    summary: 'The forms of the site',
    access: 'admin',
    answer: { status: 200, description: 'The forms.', type: 'FormSummary[]' },
  },
  {
    method: 'post',
    path: '/api/admin/forms',
    tag,
    summary: 'Create a form with a title (its fields follow in the draft)',
    access: 'admin',
    body: createFormSchema,
    answer: { status: 201, description: 'The new form, unpublished.', type: 'Form' },
  },
  {
    method: 'get',
    path: '/api/admin/forms/{guid}',
    tag,
    summary: 'A form with its draft, settings and versions',
    access: 'admin',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The form.', type: 'Form' },
  },
  {
    method: 'delete',
    path: '/api/admin/forms/{guid}',
    tag,
    summary: 'Delete a form with its versions and submissions',
    access: 'admin',
    guidParameters: byGuid,
    answer: { status: 204, description: 'Deleted.' },
  },
  {
    method: 'put',
    path: '/api/admin/forms/{guid}/draft',
    tag,
    summary: "Save a form's draft (title, texts and fields)",
    access: 'admin',
    guidParameters: byGuid,
    body: formContentSchema,
    answer: { status: 200, description: 'The form with its draft.', type: 'Form' },
  },
  {
    method: 'delete',
    path: '/api/admin/forms/{guid}/draft',
    tag,
    summary: 'Discard the draft: back to the newest published version',
    access: 'admin',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The form as published.', type: 'Form' },
    errors: [
      {
        status: 409,
        code: 'form_not_published',
        description: 'The form has no published version to go back to.',
      },
    ],
  },
  {
    method: 'put',
    path: '/api/admin/forms/{guid}/settings',
    tag,
    summary: "Change a form's settings (access, dates, actions, publication)",
    description: 'Settings apply at once, to the published form too.',
    access: 'admin',
    guidParameters: byGuid,
    body: formSettingsSchema,
    answer: { status: 200, description: 'The form.', type: 'Form' },
    errors: [
      { status: 400, code: 'unknown_role', description: 'A role of `roleIds` does not exist.' },
      {
        status: 400,
        code: 'unknown_list_block',
        description: 'The publication names a list block that is not on this site.',
      },
    ],
  },
  {
    method: 'post',
    path: '/api/admin/forms/{guid}/versions',
    tag,
    summary: 'Publish the draft as the next version',
    access: 'admin',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The form with its new version.', type: 'Form' },
    errors: [
      {
        status: 409,
        code: 'form_unchanged',
        description: 'Nothing has changed since the last publication.',
      },
      {
        status: 400,
        code: 'form_has_no_fields',
        description: 'The draft has no field to answer.',
      },
    ],
  },
  {
    method: 'get',
    path: '/api/admin/forms/{guid}/versions/{version}',
    tag,
    summary: 'One published version of a form',
    access: 'admin',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The version.', type: 'FormVersion' },
  },
  {
    method: 'get',
    path: '/api/admin/forms/{guid}/versions/{version}/dashboard',
    tag,
    summary: "A version's dashboard: submissions over time and the answers tallied",
    access: 'admin',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The dashboard.', type: 'FormVersionDashboard' },
  },
  {
    method: 'get',
    path: '/api/admin/forms/{guid}/submissions',
    tag: submissionsTag,
    summary: "A form's submissions, newest first",
    access: 'admin',
    guidParameters: byGuid,
    query: submissionsQuery,
    answer: { status: 200, description: 'The submissions.', type: 'FormSubmissionsPage' },
  },
  {
    method: 'post',
    path: '/api/admin/forms/{guid}/submissions:delete',
    tag: submissionsTag,
    summary: 'Delete submissions of a form (with their published items and images)',
    access: 'admin',
    guidParameters: byGuid,
    body: deleteSubmissionsSchema,
    answer: { status: 204, description: 'Deleted.' },
  },
  {
    method: 'get',
    path: '/api/admin/forms/{guid}/submissions:export',
    tag: submissionsTag,
    summary: "A form's submissions as a CSV file",
    description: 'Takes the filter of the list; streamed as an attachment, one column per field.',
    access: 'admin',
    guidParameters: byGuid,
    query: submissionsExportQuery,
    answer: { status: 200, description: 'The submissions.', mediaType: 'text/csv' },
  },
  {
    method: 'post',
    path: '/api/admin/forms/{guid}/submissions/{submissionGuid}/publication',
    tag: submissionsTag,
    summary: "Publish a submission as an item of the form's publication list",
    description: 'Answers `{ itemGuid }`; the same item when the submission is published already.',
    access: 'admin',
    guidParameters: submission,
    answer: {
      status: 201,
      description: "The published item's guid.",
      type: 'SubmissionPublication',
    },
    errors: [
      {
        status: 409,
        code: 'publication_not_set',
        description: 'The form does not publish submissions.',
      },
      {
        status: 409,
        code: 'publication_list_missing',
        description: 'The list the form publishes to no longer exists.',
      },
    ],
  },
  {
    method: 'delete',
    path: '/api/admin/forms/{guid}/submissions/{submissionGuid}/publication',
    tag: submissionsTag,
    summary: "Take a submission's published item away",
    access: 'admin',
    guidParameters: submission,
    answer: { status: 204, description: 'Taken away (or there was none).' },
  },
  {
    method: 'get',
    path: '/api/admin/forms/{guid}/submissions/{submissionGuid}',
    tag: submissionsTag,
    summary: 'One submission with the form version it answers',
    access: 'admin',
    guidParameters: submission,
    answer: { status: 200, description: 'The submission.', type: 'FormSubmissionDetail' },
  },
  {
    method: 'get',
    path: '/api/forms/{guid}',
    tag,
    summary: 'A published form, and whether the caller may submit it now',
    access: 'public',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The newest published version.', type: 'PublicForm' },
  },
  {
    method: 'post',
    path: '/api/forms/{guid}/submissions',
    tag: submissionsTag,
    summary: 'Submit answers to a published form',
    description:
      'The answers are checked against the fields of `version`, which must be the newest. ' +
      '`guid` is the receipt (`GET /api/submissions/{guid}`), null when the form keeps nothing. ' +
      'Budgets per IP address and per form; past them 429 with `Retry-After`.',
    access: 'public',
    guidParameters: byGuid,
    body: submitSchema,
    answer: { status: 201, description: 'Received.', type: 'FormSubmitResponse' },
    errors: [
      {
        status: 400,
        code: 'invalid_answers',
        description: 'Some answers are not valid (`details.fields` names the problems per field).',
      },
      ...refusals,
      {
        status: 409,
        code: 'form_version_changed',
        description:
          'The form was changed while it was filled in (`details.version` is the newest).',
      },
      {
        status: 409,
        code: 'image_taken',
        description: 'An uploaded image was sent with another submission; upload it again.',
      },
      {
        status: 502,
        code: 'mail_failed',
        description: 'The form only mails its answers, and the mail could not be sent.',
      },
    ],
  },
  {
    method: 'get',
    path: '/api/submissions/{guid}',
    tag: submissionsTag,
    summary: 'The receipt of a submission: what was sent, when, to which version',
    description: 'Whoever holds the guid reads it; never cached.',
    access: 'public',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The receipt.', type: 'FormSubmissionReceipt' },
  },
];
