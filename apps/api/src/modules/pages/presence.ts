import { pagePresenceBeatMs } from '@plein/api-client';
import type { PagePresence } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { memberNameSql } from './page-rows';

/** Who has pages open in the editor, per editing session (`page_presence`). */
export interface PresenceRepository {
  /** Notes that the session has the page open now; answers the other people who have it open. */
  beat(
    tenant: Tenant,
    pageId: number,
    membershipId: number,
    session: string,
  ): Promise<PagePresence>;
  /** The session closed the page. */
  leave(tenant: Tenant, pageId: number, session: string): Promise<void>;
}

/** A session that missed three beats has gone (its tab closed without saying so). */
const goneAfterMs = 3 * pagePresenceBeatMs;

/**
 * The presence repository over `db`.
 *
 * @example
 * const { others } = await createPresenceRepository(knex).beat(tenant, pageId, membershipId, session);
 */
export function createPresenceRepository(db: Knex | Knex.Transaction): PresenceRepository {
  return {
    async beat(tenant, pageId, membershipId, session) {
      assertTenant(tenant);
      await db('page_presence')
        .insert({ platform_id: tenant.id, page_id: pageId, session, membership_id: membershipId })
        .onConflict(['page_id', 'session'])
        .merge({ seen_at: db.fn.now() });
      const since = db.raw(`now() - make_interval(secs => ?)`, [goneAfterMs / 1000]);
      // Sessions long gone are forgotten as the page's editors come and go.
      await db('page_presence')
        .where({ platform_id: tenant.id, page_id: pageId })
        .where('seen_at', '<', since)
        .delete();
      const rows = await db('page_presence as s')
        .join('platform_memberships as m', 'm.id', 's.membership_id')
        .join('accounts as a', 'a.id', 'm.account_id')
        .where({ 's.platform_id': tenant.id, 's.page_id': pageId })
        .whereNot('s.membership_id', membershipId)
        .where('s.seen_at', '>=', since)
        .groupBy('s.membership_id', 'm.first_name', 'm.middle_name', 'm.last_name', 'a.email')
        .orderByRaw('min(s.opened_at)')
        .select<{ name: string; opened_at: Date }[]>(
          db.raw(`${memberNameSql('m', 'a')} as name`),
          db.raw('min(s.opened_at) as opened_at'),
        );
      return {
        others: rows.map((row) => ({
          name: row.name,
          openedAt: new Date(row.opened_at).toISOString(),
        })),
      };
    },
    async leave(tenant, pageId, session) {
      assertTenant(tenant);
      await db('page_presence')
        .where({ platform_id: tenant.id, page_id: pageId, session })
        .delete();
    },
  };
}
