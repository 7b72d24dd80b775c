import { getIn, setIn } from 'formik';
import type { FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import type { ServerProblem } from '../../shared/server-problems';

/** Where a problem shows in a form: the Formik path and the message key (`admin:forms.errors.*`). */
export interface ProblemPlace {
  field: string;
  message: string;
}

/**
 * Places one problem of a schema or of the server: from its path in the checked value (`fields[2].key`,
 * `''` for the whole value) and its kind (a yup test name such as `required`, `max`, `unique-keys`,
 * or `refused` for a problem the server listed), the Formik path to show it at and its message.
 */
export type PlaceProblem = (path: string, kind: string) => ProblemPlace;

/** The message key of an `admin:forms.errors` message. */
export const problemMessage = (key: string) => `admin:forms.errors.${key}`;

/** Formik errors from placed problems; the first problem of a field wins. */
function errorsOf(problems: readonly ProblemPlace[]): Record<string, unknown> {
  let errors: Record<string, unknown> = {};
  for (const { field, message } of problems) {
    if (getIn(errors, field) === undefined) errors = setIn(errors, field, message) as typeof errors;
  }
  return errors;
}

/**
 * A Formik `validate` function that checks the value a form would send (`prepare(values)`) with
 * the schema of `@plein/validation` the API checks it with, so the browser and the server agree.
 * (Formik's own `validationSchema` turns empty strings into `undefined` first, which the strict
 * shared schemas rightly refuse: an empty English text is `''`.)
 *
 * @example
 * <Formik validate={validateWith(formContentSchema, toContent, placeContentProblem)} … />
 */
export function validateWith<Values, Checked>(
  schema: Schema<Checked>,
  prepare: (values: Values) => Checked,
  place: PlaceProblem,
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    try {
      await schema.validate(prepare(values), { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const inner = error.inner.length > 0 ? error.inner : [error];
      return errorsOf(
        inner.map((problem) => place(problem.path ?? '', problem.type ?? '')),
      ) as FormikErrors<Values>;
    }
  };
}

/**
 * The path of a problem the server listed, written as yup writes paths (`fields[2].key`): the
 * API may write `fields.2.key`, a JSON pointer `/fields/2/key`, or only a yup message that starts
 * with the path (`fields[2].key must match …`).
 *
 * @example
 * problemPath({ path: 'fields', message: 'fields[2].key must match …' }); // 'fields[2].key'
 */
export function problemPath(problem: ServerProblem): string {
  const fromMessage = /^[A-Za-z_]\w*(?:\[\d+\]|\.\w+)*/.exec(problem.message)?.[0] ?? '';
  const raw =
    fromMessage.length > problem.path.length && fromMessage.startsWith(problem.path)
      ? fromMessage
      : problem.path;
  return raw
    .replace(/^\//, '')
    .replaceAll('/', '.')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/**
 * Formik errors for the problems of a refused write (a 400), each placed like the schema's own.
 *
 * @example
 * helpers.setErrors(serverErrors(refusalOf(failure).problems, placeSettingsProblem));
 */
export function serverErrors(
  problems: readonly ServerProblem[],
  place: PlaceProblem,
): Record<string, unknown> {
  return errorsOf(problems.map((problem) => place(problemPath(problem), 'refused')));
}
