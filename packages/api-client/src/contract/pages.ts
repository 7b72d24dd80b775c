import type { AccessLevel, LayoutPosition, PageLayoutName } from '@plein/validation';

/** Access levels (spec section 3, enumeration d), defined with the rules in @plein/validation. */
export type { AccessLevel };

/** Page layouts and their positions, defined with the rules in @plein/validation. */
export type { LayoutPosition, PageLayoutName };

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
  /**
   * The draft's state, only in answers to those who may edit the page (they read the draft;
   * visitors read the published version and never get this).
   */
  draft?: PageDraftState;
}

/**
 * The draft of a page (docs/decisions/0016-page-drafts.md). Every edit changes the draft;
 * visitors see the published version until `POST /api/pages/{id}/published` publishes it.
 */
export interface PageDraftState {
  /** Grows with every write to the page; a write names the version it was based on. */
  version: number;
  /** Whether the draft differs from what visitors see (always true for an unpublished page). */
  hasChanges: boolean;
  /** ISO time of the last write to the page (its draft or settings); null when never written. */
  changedAt: string | null;
  /** Display name of who made that write; null when unknown. */
  changedBy: string | null;
  /** ISO time of the last publication; null when never published. */
  publishedAt: string | null;
  /** ISO time the draft is published by itself; null when not scheduled. */
  publishAt: string | null;
  /** ISO time the page goes offline by itself; null when not scheduled. */
  unpublishAt: string | null;
}

/**
 * Body of `PUT /api/pages/{id}/schedule`: when the draft is published and when the page goes
 * offline, each an ISO time in the future (or null: not scheduled). The end comes after the
 * publication when both are set.
 */
export interface PageScheduleInput {
  publishAt: string | null;
  unpublishAt: string | null;
}

/**
 * What an editor's write is based on: the page version the editor loaded and the editing
 * session (one per open editor). A write whose page has changed since, by another session, is
 * refused with 409 `page_changed` ({@link PageChangedDetails}); without it a write is not checked.
 */
export interface EditBase {
  /** The page the base belongs to; writes to other pages ignore it. */
  pageGuid: string;
  version: number;
  session: string;
}

/** Header that carries an {@link EditBase}: `<pageGuid> <version> <session>`. */
export const editBaseHeader = 'X-Plein-Edit-Base';

/** The {@link editBaseHeader} value of a base. */
export function formatEditBase(base: EditBase): string {
  return `${base.pageGuid} ${String(base.version)} ${base.session}`;
}

/** The `details` of a 409 `page_changed`: the stored version, when and by whom it was made. */
export interface PageChangedDetails {
  version: number;
  changedAt: string | null;
  changedBy: string | null;
}

/** How long a deleted page or list item stays in the trash before it is gone for good. */
export const pageTrashDays = 30;

/** A page in the trash (`GET /api/pages:trash`, admins), the latest deleted first. */
export interface TrashedPage {
  guid: string;
  name: string;
  title: string;
  /** ISO time it was deleted. */
  deletedAt: string;
  /** Display name of who deleted it; null when unknown. */
  deletedBy: string | null;
  /** ISO time it is gone for good ({@link pageTrashDays} after it was deleted). */
  purgeAt: string;
}

/** Body of `POST /api/pages/{id}/presence` and `.../presence:leave`: the editing session. */
export interface PagePresenceInput {
  session: string;
}

/** Answer of `POST /api/pages/{id}/presence`: who else has the page open in the editor. */
export interface PagePresence {
  /** Other people (not the caller's own other tabs), the longest open first. */
  others: { name: string; openedAt: string }[];
}

/** How often an open editor says it is still there; gone after three missed beats. */
export const pagePresenceBeatMs = 20_000;

/** A publication of a page in its history (`GET /api/pages/{id}/revisions`), newest first. */
export interface PageRevisionSummary {
  /** 1 for the first publication, counting up. */
  number: number;
  title: string;
  /** ISO time of the publication. */
  publishedAt: string;
  /** Display name of who published; null when unknown (or published before revisions existed). */
  publishedBy: string | null;
}

/** One revision whole (`GET /api/pages/{id}/revisions/{number}`): the page as it was published. */
export interface PageRevision extends PageRevisionSummary {
  layout: PageLayoutName;
  options: NameValue[];
  buildingBlockInstances: BuildingBlockInstance[];
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
