import { hash } from 'ohash';

/** The description of one API call, the part of a request that decides its answer. */
export interface CallDescription {
  method: string;
  /** Path and query as sent, e.g. `/api/pages/abc?x=1`. */
  url: string;
}

/** Anonymous answers are cached as the public variant, signed-in answers as the non-public one. */
export type CallVariant = 'public' | 'private';

/**
 * The cache index of a call: the host name without port, a colon, and a hash of the call
 * description and variant (spec sections 7 and 9). The API's response cache and
 * `DELETE /cache_invalidate` use the same index.
 *
 * @example
 * callCacheIndex('localhost', { method: 'GET', url: '/api/pages/abc' }, 'public');
 * // 'localhost:3kq1...'
 */
export function callCacheIndex(host: string, call: CallDescription, variant: CallVariant): string {
  const hostName = hostWithoutPort(host);
  return `${hostName}:${hash({ method: call.method.toUpperCase(), url: call.url, variant })}`;
}

/**
 * Lower-cases a Host header value and strips its port (IPv6 literals keep their brackets).
 *
 * @example
 * hostWithoutPort('LocalHost:3000'); // 'localhost'
 * hostWithoutPort('[::1]:3000'); // '[::1]'
 */
export function hostWithoutPort(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) {
    const end = lower.indexOf(']');
    return end === -1 ? lower : lower.slice(0, end + 1);
  }
  const colon = lower.indexOf(':');
  return colon === -1 ? lower : lower.slice(0, colon);
}
