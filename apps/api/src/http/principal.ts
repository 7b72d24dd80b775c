import type { IncomingMessage } from 'node:http';
import { sessionCookieName } from '@plein/api-client';
import type { Request } from 'express';
import { ApiError } from './errors';
import { markPrivate } from './private-answers';
import { identityCookie } from './cookies';
import { verifyXsrf } from './xsrf';

/** Who is calling: an account with its membership of the request's tenant. */
export interface Principal {
  accountId: number;
  email: string;
  membershipId: number;
  /** The membership guid (the user's id on this tenant). */
  userGuid: string;
  isAdmin: boolean;
  isMett: boolean;
  isDeveloper: boolean;
  isContentManager: boolean;
  isActive: boolean;
  /** Guids of the user's roles on this tenant. */
  roleIds: string[];
  /** How the request proved it: the session cookie or a bearer access token. */
  via: 'session' | 'bearer';
  /** The session behind the request (also for a bearer token, which belongs to one). */
  sessionId: number;
}

const principals = new WeakMap<IncomingMessage, Principal | null>();
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Stores the principal the authentication middleware found (null: anonymous). */
export function setPrincipal(req: IncomingMessage, principal: Principal | null): void {
  principals.set(req, principal);
}

/**
 * The caller of a request, or null when anonymous. On an unsafe request (POST, PUT, DELETE, ...)
 * authorised by the session cookie, the `X-XSRF-TOKEN` header must equal the `XSRF-TOKEN`
 * cookie, else this throws 403 `xsrf_failed`: every route that acts for a cookie session is
 * protected just by asking who is calling. Bearer-token requests are exempt.
 *
 * @example
 * const principal = getPrincipal(req); // null for visitors
 */
export function getPrincipal(req: Request): Principal | null {
  const principal = principals.get(req) ?? null;
  if (principal?.via === 'session' && !safeMethods.has(req.method)) {
    verifyXsrf(req, identityCookie(req, sessionCookieName));
  }
  return principal;
}

/**
 * Who sent a request, without the XSRF check of {@link getPrincipal}: only for decisions that
 * do nothing on the caller's behalf (a beacon cannot carry the XSRF header; the statistics only
 * decide whether to count a signed-in staff member).
 */
export function peekPrincipal(req: IncomingMessage): Principal | null {
  return principals.get(req) ?? null;
}

/** Options of {@link requirePrincipal}. */
export interface RequirePrincipalOptions {
  /** Let a deactivated user through (their own profile, logout). Default false. */
  allowInactive?: boolean;
}

/**
 * The caller, or 401 `not_signed_in`; a deactivated user gets 403 `account_inactive` unless
 * `allowInactive`. Checks XSRF like {@link getPrincipal}, and marks the answer private
 * (`Cache-Control: private, no-store`).
 *
 * @example
 * const { membershipId } = requirePrincipal(req);
 */
export function requirePrincipal(req: Request, options: RequirePrincipalOptions = {}): Principal {
  // A route that needs a caller never has a public answer, not even its 401 to a visitor.
  if (req.res) markPrivate(req.res);
  const principal = getPrincipal(req);
  if (!principal) throw new ApiError(401, 'not_signed_in', 'Sign in first.');
  if (!principal.isActive && !options.allowInactive) {
    throw new ApiError(403, 'account_inactive', 'This account has been deactivated.');
  }
  return principal;
}

/**
 * An active admin of the request's tenant, or 401 `not_signed_in` / 403 `forbidden`.
 *
 * @example
 * router.get('/admin/users', (req, res) => { requireAdmin(req); ... });
 */
export function requireAdmin(req: Request): Principal {
  const principal = requirePrincipal(req);
  if (!principal.isAdmin) throw new ApiError(403, 'forbidden', 'Only administrators may do this.');
  return principal;
}
