import { pageChangeRunMinutes } from '@plein/api-client';
import type { PageAction, PageActivityDetails, PageActivityEntry, Paged } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { memberNameSql } from './page-rows';

/** One thing done to a page, to be recorded. */
export interface PageActivityInput {
  pageId: number;
  /** The page's name and title now (kept with the entry, which outlives the page). */
  page: { name: string; title: string };
  action: PageAction;
  /** Who did it; null for nobody known. */
  membershipId: number | null;
  bySchedule?: boolean;
  details?: PageActivityDetails;
  /** The item of a list on the page it was done to, when not the page itself. */
  item?: { id: number; title: string };
}

/** Which entries to read: one page's, or the tenant's (every page). */
export interface PageActivityQuery {
  pageId?: number;
  page: number;
  pageSize: number;
}

/** The activity of a tenant's pages (who did what, when). */
export interface PageActivityRepository {
  /** Records `input` at `at`; a save right after the same member's last save extends that entry. */
  record(tenant: Tenant, input: PageActivityInput, at?: Date): Promise<void>;
  /** Newest first. */
  list(tenant: Tenant, query: PageActivityQuery): Promise<Paged<PageActivityEntry>>;
}

interface ActivityRow {
  id: string | number;
  action: PageAction;
  by_schedule: boolean;
  details: PageActivityDetails;
  page_name: string;
  page_title: string;
  page_guid: string | null;
  item_title: string | null;
  by_name: string | null;
  created_at: Date;
}

interface LatestRow {
  id: string | number;
  action: PageAction;
  membership_id: number | null;
  list_item_id: number | null;
  details: PageActivityDetails;
  created_at: Date;
}

const runMs = pageChangeRunMinutes * 60_000;

/** The page activity repository over `db` (the root knex or the write's transaction). */
export function createPageActivityRepository(db: Knex | Knex.Transaction): PageActivityRepository {
  /** The same member's `changed` entry of this page that a save at `at` continues, if any. */
  async function runToExtend(tenant: Tenant, input: PageActivityInput, at: Date) {
    const latest = await db('page_activity')
      .where({ platform_id: tenant.id, page_id: input.pageId })
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .first<LatestRow | undefined>(
        'id',
        'action',
        'membership_id',
        'list_item_id',
        'details',
        'created_at',
      );
    const continues =
      latest?.action === 'changed' &&
      latest.membership_id === input.membershipId &&
      // A run of saves is of one thing: the page, or one of its list items.
      latest.list_item_id === (input.item?.id ?? null) &&
      at.getTime() - new Date(latest.created_at).getTime() < runMs;
    return continues ? latest : null;
  }

  return {
    async record(tenant, input, at = new Date()) {
      assertTenant(tenant);
      const fields = {
        page_name: input.page.name,
        page_title: input.page.title,
        item_title: input.item?.title ?? null,
        created_at: at,
      };
      if (input.action === 'changed') {
        const run = await runToExtend(tenant, input, at);
        if (run) {
          const saves = (run.details.saves ?? 1) + 1;
          await db('page_activity')
            .where({ id: run.id })
            .update({ ...fields, details: JSON.stringify({ saves }) });
          return;
        }
      }
      await db('page_activity').insert({
        ...fields,
        platform_id: tenant.id,
        page_id: input.pageId,
        list_item_id: input.item?.id ?? null,
        membership_id: input.membershipId,
        action: input.action,
        by_schedule: input.bySchedule ?? false,
        details: JSON.stringify(input.action === 'changed' ? { saves: 1 } : (input.details ?? {})),
      });
    },

    async list(tenant, { pageId, page, pageSize }) {
      assertTenant(tenant);
      const scope = (query: Knex.QueryBuilder) => {
        void query.where('e.platform_id', tenant.id);
        if (pageId !== undefined) void query.where('e.page_id', pageId);
        return query;
      };
      const rows = await scope(db('page_activity as e'))
        .leftJoin('pages as p', 'p.id', 'e.page_id')
        .leftJoin('platform_memberships as m', 'm.id', 'e.membership_id')
        .leftJoin('accounts as a', 'a.id', 'm.account_id')
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .offset((page - 1) * pageSize)
        .limit(pageSize)
        .select<ActivityRow[]>(
          'e.id',
          'e.action',
          'e.by_schedule',
          'e.details',
          // The page's name now (what links to it), the one it had when it is gone.
          db.raw(
            'coalesce(case when p.deleted_at is null then p.name end, e.page_name) as page_name',
          ),
          'e.page_title',
          'e.item_title',
          'e.created_at',
          db.raw('case when p.deleted_at is null then p.guid end as page_guid'),
          db.raw(`${memberNameSql('m', 'a')} as by_name`),
        );
      const [count] = await scope(db('page_activity as e')).count<{ count: string | number }[]>({
        count: '*',
      });
      return {
        items: rows.map((row) => ({
          action: row.action,
          at: new Date(row.created_at).toISOString(),
          by: row.by_name,
          bySchedule: row.by_schedule,
          details: row.details,
          page: { guid: row.page_guid, name: row.page_name, title: row.page_title },
          item: row.item_title === null ? null : { title: row.item_title },
        })),
        total: Number(count?.count ?? 0),
        page,
        pageSize,
      };
    },
  };
}
