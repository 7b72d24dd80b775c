import type { Request } from 'express';
import { ApiError, invalidQuery } from '../../http/errors';
import { readQuery } from '../../http/query';

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page guid of `GET /api/pages/:id`; a malformed one is a 400 `invalid_id`. */
export function parsePageId(req: Request): string {
  readQuery(req, []);
  const id = req.params.id;
  if (typeof id !== 'string' || !guidPattern.test(id)) {
    throw new ApiError(400, 'invalid_id', 'The page id must be a guid.', { parameter: 'id' });
  }
  return id.toLowerCase();
}

/** The `name` of `GET /api/pages:withName` (required, non-empty). */
export function parsePageNameQuery(req: Request): string {
  const { name } = readQuery(req, ['name']);
  if (name === undefined || name.trim() === '') {
    throw invalidQuery('name is required.', [{ parameter: 'name', problem: 'required' }]);
  }
  return name;
}
