import { randomBytes, timingSafeEqual } from 'node:crypto';
import { xsrfCookieName, xsrfHeaderName } from '@plein/api-client';
import type { NextFunction, Request, Response } from 'express';
import { requestCookie, setIdentityCookie } from './cookies';
import { ApiError } from './errors';

const tokenPattern = /^[A-Za-z0-9_-]{32,128}$/;

/** A fresh XSRF token: 32 random bytes, base64url. */
export function newXsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Issues the `XSRF-TOKEN` cookie (readable by scripts, SameSite=Lax) on every answer to a
 * request that lacks a well-formed one, so the next unsafe call can echo it in `X-XSRF-TOKEN`.
 */
export function xsrfCookieIssuing(req: Request, res: Response, next: NextFunction): void {
  const current = requestCookie(req, xsrfCookieName);
  if (current === null || !tokenPattern.test(current)) {
    setIdentityCookie(req, res, xsrfCookieName, newXsrfToken(), { httpOnly: false });
  }
  next();
}

/**
 * The double-submit check: the `X-XSRF-TOKEN` header must equal the `XSRF-TOKEN` cookie
 * (compared in constant time), else 403 `xsrf_failed`.
 */
export function verifyXsrf(req: Request): void {
  const cookie = requestCookie(req, xsrfCookieName);
  const header = req.get(xsrfHeaderName);
  if (cookie && header && tokenPattern.test(cookie)) {
    const a = Buffer.from(cookie);
    const b = Buffer.from(header);
    if (a.length === b.length && timingSafeEqual(a, b)) return;
  }
  throw new ApiError(
    403,
    'xsrf_failed',
    `The ${xsrfHeaderName} header must equal the ${xsrfCookieName} cookie.`,
  );
}
