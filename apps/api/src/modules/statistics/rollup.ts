import type { Knex } from 'knex';
import { ensurePartitions, statisticsTimeZone } from './storage';

/**
 * Web-vital values are kept as histograms with buckets 5% wide (a 75th percentile read from them
 * is within 5%): bucket 0 holds 0, bucket b holds (1.05^(b-1), 1.05^b]. CLS is unitless and
 * small, so it is counted in thousandths.
 */
export const vitalBucketGrowth = 1.05;
const bucketSql = `case when v.value * case when v.metric = 'CLS' then 1000 else 1 end < 1 then 0
  else least(32000, ceil(ln(v.value * case when v.metric = 'CLS' then 1000 else 1 end) / ln(${vitalBucketGrowth})) + 1) end`;

/** Serializes rollups of several instances (any number; PostgreSQL advisory lock). */
const rollupLockKey = 7_208_131;

/**
 * Sums the raw events into the hourly and daily tables the statistics screen reads: every day
 * from the one the previous rollup reached (in the platform's time zone) up to `now` is summed
 * again from scratch, so the rollup is idempotent, late events of a day are included, and two
 * instances running it at once do the same work once (the second waits for the lock and then
 * finds little left). One day per transaction: after a long pause (or a restore) the catching
 * up goes a day at a time, each within the statement time limit. Answers the events summed.
 */
export async function rollupStatistics(knex: Knex, now: Date): Promise<number> {
  let summed = 0;
  for (;;) {
    const day = await rollupNextDay(knex, now);
    summed += day.summed;
    if (day.done) return summed;
  }
}

/** Sums the first day not summed up to `now`; `done` once `now` is reached. */
async function rollupNextDay(knex: Knex, now: Date): Promise<{ summed: number; done: boolean }> {
  return knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [rollupLockKey]);
    const state = await trx('stat_rollup_state').first<{ rolled_until: Date | null }>(
      'rolled_until',
    );
    const first = state?.rolled_until
      ? state.rolled_until
      : (await trx('stat_events').min<{ min: Date | null }>('occurred_at as min').first())?.min;
    if (!first) {
      await trx('stat_rollup_state').update({ rolled_until: now });
      return { summed: 0, done: true };
    }
    // That day where the statistics count days: its start and the next day's.
    const { rows } = await trx.raw<{ rows: { from: Date; next: Date; day: string }[] }>(
      `select (date_trunc('day', :first::timestamptz at time zone :zone) at time zone :zone) as "from",
              ((date_trunc('day', :first::timestamptz at time zone :zone) + interval '1 day')
                at time zone :zone) as next,
              to_char((:first::timestamptz at time zone :zone)::date, 'YYYY-MM-DD') as day`,
      { first, zone: statisticsTimeZone },
    );
    const { from, next, day } = rows[0]!;
    const until = next.getTime() < now.getTime() ? next : now;
    const events = `(select e.*, (e.occurred_at at time zone '${statisticsTimeZone}')::date as day
      from stat_events e where e.occurred_at >= :from and e.occurred_at < :until)`;
    const bindings = { from, until };

    await trx('stat_hourly').where('hour', '>=', from).andWhere('hour', '<', next).delete();
    await trx.raw(
      `insert into stat_hourly (platform_id, hour, pageviews, visitors)
       select platform_id, date_trunc('hour', occurred_at), count(*), count(distinct visitor)
         from ${events} e where kind = 'pageview' group by 1, 2`,
      bindings,
    );
    await trx('stat_daily').where('day', day).delete();
    await trx.raw(
      `with e as materialized ${events}
       insert into stat_daily (platform_id, day, dimension, key, detail, count, visitors)
       select platform_id, day, 'total', '', '', count(*), count(distinct visitor)
         from e where kind = 'pageview' group by 1, 2
       union all
       select platform_id, day, 'page', path, '', count(*), count(distinct visitor)
         from e where kind = 'pageview' group by 1, 2, 4
       union all
       select platform_id, day, 'entry', path, '', count(*), count(distinct visitor)
         from e where kind = 'pageview' and entry group by 1, 2, 4
       union all
       select platform_id, day, 'referrer', referrer, '', count(*), count(distinct visitor)
         from e where kind = 'pageview' and referrer is not null group by 1, 2, 4
       union all
       select platform_id, day, 'device', device, '', count(*), count(distinct visitor)
         from e where kind = 'pageview' group by 1, 2, 4
       union all
       select platform_id, day, 'language', language, '', count(*), count(distinct visitor)
         from e where kind = 'pageview' group by 1, 2, 4
       union all
       select platform_id, day, 'search', query, case when results = 0 then 'empty' else '' end,
              count(*), 0
         from e where kind = 'search' group by 1, 2, 4, 5
       union all
       select platform_id, day, 'notFound', path, coalesce(referrer, ''), count(*),
              count(distinct visitor)
         from e where kind = 'notFound' group by 1, 2, 4, 5`,
      bindings,
    );
    await trx('stat_vitals_daily').where('day', day).delete();
    await trx.raw(
      `insert into stat_vitals_daily (platform_id, day, path, metric, bucket, count)
       select platform_id, day, path, metric, bucket, count(*)
         from (select v.*, ${bucketSql} as bucket from ${events} v where kind = 'vital') b
        group by 1, 2, 3, 4, 5`,
      bindings,
    );
    const summed = await trx.raw<{ rows: { count: number }[] }>(
      `select count(*)::integer as count from ${events} e`,
      bindings,
    );
    await trx('stat_rollup_state').update({ rolled_until: until });
    return { summed: summed.rows[0]?.count ?? 0, done: until === now };
  });
}

/**
 * Deletes raw events older than `keepDays` days, never one the rollup has not summed yet: whole
 * monthly partitions are dropped, the rest of the span is deleted row by row. Answers the
 * partitions dropped. The hourly and daily sums stay.
 */
export async function purgeRawStatistics(knex: Knex, now: Date, keepDays: number): Promise<number> {
  const state = await knex('stat_rollup_state').first<{ rolled_until: Date | null }>(
    'rolled_until',
  );
  if (!state?.rolled_until) return 0;
  const cutoff = new Date(
    Math.min(now.getTime() - keepDays * 86_400_000, state.rolled_until.getTime() - 86_400_000),
  );
  const { rows } = await knex.raw<{ rows: { name: string; bound: string }[] }>(
    `select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound
       from pg_inherits i join pg_class c on c.oid = i.inhrelid
       join pg_class p on p.oid = i.inhparent where p.relname = 'stat_events'`,
  );
  let dropped = 0;
  for (const { name, bound } of rows) {
    const to = /TO \('([^']+)'\)/.exec(bound)?.[1];
    if (to && Date.parse(to) <= cutoff.getTime() && /^stat_events_\d{4}_\d{2}$/.test(name)) {
      await knex.raw(`drop table ${name}`);
      dropped++;
    }
  }
  await knex('stat_events').where('occurred_at', '<', cutoff).delete();
  return dropped;
}

/** Options of {@link startStatisticsJob}. */
export interface StatisticsJobOptions {
  knex: Knex;
  logger: { warn(object: object, message: string): void };
  /** Days raw events are kept (`STATISTICS_RAW_DAYS`, default 60). */
  keepRawDays?: number;
  /** Time between rollups; default one minute. */
  everyMs?: number;
  now?: () => Date;
}

/**
 * Rolls the statistics up every minute (up to ten seconds ago) and, once a run, makes next month's partition and
 * deletes raw events past their time (timers that do not keep the process alive). `stop` waits
 * for a run in progress, so the database can close after it.
 *
 * @example
 * const statistics = startStatisticsJob({ knex, logger });
 * await statistics.stop();
 */
export function startStatisticsJob(options: StatisticsJobOptions): { stop(): Promise<void> } {
  const { knex, logger, keepRawDays = 60, everyMs = 60_000 } = options;
  const now = options.now ?? (() => new Date());
  const settleMs = Math.min(everyMs, 10_000);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = (async () => {
      await ensurePartitions(knex, now());
      // Events are stamped when their insert starts: summing up to a moment a little past lets
      // inserts in flight commit first, so none lands behind a run that has already passed it.
      await rollupStatistics(knex, new Date(now().getTime() - settleMs));
      await purgeRawStatistics(knex, now(), keepRawDays);
    })()
      .catch((error: unknown) => logger.warn({ err: error }, 'rolling up the statistics failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, everyMs).unref();
      });
  };
  timer = setTimeout(run, 0).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
