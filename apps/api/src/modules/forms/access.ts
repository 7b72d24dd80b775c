import { accessLevelAdmits, rolesOf } from '@plein/api-client';
import type { FormRefusal } from '@plein/api-client';
import type { FormOpenState, FormSettings } from '@plein/validation';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';

/** Who asks to fill in a form: the signed-in user (null: a visitor) and their verification. */
export interface FormVisitor {
  principal: Principal | null;
  /** Whether the user's e-mail address is verified (only looked up for `Verify` forms). */
  emailVerified: boolean;
}

/**
 * Why the visitor may not submit a form in `state` now, or null when they may: closed or not
 * open yet first, then the access level (`Public` anyone; `Users` signed in; `Verify` signed in
 * with a verified address; `Roles` signed in with one of its roles; `Admin` an admin). A
 * deactivated account is signed in but refused.
 *
 * @example
 * formRefusal('open', { ...settings, accessLevel: 'Users' }, { principal: null, emailVerified: false }); // 'signIn'
 */
export function formRefusal(
  state: FormOpenState,
  settings: Pick<FormSettings, 'accessLevel' | 'roleIds'>,
  visitor: FormVisitor,
): FormRefusal | null {
  if (state === 'closed') return 'closed';
  if (state === 'open-future') return 'notOpenYet';
  if (settings.accessLevel === 'Public') return null;
  const user = visitor.principal;
  if (!user) return 'signIn';
  if (!user.isActive) return 'forbidden';
  const holdsListedRole = settings.roleIds.some((role) => user.roleIds.includes(role));
  if (
    accessLevelAdmits(settings.accessLevel, rolesOf(user, visitor.emailVerified), holdsListedRole)
  ) {
    return null;
  }
  return settings.accessLevel === 'Verify' ? 'verify' : 'forbidden';
}

/** The error a submission refused for `refusal` answers. */
export function refusalError(refusal: FormRefusal): ApiError {
  switch (refusal) {
    case 'closed':
      return new ApiError(409, 'form_closed', 'This form no longer takes submissions.');
    case 'notOpenYet':
      return new ApiError(409, 'form_not_open_yet', 'This form does not take submissions yet.');
    case 'signIn':
      return new ApiError(401, 'sign_in_required', 'Sign in to fill in this form.');
    case 'verify':
      return new ApiError(
        403,
        'verification_required',
        'Verify your e-mail address to fill in this form.',
      );
    case 'forbidden':
      return new ApiError(403, 'forbidden', 'You may not fill in this form.');
  }
}
