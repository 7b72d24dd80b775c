import type { Knex } from 'knex';
import type { Tenant } from '../platforms/repository';

/**
 * When a tenant's visible content next changes by itself: the earliest future publish date or
 * period end of its published list items, or null. Cached answers and pages live no longer
 * (`freshUntilHeader`), so a scheduled item appears, and an ended one goes, on time.
 *
 * @example
 * const until = await nextScheduledListChange(knex, tenant, new Date());
 */
export async function nextScheduledListChange(
  knex: Knex,
  tenant: Tenant,
  now: Date,
): Promise<Date | null> {
  const live = () =>
    knex('list_items')
      .where({ platform_id: tenant.id, is_published: true })
      .whereNull('deleted_at');
  // One after the other: the embedded database has one connection.
  const published = await live()
    .where('published_on', '>', now)
    .min<{ at: Date | string | null }>('published_on as at')
    .first();
  const ended = await live()
    .where('period_end', '>', now)
    .min<{ at: Date | string | null }>('period_end as at')
    .first();
  const times = [published?.at, ended?.at]
    .filter((at): at is Date | string => at !== null && at !== undefined)
    .map((at) => new Date(at).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
