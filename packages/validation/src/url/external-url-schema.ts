import { string } from 'yup';
import { checkExternalUrl } from './external-url';

// Apart from the check, so a bundle that needs only `isExternalUrl` leaves yup out.

/**
 * yup schema for an external URL field; empty passes (add `.required()`), a refusal reports
 * `validation.externalUrl.<problem>`.
 *
 * @example
 * object({ externalUrl: externalUrlSchema.required() });
 */
export const externalUrlSchema = string().test('external-url', (value, context) => {
  if (!value) return true;
  const problem = checkExternalUrl(value);
  return problem === null || context.createError({ message: `validation.externalUrl.${problem}` });
});
