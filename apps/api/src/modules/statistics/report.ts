import { rateWebVital, webVitalNames } from '@plein/api-client';
import type {
  StatisticsQuery,
  StatisticsReport,
  StatisticsRow,
  WebVitalName,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { vitalBucketGrowth } from './rollup';
import { statisticsTimeZone } from './storage';

/** Rows in each ranking. */
const rankingSize = 50;

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The range of the same length just before `query`. */
export function previousPeriod({ from, to }: StatisticsQuery): { from: string; to: string } {
  const days = (Date.parse(to) - Date.parse(from)) / dayMs + 1;
  return { from: isoDay(Date.parse(from) - days * dayMs), to: isoDay(Date.parse(from) - dayMs) };
}

/** The value a histogram bucket stands for: the middle of its span (see the rollup). */
function bucketValue(metric: WebVitalName, bucket: number): number {
  if (bucket === 0) return 0;
  const value = vitalBucketGrowth ** (bucket - 0.5);
  return metric === 'CLS' ? Math.round(value) / 1000 : Math.round(value);
}

/**
 * The statistics of one site (`platformId`, never another's) over a range of days, read from
 * the rolled-up tables only, so a 12-month range costs about what a day does.
 *
 * With `query.path` the report is of that page alone: totals, previous period and series from
 * the page's daily rows (`stat_daily` dimension `page`), so always per day, as page views per
 * hour are kept for the whole site only; `entries` only the page's row, `vitals` only its
 * measurements; the other rankings, searches and missing pages are not kept per page and are
 * empty.
 */
export async function statisticsReport(
  knex: Knex,
  platformId: number,
  query: StatisticsQuery,
): Promise<StatisticsReport> {
  const previous = previousPeriod(query);
  const page = query.path ?? null;
  const daily = () =>
    knex('stat_daily').where('platform_id', platformId).whereBetween('day', [query.from, query.to]);
  /** The rows of a page's report, or of the whole site's. */
  const pageOrTotal = page === null ? { dimension: 'total' } : { dimension: 'page', key: page };
  const ranking = async (dimension: string): Promise<StatisticsRow[]> =>
    (
      await daily()
        .where(page === null ? { dimension } : { dimension, key: page })
        .groupBy('key')
        .select<{ key: string; pageviews: number; visitors: number }[]>(
          'key',
          knex.raw('sum(count)::integer as pageviews'),
          knex.raw('sum(visitors)::integer as visitors'),
        )
        .orderBy([
          { column: 'pageviews', order: 'desc' },
          { column: 'key', order: 'asc' },
        ])
        .limit(rankingSize)
    ).map((row) => ({ key: row.key, pageviews: row.pageviews, visitors: row.visitors }));
  const totalsOf = async ({ from, to }: { from: string; to: string }) => {
    const row = await knex('stat_daily')
      .where({ platform_id: platformId, ...pageOrTotal })
      .whereBetween('day', [from, to])
      .first<{ pageviews: number | null; visitors: number | null }>(
        knex.raw('sum(count)::integer as pageviews'),
        knex.raw('sum(visitors)::integer as visitors'),
      );
    return { pageviews: row?.pageviews ?? 0, visitors: row?.visitors ?? 0 };
  };

  // Hours are kept for the whole site only (`stat_hourly`), not per page.
  const hourly = page === null && (Date.parse(query.to) - Date.parse(query.from)) / dayMs < 2;
  const loadPoints = async () =>
    hourly
      ? (
          await knex.raw<{ rows: { at: string; pageviews: number; visitors: number }[] }>(
            `select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, pageviews, visitors
             from stat_hourly where platform_id = ?
              and hour >= (?::date::timestamp at time zone ?)
              and hour < ((?::date + 1)::timestamp at time zone ?)
            order by hour`,
            [platformId, query.from, statisticsTimeZone, query.to, statisticsTimeZone],
          )
        ).rows
      : await daily()
          .where(pageOrTotal)
          .orderBy('day')
          .select<{ at: string; pageviews: number; visitors: number }[]>(
            knex.raw(`to_char(day, 'YYYY-MM-DD') as at`),
            'count as pageviews',
            'visitors',
          );

  const loadSearches = async () =>
    page !== null
      ? []
      : await daily()
          .where({ dimension: 'search' })
          .groupBy('key')
          .select<{ query: string; count: number; withoutResults: number }[]>(
            'key as query',
            knex.raw('sum(count)::integer as count'),
            knex.raw(
              `coalesce(sum(count) filter (where detail = 'empty'), 0)::integer as "withoutResults"`,
            ),
          )
          .orderByRaw(
            `coalesce(sum(count) filter (where detail = 'empty'), 0) > 0 desc, sum(count) desc, key`,
          )
          .limit(rankingSize);

  const loadMissing = async () =>
    page !== null
      ? []
      : await daily()
          .where({ dimension: 'notFound' })
          .groupBy('key', 'detail')
          .select<{ path: string; referrer: string; count: number }[]>(
            'key as path',
            'detail as referrer',
            knex.raw('sum(count)::integer as count'),
          );
  /** The web-vital histograms of `paths` over the range. */
  const loadBuckets = (paths: readonly string[]) =>
    knex('stat_vitals_daily')
      .where('platform_id', platformId)
      .whereIn('path', paths)
      .whereBetween('day', [query.from, query.to])
      .groupBy('path', 'metric', 'bucket')
      .orderBy(['path', 'metric', 'bucket'])
      .select<{ path: string; metric: WebVitalName; bucket: number; count: number }[]>(
        'path',
        'metric',
        'bucket',
        knex.raw('sum(count)::integer as count'),
      );
  /** A ranking of the whole site; not kept per page. */
  const siteRanking = async (dimension: string) => (page === null ? ranking(dimension) : []);
  const loadPages = siteRanking('page');

  // Side by side: on PostgreSQL each query takes a pooled connection of its own.
  const [
    points,
    searches,
    missing,
    buckets,
    totals,
    previousTotals,
    pages,
    entries,
    referrers,
    devices,
    languages,
  ] = await Promise.all([
    loadPoints(),
    loadSearches(),
    loadMissing(),
    // The web vitals of the pages ranked (the most viewed), or of the one page.
    loadPages.then((ranked) => loadBuckets(page === null ? ranked.map((row) => row.key) : [page])),
    totalsOf(query),
    totalsOf(previous),
    loadPages,
    ranking('entry'),
    siteRanking('referrer'),
    siteRanking('device'),
    siteRanking('language'),
  ]);

  const notFound = new Map<string, StatisticsReport['notFound'][number]>();
  for (const row of missing) {
    const entry = notFound.get(row.path) ?? { path: row.path, count: 0, referrers: [] };
    entry.count += row.count;
    if (row.referrer) entry.referrers.push({ referrer: row.referrer, count: row.count });
    notFound.set(row.path, entry);
  }

  const histograms = new Map<
    string,
    { path: string; metric: WebVitalName; counts: [number, number][] }
  >();
  for (const row of buckets) {
    const key = `${row.metric} ${row.path}`;
    const histogram = histograms.get(key) ?? { path: row.path, metric: row.metric, counts: [] };
    histogram.counts.push([row.bucket, row.count]);
    histograms.set(key, histogram);
  }
  const vitals = [...histograms.values()].map(({ path, metric, counts }) => {
    const samples = counts.reduce((sum, [, count]) => sum + count, 0);
    let seen = 0;
    const [bucket] = counts.find(([, count]) => (seen += count) >= samples * 0.75)!;
    const p75 = bucketValue(metric, bucket);
    return { path, metric, p75, samples, rating: rateWebVital(metric, p75) };
  });
  vitals.sort(
    (a, b) =>
      b.samples - a.samples ||
      a.path.localeCompare(b.path) ||
      webVitalNames.indexOf(a.metric) - webVitalNames.indexOf(b.metric),
  );

  return {
    from: query.from,
    to: query.to,
    path: page,
    totals,
    previous: { ...previous, ...previousTotals },
    series: { granularity: hourly ? 'hour' : 'day', points },
    pages,
    entries,
    referrers,
    devices,
    languages,
    searches,
    notFound: [...notFound.values()]
      .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path))
      .slice(0, rankingSize)
      .map((entry) => ({ ...entry, referrers: entry.referrers.sort((a, b) => b.count - a.count) })),
    vitals,
  };
}
