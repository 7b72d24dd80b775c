import { createHash } from 'node:crypto';
import { canEditPage } from '@plein/api-client';
import type {
  BuildingBlockInstance,
  Page,
  PageEditor,
  PageResponse,
  PageSummary,
} from '@plein/api-client';
import { ApiError } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import { mayViewBlock, mayViewPage, pageForViewer } from './access';
import type { Viewer } from './access';
import type { ListMetadataReader } from './list-metadata';
import type { PageView } from './page-rows';
import type { BlockSelection, PageRecord, PagesRepository } from './repository';

/** A page answer with the cache token of its current version. */
export interface PageWithToken {
  response: PageResponse;
  cacheToken: string;
}

/** Who calls: the signed-in user with their membership id, or null for a visitor. */
export type Caller = (PageEditor & { membershipId: number }) | null;

/** Reads of pages and blocks, for visitors and editors alike. */
export interface PagesService {
  /** The page with this guid as the caller may see it; 404 `page_not_found` otherwise. */
  byGuid(tenant: Tenant, guid: string, caller: Caller): Promise<PageWithToken>;
  /** The page with this name as the caller may see it; 404 `page_not_found` otherwise. */
  byName(tenant: Tenant, name: string, caller: Caller): Promise<Page>;
  /** Every page the caller may see, by title, with the selected blocks they may see. */
  list(tenant: Tenant, blocks: BlockSelection, caller: Caller): Promise<PageSummary[]>;
  /** A block the caller may see on a page they may see; 404 `block_not_found` otherwise. */
  block(tenant: Tenant, guid: string, caller: Caller): Promise<BuildingBlockInstance>;
}

const pageNotFound = () => new ApiError(404, 'page_not_found', 'No published page was found.');
const blockNotFound = () => new ApiError(404, 'block_not_found', 'No such building block.');

/** A token that changes whenever the page (or any of its blocks) changes. */
export function pageCacheToken(record: PageRecord, body: PageResponse): string {
  return createHash('sha256')
    .update(record.updatedAt.toISOString())
    .update(JSON.stringify(body))
    .digest('base64url')
    .slice(0, 22);
}

const titleOrder = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/** Whether the caller may edit some pages, and so reads drafts of those they may edit. */
const mayEditSome = (caller: Caller) =>
  caller !== null && caller.isActive && (caller.isAdmin || caller.isContentManager);

/**
 * The page's version for the caller: its draft for those who may edit it, the published
 * version for everyone else.
 */
async function versionFor(
  caller: Caller,
  read: (view: PageView) => Promise<PageRecord | null>,
): Promise<PageRecord | null> {
  if (mayEditSome(caller)) {
    const draft = await read('draft');
    if (!draft || canEditPage(caller, draft.page)) return draft;
  }
  return read('published');
}

/**
 * The pages service. Visitors see published pages (restricted ones only with a matching role)
 * in their published version and the blocks their permission lets them see; whoever may edit a
 * page (spec section 6) sees its draft whole, unpublished too. A page someone may not see
 * answers like a missing one.
 */
export function createPagesService(
  repository: PagesRepository,
  listMetadata: ListMetadataReader,
): PagesService {
  /** The caller as a viewer; their e-mail verification is looked up only when a block needs it. */
  async function viewerOf(
    tenant: Tenant,
    caller: Caller,
    records: readonly PageRecord[],
  ): Promise<Viewer> {
    const needsVerification =
      caller?.isActive === true &&
      records.some((record) => record.blocks.some((b) => b.instance.permission === 'Verify'));
    return {
      user: caller,
      emailVerified: needsVerification
        ? await repository.isEmailVerified(tenant, caller.membershipId)
        : false,
    };
  }

  async function visible(tenant: Tenant, caller: Caller, record: PageRecord | null) {
    if (!record) throw pageNotFound();
    const viewer = await viewerOf(tenant, caller, [record]);
    if (!mayViewPage(viewer, record.page)) throw pageNotFound();
    const page = pageForViewer(viewer, record.page);
    const blocks = record.blocks.filter((b) => page.buildingBlockInstances.includes(b.instance));
    return { record, page, blocks };
  }

  return {
    async byGuid(tenant, guid, caller) {
      const found = await versionFor(caller, (view) => repository.findByGuid(tenant, guid, view));
      const { record, page, blocks } = await visible(tenant, caller, found);
      const response: PageResponse = { page, listMetadata: await listMetadata(tenant, blocks) };
      return { response, cacheToken: pageCacheToken(record, response) };
    },
    async byName(tenant, name, caller) {
      const found = await versionFor(caller, (view) => repository.findByName(tenant, name, view));
      return (await visible(tenant, caller, found)).page;
    },
    async list(tenant, blocks, caller) {
      const published = await repository.list(tenant, blocks, 'published');
      const drafts = mayEditSome(caller)
        ? new Map((await repository.list(tenant, blocks, 'draft')).map((r) => [r.id, r]))
        : null;
      const records = published.map((record) => {
        const draft = drafts?.get(record.id);
        return draft && canEditPage(caller, draft.page) ? draft : record;
      });
      const viewer = await viewerOf(tenant, caller, records);
      return records
        .filter((record) => mayViewPage(viewer, record.page))
        .map((record) => ({
          ...pageForViewer(viewer, record.page),
          updatedAt: record.updatedAt.toISOString(),
          canEdit: canEditPage(caller, record.page),
        }))
        .sort((a, b) => titleOrder.compare(a.title, b.title) || a.name.localeCompare(b.name));
    },
    async block(tenant, guid, caller) {
      // Editors of the page read the draft, where a block the draft deleted is gone.
      const draft = mayEditSome(caller)
        ? await repository.findBlock(tenant, guid, { view: 'draft', includeDeleted: true })
        : null;
      const editing = draft !== null && canEditPage(caller, draft.page.page);
      const location = editing ? draft : await repository.findBlock(tenant, guid);
      if (!location || location.deletedAt !== null) throw blockNotFound();
      const viewer = await viewerOf(tenant, caller, [location.page]);
      const { page } = location.page;
      if (!mayViewPage(viewer, page) || !mayViewBlock(viewer, page, location.block.instance)) {
        throw blockNotFound();
      }
      return location.block.instance;
    },
  };
}
