/** The four page layouts (spec section 2). */
export type PageLayoutName = '100' | '25-75' | '75-25' | '25-50-25';

/** Where a block sits in a layout. */
export type LayoutPosition = 'top' | 'side-left' | 'main' | 'side-right' | 'bottom';

import type { AccessLevel } from '@plein/validation';

/** Access levels (spec section 3, enumeration d), defined with the rules in @plein/validation. */
export type { AccessLevel };

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
  /** Who may see the block (spec section 6); absent or `Public`: everyone. */
  permission?: AccessLevel;
  /** Role guids for `permission: 'Roles'`. */
  roles?: string[];
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

/** Query of `GET /api/pages`: every page the caller may see (editors: also unpublished ones). */
export interface PagesQuery {
  /** Include each page's building-block instances (sent as `IncludeBbis=true`). */
  includeBbis?: boolean;
  /** Only include blocks of these types (sent comma-separated as `FilterBbisByBuildingBlocks`). */
  filterBbisByBuildingBlocks?: string[];
}

/** A page in the answer of `GET /api/pages`; `buildingBlockInstances` is empty unless asked for. */
export interface PageSummary extends Page {
  /** ISO time of the last change to the page or one of its blocks. */
  updatedAt: string;
  /** Whether the caller may edit it (spec section 6). */
  canEdit: boolean;
}

/**
 * Body of `POST /api/pages` (admins) and `PUT /api/pages/{id}` (anyone who may edit the page).
 * `editRoles`, `editPermission` and `roleIds` are only taken from admins; others get 403 when they
 * try to change them. Changing the layout moves blocks of positions the new layout lacks to the
 * end of `main`.
 */
export interface PageInput {
  /** Unique per tenant: lowercase letters, digits and hyphens (e.g. `over-ons`). */
  name: string;
  title: string;
  layout: PageLayoutName;
  options?: NameValue[];
  /** Role guids whose members may edit the page when `editPermission` is `Roles`. */
  editRoles?: string[];
  editPermission?: AccessLevel;
  /** Role guids whose members may see the page; empty: everyone who may see published pages. */
  roleIds?: string[];
}

/** Body of `POST /api/pages`: a page, optionally started from a template's blocks. */
export interface PageCreateInput extends PageInput {
  templateId?: string;
}

/** Body of `POST /api/pages/{id}/published`. */
export interface PagePublishInput {
  isPublished: boolean;
}

/** Body of `POST /api/pages/{id}/blocks`: a new block (content checked and sanitised). */
export interface BlockInput {
  buildingBlock: string;
  layoutPosition: LayoutPosition;
  /** Position within its layout position; default: after the last block there. */
  sortId?: number;
  options?: NameValue[];
  content: unknown;
}

/** Body of `PUT /api/buildingblockinstance/{guid}`: the block's new content. */
export interface BlockContentInput {
  content: unknown;
}

/** Body of `PUT /api/pages/{id}/blocks:order`: where every block of the page goes. */
export interface BlockOrderInput {
  blocks: { guid: string; layoutPosition: LayoutPosition; sortId: number }[];
}

/** Body of `POST /api/buildingblockinstance/{guid}/options`: option name to value. */
export type BlockOptionsInput = Record<string, string>;

/**
 * Body of `POST /api/buildingblockinstance/{guid}/permissions` (spec section 6): who may see the
 * block. `Public`: everyone; `Users`: signed-in users; `Verify`: users with a verified e-mail;
 * `Roles`: members of `addRoles`; `Admin`: admins only.
 */
export interface BlockPermissionsInput {
  addPermission: AccessLevel;
  addRoles: string[];
}

/** A page template (`GET /api/pagetemplates` and `/api/pagetemplates/{id}`). */
export interface PageTemplate {
  id: string;
  /** Translation key of the template's name, e.g. `templates.article`. */
  name: string;
  layout: PageLayoutName;
  /** The blocks a page made from it starts with. */
  buildingBlockInstances: Omit<BuildingBlockInstance, 'guid'>[];
}
