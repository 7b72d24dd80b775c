/** The admin's list of forms. */
export const formsListPath = '/admin/forms';

const part = (value: string) => encodeURIComponent(value);

/**
 * The builder of a form: its draft, publishing, settings and versions.
 *
 * @example
 * formBuilderPath('3f0b…'); // '/admin/forms/view/3f0b…'
 */
export function formBuilderPath(guid: string): string {
  return `/admin/forms/view/${part(guid)}`;
}

/**
 * The submissions of a form, optionally filtered by the version they answered.
 *
 * @example
 * formSubmissionsPath('3f0b…', 2); // '/admin/forms/3f0b…?version=2'
 */
export function formSubmissionsPath(guid: string, version?: number): string {
  return `/admin/forms/${part(guid)}${version === undefined ? '' : `?version=${version}`}`;
}

/** One submission of a form. */
export function formSubmissionPath(guid: string, submissionGuid: string): string {
  return `/admin/forms/${part(guid)}/${part(submissionGuid)}`;
}

/** The dashboard of one published version of a form. */
export function formDashboardPath(guid: string, version: number): string {
  return `/admin/forms/${part(guid)}/${version}/dashboard`;
}
