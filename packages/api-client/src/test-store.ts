import { configureStore } from '@reduxjs/toolkit';
import { pleinApi } from './plein-api';
import type { ApiTransport } from './transport';

/**
 * For tests: a store with the API whose calls go to `fetchFn`, as a browser on `localhost`
 * would make them.
 */
export function storeWith(fetchFn: typeof fetch, extra: Partial<ApiTransport> = {}) {
  const transport: ApiTransport = {
    baseUrl: 'http://api.test',
    host: 'localhost',
    side: 'browser',
    fetchFn,
    ...extra,
  };
  return configureStore({
    reducer: { [pleinApi.reducerPath]: pleinApi.reducer },
    middleware: (d) => d({ thunk: { extraArgument: { transport } } }).concat(pleinApi.middleware),
  });
}
