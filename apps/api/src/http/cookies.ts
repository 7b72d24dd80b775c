import type { Request, Response } from 'express';

/**
 * The value of one cookie of a request, or null. Reads the raw `Cookie` header (no cookie
 * parser middleware); a cookie that appears twice counts as absent, so a cookie planted for a
 * parent domain cannot shadow the real one unnoticed.
 *
 * @example
 * const session = requestCookie(req, sessionCookieName);
 */
export function requestCookie(req: Request, name: string): string | null {
  return cookieOfHeader(req.headers.cookie, name);
}

/**
 * {@link requestCookie} over a raw `Cookie` header: the one rule, also used by the web server.
 *
 * @example
 * cookieOfHeader('a=1; XSRF-TOKEN=abc', 'XSRF-TOKEN'); // 'abc'
 */
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

/** Options of {@link setIdentityCookie}. */
export interface IdentityCookieOptions {
  /** HttpOnly (the session) or readable by scripts (the XSRF token). */
  httpOnly: boolean;
}

/**
 * Sets a session-only cookie on the whole site: SameSite=Lax, Path=/, Secure when the request
 * came over https (directly, or through a trusted proxy's `X-Forwarded-Proto`).
 */
export function setIdentityCookie(
  req: Request,
  res: Response,
  name: string,
  value: string,
  options: IdentityCookieOptions,
): void {
  res.cookie(name, value, {
    httpOnly: options.httpOnly,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
  });
}

/** Removes a cookie set by {@link setIdentityCookie}. */
export function clearIdentityCookie(req: Request, res: Response, name: string): void {
  res.clearCookie(name, { sameSite: 'lax', secure: req.secure, path: '/' });
}
