import type { Request } from 'express';
import { invalidQuery } from './errors';

/**
 * The query parameters of a request as single strings, refusing unknown and repeated ones with
 * 400 `invalid_query` (details: `{ parameter, problem }[]`).
 *
 * @example
 * const { name } = readQuery(req, ['name']);
 */
export function readQuery<K extends string>(
  req: Request,
  allowed: readonly K[],
): Partial<Record<K, string>> {
  const query = req.query as Record<string, unknown>;
  const problems: { parameter: string; problem: string }[] = [];
  const result: Partial<Record<K, string>> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!(allowed as readonly string[]).includes(name)) {
      problems.push({ parameter: name, problem: 'unknown parameter' });
    } else if (typeof value !== 'string') {
      problems.push({ parameter: name, problem: 'must be given once, as a plain value' });
    } else {
      result[name as K] = value;
    }
  }
  if (problems.length > 0) {
    const names = problems.map((p) => p.parameter).join(', ');
    throw invalidQuery(`Invalid query parameter(s): ${names}.`, problems);
  }
  return result;
}
