import type { Request } from 'express';
import { ApiError, invalidQuery } from '../../http/errors';
import { isGuid } from '../../http/params';
import { readQuery } from '../../http/query';
import { blockTypePattern } from './editor-schemas';
import type { BlockSelection } from './repository';

/**
 * The page guid of `GET /api/pages/:id`; a malformed one is a 400 `invalid_id`, as is any query
 * parameter but the `allowed` ones (400 `invalid_query`).
 */
export function parsePageId(req: Request, allowed: readonly string[] = []): string {
  readQuery(req, allowed);
  const id = req.params.id;
  if (!isGuid(id)) {
    throw new ApiError(400, 'invalid_id', 'The page id must be a guid.', { parameter: 'id' });
  }
  return id.toLowerCase();
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

/** The `name` of `GET /api/pages:withName` (required, non-empty). */
export function parsePageNameQuery(req: Request): string {
  const { name } = readQuery(req, ['name']);
  if (name === undefined || name.trim() === '') {
    throw invalidQuery('name is required.', [{ parameter: 'name', problem: 'required' }]);
  }
  return name;
}

/**
 * The query of `GET /api/pages`: which blocks to include. `IncludeBbis=true` includes every
 * block; `FilterBbisByBuildingBlocks=a,b` includes only blocks of those types (and implies
 * including blocks). Other parameters or values are a 400 `invalid_query`.
 */
export function parsePagesQuery(req: Request): BlockSelection {
  const query = readQuery(req, ['IncludeBbis', 'FilterBbisByBuildingBlocks']);
  const include = query.IncludeBbis?.trim().toLowerCase();
  if (include !== undefined && include !== 'true' && include !== 'false') {
    throw invalidQuery('IncludeBbis must be true or false.', [
      { parameter: 'IncludeBbis', problem: 'must be true or false' },
    ]);
  }
  if (query.FilterBbisByBuildingBlocks === undefined) return include === 'true' ? 'all' : 'none';
  const types = query.FilterBbisByBuildingBlocks.split(',')
    .map((type) => type.trim())
    .filter((type) => type !== '');
  if (types.length > 50 || types.some((type) => type.length > 64 || !blockTypePattern.test(type))) {
    throw invalidQuery('FilterBbisByBuildingBlocks must list block type names, comma-separated.', [
      { parameter: 'FilterBbisByBuildingBlocks', problem: 'must list block type names' },
    ]);
  }
  if (include === 'false') {
    throw invalidQuery('FilterBbisByBuildingBlocks needs the blocks (IncludeBbis not false).', [
      { parameter: 'FilterBbisByBuildingBlocks', problem: 'contradicts IncludeBbis=false' },
    ]);
  }
  return types;
}
