import type { FormCreateRequest, FormSubmitRequest } from '@plein/api-client';
import type { FormAnswers } from '@plein/validation';
import { isDate } from '@plein/validation';
import type { Request } from 'express';
import { array, mixed, number, object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { ApiError, invalidQuery } from '../../http/errors';
import { readPaging } from '../../http/paging';
import { readQuery } from '../../http/query';
import { isGuid } from '../../http/params';
import type { SubmissionFilter } from './submissions-repository';

/** Most submissions one bulk delete names. */
export const maxDeletedSubmissions = 500;

/** Body of `POST /admin/forms`: a Dutch title (English may follow in the draft). */
export const createFormSchema: ObjectSchema<FormCreateRequest> = object({
  title: object({
    nl: string().trim().required().max(200),
    en: string().max(200).defined(),
  })
    .noUnknown()
    .strict()
    .required(),
})
  .noUnknown()
  .strict();

const isPlainObject = (value: unknown): value is FormAnswers =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Body of `POST /forms/:guid/submissions`. The answers' shape per field is the rules' job
 * (`formAnswersProblems`); here they only need to be an object.
 */
export const submitSchema: ObjectSchema<FormSubmitRequest> = object({
  version: number().integer().min(1).max(1_000_000).required(),
  answers: mixed<FormAnswers>()
    .required()
    .test('object', 'answers must be an object', (value) => isPlainObject(value)),
  website: string().max(1000),
})
  .noUnknown()
  .strict();

/** Body of `POST /admin/forms/:guid/submissions:delete`. */
export const deleteSubmissionsSchema = object({
  guids: array(string().required().test('guid', 'guids must hold guids', isGuid))
    .required()
    .min(1)
    .max(maxDeletedSubmissions),
})
  .noUnknown()
  .strict();

/** A version number path parameter, or 400 `invalid_id`. */
export function parseVersionParam(req: Request): number {
  const value = req.params.version;
  if (typeof value !== 'string' || !/^[1-9]\d{0,8}$/.test(value)) {
    throw new ApiError(400, 'invalid_id', 'version must be a whole number from 1.', {
      parameter: 'version',
    });
  }
  return Number(value);
}

const dayMs = 24 * 60 * 60 * 1000;

function dayStart(name: string, value: string | undefined): Date | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isDate(value)) {
    throw invalidQuery(`${name} must be a date YYYY-MM-DD.`, [
      { parameter: name, problem: 'must be a date YYYY-MM-DD' },
    ]);
  }
  return new Date(`${value}T00:00:00.000Z`);
}

/** The filter of a submissions query (`version`, `from`/`to`, `search`), or 400 `invalid_query`. */
function submissionFilter(
  rest: Partial<Record<'version' | 'from' | 'to' | 'search', string>>,
): SubmissionFilter {
  let version: number | null = null;
  if (rest.version !== undefined && rest.version !== '') {
    if (!/^[1-9]\d{0,8}$/.test(rest.version)) {
      throw invalidQuery('version must be a whole number from 1.', [
        { parameter: 'version', problem: 'must be a whole number from 1' },
      ]);
    }
    version = Number(rest.version);
  }
  const from = dayStart('from', rest.from);
  const to = dayStart('to', rest.to);
  if (from && to && from > to) {
    throw invalidQuery('from must not come after to.', [
      { parameter: 'from', problem: 'after to' },
    ]);
  }
  const search = rest.search?.trim() ? rest.search.trim().slice(0, 200) : null;
  return { version, from, until: to ? new Date(to.getTime() + dayMs) : null, search };
}

const filterNames = ['version', 'from', 'to', 'search'] as const;

/**
 * The query of a form's submissions: `page`/`pageSize`, `version`, `from`/`to` (inclusive UTC
 * days, `YYYY-MM-DD`) and `search`; anything else, or a bad value, is 400 `invalid_query`.
 */
export function parseSubmissionsQuery(req: Request): {
  filter: SubmissionFilter;
  page: number;
  pageSize: number;
  offset: number;
} {
  const { page, pageSize, offset, rest } = readPaging(req, filterNames);
  return { filter: submissionFilter(rest), page, pageSize, offset };
}

/**
 * The query of a submissions export: the list's filter, and `lang` (`nl`, the default, or `en`)
 * for the column headings and option labels.
 */
export function parseExportQuery(req: Request): {
  filter: SubmissionFilter;
  language: 'nl' | 'en';
} {
  const { lang, ...rest } = readQuery(req, [...filterNames, 'lang']);
  if (lang !== undefined && lang !== 'nl' && lang !== 'en') {
    throw invalidQuery('lang must be nl or en.', [
      { parameter: 'lang', problem: 'must be nl or en' },
    ]);
  }
  return { filter: submissionFilter(rest), language: lang ?? 'nl' };
}
