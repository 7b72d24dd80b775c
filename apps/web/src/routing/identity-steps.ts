import { pleinApi } from '@plein/api-client';
import { invitationStatusLoaded, notFoundRaised, userLoadStarted } from '@plein/state-store';
import type { RootState } from '@plein/state-store';
import {
  accountCategories,
  adminUserCategories,
  asCategory,
  pageNumberOf,
} from '../identity/account-categories';
import { errorStatusOf } from '../identity/error-status';
import { loadApplicationUser, loadTermsOfUseVersion } from '../identity/load-application-user';
import { prefetchStep } from './prefetch';

const once = { subscribe: false } as const;

/** Page size of the activity list and the admin's user list. */
export const listPageSize = 20;

/** The signed-in user (a visitor gets none), so signed-in pages render fully on the server. */
export const loadUser = prefetchStep('user', async ({ store }) => {
  await loadApplicationUser(store.dispatch);
});

/** The tenant's current terms-of-use version, for the terms dialog of signed-in users. */
export const loadTermsVersion = prefetchStep('terms-of-use', async ({ store }) => {
  if (store.getState().user.applicationUser) await loadTermsOfUseVersion(store.dispatch);
});

/**
 * The invitation's status (spec section 4: loaded before it is accepted). A failure does not
 * throw: it sets the loading status to the answer's status, or 500 without one (spec section 8).
 */
export const loadInvitation = prefetchStep('invitation', async ({ store, params }) => {
  store.dispatch(userLoadStarted());
  const result = await store.dispatch(
    pleinApi.endpoints.getInvitationStatus.initiate(params.code ?? '', once),
  );
  store.dispatch(
    invitationStatusLoaded(
      result.data
        ? { invitationStatus: result.data, status: 200 }
        : // Failing to load sets 500 (spec section 8); an unknown code keeps its 404, so the
          // screen can say the invitation does not exist (decision 0013).
          { invitationStatus: null, status: errorStatusOf(result.error) === 404 ? 404 : 500 },
    ),
  );
});

/**
 * The HTTP status of the invitation page's server render: 404 when its code is unknown or the
 * invitation expired (the screen says so: there is nothing to accept), as the not-found page
 * answers; else the render's own.
 *
 * @example
 * invitationHttpStatus(store.getState()); // 404 after loadInvitation met an unknown code
 */
export function invitationHttpStatus(state: RootState): number | undefined {
  const { invitationStatus, loadingStatus } = state.user;
  return loadingStatus === 404 || invitationStatus?.state === 'Expired' ? 404 : undefined;
}

/** An account section: an unknown category is the not-found page; activity loads its page. */
export const loadAccountSection = prefetchStep('account', async ({ store, params, url }) => {
  const category = asCategory(accountCategories, params.accountCategory);
  if (!category) {
    store.dispatch(notFoundRaised());
    return;
  }
  if (category === 'activity') {
    const page = pageNumberOf(url.searchParams.get('page'));
    await store.dispatch(
      pleinApi.endpoints.getProfileActivity.initiate({ page, pageSize: listPageSize }, once),
    );
  }
  if (category === 'privacy') {
    await store.dispatch(pleinApi.endpoints.getTermsOfUse.initiate(undefined, once));
  }
  if (category === 'profile' || category === 'privacy' || category === 'security') {
    // The tenant's own fields of the section render on the server too.
    await store.dispatch(pleinApi.endpoints.getProfileFieldDefinitions.initiate(undefined, once));
  }
});

/** The mail waiting in the outbox (no mail server configured), a page from the query string. */
export const loadOutbox = prefetchStep('outbox', async ({ store, url }) => {
  const page = pageNumberOf(url.searchParams.get('page'));
  await store.dispatch(
    pleinApi.endpoints.getOutbox.initiate({ page, pageSize: listPageSize }, once),
  );
});

/** The admin's user list (search and page from the query string), roles and open invitations. */
export const loadAdminUsers = prefetchStep('admin-users', async ({ store, url }) => {
  const search = url.searchParams.get('search')?.trim() ?? '';
  const page = pageNumberOf(url.searchParams.get('page'));
  await store.dispatch(
    pleinApi.endpoints.getAdminUsers.initiate(
      { ...(search ? { search } : {}), page, pageSize: listPageSize },
      once,
    ),
  );
  await store.dispatch(pleinApi.endpoints.getRoles.initiate(undefined, once));
  await store.dispatch(
    pleinApi.endpoints.getInvitations.initiate({ page: 1, pageSize: 100 }, once),
  );
});

/** One user in the admin: an unknown category or user is the not-found page. */
export const loadAdminUser = prefetchStep('admin-user', async ({ store, params, url }) => {
  if (!asCategory(adminUserCategories, params.accountCategory)) {
    store.dispatch(notFoundRaised());
    return;
  }
  const result = await store.dispatch(
    pleinApi.endpoints.getAdminUser.initiate(params.guid ?? '', once),
  );
  const status = errorStatusOf(result.error);
  if (status === 404 || status === 400) {
    store.dispatch(notFoundRaised());
    return;
  }
  if (params.accountCategory === 'activity') {
    const page = pageNumberOf(url.searchParams.get('page'));
    await store.dispatch(
      pleinApi.endpoints.getAdminUserActivity.initiate(
        { guid: params.guid ?? '', page, pageSize: listPageSize },
        once,
      ),
    );
  }
  await store.dispatch(pleinApi.endpoints.getRoles.initiate(undefined, once));
  await store.dispatch(
    pleinApi.endpoints.getInvitations.initiate({ page: 1, pageSize: 100 }, once),
  );
});

/** The tenant's roles. */
export const loadRoles = prefetchStep('roles', async ({ store }) => {
  await store.dispatch(pleinApi.endpoints.getRoles.initiate(undefined, once));
});

/** The tenant's profile field definitions, for the admin's profile fields screen. */
export const loadProfileFieldDefinitions = prefetchStep('profile-fields', async ({ store }) => {
  await store.dispatch(pleinApi.endpoints.getProfileFieldDefinitions.initiate(undefined, once));
});
