import { pleinApi } from '@plein/api-client';
import type { InvitationAcceptRequest } from '@plein/api-client';
import type { AppDispatch } from '@plein/state-store';
import { errorCodeOf } from './error-status';
import { weakPasswordCode } from './password-problems';

/** What accepting an invitation came to. */
export type InvitationAcceptOutcome = 'accepted' | 'weakPassword' | 'failed';

/**
 * Accepts an invitation. Only a successful answer is `accepted`; a new password the API finds
 * too easy to guess is `weakPassword` (the invitation stays open); any other failure (refused
 * code, network) is `failed` (spec section 8).
 *
 * @example
 * if ((await acceptInvitation(dispatch, { code, password })) === 'accepted') showSignIn();
 */
export async function acceptInvitation(
  dispatch: AppDispatch,
  request: InvitationAcceptRequest,
): Promise<InvitationAcceptOutcome> {
  try {
    const result = await dispatch(pleinApi.endpoints.acceptInvitation.initiate(request));
    if (result.data?.success === true) return 'accepted';
    return errorCodeOf(result.error) === weakPasswordCode ? 'weakPassword' : 'failed';
  } catch {
    return 'failed';
  }
}
