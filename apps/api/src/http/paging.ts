import type { Request } from 'express';
import { invalidQuery } from './errors';
import { readQuery } from './query';

/** A parsed `page` / `pageSize` query with the other allowed parameters. */
export interface Paging<K extends string> {
  page: number;
  pageSize: number;
  offset: number;
  rest: Partial<Record<K, string>>;
}

function positive(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > max) {
    throw invalidQuery(`${name} must be a whole number from 1 to ${max}.`, [
      { parameter: name, problem: `must be 1-${max}` },
    ]);
  }
  return n;
}

/**
 * Reads `page` (from 1, default 1) and `pageSize` (1-100, default 20) and the other `allowed`
 * parameters; unknown ones are a 400 `invalid_query`.
 *
 * @example
 * const { offset, pageSize, rest } = readPaging(req, ['search']);
 */
export function readPaging<K extends string>(req: Request, allowed: readonly K[] = []): Paging<K> {
  const query = readQuery(req, ['page', 'pageSize', ...allowed]);
  const page = positive('page', query.page, 1, 1_000_000);
  const pageSize = positive('pageSize', query.pageSize, 20, 100);
  const rest: Partial<Record<K, string>> = {};
  for (const name of allowed) if (query[name] !== undefined) rest[name] = query[name];
  return { page, pageSize, offset: (page - 1) * pageSize, rest };
}
