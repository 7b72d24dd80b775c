import type { Request } from 'express';
import { object, ValidationError } from 'yup';
import type { AnyObjectSchema, InferType } from 'yup';
import { invalidQuery } from './errors';
import { queryField, readQueryValue } from './query-fields';

/** One entry of the details of a 400 `invalid_query`. */
export interface QueryProblem {
  /** Left out for a rule over several parameters that names none of them. */
  parameter?: string;
  problem: string;
}

/** The most problems one answer lists. */
const maxProblems = 10;

function refuse(problems: QueryProblem[]) {
  const listed = problems.slice(0, maxProblems);
  return invalidQuery(`${listed.map((found) => found.problem).join('; ')}.`, listed);
}

/** The given parameters, each read for its field, or 400 for names and texts that do not fit. */
function readValues(req: Request, schema: AnyObjectSchema): Record<string, unknown> {
  const misnamed: QueryProblem[] = [];
  const unreadable: QueryProblem[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(req.query)) {
    const field = queryField(schema.fields, name);
    if (!field) {
      misnamed.push({ parameter: name, problem: 'unknown parameter' });
    } else if (typeof text !== 'string') {
      misnamed.push({ parameter: name, problem: 'must be given once, as a plain value' });
    } else {
      const read = readQueryValue(field, name, text);
      if (read.ok) values[name] = read.value;
      else unreadable.push({ parameter: name, problem: read.problem });
    }
  }
  if (misnamed.length > 0) {
    const names = misnamed.map((found) => found.parameter).join(', ');
    throw invalidQuery(`Invalid query parameter(s): ${names}.`, misnamed.slice(0, maxProblems));
  }
  if (unreadable.length > 0) throw refuse(unreadable);
  return values;
}

/** The problem of a failed rule: `filter.meta.periodEnd` and `keys[1]` are of `filter`, `keys`. */
function problemOf({ path, message }: ValidationError): QueryProblem {
  const parameter = path?.split(/[.[]/, 1)[0];
  return parameter ? { parameter, problem: message } : { problem: message };
}

/**
 * The query of a request, read with the yup `object` schema the route declares, the same one its
 * OpenAPI description is generated from. Refused with 400 `invalid_query` (details
 * `{ parameter, problem }[]`): a parameter the schema does not name, one given twice, a text that
 * is not of its field's kind (`page=abc`, `page=`), and a value the schema's rules refuse
 * (`page=0`, `page=1.5`). Number, boolean, array (comma-separated) and `meta({ json: true })`
 * fields are read from the text first (see `readQueryValue`); then defaults and transforms apply.
 *
 * @example
 * const query = object({ page: wholeNumber(1, 1_000_000).default(1), q: string().required() });
 * const { page, q } = parseQuery(req, query);
 */
export function parseQuery<S extends AnyObjectSchema>(req: Request, schema: S): InferType<S> {
  const values = readValues(req, schema);
  try {
    return schema.validateSync(values, { abortEarly: false });
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    throw refuse(failures.map(problemOf));
  }
}

const noParameters = object({});

/**
 * Refuses every query parameter (400 `invalid_query`): for routes that take none, so that a
 * misspelt or misplaced parameter is not silently ignored.
 *
 * @example
 * noQuery(req);
 */
export function noQuery(req: Request): void {
  parseQuery(req, noParameters);
}
