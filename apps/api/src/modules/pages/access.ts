import { accessLevelAdmits, canEditPage, rolesOf } from '@plein/api-client';
import type { BuildingBlockInstance, Page, PageEditor } from '@plein/api-client';

/** Who is reading: the signed-in user (null: a visitor) and whether their e-mail is verified. */
export interface Viewer {
  user: PageEditor | null;
  /** Only read for blocks with permission `Verify`. */
  emailVerified: boolean;
}

/** A visitor: no user, nothing verified. */
export const anonymousViewer: Viewer = { user: null, emailVerified: false };

/** The user when active; a deactivated user reads like a visitor. */
function activeUser(viewer: Viewer): PageEditor | null {
  return viewer.user?.isActive ? viewer.user : null;
}

/**
 * Whether the viewer may see a page: its editors always (also unpublished); others only a
 * published page, and, when the page has `roleIds`, only while holding one of those roles.
 *
 * @example
 * mayViewPage(anonymousViewer, { ...page, isPublished: false }); // false
 */
export function mayViewPage(
  viewer: Viewer,
  page: Pick<Page, 'isPublished' | 'roleIds' | 'editRoles' | 'editPermission'>,
): boolean {
  if (canEditPage(viewer.user, page)) return true;
  if (!page.isPublished) return false;
  if (page.roleIds.length === 0) return true;
  const user = activeUser(viewer);
  return user !== null && page.roleIds.some((role) => user.roleIds.includes(role));
}

/**
 * Whether the viewer may see a block (spec section 6) on a page they may see. Editors of the page
 * see every block; otherwise its `permission` decides: absent or `Public` everyone, `Users`
 * signed-in users, `Verify` users with a verified e-mail, `Roles` members of its roles, `Admin`
 * admins.
 */
export function mayViewBlock(
  viewer: Viewer,
  page: Pick<Page, 'editRoles' | 'editPermission'>,
  block: Pick<BuildingBlockInstance, 'permission' | 'roles'>,
): boolean {
  if (!block.permission || block.permission === 'Public') return true;
  if (canEditPage(viewer.user, page)) return true;
  const user = activeUser(viewer);
  const holdsListedRole = (block.roles ?? []).some((role) => user?.roleIds.includes(role));
  return accessLevelAdmits(block.permission, rolesOf(user, viewer.emailVerified), holdsListedRole);
}

/** The page as the viewer may see it: blocks they may not see are left out. */
export function pageForViewer(viewer: Viewer, page: Page): Page {
  return {
    ...page,
    buildingBlockInstances: page.buildingBlockInstances.filter((block) =>
      mayViewBlock(viewer, page, block),
    ),
  };
}
