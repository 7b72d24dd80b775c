import type { Logger } from '@plein/logger/node';
import type { Knex } from 'knex';
import { createContentChanged } from '../../http/content-changed';
import type { ContentChanged } from '../../http/content-changed';
import type { ResponseCache } from '../../http/response-cache';
import type { Tenant } from '../platforms/repository';

/**
 * Deletes, for every tenant, the submissions older than their form's retention period; answers
 * how many went. Reading a form's submissions purges that tenant too; this job also reaches the
 * forms nobody opens (personal data is not kept longer than the form says). The items that
 * published some of them go with them, and `contentChanged` drops those tenants' caches.
 */
export async function purgeExpiredSubmissions(
  knex: Knex,
  now: Date,
  contentChanged?: ContentChanged,
): Promise<number> {
  // The items are still visible to the statement that deletes their submissions.
  const { rows } = await knex.raw<{ rows: { count: number; published: number[] | null }[] }>(
    `with gone as (
       delete from form_submissions s using forms f
        where f.id = s.form_id and f.retention_days is not null
          and s.submitted_on < ?::timestamptz - make_interval(days => f.retention_days)
        returning s.id, s.platform_id)
     select (select count(*)::integer from gone) as count,
       (select array_agg(distinct g.platform_id) from gone g
         join list_items li on li.form_submission_id = g.id) as published`,
    [now],
  );
  const [{ count = 0, published = null } = {}] = rows;
  if (contentChanged && published) {
    const tenants = await knex('platforms')
      .whereIn('id', published)
      .select<Tenant[]>('id', 'guid', 'name');
    for (const tenant of tenants) await contentChanged(tenant);
  }
  return count;
}

/** Options of {@link startRetentionJob}. */
export interface RetentionJobOptions {
  knex: Knex;
  logger: Logger;
  /** The response cache, dropped for a tenant whose published submissions went. */
  cache?: ResponseCache;
  /** Time between runs; default one hour. */
  everyMs?: number;
  /** Time before the first run, so a start-up is not slowed down; default one minute. */
  firstAfterMs?: number;
  /**
   * Removes the form images nobody needs after each purge (the image service's
   * `formImageSweeper`): those of deleted submissions and uploads never claimed within a day.
   */
  sweepFormImages?: () => Promise<number>;
  now?: () => Date;
}

/**
 * Runs {@link purgeExpiredSubmissions} now and then in the background (timers that do not keep
 * the process alive), then the sweep of form images when given. Several instances may run it: a delete of what is already gone does
 * nothing. `stop` waits for a run in progress, so the database can close after it.
 *
 * @example
 * const retention = startRetentionJob({ knex, logger });
 * await retention.stop();
 */
export function startRetentionJob(options: RetentionJobOptions): { stop(): Promise<void> } {
  const { knex, logger, everyMs = 60 * 60 * 1000, firstAfterMs = 60 * 1000 } = options;
  const now = options.now ?? (() => new Date());
  const contentChanged = options.cache && createContentChanged(knex, options.cache);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const sweep = async () => {
    if (!options.sweepFormImages) return;
    try {
      const count = await options.sweepFormImages();
      if (count > 0) logger.info({ count }, 'form images no longer needed deleted');
    } catch (error) {
      logger.warn({ err: error }, 'deleting form images no longer needed failed');
    }
  };
  const run = () => {
    running = purgeExpiredSubmissions(knex, now(), contentChanged)
      .then((count) => {
        if (count > 0) logger.info({ count }, 'form submissions past their retention deleted');
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'deleting form submissions past their retention failed');
      })
      .then(sweep)
      .finally(() => {
        if (!stopped) timer = setTimeout(run, everyMs).unref();
      });
  };
  timer = setTimeout(run, firstAfterMs).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
