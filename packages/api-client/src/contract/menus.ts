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
