import type { Request } from 'express';
import { invalidQuery } from '../../http/errors';
import { readQuery } from '../../http/query';

/** The `name` of `GET /api/menus:withName` (required, non-empty). */
export function parseMenuNameQuery(req: Request): string {
  const { name } = readQuery(req, ['name']);
  if (name === undefined || name.trim() === '') {
    throw invalidQuery('name is required.', [{ parameter: 'name', problem: 'required' }]);
  }
  return name;
}
