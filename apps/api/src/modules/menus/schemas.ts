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

/** Longest menu name a save may create. */
export const maxMenuNameLength = 100;

/**
 * The `name` of `PUT /api/menus:withName`: required, at most {@link maxMenuNameLength}
 * characters (a save creates the menu when missing).
 */
export function parseMenuNameForWrite(req: Request): string {
  const name = parseMenuNameQuery(req);
  if ([...name].length > maxMenuNameLength) {
    throw invalidQuery(`name must be at most ${maxMenuNameLength} characters.`, [
      { parameter: 'name', problem: `longer than ${maxMenuNameLength} characters` },
    ]);
  }
  return name;
}
