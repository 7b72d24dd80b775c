import type { Request } from 'express';
import { object, string } from 'yup';
import { parseQuery } from '../../http/query';

/** Longest menu name a save may create. */
export const maxMenuNameLength = 100;

const description = 'The menu name.';
// Not trimmed: the name is looked up as given, it only may not be blank.
const menuName = string().required().matches(/\S/, '${path} must not be blank');

/** The query of `GET /api/menus:withName`: the `name` (required, not blank). */
export const menuNameQuery = object({
  name: menuName.meta({ description, example: 'Top level menu' }),
});

/**
 * The query of `PUT /api/menus:withName`: the `name`, at most {@link maxMenuNameLength}
 * characters (a save creates the menu when missing).
 */
export const menuNameWriteQuery = object({
  name: menuName
    .test(
      'characters',
      `\${path} must be at most ${maxMenuNameLength} characters`,
      // Characters, not UTF-16 units: as the database and JSON Schema's maxLength count them.
      (name) => name === undefined || [...name].length <= maxMenuNameLength,
    )
    .meta({ description, jsonSchema: { maxLength: maxMenuNameLength } }),
});

/** The `name` of `GET /api/menus:withName`. */
export function parseMenuNameQuery(req: Request): string {
  return parseQuery(req, menuNameQuery).name;
}

/** The `name` of `PUT /api/menus:withName`. */
export function parseMenuNameForWrite(req: Request): string {
  return parseQuery(req, menuNameWriteQuery).name;
}
