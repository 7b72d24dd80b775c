import type { PreviewLink } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { memberNameSql } from './page-rows';

/** A link that opens a preview now, with the guid of its page. */
export interface LivePreviewLink {
  pageGuid: string;
  expiresAt: Date;
}

/** Input of {@link PreviewLinksRepository.create}. */
export interface NewPreviewLink {
  pageId: number;
  /** The SHA-256 of the token (base64url); the token itself is never stored. */
  tokenHash: string;
  createdBy: number;
  /** How long it stays valid, counted from the database's clock. */
  expiresInHours: number;
}

/**
 * The preview links of pages (table `page_preview_links`), always within one tenant. Whether a
 * link has expired is decided by the database's clock (`now()`), the clock that set its expiry.
 */
export interface PreviewLinksRepository {
  /** Keeps a new link, and drops the page's links that have expired. */
  create(tenant: Tenant, input: NewPreviewLink): Promise<PreviewLink>;
  /** The page's links that have not expired, newest first. */
  listLive(tenant: Tenant, pageId: number): Promise<PreviewLink[]>;
  /** Removes one of the page's links; false when the page has no such link. */
  revoke(tenant: Tenant, pageId: number, linkId: string): Promise<boolean>;
  /** The link with this token hash when it has not expired, on a page of this tenant. */
  findLive(tenant: Tenant, tokenHash: string): Promise<LivePreviewLink | null>;
}

interface LinkRow {
  id: string;
  created_at: Date | string;
  expires_at: Date | string;
  created_by_name: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toLink = (row: LinkRow): PreviewLink => ({
  id: row.id,
  expiresAt: iso(row.expires_at),
  createdAt: iso(row.created_at),
  createdBy: row.created_by_name,
});

/**
 * The preview links repository over `db` (the root knex or a transaction).
 *
 * @example
 * const links = await createPreviewLinksRepository(knex).listLive(tenant, pageId);
 */
export function createPreviewLinksRepository(db: Knex | Knex.Transaction): PreviewLinksRepository {
  const links = (tenant: Tenant) => {
    assertTenant(tenant);
    return db('page_preview_links as l')
      .leftJoin('platform_memberships as m', 'm.id', 'l.created_by')
      .leftJoin('accounts as a', 'a.id', 'm.account_id')
      .where('l.platform_id', tenant.id)
      .select(
        'l.id',
        'l.created_at',
        'l.expires_at',
        db.raw(`${memberNameSql('m', 'a')} as created_by_name`),
      );
  };
  return {
    async create(tenant, input) {
      assertTenant(tenant);
      await db('page_preview_links')
        .where({ platform_id: tenant.id, page_id: input.pageId })
        .where('expires_at', '<=', db.fn.now())
        .delete();
      const [row] = await db('page_preview_links')
        .insert({
          platform_id: tenant.id,
          page_id: input.pageId,
          token_hash: input.tokenHash,
          created_by: input.createdBy,
          expires_at: db.raw(`now() + make_interval(hours => ?)`, [input.expiresInHours]),
        })
        .returning<{ id: string }[]>(['id']);
      if (!row) throw new Error('Inserting a preview link returned no row.');
      const created = (await links(tenant).where('l.id', row.id).first()) as LinkRow | undefined;
      if (!created) throw new Error('A new preview link could not be read back.');
      return toLink(created);
    },
    async listLive(tenant, pageId) {
      const rows = (await links(tenant)
        .where('l.page_id', pageId)
        .where('l.expires_at', '>', db.fn.now())
        .orderBy([
          { column: 'l.created_at', order: 'desc' },
          { column: 'l.expires_at', order: 'desc' },
        ])) as LinkRow[];
      return rows.map(toLink);
    },
    async revoke(tenant, pageId, linkId) {
      assertTenant(tenant);
      // The rows removed, not a count: PGlite's driver reports no row count.
      const removed = await db('page_preview_links')
        .where({ platform_id: tenant.id, page_id: pageId, id: linkId })
        .delete()
        .returning<{ id: string }[]>('id');
      return removed.length > 0;
    },
    async findLive(tenant, tokenHash) {
      assertTenant(tenant);
      const row = await db('page_preview_links as l')
        .join('pages as p', function joinPage() {
          this.on('p.id', '=', 'l.page_id').andOn('p.platform_id', '=', 'l.platform_id');
        })
        .where({ 'l.platform_id': tenant.id, 'l.token_hash': tokenHash })
        .where('l.expires_at', '>', db.fn.now())
        .first<{ guid: string; expires_at: Date | string } | undefined>('p.guid', 'l.expires_at');
      return row ? { pageGuid: row.guid, expiresAt: new Date(row.expires_at) } : null;
    },
  };
}
