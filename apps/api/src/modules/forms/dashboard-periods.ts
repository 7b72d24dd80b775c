// The periods of a form version's dashboard that submissions over time and date answers are
// counted in. They work on what the database already aggregated (a count per day or month), never
// on single submissions.
import type { FormDateSummary, FormPeriodCount, FormTimeline } from '@plein/api-client';

const dayMs = 24 * 60 * 60 * 1000;
const utcDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
const dayText = (date: Date): string => date.toISOString().slice(0, 10);
const yearText = (year: number): string => String(year).padStart(4, '0');

type TimelineUnit = FormTimeline['unit'];

/** The first day of the period of `unit` that `date` falls in (weeks start on Monday). */
function periodStart(date: Date, unit: TimelineUnit): Date {
  const year = date.getUTCFullYear();
  switch (unit) {
    case 'day':
      return date;
    case 'week':
      return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * dayMs);
    case 'month':
      return new Date(Date.UTC(year, date.getUTCMonth(), 1));
    case 'year':
      return new Date(Date.UTC(year, 0, 1));
  }
}

function nextPeriod(date: Date, unit: TimelineUnit): Date {
  switch (unit) {
    case 'day':
      return new Date(date.getTime() + dayMs);
    case 'week':
      return new Date(date.getTime() + 7 * dayMs);
    case 'month':
      return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
    case 'year':
      return new Date(Date.UTC(date.getUTCFullYear() + 1, 0, 1));
  }
}

/**
 * Submissions over time from the count per UTC day (oldest first): per day for a span of up to
 * 31 days, per week for up to 26 weeks, per month for up to three years, else per year; every
 * period from the first to the last is listed, empty ones with 0.
 *
 * @example
 * timeline([{ day: '2026-03-02', count: 2 }, { day: '2026-03-04', count: 1 }]);
 * // { unit: 'day', periods: [{ start: '2026-03-02', count: 2 }, { start: '2026-03-03', count: 0 }, …] }
 */
export function timeline(days: readonly { day: string; count: number }[]): FormTimeline {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return { unit: 'day', periods: [] };
  const span = (utcDay(last.day).getTime() - utcDay(first.day).getTime()) / dayMs + 1;
  const unit: TimelineUnit =
    span <= 31 ? 'day' : span <= 26 * 7 ? 'week' : span <= 3 * 366 ? 'month' : 'year';
  const counts = new Map<string, number>();
  for (const { day, count } of days) {
    const start = dayText(periodStart(utcDay(day), unit));
    counts.set(start, (counts.get(start) ?? 0) + count);
  }
  const periods: FormPeriodCount[] = [];
  const end = periodStart(utcDay(last.day), unit).getTime();
  for (let at = periodStart(utcDay(first.day), unit); at.getTime() <= end;) {
    const start = dayText(at);
    periods.push({ start, count: counts.get(start) ?? 0 });
    at = nextPeriod(at, unit);
  }
  return { unit, periods };
}

const yearSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000];
/** Most periods a date field's spread is shown in (when it spans more than two years). */
const maxYearPeriods = 30;

/**
 * The spread of a date field from its count per month (`YYYY-MM`) and its earliest and latest
 * answer (`YYYY-MM-DD`): per month when they are at most 24 months apart, else per 1, 2, 5, 10, …
 * years, so that there are at most 30 periods; every period listed, empty ones with 0.
 *
 * @example
 * datePeriods([{ month: '1970-05', count: 1 }, { month: '2004-01', count: 2 }], '1970-05-01', '2004-01-31');
 * // { unit: 'year', step: 2, periods: [{ start: '1970-01-01', count: 1 }, …] }
 */
export function datePeriods(
  months: readonly { month: string; count: number }[],
  earliest: string,
  latest: string,
): FormDateSummary {
  const [firstYear, firstMonth] = earliest.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = latest.split('-').map(Number) as [number, number];
  const monthSpan = lastYear * 12 + lastMonth - (firstYear * 12 + firstMonth) + 1;
  if (monthSpan <= 24) {
    const counts = new Map(months.map(({ month, count }) => [month, count]));
    const periods = Array.from({ length: monthSpan }, (_, index) => {
      const year = firstYear + Math.floor((firstMonth - 1 + index) / 12);
      const month = ((firstMonth - 1 + index) % 12) + 1;
      const key = `${yearText(year)}-${String(month).padStart(2, '0')}`;
      return { start: `${key}-01`, count: counts.get(key) ?? 0 };
    });
    return { earliest, latest, unit: 'month', step: 1, periods };
  }
  const step =
    yearSteps.find(
      (size) => Math.floor(lastYear / size) - Math.floor(firstYear / size) + 1 <= maxYearPeriods,
    ) ?? 10_000;
  const from = Math.floor(firstYear / step) * step;
  const counts = new Map<number, number>();
  for (const { month, count } of months) {
    const start = Math.floor(Number(month.slice(0, 4)) / step) * step;
    counts.set(start, (counts.get(start) ?? 0) + count);
  }
  const length = (Math.floor(lastYear / step) * step - from) / step + 1;
  const periods = Array.from({ length }, (_, index) => {
    const year = from + index * step;
    return { start: `${yearText(year)}-01-01`, count: counts.get(year) ?? 0 };
  });
  return { earliest, latest, unit: 'year', step, periods };
}
