import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrateState, pleinApi } from '@plein/api-client';
import type { ApiTransport, ApplicationUser, PlatformSettingValue } from '@plein/api-client';
import { accessTokenReceived, loggedOut } from './access/access-slice';
import { userLoaded } from './user/user-slice';
import { notFoundRaised } from './ui/ui-slice';
import { consentGiven } from './consent/consent-slice';
import { dehydrate, makeStore } from './make-store';

const settings: PlatformSettingValue[] = [{ key: 'platformName', value: 'Plein Demo' }];
let server: Server;
let baseUrl: string;
const requests: { url: string; host: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', host: req.headers.host });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(settings));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const transport = (side: ApiTransport['side']): ApiTransport => ({
  baseUrl,
  host: 'localhost:3000',
  side,
});

describe('the call cache (spec section 3)', () => {
  it('is RTK Query’s cache: a call in flight is pending there, its answer kept under its call', async () => {
    const store = makeStore({ transport: transport('browser') });
    expect(Object.keys(store.getState().callCache)).toEqual(['executedServerSideCalls']);
    const call = store.dispatch(
      pleinApi.endpoints.getPlatformSettingValues.initiate({ keys: ['platformName'] }),
    );
    const entry = () =>
      pleinApi.endpoints.getPlatformSettingValues.select({ keys: ['platformName'] })(
        store.getState(),
      );
    expect(entry().status).toBe('pending');
    await call;
    expect(entry()).toMatchObject({ status: 'fulfilled', data: settings });
    call.unsubscribe();
  });
});

describe('makeStore', () => {
  it('records server-side calls and lets a browser store reuse them without fetching again', async () => {
    const serverStore = makeStore({ transport: transport('server') });
    const result = await serverStore.dispatch(
      pleinApi.endpoints.getPlatformSettingValues.initiate({ keys: ['platformName'] }),
    );
    expect(result.data).toEqual(settings);
    const keys = Object.keys(serverStore.getState().callCache.executedServerSideCalls);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^localhost:/);

    const state = JSON.parse(JSON.stringify(dehydrate(serverStore.getState()))) as Record<
      string,
      unknown
    >;
    const before = requests.length;
    const browserStore = makeStore({ transport: transport('browser') });
    browserStore.dispatch(hydrateState(state));
    const again = await browserStore.dispatch(
      pleinApi.endpoints.getPlatformSettingValues.initiate({ keys: ['platformName'] }),
    );
    expect(again.data).toEqual(settings);
    expect(requests.length).toBe(before);
    expect(browserStore.getState().callCache.executedServerSideCalls).toEqual(
      serverStore.getState().callCache.executedServerSideCalls,
    );
  });

  it('does not record calls made in the browser', async () => {
    const store = makeStore({ transport: transport('browser') });
    await store.dispatch(pleinApi.endpoints.getPlatformSettingValues.initiate({}));
    expect(store.getState().callCache.executedServerSideCalls).toEqual({});
  });

  it('keeps each store separate (one per request)', async () => {
    const a = makeStore({ transport: transport('server') });
    const b = makeStore({ transport: transport('server') });
    await a.dispatch(pleinApi.endpoints.getPlatformSettingValues.initiate({}));
    expect(Object.keys(b.getState().callCache.executedServerSideCalls)).toHaveLength(0);
  });
});

const ada: ApplicationUser = {
  guid: 'ada',
  email: 'ada@example.org',
  firstName: 'Ada',
  middleName: '',
  lastName: 'Lovelace',
  properties: [{ key: 'notificationClose', value: '10' }],
  isAdmin: false,
  isMett: false,
  isDeveloper: false,
  isContentManager: false,
  isActive: true,
  roleIds: [],
  termsOfUseVersionAccepted: 1,
  emailVerified: true,
};

describe('slices', () => {
  it('logout clears the token, its date and flag, and empties the user', () => {
    const store = makeStore({ transport: transport('browser') });
    store.dispatch(accessTokenReceived({ accessToken: 't', receivedAt: '2026-11-21T10:00:00Z' }));
    store.dispatch(userLoaded({ user: ada, status: 200 }));
    expect(store.getState().access.accessTokenSet).toBe(true);
    store.dispatch(loggedOut());
    expect(store.getState().access).toEqual({
      accessTokenSet: false,
      accessToken: null,
      accessTokenDate: null,
    });
    expect(store.getState().user.applicationUser).toBeNull();
  });

  it('error status becomes 404 on a not-found and resets to 200 when the user changes', () => {
    const store = makeStore({ transport: transport('browser') });
    expect(store.getState().ui.errorStatus).toBe(200);
    store.dispatch(notFoundRaised());
    expect(store.getState().ui.errorStatus).toBe(404);
    store.dispatch(userLoaded({ user: null, status: 200 }));
    expect(store.getState().ui.errorStatus).toBe(200);
  });

  it('consent defaults to required and analytical and always keeps required', () => {
    const store = makeStore({ transport: transport('browser') });
    expect(store.getState().consent).toEqual({
      categories: ['required', 'analytical'],
      date: null,
    });
    store.dispatch(consentGiven({ categories: ['video'], date: '2026-11-21' }));
    expect(store.getState().consent.categories).toEqual(['required', 'video']);
  });

  it('the terms-of-use version starts at 1', () => {
    expect(makeStore({ transport: transport('browser') }).getState().user.termsOfUseVersion).toBe(
      1,
    );
  });
});
