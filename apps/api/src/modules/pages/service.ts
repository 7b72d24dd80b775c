import { createHash } from 'node:crypto';
import type { Page, PageResponse } from '@plein/api-client';
import { ApiError } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import type { PageRecord, PagesRepository } from './repository';

/** A page answer with the cache token of its current version. */
export interface PageWithToken {
  response: PageResponse;
  cacheToken: string;
}

/** Reads pages for visitors. */
export interface PagesService {
  /** The published page with this guid; 404 `page_not_found` otherwise. */
  byGuid(tenant: Tenant, guid: string): Promise<PageWithToken>;
  /** The published page with this name; 404 `page_not_found` otherwise. */
  byName(tenant: Tenant, name: string): Promise<Page>;
}

const pageNotFound = () => new ApiError(404, 'page_not_found', 'No published page was found.');

/** A token that changes whenever the page (or any of its blocks) changes. */
export function pageCacheToken(record: PageRecord, body: PageResponse): string {
  return createHash('sha256')
    .update(record.updatedAt.toISOString())
    .update(JSON.stringify(body))
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The pages service. There is no sign-in yet, so only published pages are visible; an
 * unpublished page answers exactly like a missing one.
 */
export function createPagesService(repository: PagesRepository): PagesService {
  async function published(record: Promise<PageRecord | null>): Promise<PageRecord> {
    const found = await record;
    if (!found || !found.page.isPublished) throw pageNotFound();
    return found;
  }
  return {
    async byGuid(tenant, guid) {
      const record = await published(repository.findByGuid(tenant, guid));
      const response: PageResponse = { page: record.page, listMetadata: [] };
      return { response, cacheToken: pageCacheToken(record, response) };
    },
    async byName(tenant, name) {
      return (await published(repository.findByName(tenant, name))).page;
    },
  };
}
