import { xsrfCookieName } from './contract/cookies';

/**
 * How the api slice reaches the API. The store carries it as the thunk extra argument, so one
 * module-level api slice serves every per-request store on the server and the one in the browser.
 */
export interface ApiTransport {
  /** Origin the API answers on; '' in the browser (same origin). */
  baseUrl: string;
  /** A fetch implementation; the server passes one that keeps the visitor's Host header. */
  fetchFn?: typeof fetch;
  /** Headers sent with every call, e.g. the visitor's cookie and correlation id on the server. */
  headers?: Record<string, string>;
  /** The visitor's host (for call cache indexes). */
  host: string;
  /**
   * A front end on another origin than the platform: the bearer token of the signed-in visitor
   * (`POST /api/auth/token`, renewed with `GET /api/auth/token`), read before every call and
   * sent as `Authorization: Bearer …`; nothing when it gives null. The platform's own app signs
   * in with its session cookie instead.
   */
  accessToken?: () => string | null;
  /** Where the calls run: server-side calls are recorded for hydration. */
  side: 'server' | 'browser';
}

/** The thunk extra argument of a Plein store. */
export interface ApiExtra {
  transport: ApiTransport;
}

/** Name of the header of the XSRF double-submit (spec section 7); the cookie is `xsrfCookieName`. */
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/**
 * The name an identity cookie (the session, the XSRF token) has on a site served over HTTPS:
 * `__Host-` makes the browser keep it only when it is Secure, has no Domain and Path=/, so a
 * sibling subdomain or a plain-HTTP page cannot plant or overwrite it (ASVS 3.4.4).
 *
 * @example
 * identityCookieName(xsrfCookieName, true); // '__Host-XSRF-TOKEN'
 */
export function identityCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/**
 * The XSRF token in a `document.cookie` string: the `__Host-` cookie of an HTTPS site, else the
 * plain one (served over HTTP).
 */
export function readXsrfCookie(cookieHeader: string): string | null {
  return (
    readCookie(cookieHeader, identityCookieName(xsrfCookieName, true)) ??
    readCookie(cookieHeader, xsrfCookieName)
  );
}

/** Header that carries the client's correlation id. */
export const correlationIdHeader = 'X-Correlation-Id';

/**
 * Reads a cookie from a `document.cookie` style string (or a `Cookie` header). A value that does
 * not percent-decode (damaged, or planted) counts as absent: a cookie must never fail a page.
 *
 * @example
 * readCookie('a=1; XSRF-TOKEN=abc', 'XSRF-TOKEN'); // 'abc'
 * readCookie('plein-lang=%%%x', 'plein-lang'); // null
 */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
