import { statisticsApi } from '@plein/api-client';
import type { StatisticsQuery } from '@plein/api-client';
import { isDate } from '@plein/validation';
import { prefetchStep } from './prefetch';

/** The ranges the statistics screen offers ready-made, and `custom` for a chosen from/to. */
export const statisticsPresets = ['today', '7d', '30d', '12m'] as const;
export type StatisticsPreset = (typeof statisticsPresets)[number];

/** The range shown when the URL names none. */
export const defaultStatisticsPreset: StatisticsPreset = '30d';

/** The longest range the API reports on, in days (`from` and `to` included). */
export const maxStatisticsDays = 400;

/** A range of the statistics screen: a preset or `custom`, with its days (both included). */
export interface StatisticsRange extends StatisticsQuery {
  preset: StatisticsPreset | 'custom';
}

const dayMs = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  Boolean(value && dayPattern.test(value) && isDate(value));
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * Today where the statistics count days (Europe/Amsterdam), as `YYYY-MM-DD`, so the server's
 * render and the browser pick the same range.
 */
export function statisticsToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}

/**
 * The number of days from `from` to `to`, both included (0 or less when `to` is before `from`).
 *
 * @example
 * daysInRange('2026-11-01', '2026-11-07'); // 7
 */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

/**
 * The days of a preset ending today: today, the last 7 or 30 days, or the last 12 months.
 *
 * @example
 * presetRange('7d', '2026-11-24'); // { preset: '7d', from: '2026-11-18', to: '2026-11-24' }
 */
export function presetRange(preset: StatisticsPreset, today: string): StatisticsRange {
  if (preset === '12m') {
    const year = Number(today.slice(0, 4)) - 1;
    // A year back, from the day after (29 February falls back on 1 March).
    const start = `${year}${today.slice(4)}`;
    const from = isDate(start) ? addDays(start, 1) : `${year}-03-01`;
    return { preset, from, to: today };
  }
  const days = preset === 'today' ? 1 : preset === '7d' ? 7 : 30;
  return { preset, from: addDays(today, 1 - days), to: today };
}

/**
 * The range a statistics URL asks for: `?range=7d` (a preset), or `?from=…&to=…` (custom days,
 * `from` not after `to`, at most {@link maxStatisticsDays} days). Anything else, or nothing, is
 * the default preset. The screen and its pre-fetch step read the URL alike, so they share one
 * cache entry.
 *
 * @example
 * statisticsRangeOf(new URLSearchParams('from=2026-10-01&to=2026-10-31'), '2026-11-24');
 * // { preset: 'custom', from: '2026-10-01', to: '2026-10-31' }
 */
export function statisticsRangeOf(params: URLSearchParams, today: string): StatisticsRange {
  const [from, to] = [params.get('from'), params.get('to')];
  if (isDay(from) && isDay(to)) {
    const days = daysInRange(from, to);
    if (days >= 1 && days <= maxStatisticsDays) return { preset: 'custom', from, to };
  }
  const preset = statisticsPresets.find((each) => each === params.get('range'));
  return presetRange(preset ?? defaultStatisticsPreset, today);
}

/** The longest page path the statistics keep (as the API's). */
export const maxStatisticsPathLength = 500;
const sitePathPattern = /^\/[^?#\s]*$/;

/**
 * The page a statistics URL is narrowed to (`?path=/nieuws`): a path of the site, starting with
 * `/`, without query or fragment, at most {@link maxStatisticsPathLength} characters; anything
 * else, or nothing, is the whole site (undefined).
 *
 * @example
 * statisticsPathOf(new URLSearchParams('range=7d&path=%2Fnieuws')); // '/nieuws'
 */
export function statisticsPathOf(params: URLSearchParams): string | undefined {
  const path = params.get('path');
  return path !== null && path.length <= maxStatisticsPathLength && sitePathPattern.test(path)
    ? path
    : undefined;
}

/**
 * The query string of a range: `range=7d` for a preset, `from=…&to=…` for custom days, and the
 * page's `path` when the statistics are of one page.
 *
 * @example
 * statisticsSearchOf({ preset: '7d', from: '2026-11-18', to: '2026-11-24' }); // 'range=7d'
 * statisticsSearchOf({ preset: 'today', from: '2026-11-24', to: '2026-11-24' }, '/nieuws');
 * // 'range=today&path=%2Fnieuws'
 */
export function statisticsSearchOf(range: StatisticsRange, path?: string): string {
  const params =
    range.preset === 'custom'
      ? new URLSearchParams({ from: range.from, to: range.to })
      : new URLSearchParams({ range: range.preset });
  if (path !== undefined) params.set('path', path);
  return params.toString();
}

/**
 * The report a statistics URL asks for: its range's days and its page, if any. The screen and
 * its pre-fetch step both ask with this, so they share one cache entry.
 */
export function statisticsQueryOf(params: URLSearchParams, today: string): StatisticsQuery {
  const { from, to } = statisticsRangeOf(params, today);
  const path = statisticsPathOf(params);
  return path === undefined ? { from, to } : { from, to, path };
}

/** The statistics screen: the report of the range (and page) the URL asks for. */
export const loadStatistics = prefetchStep('statistics', async ({ store, url }) => {
  await store.dispatch(
    statisticsApi.endpoints.getStatistics.initiate(
      statisticsQueryOf(url.searchParams, statisticsToday()),
      { subscribe: false },
    ),
  );
});
