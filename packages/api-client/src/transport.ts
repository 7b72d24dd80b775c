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
  /** Where the calls run: server-side calls are recorded for hydration. */
  side: 'server' | 'browser';
}

/** The thunk extra argument of a Plein store. */
export interface ApiExtra {
  transport: ApiTransport;
}

/** Name of the cookie and header of the XSRF double-submit (spec section 7). */
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/** Header that carries the client's correlation id. */
export const correlationIdHeader = 'X-Correlation-Id';

/**
 * Reads a cookie from a `document.cookie` style string.
 *
 * @example
 * readCookie('a=1; XSRF-TOKEN=abc', 'XSRF-TOKEN'); // 'abc'
 */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}
