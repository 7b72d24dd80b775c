import { isDeepStrictEqual } from 'node:util';
import type {
  BuildingBlockInstance,
  NameValue,
  PageLayoutName,
  PageRevision,
  PageRevisionSummary,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { memberNameSql } from './page-rows';
import type { PageRecord } from './repository';

/** What `page_revisions.snapshot` holds: the published page apart from its title. */
interface Snapshot {
  layout: PageLayoutName;
  options: NameValue[];
  blocks: BuildingBlockInstance[];
}

interface RevisionRow {
  number: number;
  title: string;
  published_at: Date;
  published_by_name: string | null;
}

/** The publications of pages, each kept whole (the page's history). */
export interface RevisionsRepository {
  /**
   * Keeps the page as published (`record`, read in the published view) as its next revision;
   * nothing when it equals the latest one (publishing again after taking a page offline).
   * Answers the number of the revision that holds it.
   */
  add(tenant: Tenant, record: PageRecord, publishedBy: number | null): Promise<number>;
  /** The page's revisions, newest first. */
  list(tenant: Tenant, pageId: number): Promise<PageRevisionSummary[]>;
  find(tenant: Tenant, pageId: number, number: number): Promise<PageRevision | null>;
}

const summary = (row: RevisionRow): PageRevisionSummary => ({
  number: row.number,
  title: row.title,
  publishedAt: new Date(row.published_at).toISOString(),
  publishedBy: row.published_by_name,
});

/**
 * The revisions repository over `db` (the root knex or a transaction).
 *
 * @example
 * const history = await createRevisionsRepository(knex).list(tenant, pageId);
 */
export function createRevisionsRepository(db: Knex | Knex.Transaction): RevisionsRepository {
  const revisions = (tenant: Tenant, pageId: number) => {
    assertTenant(tenant);
    return db('page_revisions as r')
      .leftJoin('platform_memberships as m', 'm.id', 'r.published_by')
      .leftJoin('accounts as a', 'a.id', 'm.account_id')
      .where({ 'r.platform_id': tenant.id, 'r.page_id': pageId })
      .select(
        'r.number',
        'r.title',
        'r.published_at',
        'r.snapshot',
        db.raw(`${memberNameSql('m', 'a')} as published_by_name`),
      );
  };
  return {
    async add(tenant, record, publishedBy) {
      const snapshot: Snapshot = {
        layout: record.page.layout,
        options: record.page.options,
        blocks: record.page.buildingBlockInstances,
      };
      const latest = (await revisions(tenant, record.id).orderBy('r.number', 'desc').first()) as
        (RevisionRow & { snapshot: Snapshot }) | undefined;
      if (
        latest &&
        latest.title === record.page.title &&
        isDeepStrictEqual(latest.snapshot, snapshot)
      ) {
        return latest.number;
      }
      const number = (latest?.number ?? 0) + 1;
      await db('page_revisions').insert({
        platform_id: tenant.id,
        page_id: record.id,
        number,
        title: record.page.title,
        snapshot: JSON.stringify(snapshot),
        published_by: publishedBy,
      });
      return number;
    },
    async list(tenant, pageId) {
      const rows = (await revisions(tenant, pageId).orderBy('r.number', 'desc')) as RevisionRow[];
      return rows.map(summary);
    },
    async find(tenant, pageId, number) {
      const row = (await revisions(tenant, pageId).where('r.number', number).first()) as
        (RevisionRow & { snapshot: Snapshot }) | undefined;
      if (!row) return null;
      return {
        ...summary(row),
        layout: row.snapshot.layout,
        options: row.snapshot.options,
        buildingBlockInstances: row.snapshot.blocks,
      };
    },
  };
}
