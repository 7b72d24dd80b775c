import type { TFunction } from 'i18next';
import type {
  FormDateSummary,
  FormNumberBucket,
  FormOptionCount,
  FormTimeline,
} from '@plein/api-client';
import { localized } from '@plein/validation';

/** One bar of a dashboard chart and one row of its table. */
export interface ChartRow {
  key: string;
  label: string;
  count: number;
  /** The count as people read it (`1.234`). */
  countText: string;
  /** Written at the end of the bar: the count, with its share when there is one. */
  valueText: string;
  /** The share as a percentage, when the chart has one (options). */
  share?: string;
}

const locale = (language: string) => (language === 'en' ? 'en-GB' : 'nl-NL');

/**
 * A number as people of `language` write it (a decimal comma in Dutch).
 *
 * @example
 * formatNumber(1234.5, 'nl'); // '1.234,5'
 */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(value);
}

/**
 * `part` as a whole percentage of `whole` (0 % when there is no whole), with one decimal where
 * rounding would say none or all when that is not so.
 *
 * @example
 * formatShare(1, 3, 'nl'); // '33%'
 * formatShare(410, 412, 'nl'); // '99,5%'
 */
export function formatShare(part: number, whole: number, language: string): string {
  const share = whole > 0 ? part / whole : 0;
  const edge = share > 0 && share < 1 && (share < 0.005 || share >= 0.995);
  return new Intl.NumberFormat(locale(language), {
    style: 'percent',
    maximumFractionDigits: edge ? 1 : 0,
  }).format(share);
}

/** A UTC day `YYYY-MM-DD` written out: `3 mrt 2026`. */
function dayText(day: string, language: string, parts: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale(language), { ...parts, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00.000Z`),
  );
}

/**
 * The name of a period that starts on `start` (`YYYY-MM-DD`): a day, a week from Monday, a
 * month, a year or (`step` > 1) a span of years.
 *
 * @example
 * periodLabel('1990-05-01', 'month', 1, 'nl', t); // 'mei 1990'
 * periodLabel('1970-01-01', 'year', 5, 'nl', t); // '1970–1974'
 */
export function periodLabel(
  start: string,
  unit: FormTimeline['unit'],
  step: number,
  language: string,
  t: TFunction<'admin'>,
): string {
  const year = Number(start.slice(0, 4));
  switch (unit) {
    case 'day':
      return dayText(start, language, { day: 'numeric', month: 'short', year: 'numeric' });
    case 'week':
      return t('forms.dashboard.weekOf', {
        date: dayText(start, language, { day: 'numeric', month: 'short', year: 'numeric' }),
      });
    case 'month':
      return dayText(start, language, { month: 'long', year: 'numeric' });
    case 'year':
      return step > 1
        ? t('forms.dashboard.span', { from: year, to: year + step - 1 })
        : String(year);
  }
}

/**
 * The values a number bucket holds: `15–19` for whole numbers (one value: `7`), else
 * `0,2 tot 0,4` (from, up to but not including).
 */
export function bucketLabel(
  bucket: FormNumberBucket,
  integers: boolean,
  language: string,
  t: TFunction<'admin'>,
): string {
  const from = formatNumber(bucket.from, language);
  if (integers) {
    const last = bucket.to - 1;
    return last <= bucket.from
      ? from
      : t('forms.dashboard.span', { from, to: formatNumber(last, language) });
  }
  return t('forms.dashboard.range', { from, to: formatNumber(bucket.to, language) });
}

/** The rows of an option field: each option's label (yes/no for on/off), count and share. */
export function optionRows(
  options: readonly FormOptionCount[],
  answered: number,
  language: string,
  t: TFunction<'admin'>,
): ChartRow[] {
  return options.map((option) => {
    const share = formatShare(option.count, answered, language);
    const count = formatNumber(option.count, language);
    return {
      key: option.value,
      label: option.label
        ? localized(option.label, language)
        : t(option.value === 'true' ? 'forms.dashboard.yes' : 'forms.dashboard.no'),
      count: option.count,
      countText: count,
      share,
      valueText: t('forms.dashboard.countWithShare', { count, percent: share }),
    };
  });
}

/** The rows of a number field's buckets. */
export function bucketRows(
  buckets: readonly FormNumberBucket[],
  integers: boolean,
  language: string,
  t: TFunction<'admin'>,
): ChartRow[] {
  return buckets.map((bucket) => ({
    key: String(bucket.from),
    label: bucketLabel(bucket, integers, language, t),
    count: bucket.count,
    countText: formatNumber(bucket.count, language),
    valueText: formatNumber(bucket.count, language),
  }));
}

/** The rows of periods: submissions over time, or a date field's spread. */
export function periodRows(
  periods: FormDateSummary['periods'],
  unit: FormTimeline['unit'],
  step: number,
  language: string,
  t: TFunction<'admin'>,
): ChartRow[] {
  return periods.map((period) => ({
    key: period.start,
    label: periodLabel(period.start, unit, step, language, t),
    count: period.count,
    countText: formatNumber(period.count, language),
    valueText: formatNumber(period.count, language),
  }));
}

/**
 * A UTC day `YYYY-MM-DD` as people read it (`17 mei 1990`).
 *
 * @example
 * formatDay('1990-05-17', 'nl'); // '17 mei 1990'
 */
export function formatDay(day: string, language: string): string {
  return dayText(day, language, { day: 'numeric', month: 'long', year: 'numeric' });
}
