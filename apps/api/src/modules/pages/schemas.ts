import type { Request } from 'express';
import { array, object, string } from 'yup';
import { ApiError } from '../../http/errors';
import { isGuid } from '../../http/params';
import { noQuery, parseQuery } from '../../http/query';
import { blockTypePattern } from './editor-schemas';
import type { BlockSelection } from './repository';

/**
 * The page guid of `/api/pages/:id` in lower case; a malformed one is a 400 `invalid_id`. The
 * query is left to the route (see {@link parsePageId}).
 */
export function pageIdParam(req: Request): string {
  const id = req.params.id;
  if (!isGuid(id)) {
    throw new ApiError(400, 'invalid_id', 'The page id must be a guid.', { parameter: 'id' });
  }
  return id.toLowerCase();
}

/** The page guid of `/api/pages/:id` (see {@link pageIdParam}) of a route that takes no query. */
export function parsePageId(req: Request): string {
  noQuery(req);
  return pageIdParam(req);
}

/** The revision number of `/api/pages/:id/revisions/:number`; 400 `invalid_id` otherwise. */
export function parseRevisionNumber(req: Request): number {
  const value = req.params.number;
  const number = Number(value);
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || number < 1) {
    throw new ApiError(400, 'invalid_id', 'The revision number must be a positive whole number.', {
      parameter: 'number',
    });
  }
  return number;
}

/** The query of `GET /api/pages:withName`: the `name` (required, not blank, not trimmed). */
export const pageNameQuery = object({
  name: string()
    .required()
    .matches(/\S/, '${path} must not be blank')
    .meta({ description: 'The page name.', example: 'home' }),
});

/** The `name` of `GET /api/pages:withName`. */
export function parsePageNameQuery(req: Request): string {
  return parseQuery(req, pageNameQuery).name;
}

const filterName = 'FilterBbisByBuildingBlocks';

/**
 * The query of `GET /api/pages`: which blocks to include. `IncludeBbis=true` includes every
 * block; `FilterBbisByBuildingBlocks=a,b` includes only blocks of those types (and implies
 * including blocks, so it may not come with `IncludeBbis=false`).
 */
export const pagesQuery = object({
  // Text, not a boolean field: `TRUE` and ` true ` have always been taken here.
  IncludeBbis: string()
    .trim()
    .lowercase()
    .oneOf(['true', 'false'], '${path} must be true or false')
    .meta({ description: 'true to include every block of each page.', example: 'true' }),
  [filterName]: array(
    string().required().max(64).matches(blockTypePattern, '${path} must be a block type name'),
  )
    .max(50)
    .meta({
      description: 'Only blocks of these types, comma-separated (implies the blocks).',
      example: 'hero,video',
    }),
}).test(
  'blocks-included',
  `${filterName} needs the blocks (IncludeBbis not false)`,
  (query, context) =>
    query.IncludeBbis !== 'false' ||
    query[filterName] === undefined ||
    context.createError({ path: filterName }),
);

/** The blocks `GET /api/pages` includes: `all`, `none` or those of the listed types. */
export function parsePagesQuery(req: Request): BlockSelection {
  const query = parseQuery(req, pagesQuery);
  return query[filterName] ?? (query.IncludeBbis === 'true' ? 'all' : 'none');
}
