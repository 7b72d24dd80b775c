/** The four page layouts (spec section 2). */
export type PageLayoutName = '100' | '25-75' | '75-25' | '25-50-25';

/** Where a block sits in a layout. */
export type LayoutPosition = 'top' | 'side-left' | 'main' | 'side-right' | 'bottom';

/** Access levels (spec section 3, enumeration d). */
export type AccessLevel = 'Admin' | 'Roles' | 'Users' | 'Public' | 'Verify';

/** A name/value option of a page or block. */
export interface NameValue {
  name: string;
  value: string;
}

/** One building block placed on a page. `content` is the block type's own document. */
export interface BuildingBlockInstance {
  guid: string;
  /** The block type name in the building-block registry, e.g. `rich-text`. */
  buildingBlock: string;
  options: NameValue[];
  layoutPosition: LayoutPosition;
  sortId: number;
  content: unknown;
}

/** A page (spec section 3). */
export interface Page {
  guid: string;
  name: string;
  title: string;
  layout: PageLayoutName;
  isPublished: boolean;
  options: NameValue[];
  buildingBlockInstances: BuildingBlockInstance[];
  editRoles: string[];
  editPermission: AccessLevel;
  roleIds: string[];
}

/** Metadata of the list blocks on a page (filled by the lists feature). */
export interface ListMetadata {
  blockGuid: string;
  totalItems: number;
}

/** Answer of `GET /api/pages/{id}`. The `X-Plein-Cache-Token` header carries the cache token. */
export interface PageResponse {
  page: Page;
  listMetadata: ListMetadata[];
}

/** Name of the response header that carries a page's cache token. */
export const cacheTokenHeader = 'X-Plein-Cache-Token';
