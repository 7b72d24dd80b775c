import { createHash, randomBytes } from 'node:crypto';
import { canEditPage, isPreviewToken, previewPathPrefix } from '@plein/api-client';
import type {
  CreatedPreviewLink,
  Page,
  PageEditor,
  PreviewLink,
  PreviewResponse,
} from '@plein/api-client';
import { ApiError } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import { anonymousViewer, pageForViewer } from './access';
import { pageNotFound } from './editing';
import type { ListMetadataReader } from './list-metadata';
import type { PageRecord, PagesRepository } from './repository';
import type { PreviewLinksRepository } from './preview-links-repository';

/** Who manages a page's preview links: an editor with their membership. */
export type PreviewLinkEditor = PageEditor & { membershipId: number };

/**
 * Preview links (docs/decisions/0016-page-drafts.md): those who may edit a page make links that
 * show its draft to anyone who has one, until the link expires or is revoked.
 */
export interface PreviewLinksService {
  /** A new link valid for `expiresInHours`; its token is in `url` and nowhere else. */
  create(
    tenant: Tenant,
    editor: PreviewLinkEditor,
    pageGuid: string,
    expiresInHours: number,
  ): Promise<CreatedPreviewLink>;
  /** The page's links that have not expired, newest first, without their tokens. */
  list(tenant: Tenant, editor: PreviewLinkEditor, pageGuid: string): Promise<PreviewLink[]>;
  /** Revokes a link at once; 404 `preview_link_not_found` when the page has no such link. */
  revoke(
    tenant: Tenant,
    editor: PreviewLinkEditor,
    pageGuid: string,
    linkId: string,
  ): Promise<void>;
  /**
   * The draft a token shows, as a visitor (nobody) would see it published; 404
   * `preview_not_found` for a malformed, unknown, revoked or expired token, or one of another
   * tenant.
   */
  preview(tenant: Tenant, token: string): Promise<PreviewResponse>;
}

/** How a token is stored: its SHA-256, base64url. The token carries 256 random bits. */
export function previewTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

const previewNotFound = () =>
  new ApiError(404, 'preview_not_found', 'This preview link does not exist or has expired.');
const linkNotFound = () =>
  new ApiError(404, 'preview_link_not_found', 'This page has no such preview link.');
const mayNotEdit = () => new ApiError(403, 'forbidden', 'You may not edit this page.');

/** The page as a reviewer sees it: what a visitor would see, without the editors' draft state. */
function reviewerPage(page: Page): Page {
  const { draft: _draft, ...shown } = pageForViewer(anonymousViewer, page);
  return shown;
}

/**
 * The preview links service over the pages (read in their draft) and the links.
 *
 * @example
 * const service = createPreviewLinksService(createPagesRepository(knex), createPreviewLinksRepository(knex), listMetadata);
 */
export function createPreviewLinksService(
  pages: PagesRepository,
  links: PreviewLinksRepository,
  listMetadata: ListMetadataReader,
): PreviewLinksService {
  /** The page's draft when the editor may edit it: 404 when missing, 403 when not theirs. */
  async function editablePage(
    tenant: Tenant,
    editor: PreviewLinkEditor,
    pageGuid: string,
  ): Promise<PageRecord> {
    const record = await pages.findByGuid(tenant, pageGuid, 'draft');
    if (!record) throw pageNotFound();
    if (!canEditPage(editor, record.page)) throw mayNotEdit();
    return record;
  }

  return {
    async create(tenant, editor, pageGuid, expiresInHours) {
      const record = await editablePage(tenant, editor, pageGuid);
      const token = randomBytes(32).toString('base64url');
      const link = await links.create(tenant, {
        pageId: record.id,
        tokenHash: previewTokenHash(token),
        createdBy: editor.membershipId,
        expiresInHours,
      });
      return { ...link, url: `${previewPathPrefix}${token}` };
    },
    async list(tenant, editor, pageGuid) {
      const record = await editablePage(tenant, editor, pageGuid);
      return links.listLive(tenant, record.id);
    },
    async revoke(tenant, editor, pageGuid, linkId) {
      const record = await editablePage(tenant, editor, pageGuid);
      if (!(await links.revoke(tenant, record.id, linkId))) throw linkNotFound();
    },
    async preview(tenant, token) {
      if (!isPreviewToken(token)) throw previewNotFound();
      const link = await links.findLive(tenant, previewTokenHash(token));
      if (!link) throw previewNotFound();
      const record = await pages.findByGuid(tenant, link.pageGuid, 'draft');
      if (!record) throw previewNotFound();
      const page = reviewerPage(record.page);
      const blocks = record.blocks.filter((b) => page.buildingBlockInstances.includes(b.instance));
      return {
        page,
        listMetadata: await listMetadata(tenant, blocks),
        preview: { expiresAt: link.expiresAt.toISOString() },
      };
    },
  };
}
