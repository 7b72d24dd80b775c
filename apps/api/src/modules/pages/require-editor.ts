import type { Request } from 'express';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requirePrincipal } from '../../http/principal';

/**
 * An active admin or content manager of the request's tenant, else 401 `not_signed_in` / 403
 * `forbidden`; checks XSRF on unsafe cookie requests. Whether they may edit a given page is
 * the service's question (canEditPage).
 *
 * @example
 * const editor = requireEditor(req);
 */
export function requireEditor(req: Request): Principal {
  const principal = requirePrincipal(req);
  if (!principal.isAdmin && !principal.isContentManager) {
    throw new ApiError(403, 'forbidden', 'Only content managers and administrators may do this.');
  }
  return principal;
}
