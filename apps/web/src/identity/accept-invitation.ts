import { pleinApi } from '@plein/api-client';
import type { InvitationAcceptRequest } from '@plein/api-client';
import type { AppDispatch } from '@plein/state-store';

/**
 * Accepts an invitation. A failure of any kind (refused code, network) yields false (spec
 * section 8); only a successful answer yields true.
 *
 * @example
 * if (await acceptInvitation(dispatch, { code, password })) showSignIn();
 */
export async function acceptInvitation(
  dispatch: AppDispatch,
  request: InvitationAcceptRequest,
): Promise<boolean> {
  try {
    const result = await dispatch(pleinApi.endpoints.acceptInvitation.initiate(request));
    return result.data?.success === true;
  } catch {
    return false;
  }
}
