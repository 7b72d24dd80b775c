import type { ImageScope } from '@plein/api-client';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import type { ImageRecord } from './repository';

/** Content managers and admins edit pages and lists, so they see and add their images. */
const isEditor = (principal: Principal): boolean => principal.isContentManager || principal.isAdmin;

const forbidden = (message: string) => new ApiError(403, 'forbidden', message);

/**
 * Who may upload into a scope (the target's existence is checked by the service):
 * - `public`, `block`, `item`: content managers and admins;
 * - `profile`: the user for their own profile, an admin for any member's;
 * - `api`: any active member calling with a bearer token (an API client), never a browser session;
 * - `form`: decided by the form (published, open, its access level, rate limits), not here.
 * Throws 403 `forbidden` otherwise.
 */
export function assertMayUpload(principal: Principal, scope: ImageScope, target: string | null) {
  switch (scope) {
    case 'public':
    case 'block':
    case 'item':
      if (!isEditor(principal)) {
        throw forbidden('Only content managers and administrators may upload this image.');
      }
      return;
    case 'profile':
      if (target !== principal.userGuid && !principal.isAdmin) {
        throw forbidden('Only the user themself or an administrator may set a profile image.');
      }
      return;
    case 'api':
      if (principal.via !== 'bearer') {
        throw forbidden('The api scope is for bearer tokens (GET /api/auth/token).');
      }
      return;
    case 'form':
      return;
  }
}

/**
 * Who may see an image (a deactivated user counts as a visitor):
 * - `public`: everyone;
 * - `block`, `item`: everyone when the block or item is visible to visitors, else editors;
 * - `profile`: the user themself, admins and Mett staff;
 * - `api`: the uploader, editors;
 * - `form`: admins (who see the form's submissions), and whoever shows the receipt of the
 *   submission that claimed it (`visibleToVisitors`: the viewer named that submission's guid).
 */
export function mayView(
  image: ImageRecord,
  viewer: Principal | null,
  visibleToVisitors: boolean,
): boolean {
  const active = viewer?.isActive ? viewer : null;
  switch (image.scope) {
    case 'public':
      return true;
    case 'block':
    case 'item':
      return visibleToVisitors || (active !== null && isEditor(active));
    case 'profile':
      return (
        active !== null && (active.userGuid === image.scopeGuid || active.isAdmin || active.isMett)
      );
    case 'api':
      return (
        active !== null && (active.membershipId === image.ownerMembershipId || isEditor(active))
      );
    case 'form':
      return visibleToVisitors || (active !== null && active.isAdmin);
  }
}

/** Only the uploader or an admin may delete an image; 403 `forbidden` otherwise. */
export function assertMayDelete(image: ImageRecord, principal: Principal): void {
  // A form's image goes with its submission (or unclaimed, by the sweep), never by itself.
  if (image.scope === 'form') {
    throw forbidden('An image of a form submission is deleted with its submission.');
  }
  if (image.ownerMembershipId !== principal.membershipId && !principal.isAdmin) {
    throw forbidden('Only the uploader or an administrator may delete this image.');
  }
}
