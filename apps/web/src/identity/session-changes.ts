import { pleinApi } from '@plein/api-client';
import type { ApplicationUser } from '@plein/api-client';
import { loggedOut, notificationsCleared, userLoaded } from '@plein/state-store';
import type { AppDispatch } from '@plein/state-store';
import { loadTermsOfUseVersion } from './load-application-user';

/** Every cached answer that may differ per user: refetched when the user changes. */
const userDependentTags = [
  'Page',
  'Menu',
  'List',
  'ListItem',
  'Profile',
  'Activity',
  'Terms',
  'ProfileFields',
  'Users',
  'Roles',
  'Invitations',
  'Outbox',
] as const;

/**
 * After a sign-in: the user goes into the user slice, cached answers of the visitor are
 * invalidated and the current terms-of-use version is loaded (for the terms dialog).
 */
export async function signedIn(dispatch: AppDispatch, user: ApplicationUser): Promise<void> {
  dispatch(userLoaded({ user, status: 200 }));
  dispatch(pleinApi.util.invalidateTags([...userDependentTags]));
  await loadTermsOfUseVersion(dispatch);
}

/**
 * After a sign-out (spec section 4): the access token, its date and flag are cleared, the user is
 * emptied and the RTK Query cache is invalidated, so nothing of the user is shown again.
 */
export function signedOut(dispatch: AppDispatch): void {
  dispatch(loggedOut());
  dispatch(notificationsCleared());
  dispatch(pleinApi.util.invalidateTags([...userDependentTags]));
}
