import type { FormCreateRequest, FormSubmitRequest } from '@plein/api-client';
import type { FormAnswers } from '@plein/validation';
import { isDate } from '@plein/validation';
import type { Request } from 'express';
import { array, mixed, number, object, string } from 'yup';
import type { ObjectSchema, TestContext } from 'yup';
import { ApiError } from '../../http/errors';
import { pageOffset, pagingFields } from '../../http/paging';
import { parseQuery } from '../../http/query';
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

// An empty value filters nothing, as when the parameter is left out.
const dayMessage = '${path} must be a date YYYY-MM-DD';
const day = () =>
  string()
    .matches(/^(?:\d{4}-\d{2}-\d{2})?$/, dayMessage)
    .test('date', dayMessage, (value) => !value || isDate(value));

/** `version`, `from`, `to` and `search` of a submissions list or export. */
const filterFields = {
  version: string()
    .matches(/^(?:[1-9]\d{0,8})?$/, '${path} must be a whole number from 1')
    .meta({ description: 'Only submissions to this version of the form.', example: '1' }),
  from: day().meta({
    description: 'Only submissions on or after this day (UTC, `YYYY-MM-DD`).',
    example: '2026-01-01',
  }),
  to: day().meta({
    description: 'Only submissions on or before this day (UTC, `YYYY-MM-DD`); not before `from`.',
    example: '2026-12-31',
  }),
  search: string().meta({
    description:
      'Only submissions whose answers contain this text (trimmed, first 200 characters).',
    example: 'Jansen',
  }),
};

type FilterValues = { [name in keyof typeof filterFields]?: string | undefined };

/** `from` not after `to` (days compare as text). */
const daysInOrder = {
  name: 'order',
  message: 'from must not come after to',
  test: ({ from, to }: FilterValues, context: TestContext) =>
    !from || !to || from <= to || context.createError({ path: 'from' }),
};

/** The query of a form's submissions: paging and the filter. */
export const submissionsQuery = object({ ...pagingFields, ...filterFields }).test(daysInOrder);

/** The query of a submissions export: the filter and the language of the headings. */
export const submissionsExportQuery = object({
  ...filterFields,
  lang: string<'nl' | 'en'>().oneOf(['nl', 'en']).default('nl').meta({
    description: 'Language of the column headings and option labels (default `nl`).',
    example: 'en',
  }),
}).test(daysInOrder);

const dayStart = (value: string | undefined) => (value ? new Date(`${value}T00:00:00.000Z`) : null);

/** The filter of a submissions query, checked by its schema. */
function submissionFilter({ version, from, to, search }: FilterValues): SubmissionFilter {
  const until = dayStart(to);
  return {
    version: version ? Number(version) : null,
    from: dayStart(from),
    until: until ? new Date(until.getTime() + dayMs) : null,
    search: search?.trim() ? search.trim().slice(0, 200) : null,
  };
}

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
  const { page, pageSize, ...filter } = parseQuery(req, submissionsQuery);
  return {
    filter: submissionFilter(filter),
    page,
    pageSize,
    offset: pageOffset({ page, pageSize }),
  };
}

/**
 * The query of a submissions export: the list's filter, and `lang` (`nl`, the default, or `en`)
 * for the column headings and option labels.
 */
export function parseExportQuery(req: Request): {
  filter: SubmissionFilter;
  language: 'nl' | 'en';
} {
  const { lang, ...filter } = parseQuery(req, submissionsExportQuery);
  return { filter: submissionFilter(filter), language: lang };
}
