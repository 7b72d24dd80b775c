import type { ApplicationUser } from './identity';
import type { Page } from './pages';

/** Who is asking: the parts of an application user the edit rule reads. */
export type PageEditor = Pick<
  ApplicationUser,
  'isAdmin' | 'isContentManager' | 'isActive' | 'roleIds'
>;

/**
 * Whether a user may edit a page (spec section 6): an admin always; a content manager when the
 * page has edit roles, its editPermission is `Roles` and one of the user's roleIds is among them.
 * The API enforces the same rule on every write.
 *
 * @example
 * canEditPage(user, page); // false for visitors (null)
 */
export function canEditPage(
  user: PageEditor | null | undefined,
  page: Pick<Page, 'editRoles' | 'editPermission'>,
): boolean {
  if (!user || !user.isActive) return false;
  if (user.isAdmin) return true;
  if (!user.isContentManager || page.editPermission !== 'Roles') return false;
  return page.editRoles.some((role) => user.roleIds.includes(role));
}
