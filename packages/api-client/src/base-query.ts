import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { callCacheIndex } from './contract/call-key';
import { serverSideCallExecuted } from './hydration';
import type { ApiExtra } from './transport';
import { readXsrfCookie, xsrfHeaderName } from './transport';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * fetchBaseQuery with the transport of the store it runs in: no timeout (spec section 7), the
 * XSRF header on unsafe calls, server-side calls recorded for hydration.
 */
export const pleinBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const { transport } = api.extra as ApiExtra;
  const request = typeof args === 'string' ? { url: args } : args;
  const method = (request.method ?? 'GET').toUpperCase();
  const query = fetchBaseQuery({
    baseUrl: transport.baseUrl,
    fetchFn: transport.fetchFn,
    credentials: 'same-origin',
    prepareHeaders: (headers) => {
      for (const [name, value] of Object.entries(transport.headers ?? {})) headers.set(name, value);
      const accessToken = transport.accessToken?.();
      if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
      if (!safeMethods.has(method) && typeof document !== 'undefined') {
        const token = readXsrfCookie(document.cookie);
        if (token) headers.set(xsrfHeaderName, token);
      }
      return headers;
    },
  });
  const result = await query(request, api, extraOptions);
  if (transport.side === 'server' && !result.error) {
    const search = new URLSearchParams(request.params as Record<string, string> | undefined);
    const url = search.size ? `${request.url}?${search.toString()}` : request.url;
    api.dispatch(serverSideCallExecuted(callCacheIndex(transport.host, { method, url }, 'public')));
  }
  return result;
};
