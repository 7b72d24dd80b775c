import type { TFunction } from 'i18next';
import type { StatisticsReport, WebVitalName } from '@plein/api-client';

const locale = (language: string) => (language === 'en' ? 'en-GB' : 'nl-NL');
const timeZone = 'Europe/Amsterdam';

/**
 * A count as people of `language` write it (`1.234` in Dutch, `1,234` in English).
 *
 * @example
 * formatCount(1234, 'nl'); // '1.234'
 */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 0 }).format(value);
}

/**
 * A day `YYYY-MM-DD` written out (`24 nov 2026`); `long` names the month in full.
 *
 * @example
 * formatDay('2026-11-24', 'nl'); // '24 nov 2026'
 */
export function formatDay(day: string, language: string, long = false): string {
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: long ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00.000Z`));
}

/**
 * A range of days (`1 nov 2026 – 7 nov 2026`), or one day.
 *
 * @example
 * formatRange('2026-11-24', '2026-11-24', 'nl'); // '24 nov 2026'
 */
export function formatRange(from: string, to: string, language: string): string {
  return from === to
    ? formatDay(from, language)
    : `${formatDay(from, language)} – ${formatDay(to, language)}`;
}

/**
 * The change of `current` against `previous` as a whole percentage, rounded towards zero to
 * one decimal below 1%; null when there is nothing to compare with (no previous figure).
 *
 * @example
 * percentChange(120, 100); // 20
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const change = ((current - previous) / previous) * 100;
  return Math.abs(change) < 1 ? Math.round(change * 10) / 10 : Math.round(change);
}

/**
 * The change against the previous period in words, never by colour or an arrow alone:
 * `20% meer dan de vorige periode (100)`.
 */
export function changeText(
  current: number,
  previous: number,
  language: string,
  t: TFunction<'admin'>,
): string {
  const before = formatCount(previous, language);
  const change = percentChange(current, previous);
  if (change === null) {
    return current === 0
      ? t('statistics.change.same', { previous: before })
      : t('statistics.change.noPrevious');
  }
  if (change === 0) return t('statistics.change.same', { previous: before });
  const percent = new Intl.NumberFormat(locale(language), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(Math.abs(change) / 100);
  return t(change > 0 ? 'statistics.change.up' : 'statistics.change.down', {
    percent,
    previous: before,
  });
}

/** One point of the chart over time and one row of its table. */
export interface SeriesRow {
  /** The hour (ISO, UTC) or day (`YYYY-MM-DD`) as the API gives it. */
  at: string;
  /** A short label for the chart's axis (`14:00`, `3 nov`). */
  tick: string;
  /** The full label of the table (`24 nov 2026, 14:00`). */
  label: string;
  pageviews: number;
  visitors: number;
}

const hourMs = 3_600_000;
const dayMs = 86_400_000;

/** A formatter of moments in Europe/Amsterdam, where the statistics count days. */
const hourFormat = (language: string, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale(language), { ...parts, timeZone });

/**
 * The points of the report's series with every hour or day of the range in it (the API gives
 * only those with page views), up to `now`: a chart and its table show the quiet hours too.
 */
export function seriesRows(
  report: Pick<StatisticsReport, 'from' | 'to' | 'series'>,
  language: string,
  now: Date = new Date(),
): SeriesRow[] {
  const given = new Map(report.series.points.map((point) => [point.at, point]));
  const rows: SeriesRow[] = [];
  if (report.series.granularity === 'hour') {
    const tick = hourFormat(language, { hour: '2-digit', minute: '2-digit' });
    const label = hourFormat(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    // From midnight in Amsterdam on `from` to midnight after `to`: the points fix the offset.
    const start = amsterdamMidnight(report.from);
    const end = Math.min(amsterdamMidnight(nextDay(report.to)), now.getTime());
    for (let time = start; time < end; time += hourMs) {
      const at = new Date(time).toISOString().replace('.000Z', 'Z');
      const point = given.get(at);
      rows.push({
        at,
        tick: tick.format(time),
        label: label.format(time),
        pageviews: point?.pageviews ?? 0,
        visitors: point?.visitors ?? 0,
      });
    }
    return rows;
  }
  const lastDay = minDay(report.to, todayOf(now));
  const tickFormat = new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  for (let time = Date.parse(`${report.from}T00:00:00Z`); ; time += dayMs) {
    const at = new Date(time).toISOString().slice(0, 10);
    if (at > lastDay) break;
    const point = given.get(at);
    rows.push({
      at,
      tick: tickFormat.format(time),
      label: formatDay(at, language),
      pageviews: point?.pageviews ?? 0,
      visitors: point?.visitors ?? 0,
    });
  }
  return rows;
}

const todayOf = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
const minDay = (a: string, b: string) => (a < b ? a : b);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);

/** The moment a day begins in Europe/Amsterdam (UTC+1 in winter, UTC+2 in summer). */
function amsterdamMidnight(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const offset of [1, 2]) {
    const candidate = utcMidnight - offset * hourMs;
    const hour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone })
      .format(candidate)
      .slice(0, 2);
    if (hour === '00') return candidate;
  }
  return utcMidnight - hourMs;
}

/**
 * A web vital's value as people read it: CLS without a unit (`0,12`), times in milliseconds
 * below a second (`850 ms`) and in seconds from one (`2,4 s`).
 *
 * @example
 * formatVital('LCP', 2400, 'nl'); // '2,4 s'
 */
export function formatVital(metric: WebVitalName, value: number, language: string): string {
  const format = (digits: number) =>
    new Intl.NumberFormat(locale(language), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  if (metric === 'CLS') return format(2).format(value);
  return value < 1000 ? `${format(0).format(value)} ms` : `${format(1).format(value / 1000)} s`;
}
