import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { cacheApi, cacheIndexesOf } from './cache-api';
import { pleinApi } from './plein-api';
import type { ApiTransport } from './transport';

describe('cache invalidation (spec section 7)', () => {
  it('names a call by host without port and a hash, once public and once not', () => {
    const call = { method: 'GET', url: '/api/pages/abc' };
    const [open, signedIn] = cacheIndexesOf('Www.Example.org:8443', call);
    expect(open).toMatch(/^www\.example\.org:\w+$/);
    expect(signedIn).toMatch(/^www\.example\.org:\w+$/);
    expect(open).not.toBe(signedIn);
    expect(cacheIndexesOf('www.example.org', call)).toEqual([open, signedIn]);
  });

  it('sends DELETE /cache_invalidate with the index as its JSON body', async () => {
    const seen: Request[] = [];
    const transport: ApiTransport = {
      baseUrl: 'http://api.test',
      host: 'localhost',
      side: 'browser',
      fetchFn: (input) => {
        seen.push(input as Request);
        return Promise.resolve(
          new Response('{"removed":1}', { headers: { 'content-type': 'application/json' } }),
        );
      },
    };
    const store = configureStore({
      reducer: { [pleinApi.reducerPath]: pleinApi.reducer },
      middleware: (d) => d({ thunk: { extraArgument: { transport } } }).concat(pleinApi.middleware),
    });
    const [index] = cacheIndexesOf('localhost', { method: 'GET', url: '/api/menus:withName' });
    const answer = await store.dispatch(
      cacheApi.endpoints.invalidateCachedCall.initiate({ index }),
    );
    expect(answer.data).toEqual({ removed: 1 });
    expect(seen[0]?.method).toBe('DELETE');
    expect(seen[0]?.url).toBe('http://api.test/cache_invalidate');
    expect(await seen[0]!.json()).toEqual({ index });
  });
});
