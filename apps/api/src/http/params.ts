import type { Request } from 'express';
import { ApiError } from './errors';

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a guid (any case). */
export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && guidPattern.test(value);
}

/**
 * A guid path parameter in lower case, or 400 `invalid_id`.
 *
 * @example
 * const guid = parseGuidParam(req); // req.params.guid
 */
export function parseGuidParam(req: Request, name = 'guid'): string {
  const value = req.params[name];
  if (!isGuid(value)) {
    throw new ApiError(400, 'invalid_id', `${name} must be a guid.`, { parameter: name });
  }
  return value.toLowerCase();
}
