import { describe, expect, it, vi } from 'vitest';
import { pleinApi } from './plein-api';
import { storeWith } from './test-store';
import { statisticsApi } from './statistics-api';

describe('getStatistics', () => {
  it('asks for the range, and again after a sign-out: one user’s figures never serve the next', async () => {
    const seen: string[] = [];
    const store = storeWith((input) => {
      const request = input as Request;
      seen.push(`${request.method} ${request.url}`);
      return Promise.resolve(
        new Response(request.method === 'GET' ? '{"totals":{"pageviews":1,"visitors":0}}' : null, {
          status: request.method === 'GET' ? 200 : 204,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    const subscription = store.dispatch(
      statisticsApi.endpoints.getStatistics.initiate({ from: '2026-11-01', to: '2026-11-30' }),
    );
    await subscription;
    expect(seen).toEqual(['GET http://api.test/api/statistics?from=2026-11-01&to=2026-11-30']);

    await store.dispatch(pleinApi.endpoints.logout.initiate());
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen).toEqual([
      'GET http://api.test/api/statistics?from=2026-11-01&to=2026-11-30',
      'POST http://api.test/api/auth/logout',
      'GET http://api.test/api/statistics?from=2026-11-01&to=2026-11-30',
    ]);
    subscription.unsubscribe();
  });

  it('asks for one page’s report when the query names a path, as a cache entry of its own', async () => {
    const seen: string[] = [];
    const store = storeWith((input) => {
      seen.push((input as Request).url);
      return Promise.resolve(
        new Response('{"path":"/nieuws"}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    const range = { from: '2026-11-01', to: '2026-11-30' };
    await store.dispatch(statisticsApi.endpoints.getStatistics.initiate(range));
    await store.dispatch(
      statisticsApi.endpoints.getStatistics.initiate({ ...range, path: '/nieuws' }),
    );
    expect(seen).toEqual([
      'http://api.test/api/statistics?from=2026-11-01&to=2026-11-30',
      'http://api.test/api/statistics?from=2026-11-01&to=2026-11-30&path=%2Fnieuws',
    ]);
  });
});
