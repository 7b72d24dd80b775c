import type { Schema } from 'yup';
import { ValidationError } from 'yup';
import { invalidBody } from './errors';

/**
 * Validates a JSON body with a yup schema (build it with `.noUnknown().strict()` so unknown keys
 * and wrong types are refused) and answers 400 `invalid_body` listing the problems.
 *
 * @example
 * const input = parseBody(loginSchema, req.body);
 */
export function parseBody<T>(schema: Schema<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidBody('Expected a JSON object.');
  }
  try {
    return schema.validateSync(body, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      throw invalidBody('The request body is not valid.', { problems: error.errors.slice(0, 10) });
    }
    throw error;
  }
}
