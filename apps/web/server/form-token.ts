import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { identityCookie, xsrfCookieIssuing } from '@plein/api';
import { identityCookieName, xsrfCookieName } from '@plein/api-client';
import { cookieSetBy } from './request-cookie';

/**
 * What an XSRF token may look like: base64url parts, joined by dots. The API owns the exact
 * format (and checks it again when the web server signs in for a form); this only keeps junk out.
 */
const tokenPattern = /^[A-Za-z0-9_.-]{32,256}$/;

/**
 * The XSRF token for the hidden field of a page's forms: the `XSRF-TOKEN` cookie issued with
 * this page when the browser brought none it can use, else the one it brought.
 *
 * The token is masked with fresh random bytes on every render, so the page never holds the same
 * bytes twice: a compressed page that also reflects the visitor's input (BREACH) cannot leak it.
 *
 * @example
 * const formToken = formTokenFor(req, res);
 */
export function formTokenFor(req: Request, res: Response): string | null {
  xsrfCookieIssuing(req, res, () => undefined);
  const token =
    cookieSetBy(res.getHeader('Set-Cookie'), identityCookieName(xsrfCookieName, req.secure)) ??
    identityCookie(req, xsrfCookieName);
  return token !== null && tokenPattern.test(token) ? maskToken(token) : null;
}

/**
 * The XSRF token a posted form carries, unmasked, when it equals the request's `XSRF-TOKEN`
 * cookie (compared in constant time); null when it does not: the post is refused.
 *
 * @example
 * const xsrfToken = postedXsrfToken(req, req.body[formTokenField]);
 * if (!xsrfToken) return refuse();
 */
export function postedXsrfToken(req: Request, posted: unknown): string | null {
  const cookie = identityCookie(req, xsrfCookieName);
  if (cookie === null || !tokenPattern.test(cookie) || typeof posted !== 'string') return null;
  const unmasked = unmaskToken(posted);
  if (unmasked === null) return null;
  const expected = Buffer.from(cookie);
  return unmasked.length === expected.length && timingSafeEqual(unmasked, expected) ? cookie : null;
}

/** base64url(pad ‖ (pad XOR token)), with a fresh random pad. */
export function maskToken(token: string): string {
  const plain = Buffer.from(token);
  const pad = randomBytes(plain.length);
  const masked = Buffer.alloc(plain.length);
  for (let i = 0; i < plain.length; i += 1) masked[i] = plain[i]! ^ pad[i]!;
  return Buffer.concat([pad, masked]).toString('base64url');
}

function unmaskToken(value: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]{1,1024}$/.test(value)) return null;
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length === 0 || bytes.length % 2 !== 0) return null;
  const half = bytes.length / 2;
  const plain = Buffer.alloc(half);
  for (let i = 0; i < half; i += 1) plain[i] = bytes[i]! ^ bytes[half + i]!;
  return plain;
}
