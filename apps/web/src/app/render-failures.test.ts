import { describe, expect, it } from 'vitest';
import { pleinApi } from '@plein/api-client';
import { makeStore } from '@plein/state-store';
import { renderedWithoutFailures, renderFailureStatus } from './render-failures';

function storeAnswering(status: number) {
  return makeStore({
    transport: {
      baseUrl: 'http://api.test',
      host: 'localhost',
      side: 'server',
      fetchFn: () =>
        Promise.resolve(
          new Response(status === 200 ? '[]' : '{"error":{"code":"x","message":"x"}}', {
            status,
            headers: { 'content-type': 'application/json' },
          }),
        ),
    },
  });
}

describe('renderedWithoutFailures', () => {
  it.each([200, 401, 403, 404])('counts an answer of %i as answered', async (status) => {
    const store = storeAnswering(status);
    await store.dispatch(pleinApi.endpoints.getPlatformSettingValues.initiate({}));
    expect(renderedWithoutFailures(store.getState())).toBe(true);
  });

  it.each([
    [400, null],
    [500, 500],
    [502, 500],
    [503, 503],
  ])('counts an answer of %i as a failure: the page answers %s', async (status, page) => {
    const store = storeAnswering(status);
    await store.dispatch(pleinApi.endpoints.getPlatformSettingValues.initiate({}));
    expect(renderedWithoutFailures(store.getState())).toBe(false);
    expect(renderFailureStatus(store.getState())).toBe(page);
  });

  it('counts a refused connection as a failure', async () => {
    const store = makeStore({
      transport: {
        baseUrl: 'http://api.test',
        host: 'localhost',
        side: 'server',
        fetchFn: () => Promise.reject(new TypeError('fetch failed')),
      },
    });
    await store.dispatch(pleinApi.endpoints.getPlatformSettingValues.initiate({}));
    expect(renderedWithoutFailures(store.getState())).toBe(false);
    expect(renderFailureStatus(store.getState())).toBe(503);
  });
});
