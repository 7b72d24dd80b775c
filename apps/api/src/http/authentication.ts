import { sessionCookieName } from '@plein/api-client';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Tenant } from '../modules/platforms/repository';
import { identityCookie } from './cookies';
import type { Principal } from './principal';
import { setPrincipal } from './principal';
import { requireTenant } from './request-context';

/** Finds the principal behind a session id or bearer token (the auth service does). */
export interface Authenticator {
  authenticate(
    tenant: Tenant,
    credentials: { sessionId: string | null; bearer: string | null },
  ): Promise<Principal | null>;
}

/** The token of an `Authorization: Bearer ...` header, '' for another scheme, null without one. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Sets the request's principal (read it with `getPrincipal`/`requirePrincipal`/`requireAdmin`)
 * from the session cookie, or from a bearer token when an `Authorization` header is sent (the
 * cookie is then ignored). Sessions and tokens belong to one tenant: another tenant's cookie is
 * simply not signed in. Mount after tenant resolution.
 */
export function authentication(authenticator: Authenticator): RequestHandler {
  return async function authenticate(req: Request, _res: Response, next: NextFunction) {
    const { tenant } = requireTenant(req);
    const bearer = bearerToken(req);
    const principal = await authenticator.authenticate(tenant, {
      sessionId: bearer === null ? identityCookie(req, sessionCookieName) : null,
      bearer,
    });
    setPrincipal(req, principal);
    next();
  };
}

const sessionCookiePattern = new RegExp(`(?:^|;)\\s*(?:__Host-)?${sessionCookieName}=`);

/** True when a request carries credentials: a session cookie or an `Authorization` header. */
export function hasCredentials(req: Pick<Request, 'headers'>): boolean {
  return (
    req.headers.authorization !== undefined || sessionCookiePattern.test(req.headers.cookie ?? '')
  );
}
