import { callCacheIndex } from './contract/call-key';
import type { CallDescription } from './contract/call-key';
import type { CacheInvalidateRequest, CacheInvalidateResponse } from './contract/cache';
import { pleinApi } from './plein-api';

/**
 * The two cache indexes of a call (spec section 7): its public variant and its non-public one,
 * each the host name without port and a hash of the call description.
 *
 * @example
 * cacheIndexesOf('www.example.org:443', { method: 'GET', url: '/api/pages/abc' });
 * // ['www.example.org:…', 'www.example.org:…']
 */
export function cacheIndexesOf(host: string, call: CallDescription): [string, string] {
  return [callCacheIndex(host, call, 'public'), callCacheIndex(host, call, 'private')];
}

/**
 * `DELETE /cache_invalidate` (spec section 7), for front ends that keep answers in caches of their
 * own and for operators: the Plein API already drops its own cached answers and pages on every
 * write, so its web app does not send it (decision 0013). Only an administrator of the tenant, or
 * the operator's token, may call it. Send it once per index of {@link cacheIndexesOf}.
 */
export const cacheApi = pleinApi.injectEndpoints({
  endpoints: (build) => ({
    invalidateCachedCall: build.mutation<CacheInvalidateResponse, CacheInvalidateRequest>({
      query: (body) => ({ url: '/cache_invalidate', method: 'DELETE', body }),
    }),
  }),
});

export const { useInvalidateCachedCallMutation } = cacheApi;
