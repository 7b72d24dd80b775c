import { editBaseHeader } from '@plein/api-client';
import type { EditBase } from '@plein/api-client';
import { isGuid } from '@plein/validation';
import type { Request } from 'express';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requirePrincipal } from '../../http/principal';
import type { EditorCall } from './editing';

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

const sessionPattern = /^[\w-]{8,100}$/;

/**
 * The request's edit base (`X-Plein-Edit-Base: <page guid> <version> <session>`), null when it
 * names none; a malformed one is 400 `invalid_edit_base`.
 */
export function readEditBase(req: Request): EditBase | null {
  const header = req.get(editBaseHeader);
  if (header === undefined) return null;
  const [pageGuid, version, session, ...rest] = header.trim().split(/\s+/);
  const number = Number(version);
  if (
    rest.length > 0 ||
    !isGuid(pageGuid) ||
    !Number.isSafeInteger(number) ||
    number < 1 ||
    session === undefined ||
    !sessionPattern.test(session)
  ) {
    throw new ApiError(
      400,
      'invalid_edit_base',
      `${editBaseHeader} must be "<page guid> <version> <session>".`,
    );
  }
  return { pageGuid: pageGuid.toLowerCase(), version: number, session };
}

/**
 * An editor's write: who (as {@link requireEditor}) and what it is based on.
 *
 * @example
 * const page = await pages.update(tenant, editorCall(req), id, input);
 */
export function editorCall(req: Request): EditorCall {
  return { user: requireEditor(req), base: readEditBase(req) };
}
