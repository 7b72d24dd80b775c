import type { Logger } from '@plein/logger/node';
import type { Knex } from 'knex';

/**
 * Deletes, for every tenant, the submissions older than their form's retention period; answers
 * how many went. Reading a form's submissions purges that tenant too; this job also reaches the
 * forms nobody opens (personal data is not kept longer than the form says).
 */
export async function purgeExpiredSubmissions(knex: Knex, now: Date): Promise<number> {
  const deleted = await knex.raw<{ rowCount?: number; affectedRows?: number }>(
    `delete from form_submissions s using forms f
      where f.id = s.form_id and f.retention_days is not null
        and s.submitted_on < ?::timestamptz - make_interval(days => f.retention_days)`,
    [now],
  );
  return deleted.rowCount ?? deleted.affectedRows ?? 0;
}

/** Options of {@link startRetentionJob}. */
export interface RetentionJobOptions {
  knex: Knex;
  logger: Logger;
  /** Time between runs; default one hour. */
  everyMs?: number;
  /** Time before the first run, so a start-up is not slowed down; default one minute. */
  firstAfterMs?: number;
  now?: () => Date;
}

/**
 * Runs {@link purgeExpiredSubmissions} now and then in the background (timers that do not keep
 * the process alive). Several instances may run it: a delete of what is already gone does
 * nothing. `stop` waits for a run in progress, so the database can close after it.
 *
 * @example
 * const retention = startRetentionJob({ knex, logger });
 * await retention.stop();
 */
export function startRetentionJob(options: RetentionJobOptions): { stop(): Promise<void> } {
  const { knex, logger, everyMs = 60 * 60 * 1000, firstAfterMs = 60 * 1000 } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = purgeExpiredSubmissions(knex, now())
      .then((count) => {
        if (count > 0) logger.info({ count }, 'form submissions past their retention deleted');
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'deleting form submissions past their retention failed');
      })
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
