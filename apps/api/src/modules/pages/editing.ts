import { canEditPage } from '@plein/api-client';
import type { LayoutPosition, PageEditor, PageLayoutName } from '@plein/api-client';
import { ApiError, invalidBody } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import type { RolesRepository } from '../roles/repository';
import { allLayoutPositions, layoutPositions } from './layouts';
import type { BlockLocation, PageRecord, PagesRepository } from './repository';
import type { PagesWriteRepository } from './write-repository';

/** The repositories an editor's write uses, all on one transaction. */
export interface EditorRepositories {
  pages: PagesRepository;
  writes: PagesWriteRepository;
  roles: RolesRepository;
}

/** Runs `work` in one transaction (committed when it resolves, rolled back when it throws). */
export type WithEditorTransaction = <T>(
  work: (repositories: EditorRepositories) => Promise<T>,
) => Promise<T>;

export const pageNotFound = () => new ApiError(404, 'page_not_found', 'No such page.');
export const blockNotFound = () => new ApiError(404, 'block_not_found', 'No such building block.');
const mayNotEdit = () => new ApiError(403, 'forbidden', 'You may not edit this page.');

/** The page with this guid, locked for the transaction, when the editor may edit it. */
export async function editablePage(
  repositories: EditorRepositories,
  tenant: Tenant,
  editor: PageEditor,
  guid: string,
): Promise<PageRecord> {
  if ((await repositories.writes.lockPage(tenant, guid)) === null) throw pageNotFound();
  const record = await repositories.pages.findByGuid(tenant, guid);
  if (!record) throw pageNotFound();
  if (!canEditPage(editor, record.page)) throw mayNotEdit();
  return record;
}

/**
 * The block with this guid and its page (locked for the transaction), when the editor may edit
 * the page; a soft-deleted block only with `includeDeleted` (restore).
 */
export async function editableBlock(
  repositories: EditorRepositories,
  tenant: Tenant,
  editor: PageEditor,
  guid: string,
  includeDeleted = false,
): Promise<BlockLocation> {
  const found = await repositories.pages.findBlock(tenant, guid, { includeDeleted });
  if (!found) throw blockNotFound();
  await repositories.writes.lockPage(tenant, found.page.page.guid);
  // Read again under the lock: another write may have changed the block meanwhile.
  const location = await repositories.pages.findBlock(tenant, guid, { includeDeleted });
  if (!location) throw blockNotFound();
  if (!canEditPage(editor, location.page.page)) throw mayNotEdit();
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
 * Moves every block (soft-deleted ones too, so a restore lands somewhere valid) from positions
 * `layout` lacks to the end of `main`, keeping their order. Answers how many moved.
 */
export async function fitBlocksToLayout(
  repositories: EditorRepositories,
  tenant: Tenant,
  pageId: number,
  layout: PageLayoutName,
): Promise<number> {
  const missing = allLayoutPositions.filter(
    (position) => !layoutPositions[layout].includes(position),
  );
  const ids = await repositories.writes.blocksIn(tenant, pageId, missing);
  if (ids.length === 0) return 0;
  const last = (await repositories.writes.lastSortId(tenant, pageId, 'main')) ?? 0;
  await repositories.writes.placeBlocks(
    tenant,
    pageId,
    ids.map((id, i) => ({ id, layoutPosition: 'main', sortId: last + i + 1 })),
  );
  return ids.length;
}
