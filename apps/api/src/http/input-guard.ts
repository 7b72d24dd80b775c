import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './errors';
import { findInputProblem, maxInputDepth } from './input-shape';
import type { InputProblem } from './input-shape';

/** 400 `invalid_path` for a path whose percent-escapes do not decode to text. */
export function invalidPath(): ApiError {
  return new ApiError(400, 'invalid_path', 'The path holds a percent-escape that does not decode.');
}

function refusal(problem: InputProblem, where: 'path' | 'query' | 'body'): ApiError {
  switch (problem.kind) {
    case 'nul':
      return new ApiError(
        400,
        'invalid_characters',
        `The ${where} holds a NUL character, which no value may contain.`,
        { where },
      );
    case 'too_deep':
      return new ApiError(
        400,
        'json_too_deep',
        `The ${where} nests arrays and objects more than ${maxInputDepth} levels deep.`,
        { where, maxDepth: maxInputDepth },
      );
    case 'prototype_key':
      return new ApiError(
        400,
        where === 'body' ? 'invalid_body' : 'invalid_query',
        `The key ${problem.key} is not allowed.`,
        { where, key: problem.key },
      );
  }
}

/**
 * Refuses a decoded value the way {@link inputGuard} refuses bodies and queries: for JSON a route
 * parses itself (a query parameter holding JSON).
 *
 * @example
 * assertSafeInput(JSON.parse(raw.filter), 'query');
 */
export function assertSafeInput(value: unknown, where: 'query' | 'body'): void {
  const problem = findInputProblem(value);
  if (problem) throw refusal(problem, where);
}

/** The request path decoded as the router decodes parameters, or 400 `invalid_path`. */
function decodedPath(req: Request): string {
  const raw = req.originalUrl.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    throw invalidPath();
  }
}

/**
 * Every JSON body passes through `req.body`: the parsers are mounted per route (each with its own
 * size limit), so an accessor there is the one place that sees all of them right after parsing.
 * A refusal thrown from the setter is forwarded by the parser as the request's error.
 */
function checkBodyOnArrival(req: Request): void {
  let body: unknown = req.body;
  Object.defineProperty(req, 'body', {
    configurable: true,
    enumerable: true,
    get: () => body,
    set(value: unknown) {
      assertSafeInput(value, 'body');
      body = value;
    },
  });
}

/**
 * The API's boundary check of decoded input, before any route runs: a path that does not decode
 * is 400 `invalid_path`; a NUL character in the path (hence in any route parameter), in a query
 * name or value, or in any string or key of a JSON body is 400 `invalid_characters` (PostgreSQL
 * refuses NUL in text); a JSON body nested deeper than 64 levels is 400 `json_too_deep`, and
 * `__proto__`/`prototype` keys are 400 `invalid_body` (`invalid_query` in a query).
 *
 * @example
 * app.use(['/api', '/a', '/cache_invalidate'], inputGuard);
 */
export function inputGuard(req: Request, _res: Response, next: NextFunction): void {
  if (decodedPath(req).includes('\u0000')) throw refusal({ kind: 'nul' }, 'path');
  assertSafeInput(req.query, 'query');
  checkBodyOnArrival(req);
  next();
}
