import type { AnyObject, ObjectSchema } from 'yup';
import { ValidationError } from 'yup';

/**
 * The text fields of a form posted as `application/x-www-form-urlencoded`: repeated or missing
 * fields are left out, so every value is one string.
 */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The errors of a form's own yup schema, first one per field (as Formik shows them), or null
 * when the values are valid. The messages are i18next keys.
 *
 * @example
 * const errors = fieldErrors(loginSchema, { email, password }); // { email: 'validation.required' }
 */
export function fieldErrors(
  schema: ObjectSchema<AnyObject>,
  values: Record<string, string>,
): Record<string, string> | null {
  try {
    schema.validateSync(values, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const problem of error.inner.length > 0 ? error.inner : [error]) {
      if (problem.path && !(problem.path in errors)) errors[problem.path] = problem.message;
    }
    return errors;
  }
}
