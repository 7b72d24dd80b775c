import { setIn } from 'formik';
import type { FormikErrors } from 'formik';
import type { PlatformSettingsUpdate } from '@plein/api-client';
import type { ServerRefusal } from '../shared/server-problems';
import type { SettingsFormValues } from './settings-values';

const message = (key: string) => `admin:settingsScreen.errors.${key}`;
const listKeys = new Set(['hostNames', 'headerImages', 'footers', 'apiAllowedOrigins']);

/** The message key of one problem, by what the API said (it answers in English). */
function messageOf(key: string, text: string): string {
  if (text.includes('public image')) return 'notAnImage';
  if (text.includes('contrast')) return 'contrastTooLow';
  if (key === 'hostNames' && text.includes('must keep')) return 'keepCurrentHost';
  if (key === 'hostNames' && text.includes('primary domain')) return 'primaryLeftOut';
  if (key === 'primaryDomain') return 'primaryNotInHosts';
  return 'rejected';
}

/**
 * Formik errors for a refused settings save: 409 `host_name_taken` at the host names another
 * site has; 400 problems (paths like `[2].value.onPrimary` into the body that was sent) at their
 * fields. Null when the refusal says nothing about fields.
 *
 * @example
 * const errors = settingsErrors(refusal, sent, values);
 * if (errors) helpers.setErrors(errors);
 */
export function settingsErrors(
  refusal: ServerRefusal,
  sent: PlatformSettingsUpdate,
  values: SettingsFormValues,
): FormikErrors<SettingsFormValues> | null {
  let errors: FormikErrors<SettingsFormValues> = {};
  if (refusal.code === 'host_name_taken') {
    const taken = new Set(
      ((refusal.details as { hostNames?: unknown } | undefined)?.hostNames as
        string[] | undefined) ?? [],
    );
    values.hostNames.forEach((host, index) => {
      if (taken.has(host.trim().toLowerCase())) {
        errors = setIn(
          errors,
          `hostNames[${index}]`,
          message('hostNameTaken'),
        ) as FormikErrors<SettingsFormValues>;
      }
    });
    return Object.keys(errors).length
      ? errors
      : (setIn({}, 'hostNamesList', message('hostNameTaken')) as FormikErrors<SettingsFormValues>);
  }
  for (const { path, message: text } of refusal.problems) {
    const found = /^\[(\d+)\]\.value(.*)$/.exec(path);
    const key = found ? sent[Number(found[1])]?.key : undefined;
    if (!found || !key) continue;
    const inner = found[2] ?? '';
    // A problem with a whole list goes where the form shows list errors (see ListError).
    const field = inner === '' && listKeys.has(key) ? `${key}List` : `${key}${inner}`;
    errors = setIn(
      errors,
      field,
      message(messageOf(key, text)),
    ) as FormikErrors<SettingsFormValues>;
  }
  return Object.keys(errors).length ? errors : null;
}
