import type { Request } from 'express';
import { ApiError } from './errors';

import { isGuid } from '@plein/validation';

export { isGuid };

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
