import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi, testUser } from '../test-support/fake-api';
import { acceptInvitation } from './accept-invitation';
import {
  loadApplicationUser,
  loadTermsOfUseVersion,
  userLoadErrorMessage,
} from './load-application-user';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('loading the application user', () => {
  it('has loading status null while loading, then 200 with the user', async () => {
    const user = testUser();
    api.answer('GET /api/profiles:loggedIn', { status: 200, body: user });
    const store = api.store();
    const seen: (number | null)[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().user.loadingStatus));
    await expect(loadApplicationUser(store.dispatch)).resolves.toEqual(user);
    unsubscribe();
    expect(seen[0]).toBeNull();
    expect(store.getState().user).toMatchObject({ applicationUser: user, loadingStatus: 200 });
  });

  it('treats 401 as a visitor: no user, loading status 401, no error', async () => {
    api.answer('GET /api/profiles:loggedIn', {
      status: 401,
      body: { error: { code: 'not_signed_in', message: 'Sign in.' } },
    });
    const store = api.store();
    await expect(loadApplicationUser(store.dispatch)).resolves.toBeNull();
    expect(store.getState().user).toMatchObject({ applicationUser: null, loadingStatus: 401 });
  });

  it("sets loading status 500 and throws 'Could not load application user' on a failure", async () => {
    api.answer('GET /api/profiles:loggedIn', { status: 503, body: { error: { code: 'x' } } });
    const store = api.store();
    await expect(loadApplicationUser(store.dispatch)).rejects.toThrow(userLoadErrorMessage);
    expect(userLoadErrorMessage).toBe('Could not load application user');
    expect(store.getState().user.loadingStatus).toBe(500);

    const unreachable = api.unreachableStore();
    await expect(loadApplicationUser(unreachable.dispatch)).rejects.toThrow(userLoadErrorMessage);
    expect(unreachable.getState().user.loadingStatus).toBe(500);
  });

  it('stores the current terms-of-use version', async () => {
    api.answer('GET /api/termsofuse', {
      status: 200,
      body: { currentVersion: 3, acceptedVersion: 1 },
    });
    const store = api.store();
    await loadTermsOfUseVersion(store.dispatch);
    expect(store.getState().user.termsOfUseVersion).toBe(3);
  });
});

describe('accepting an invitation', () => {
  it('is accepted on success, weakPassword for a password too easy to guess and failed on any other failure', async () => {
    api.answer('POST /api/userinvitation:accept', { status: 200, body: { success: true } });
    expect(await acceptInvitation(api.store().dispatch, { code: 'abc', password: 'x' })).toBe(
      'accepted',
    );
    expect(JSON.parse(api.requests.at(-1)!.body)).toEqual({ code: 'abc', password: 'x' });

    api.answer('POST /api/userinvitation:accept', {
      status: 400,
      body: { error: { code: 'weak_password', message: 'Too easy to guess.' } },
    });
    expect(await acceptInvitation(api.store().dispatch, { code: 'abc', password: 'x' })).toBe(
      'weakPassword',
    );

    api.answer('POST /api/userinvitation:accept', { status: 200, body: { success: false } });
    expect(await acceptInvitation(api.store().dispatch, { code: 'abc' })).toBe('failed');
    api.answer('POST /api/userinvitation:accept', {
      status: 400,
      body: { error: { code: 'invalid_code' } },
    });
    expect(await acceptInvitation(api.store().dispatch, { code: 'abc' })).toBe('failed');
    expect(await acceptInvitation(api.unreachableStore().dispatch, { code: 'abc' })).toBe('failed');
  });
});
