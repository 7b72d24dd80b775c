/** A menu item with its nested items (spec section 3). */
export interface MenuItem {
  guid: string;
  /** The item's own path segment, without slashes, e.g. `about`. Empty for external items. */
  urlSegment: string;
  name: string;
  pageGuid: string | null;
  pageName: string | null;
  pageIsPublished: boolean;
  externalUrl: string | null;
  relatedMenuItems: MenuItem[];
}

/** The name of the main navigation menu. */
export const topLevelMenuName = 'Top level menu';

/**
 * One item of the tree `PUT /api/menus:withName?name=…` saves (admins). The whole tree is sent;
 * items keep their guid when given one. An item is internal (a `urlSegment`, optionally showing
 * a page) or external (an `externalUrl` that passes the external URL check), never both.
 */
export interface MenuItemInput {
  guid?: string;
  name: string;
  /** Lowercase letters, digits and hyphens; unique among siblings. Empty for external items. */
  urlSegment: string;
  pageGuid: string | null;
  externalUrl: string | null;
  relatedMenuItems: MenuItemInput[];
}

/** Deepest nesting of menu items (top level is depth 1). */
export const maxMenuDepth = 3;
