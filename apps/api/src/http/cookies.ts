import { identityCookieName } from '@plein/api-client';
import type { Request, Response } from 'express';

/**
 * The value of one cookie of a request, or null. Reads the raw `Cookie` header (no cookie
 * parser middleware); a cookie that appears twice counts as absent, so a cookie planted for a
 * parent domain cannot shadow the real one unnoticed.
 *
 * @example
 * const session = requestCookie(req, sessionCookieName);
 */
function requestCookie(req: Request, name: string): string | null {
  return cookieOfHeader(req.headers.cookie, name);
}

/** {@link requestCookie} over a raw `Cookie` header. */
export function cookieOfHeader(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let found: string | null = null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    if (found !== null) return null;
    try {
      found = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return found;
}

/**
 * An identity cookie (session, XSRF token) of a request, by its base name. Over HTTPS only the
 * `__Host-` cookie counts (a plain one may have been planted from a sibling subdomain); over
 * HTTP the `__Host-` one still wins when present: the web server's own loopback calls pass the
 * browser's cookies of an HTTPS page on.
 *
 * @example
 * const session = identityCookie(req, sessionCookieName);
 */
export function identityCookie(req: Request, name: string): string | null {
  const hostOnly = requestCookie(req, identityCookieName(name, true));
  if (hostOnly !== null || req.secure) return hostOnly;
  return requestCookie(req, name);
}

/** Options of {@link setIdentityCookie}. */
export interface IdentityCookieOptions {
  /** HttpOnly (the session) or readable by scripts (the XSRF token). */
  httpOnly: boolean;
}

/**
 * Sets a session-only cookie on the whole site: SameSite=Lax, Path=/; when the request came over
 * https (directly, or through a trusted proxy's `X-Forwarded-Proto`) Secure and named with the
 * `__Host-` prefix ({@link identityCookieName}).
 */
export function setIdentityCookie(
  req: Request,
  res: Response,
  name: string,
  value: string,
  options: IdentityCookieOptions,
): void {
  res.cookie(identityCookieName(name, req.secure), value, {
    httpOnly: options.httpOnly,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
  });
}

/** Removes a cookie set by {@link setIdentityCookie}. */
export function clearIdentityCookie(req: Request, res: Response, name: string): void {
  res.clearCookie(identityCookieName(name, req.secure), {
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
  });
}
