import { canEditPage } from '@plein/api-client';
import type {
  BuildingBlockInstance,
  EditBase,
  LayoutPosition,
  PageChangedDetails,
  PageEditor,
  PageAction,
  PageActivityDetails,
  PageLayoutName,
} from '@plein/api-client';
import { ApiError, invalidBody } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import type { RolesRepository } from '../roles/repository';
import { layoutPositions } from './layouts';
import type { BlockLocation, BlockRecord, PageRecord, PagesRepository } from './repository';
import type { PageActivityRepository } from './activity-repository';
import type { BlockState } from './page-rows';
import type { RevisionsRepository } from './revisions-repository';
import type { PagesWriteRepository, WriteStamp } from './write-repository';

/** The repositories an editor's write uses, all on one transaction. */
export interface EditorRepositories {
  pages: PagesRepository;
  writes: PagesWriteRepository;
  revisions: RevisionsRepository;
  activity: PageActivityRepository;
  roles: RolesRepository;
}

/** Runs `work` in one transaction (committed when it resolves, rolled back when it throws). */
export type WithEditorTransaction = <T>(
  work: (repositories: EditorRepositories) => Promise<T>,
) => Promise<T>;

/** Who writes (an editor and their membership) and what their write is based on. */
export interface EditorCall {
  user: PageEditor & { membershipId: number };
  /** Null: the write names no base and is not checked against later writes. */
  base: EditBase | null;
}

/** The stamp a write of this call leaves on the page. */
export const stampOf = (call: EditorCall): WriteStamp => ({
  session: call.base?.session ?? null,
  membershipId: call.user.membershipId,
});

/** What a write did, for the page's activity (default: a change of the draft). */
export interface WriteActivity {
  action?: PageAction;
  details?: PageActivityDetails;
  bySchedule?: boolean;
}

/**
 * Counts a write of the page `pageId` (named `page` now) with `stamp`, and records it in the
 * page's activity as done by the stamp's member.
 */
export async function countWrite(
  repositories: EditorRepositories,
  tenant: Tenant,
  pageId: number,
  page: { name: string; title: string },
  stamp: WriteStamp,
  activity: WriteActivity = {},
): Promise<void> {
  await repositories.writes.stamp(tenant, pageId, stamp);
  await repositories.activity.record(tenant, {
    pageId,
    page: { name: page.name, title: page.title },
    action: activity.action ?? 'changed',
    membershipId: stamp.membershipId,
    bySchedule: activity.bySchedule ?? false,
    details: activity.details ?? {},
  });
}

export const pageNotFound = () => new ApiError(404, 'page_not_found', 'No such page.');
export const blockNotFound = () => new ApiError(404, 'block_not_found', 'No such building block.');
const mayNotEdit = () => new ApiError(403, 'forbidden', 'You may not edit this page.');

/**
 * Refuses (409 `page_changed`) a write based on an older version of the page when another
 * editing session (or a call without one) wrote since: a session's own later writes never
 * conflict with it, so an editor needs no new base after each of their saves.
 */
export function assertBaseCurrent(record: PageRecord, base: EditBase | null): void {
  const { row } = record;
  if (!base || base.pageGuid !== row.guid || base.version === row.version) return;
  if (row.last_edit_session !== null && row.last_edit_session === base.session) return;
  const details: PageChangedDetails = {
    version: row.version,
    changedAt: record.page.draft?.changedAt ?? null,
    changedBy: record.page.draft?.changedBy ?? null,
  };
  throw new ApiError(
    409,
    'page_changed',
    'Someone else changed this page since it was loaded; reload it before saving.',
    details,
  );
}

/**
 * The page with this guid as its draft has it, locked for the transaction, when the caller may
 * edit it and their base is current.
 */
export async function editablePage(
  repositories: EditorRepositories,
  tenant: Tenant,
  call: EditorCall,
  guid: string,
): Promise<PageRecord> {
  if ((await repositories.writes.lockPage(tenant, guid)) === null) throw pageNotFound();
  const record = await repositories.pages.findByGuid(tenant, guid, 'draft');
  if (!record) throw pageNotFound();
  if (!canEditPage(call.user, record.page)) throw mayNotEdit();
  assertBaseCurrent(record, call.base);
  return record;
}

/** The page with this guid (its draft), when the caller may edit it; nothing locked. */
export async function readablePage(
  repositories: EditorRepositories,
  tenant: Tenant,
  call: EditorCall,
  guid: string,
): Promise<PageRecord> {
  const record = await repositories.pages.findByGuid(tenant, guid, 'draft');
  if (!record) throw pageNotFound();
  if (!canEditPage(call.user, record.page)) throw mayNotEdit();
  return record;
}

/** The state of a block as the contract shows it. */
export const blockStateOf = (block: BuildingBlockInstance): BlockState => ({
  options: block.options,
  layoutPosition: block.layoutPosition,
  sortId: block.sortId,
  content: block.content,
  permission: block.permission ?? null,
  roles: block.roles ?? [],
});

/**
 * The block with this guid and its page as the draft has them (the page locked for the
 * transaction), when the caller may edit the page and their base is current; a block the draft
 * has deleted only with `includeDeleted` (restore).
 */
export async function editableBlock(
  repositories: EditorRepositories,
  tenant: Tenant,
  call: EditorCall,
  guid: string,
  includeDeleted = false,
): Promise<BlockLocation> {
  const options = { includeDeleted, view: 'draft' as const };
  const found = await repositories.pages.findBlock(tenant, guid, options);
  if (!found) throw blockNotFound();
  await repositories.writes.lockPage(tenant, found.page.page.guid);
  // Read again under the lock: another write may have changed the block meanwhile.
  const location = await repositories.pages.findBlock(tenant, guid, options);
  if (!location) throw blockNotFound();
  if (!canEditPage(call.user, location.page.page)) throw mayNotEdit();
  assertBaseCurrent(location.page, call.base);
  return location;
}

/** Refuses (400 `invalid_body`) role guids that are not roles of the tenant; lower-cases them. */
export async function knownRoles(
  repositories: EditorRepositories,
  tenant: Tenant,
  field: string,
  guids: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(guids.map((guid) => guid.toLowerCase()))];
  const existing = await repositories.roles.existing(tenant, wanted);
  const unknown = wanted.filter((guid) => !existing.has(guid));
  if (unknown.length > 0) {
    throw invalidBody(`${field} names roles this site does not have.`, {
      problems: [`${field}: unknown role(s) ${unknown.slice(0, 10).join(', ')}`],
    });
  }
  return wanted;
}

/** Refuses (400 `invalid_body`) a position the page's layout does not have. */
export function assertPositionInLayout(layout: PageLayoutName, position: LayoutPosition): void {
  if (!layoutPositions[layout].includes(position)) {
    throw invalidBody(`Layout ${layout} has no ${position} position.`, {
      problems: [`layoutPosition: ${position} is not a position of layout ${layout}`],
    });
  }
}

/**
 * The draft's places for the blocks of positions `layout` lacks: each moves to the end of
 * `main`, in order. Blocks the draft has deleted keep their place; a restore fits them again.
 */
export function placesForLayout(
  blocks: readonly BlockRecord[],
  layout: PageLayoutName,
): { id: number; layoutPosition: LayoutPosition; sortId: number }[] {
  const kept = layoutPositions[layout];
  let last = Math.max(
    0,
    ...blocks.filter((b) => b.instance.layoutPosition === 'main').map((b) => b.instance.sortId),
  );
  return blocks
    .filter((block) => !kept.includes(block.instance.layoutPosition))
    .map((block) => ({ id: block.id, layoutPosition: 'main', sortId: (last += 1) }));
}
