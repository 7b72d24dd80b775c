import { pleinApi } from '@plein/api-client';
import type { ApplicationUser } from '@plein/api-client';
import {
  termsOfUseVersionLoaded,
  userLoadFailed,
  userLoadStarted,
  userLoaded,
} from '@plein/state-store';
import type { AppDispatch } from '@plein/state-store';
import { errorStatusOf } from './error-status';

/** The message of a failed user load (spec section 8). */
export const userLoadErrorMessage = 'Could not load application user';

/**
 * Loads the signed-in user into the user slice (spec sections 4 and 8): the loading status is
 * null during the load, then 200 with the user, 401 for a visitor (no user), or 500 after a
 * failure, which throws 'Could not load application user'.
 *
 * @example
 * const user = await loadApplicationUser(store.dispatch);
 */
export async function loadApplicationUser(dispatch: AppDispatch): Promise<ApplicationUser | null> {
  dispatch(userLoadStarted());
  const result = await dispatch(
    pleinApi.endpoints.getLoggedInProfile.initiate(undefined, {
      subscribe: false,
      forceRefetch: true,
    }),
  );
  if (result.data) {
    dispatch(userLoaded({ user: result.data, status: 200 }));
    return result.data;
  }
  if (errorStatusOf(result.error) === 401) {
    dispatch(userLoaded({ user: null, status: 401 }));
    return null;
  }
  dispatch(userLoadFailed({ status: 500 }));
  throw new Error(userLoadErrorMessage);
}

/**
 * Loads the tenant's current terms-of-use version into the user slice (the terms dialog compares
 * it with the version the user accepted).
 */
export async function loadTermsOfUseVersion(dispatch: AppDispatch): Promise<void> {
  const result = await dispatch(
    pleinApi.endpoints.getTermsOfUse.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (result.data) dispatch(termsOfUseVersionLoaded(result.data.currentVersion));
}
