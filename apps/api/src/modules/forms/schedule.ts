import type { Knex } from 'knex';
import type { NextScheduledChange } from '../../http/response-cache';
import type { Tenant } from '../platforms/repository';

/**
 * When a form of the tenant next opens or closes by itself (the earliest open or close date of
 * a Custom form still ahead), or null. It is `nextOpenStateChange` over every form at once: a
 * cached answer or page that shows a form (its state, its refusal) lives no longer than that.
 *
 * @example
 * const until = await nextScheduledFormChange(knex, tenant, new Date());
 */
export async function nextScheduledFormChange(
  knex: Knex,
  tenant: Tenant,
  now: Date,
): Promise<Date | null> {
  const row = await knex
    .from(knex.raw('forms f, lateral (values (f.open_date), (f.close_date)) as d(at)'))
    .where({ 'f.platform_id': tenant.id, 'f.open_mode': 'Custom' })
    .where('d.at', '>', now)
    .min<{ at: Date | string | null }>('d.at as at')
    .first();
  return row?.at ? new Date(row.at) : null;
}

/**
 * `next` (e.g. the scheduled list changes) combined with the forms' schedule: whichever comes
 * first. Queries run one after the other (the embedded database has one connection).
 *
 * @example
 * responseCaching(cache, withFormSchedule(knex, (site) => nextScheduledListChange(knex, site, new Date())));
 */
export function withFormSchedule(knex: Knex, next: NextScheduledChange): NextScheduledChange {
  return async (tenant) => {
    const other = await next(tenant);
    const form = await nextScheduledFormChange(knex, tenant, new Date());
    if (!other || !form) return other ?? form;
    return other < form ? other : form;
  };
}
