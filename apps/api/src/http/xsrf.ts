import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  identityCookieName,
  sessionCookieName,
  xsrfCookieName,
  xsrfHeaderName,
} from '@plein/api-client';
import type { NextFunction, Request, Response } from 'express';
import { nanoid } from 'nanoid';
import { cookieOfHeader, identityCookie, setIdentityCookie } from './cookies';
import { ApiError } from './errors';

/** A random part, then (signed in) a dot and its MAC keyed by the session id. */
const tokenPattern = /^[A-Za-z0-9_-]{43}(?:\.[A-Za-z0-9_-]{43})?$/;

const mac = (sessionId: string, nonce: string) =>
  createHmac('sha256', sessionId).update(nonce).digest('base64url');

/**
 * A fresh XSRF token: 32 random bytes, base64url; for a session, followed by `.` and an
 * HMAC-SHA256 of them keyed by the session id (a signed double submit bound to the session,
 * ASVS 3.5.1). The session id is secret (HttpOnly) and random, so a token planted from a sibling
 * domain, or taken from another session, does not pass for this one; no server key is needed.
 */
export function newXsrfToken(sessionId: string | null = null): string {
  // 43 URL-safe characters: 258 random bits, from nanoid's pool of random bytes (one
  // randomFillSync per many tokens; every cached page answer issues one).
  const nonce = nanoid(43);
  return sessionId ? `${nonce}.${mac(sessionId, nonce)}` : nonce;
}

/** True when `token` was made by {@link newXsrfToken} for this session id. */
function isBoundTo(token: string, sessionId: string): boolean {
  const [nonce = '', signature = ''] = token.split('.');
  return equalInConstantTime(signature, mac(sessionId, nonce));
}

function equalInConstantTime(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Issues the `XSRF-TOKEN` cookie (readable by scripts, SameSite=Lax) on every answer to a
 * request that lacks a well-formed one, or whose token is not bound to the session cookie it
 * brings, so the next unsafe call can echo it in `X-XSRF-TOKEN`.
 */
export function xsrfCookieIssuing(req: Request, res: Response, next: NextFunction): void {
  const current = identityCookie(req, xsrfCookieName);
  const sessionId = identityCookie(req, sessionCookieName);
  const usable =
    current !== null &&
    tokenPattern.test(current) &&
    (sessionId === null || isBoundTo(current, sessionId));
  if (!usable) {
    setIdentityCookie(req, res, xsrfCookieName, newXsrfToken(sessionId), { httpOnly: false });
  }
  next();
}

/**
 * {@link xsrfCookieIssuing} for an anonymous request answered outside Express (a page from the
 * HTML cache): the `Set-Cookie` line of a fresh token when the `Cookie` header holds no
 * well-formed one, else null. Same name and attributes as {@link setIdentityCookie}.
 *
 * @example
 * const line = anonymousXsrfCookie(req.headers.cookie, false);
 * if (line) res.setHeader('Set-Cookie', line);
 */
export function anonymousXsrfCookie(
  cookieHeader: string | undefined,
  secure: boolean,
): string | null {
  const name = identityCookieName(xsrfCookieName, secure);
  const current = cookieOfHeader(cookieHeader, name);
  if (current !== null && tokenPattern.test(current)) return null;
  return `${name}=${newXsrfToken()}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The double-submit check: the `X-XSRF-TOKEN` header must equal the `XSRF-TOKEN` cookie
 * (compared in constant time) and, for a call the session authorises (`sessionId`), be bound to
 * that session; else 403 `xsrf_failed`. Login passes no session: it acts for nobody yet.
 */
export function verifyXsrf(req: Request, sessionId: string | null = null): void {
  const cookie = identityCookie(req, xsrfCookieName);
  const header = req.get(xsrfHeaderName);
  if (
    cookie &&
    header &&
    tokenPattern.test(cookie) &&
    equalInConstantTime(cookie, header) &&
    (sessionId === null || isBoundTo(cookie, sessionId))
  ) {
    return;
  }
  throw new ApiError(
    403,
    'xsrf_failed',
    `The ${xsrfHeaderName} header must equal the ${xsrfCookieName} cookie of this session.`,
  );
}
