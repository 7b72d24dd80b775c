import { maxListsPerCall, maxListWindow } from '@plein/api-client';
import type { ListQuery, ListsQuery, PeriodEndCondition, WidgetQuery } from '@plein/api-client';
import {
  guidPattern,
  listSortByValues,
  maxListItemCount,
  stringMembersOf,
} from '@plein/validation';
import type { Request } from 'express';
import { array, boolean, mixed, number, object, string, ValidationError } from 'yup';
import type { ObjectSchema } from 'yup';
import { ApiError, invalidBody } from '../../http/errors';
import { isGuid } from '../../http/params';
import { noQuery, parseQuery } from '../../http/query';
import { wholeNumber } from '../../http/query-fields';
import { listItemInputSchema, maxItemsPerCreate } from './item-input-schema';

const isoDateTime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function isDateText(value: unknown): boolean {
  return typeof value === 'string' && isoDateTime.test(value) && !Number.isNaN(Date.parse(value));
}

/** `active`, `expired`, `all` or `{ after?, before? }` with ISO date-times. */
function isPeriodEndCondition(value: unknown): boolean {
  if (value === undefined || value === 'active' || value === 'expired' || value === 'all') {
    return true;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([key, date]) => (key === 'after' || key === 'before') && isDateText(date))
  );
}

const filterFields = {
  parentGuids: array(string().required().matches(guidPattern, 'parentGuids must hold guids'))
    .max(50)
    .optional(),
  meta: object({
    periodEnd: mixed<PeriodEndCondition>().test(
      'period-end',
      'meta.periodEnd must be active, expired, all or { after, before } with ISO dates',
      isPeriodEndCondition,
    ),
  })
    .noUnknown()
    .strict()
    .default(undefined)
    .optional(),
};

/** A list filter: `parentGuids` and the `meta.periodEnd` condition, nothing else. */
export const listItemFilterSchema = object(filterFields).noUnknown().strict();

const pagingFields = {
  pageNumber: number().integer().min(1).max(maxListWindow).optional(),
  itemCount: number().integer().min(1).max(maxListItemCount).optional(),
  sort_by: string().oneOf(listSortByValues).optional(),
};

function withinWindow(query: { pageNumber?: number; itemCount?: number }): boolean {
  const { pageNumber = 1, itemCount } = query;
  return itemCount === undefined || pageNumber * itemCount <= maxListWindow;
}

const windowMessage = `pageNumber * itemCount may not pass ${maxListWindow}`;

/** A list query (spec section 7); unknown keys and wrong types are refused. */
export const listQuerySchema = object({
  ...pagingFields,
  filter: listItemFilterSchema.default(undefined).optional(),
  searchFilter: string().max(200).optional(),
})
  .noUnknown()
  .strict()
  .test('window', windowMessage, withinWindow);

/** A widget query: paging, sort and a filter that may also hold `highlight`. */
export const widgetQuerySchema = object({
  ...pagingFields,
  filter: object({ ...filterFields, highlight: boolean().optional() })
    .noUnknown()
    .strict()
    .default(undefined)
    .optional(),
})
  .noUnknown()
  .strict()
  .test('window', windowMessage, withinWindow);

function validate<T extends object>(schema: ObjectSchema<T>, value: unknown): T {
  try {
    return schema.validateSync(value, { abortEarly: false }) as T;
  } catch (error) {
    if (error instanceof ValidationError) {
      throw invalidBody('The list query is not valid.', { problems: error.errors.slice(0, 10) });
    }
    throw error;
  }
}

/**
 * The list query of `GET /api/listitem/list/{blockGuid}` as a query string: `pageNumber`,
 * `itemCount`, `sort_by`, `filter` (JSON) and `searchFilter`; what it leaves out comes from the
 * block.
 */
export const listQueryString = object({
  pageNumber: pagingFields.pageNumber.meta({
    description: `The page, from 1 (default 1); \`pageNumber\` × \`itemCount\` may not pass ${maxListWindow}.`,
    example: '1',
  }),
  itemCount: pagingFields.itemCount.meta({
    description: "Items per page (default the block's items per page).",
    example: '5',
  }),
  sort_by: pagingFields.sort_by.meta({
    description: "The order (default the block's sort).",
    example: 'title_asc',
  }),
  filter: listItemFilterSchema.default(undefined).optional().meta({
    json: true,
    description:
      "The filter as JSON: `parentGuids` and `meta.periodEnd` (`active`, `expired`, `all` or `{ after, before }` with ISO date-times); default the block's filter.",
    example: '{"meta":{"periodEnd":"active"}}',
  }),
  searchFilter: string().max(200).meta({
    description: 'Words the items must contain (full text, prefix matching).',
    example: 'nieuws',
  }),
}).test('window', windowMessage, withinWindow);

/** The list query of `GET /api/listitem/list/{blockGuid}` (see {@link listQueryString}). */
export function parseListQueryString(req: Request): ListQuery {
  return parseQuery(req, listQueryString);
}

/** The query of `GET /api/listitem/list/{guid}/all`: a page of every item, for the editor. */
export const editorListQuery = object({
  pageNumber: wholeNumber(1, maxListWindow)
    .default(1)
    .meta({ description: 'The page, from 1 (default 1).', example: '1' }),
  itemCount: wholeNumber(1, maxListItemCount)
    .default(20)
    .meta({
      description: `Items per page, 1-${maxListItemCount} (default 20).`,
      example: '20',
    }),
});

/** The body of `POST /api/listitem/lists`: 1 to 20 block guids, each with its list query. */
export function parseListsBody(body: unknown): ListsQuery {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidBody('Expected a JSON object of block guid to list query.');
  }
  const entries = Object.entries(body);
  if (entries.length === 0 || entries.length > maxListsPerCall) {
    throw invalidBody(`Ask for 1 to ${maxListsPerCall} lists.`, { count: entries.length });
  }
  const result: ListsQuery = {};
  for (const [guid, query] of entries) {
    if (!isGuid(guid)) throw invalidBody('Every key must be a block guid.', { key: guid });
    result[guid.toLowerCase()] = validate(listQuerySchema, query ?? {});
  }
  return result;
}

/** The body of `POST /api/listitem/widget/{guid}` (empty means the block's defaults). */
export function parseWidgetBody(body: unknown): WidgetQuery {
  if (body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body))) {
    return validate(widgetQuerySchema, body ?? {});
  }
  throw invalidBody('Expected a JSON object with the widget query.');
}

/** The short id of `GET /api/listitem/short/{id}`: 1-31 letters and digits, else 400 `invalid_id`. */
export function parseShortIdParam(req: Request): string {
  noQuery(req);
  const id = req.params.id;
  if (typeof id !== 'string' || !/^[0-9a-z]{1,31}$/i.test(id)) {
    throw new ApiError(400, 'invalid_id', 'A short id is 1 to 31 letters and digits.', {
      parameter: 'id',
    });
  }
  return id.toLowerCase();
}

/** The body of `POST /api/listitem/list/{guid}`: 1 to {@link maxItemsPerCreate} new items. */
export const listItemsCreateSchema = array(listItemInputSchema)
  .required()
  .min(1)
  .max(maxItemsPerCreate)
  .strict();

/**
 * The body of `PUT /api/listitem/{guid}`: the whole item. A PUT without a body is refused here,
 * not met by the service as an undefined item.
 */
export const listItemUpdateSchema = listItemInputSchema.required();

/** The body of `PUT /api/listitem/list/{guid}:order`: item guids in their new order, once each. */
export const listItemOrderSchema = object({
  guids: array(string().required().matches(guidPattern, 'guids must hold guids'))
    .required()
    .min(1)
    .max(maxListItemCount)
    .test('unique', 'guids must not repeat', (guids: unknown) => {
      const lower = stringMembersOf(guids).map((guid) => guid.toLowerCase());
      return new Set(lower).size === lower.length;
    }),
})
  .noUnknown()
  .strict()
  .required();
