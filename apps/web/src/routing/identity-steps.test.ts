import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pleinApi } from '@plein/api-client';
import type { InvitationStatus } from '@plein/api-client';
import type { AppStore } from '@plein/state-store';
import { startFakeApi, testUser } from '../test-support/fake-api';
import type { PrefetchContext } from './prefetch';
import { runPrefetch } from './prefetch';
import {
  loadAccountSection,
  loadInvitation,
  loadProfileFieldDefinitions,
  loadTermsVersion,
  loadUser,
} from './identity-steps';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });
const context = (store: AppStore, path: string, params: Record<string, string> = {}) =>
  ({
    store,
    logger: logger(),
    pagePath: path,
    params,
    url: new URL(`http://localhost${path}`),
  }) as unknown as PrefetchContext;

const invitation: InvitationStatus = {
  state: 'Open',
  email: 'nieuw@example.org',
  accountExists: false,
  expiresAt: '2026-12-01T00:00:00.000Z',
  platformName: 'Plein Demo',
};

describe('the shell pre-fetch of the user', () => {
  it('loads the signed-in user and then the current terms version', async () => {
    api.answer('GET /api/profiles:loggedIn', { status: 200, body: testUser() });
    api.answer('GET /api/termsofuse', {
      status: 200,
      body: { currentVersion: 2, acceptedVersion: 1 },
    });
    const store = api.store();
    await runPrefetch([loadUser, loadTermsVersion], context(store, '/'));
    expect(store.getState().user).toMatchObject({ loadingStatus: 200, termsOfUseVersion: 2 });
    expect(store.getState().user.applicationUser?.email).toBe('jan@example.org');
  });

  it('asks nothing more for a visitor', async () => {
    api.answer('GET /api/profiles:loggedIn', {
      status: 401,
      body: { error: { code: 'not_signed_in' } },
    });
    const store = api.store();
    await runPrefetch([loadUser, loadTermsVersion], context(store, '/'));
    expect(api.requests.map((request) => request.url)).toEqual(['/api/profiles:loggedIn']);
  });

  it('logs a failed user load and lets the page render on', async () => {
    api.answer('GET /api/profiles:loggedIn', {
      status: 500,
      body: { error: { code: 'internal_error' } },
    });
    const store = api.store();
    const log = logger();
    await runPrefetch([loadUser], { ...context(store, '/'), logger: log });
    expect(log.error).toHaveBeenCalledWith(
      'Pre-fetch step failed',
      expect.objectContaining({ step: 'user', error: 'Error: Could not load application user' }),
    );
    expect(store.getState().user.loadingStatus).toBe(500);
  });
});

describe('the invitation pre-fetch', () => {
  it('stores the status with loading status 200', async () => {
    api.answer('GET /api/userinvitation:status/abc', { status: 200, body: invitation });
    const store = api.store();
    await loadInvitation(context(store, '/invitation/abc', { code: 'abc' }));
    expect(store.getState().user).toMatchObject({
      invitationStatus: invitation,
      loadingStatus: 200,
    });
  });

  it('sets 500 when loading fails (spec section 8), 404 for an unknown code, and never throws', async () => {
    const store = api.store();
    await expect(
      loadInvitation(context(store, '/invitation/zzz', { code: 'zzz' })),
    ).resolves.toBeUndefined();
    expect(store.getState().user).toMatchObject({ invitationStatus: null, loadingStatus: 404 });

    api.answer('GET /api/userinvitation:status/kapot', {
      status: 503,
      body: { error: { code: 'unavailable', message: 'Database away.' } },
    });
    const failing = api.store();
    await expect(
      loadInvitation(context(failing, '/invitation/kapot', { code: 'kapot' })),
    ).resolves.toBeUndefined();
    expect(failing.getState().user).toMatchObject({ invitationStatus: null, loadingStatus: 500 });

    const unreachable = api.unreachableStore();
    await expect(
      loadInvitation(context(unreachable, '/invitation/abc', { code: 'abc' })),
    ).resolves.toBeUndefined();
    expect(unreachable.getState().user.loadingStatus).toBe(500);
  });
});

describe('the account pre-fetch', () => {
  it('raises not-found for an unknown category', async () => {
    const store = api.store();
    await loadAccountSection(
      context(store, '/account/bestaat-niet', { accountCategory: 'bestaat-niet' }),
    );
    expect(store.getState().ui.errorStatus).toBe(404);
  });

  it('loads the asked page of the activity', async () => {
    api.answer('GET /api/profiles:loggedIn/activity', {
      status: 200,
      body: { items: [], total: 0, page: 2, pageSize: 20 },
    });
    const store = api.store();
    await loadAccountSection({
      ...context(store, '/account/activity', { accountCategory: 'activity' }),
      url: new URL('http://localhost/account/activity?page=2'),
    });
    expect(api.requests.at(-1)?.url).toBe('/api/profiles:loggedIn/activity?page=2&pageSize=20');
    expect(store.getState().ui.errorStatus).toBe(200);
  });

  it('loads the profile field definitions for the sections that show them', async () => {
    const definitions = [{ key: 'phone', category: 'security', builtIn: false }];
    for (const category of ['profile', 'security', 'privacy', 'preferences']) {
      api.reset();
      api.answer('GET /api/profilefielddefinitions', { status: 200, body: definitions });
      const store = api.store();
      await loadAccountSection(
        context(store, `/account/${category}`, { accountCategory: category }),
      );
      const asked = api.requests.some((r) => r.url === '/api/profilefielddefinitions');
      expect(asked, category).toBe(category !== 'preferences');
      if (asked) {
        const cached = pleinApi.endpoints.getProfileFieldDefinitions.select()(store.getState());
        expect(cached.data).toEqual(definitions);
      }
    }
  });
});

describe('the profile fields pre-fetch', () => {
  it('loads the definitions for the admin screen', async () => {
    api.answer('GET /api/profilefielddefinitions', { status: 200, body: [] });
    const store = api.store();
    await loadProfileFieldDefinitions(context(store, '/admin/users/fields'));
    expect(api.requests.map((request) => request.url)).toEqual(['/api/profilefielddefinitions']);
  });
});
