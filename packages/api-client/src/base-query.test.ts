// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pleinApi } from './plein-api';
import { storeWith } from './test-store';
import { identityCookieName, readCookie, readXsrfCookie } from './transport';

describe('pleinBaseQuery', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends the settings query with keys and includeAll', async () => {
    const seen: Request[] = [];
    const store = storeWith((input) => {
      seen.push(input as Request);
      return Promise.resolve(
        new Response('[]', { headers: { 'content-type': 'application/json' } }),
      );
    });
    await store.dispatch(
      pleinApi.endpoints.getPlatformSettingValues.initiate({
        keys: ['platformName', 'colorScheme'],
        includeAll: true,
      }),
    );
    expect(seen[0]?.url).toBe(
      'http://api.test/api/platformsettingvalues?keys=platformName%2CcolorScheme&includeAll=true',
    );
  });

  it('sends the bearer token the transport gives at the time of each call', async () => {
    const seen: Request[] = [];
    let token: string | null = null;
    const store = storeWith(
      (input) => {
        seen.push(input as Request);
        return Promise.resolve(
          new Response('[]', { headers: { 'content-type': 'application/json' } }),
        );
      },
      { accessToken: () => token },
    );
    await store.dispatch(pleinApi.endpoints.getPlatformSettingValues.initiate({}));
    token = 'token-2';
    await store.dispatch(
      pleinApi.endpoints.getPlatformSettingValues.initiate({ includeAll: true }),
    );
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
      null,
      'Bearer token-2',
    ]);
  });

  it('sends no query string when the settings query has no parameters', async () => {
    const seen: Request[] = [];
    const store = storeWith((input) => {
      seen.push(input as Request);
      return Promise.resolve(
        new Response('[]', { headers: { 'content-type': 'application/json' } }),
      );
    });
    await store.dispatch(pleinApi.endpoints.getPlatformSettingValues.initiate({}));
    expect(seen[0]?.url).toBe('http://api.test/api/platformsettingvalues');
  });

  it('reports API errors with their status and structured body', async () => {
    const body = { error: { code: 'page_not_found', message: 'No such page' } };
    const store = storeWith(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const result = await store.dispatch(pleinApi.endpoints.getPage.initiate('x'));
    expect(result.error).toMatchObject({ status: 404, data: body });
  });
});

describe('editing calls', () => {
  const ok = (seen: Request[], body = '{}') =>
    storeWith((input) => {
      seen.push(input as Request);
      return Promise.resolve(
        new Response(body, { status: 201, headers: { 'content-type': 'application/json' } }),
      );
    });

  it('names the pages query parameters as spec section 7 does', async () => {
    const seen: Request[] = [];
    await ok(seen, '[]').dispatch(
      pleinApi.endpoints.getPages.initiate({
        includeBbis: true,
        filterBbisByBuildingBlocks: ['list', 'list-widget'],
      }),
    );
    expect(seen[0]?.url).toBe(
      'http://api.test/api/pages?IncludeBbis=true&FilterBbisByBuildingBlocks=list%2Clist-widget',
    );
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=ab%3Dc; b=2', 'XSRF-TOKEN')).toBe('ab=c');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
  });

  it('reads a value that does not percent-decode as absent instead of failing', () => {
    expect(readCookie('plein-consent=%E0%A4%A; b=2', 'plein-consent')).toBeNull();
    expect(readCookie('plein-lang=%%%x', 'plein-lang')).toBeNull();
    expect(readXsrfCookie('XSRF-TOKEN=%')).toBeNull();
  });
});

describe('readXsrfCookie', () => {
  it('prefers the __Host- cookie of an HTTPS site and falls back to the plain one', () => {
    expect(identityCookieName('XSRF-TOKEN', true)).toBe('__Host-XSRF-TOKEN');
    expect(identityCookieName('XSRF-TOKEN', false)).toBe('XSRF-TOKEN');
    expect(readXsrfCookie('XSRF-TOKEN=planted; __Host-XSRF-TOKEN=real')).toBe('real');
    expect(readXsrfCookie('XSRF-TOKEN=plain')).toBe('plain');
    expect(readXsrfCookie('other=1')).toBeNull();
  });
});
