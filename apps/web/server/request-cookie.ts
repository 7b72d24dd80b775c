import type { IncomingHttpHeaders } from 'node:http';
import { cookieOfHeader } from '@plein/api';

/**
 * The value of one cookie in a `Cookie` header, or null. A cookie that appears twice counts as
 * absent, as in the API: a cookie planted for a parent domain cannot shadow the real one.
 *
 * @example
 * requestCookie(req.headers, 'XSRF-TOKEN');
 */
export function requestCookie(headers: IncomingHttpHeaders, name: string): string | null {
  return cookieOfHeader(headers.cookie, name);
}

/**
 * The value a response sets for a cookie (its `Set-Cookie` header), or null. When it is set more
 * than once the last one counts, as in the browser.
 *
 * @example
 * cookieSetBy(res.getHeader('Set-Cookie'), 'XSRF-TOKEN');
 */
export function cookieSetBy(
  setCookie: string | string[] | number | undefined,
  name: string,
): string | null {
  const lines = Array.isArray(setCookie)
    ? setCookie
    : typeof setCookie === 'string'
      ? [setCookie]
      : [];
  let value: string | null = null;
  for (const line of lines) {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    try {
      value = decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      value = null;
    }
  }
  return value;
}
