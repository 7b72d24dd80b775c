import type { FormNumberSummary } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { dashboardStatement } from './dashboard-sql';
import { iso } from './form-rows';
import type { TalliedField } from './tallied-fields';

/** The date answers of a field: the earliest and latest (`YYYY-MM-DD`) and a count per month. */
export interface DateStatistics {
  earliest: string;
  latest: string;
  months: { month: string; count: number }[];
}

/** What a field's answers add up to. */
export interface FieldAggregates {
  answered: number;
  /** Option fields: the count of each of the field's `options`, in order. */
  options: number[];
  /** Number fields; null when no answer is a number. */
  numbers: FormNumberSummary | null;
  /** Date fields; null when no answer is a date. */
  dates: DateStatistics | null;
}

/** What the version's submissions add up to. */
export interface DashboardAggregates {
  count: number;
  /** ISO date-times, null without submissions. */
  first: string | null;
  last: string | null;
  /** Submissions per UTC day (`YYYY-MM-DD`), oldest first, only days with submissions. */
  days: { day: string; count: number }[];
  /** By field key. */
  fields: Map<string, FieldAggregates>;
}

/** Aggregates over the submissions of one version of one form of a tenant, from its tallies. */
export interface FormDashboardRepository {
  /** Counts, spreads and periods of the version's submissions, from the tallies kept of them. */
  aggregate(
    tenant: Tenant,
    formId: number,
    version: number,
    fields: readonly TalliedField[],
  ): Promise<DashboardAggregates>;
}

type NumberSpread = Omit<FormNumberSummary, 'buckets'> & { buckets: [number, number, number][] };

type Tally = [
  kind: 'day' | 'answered' | 'option' | 'date',
  field: string,
  value: string,
  count: number,
];

/** The date tallies of a field added up: the earliest and latest date and a count per month. */
function dateStatistics(dates: readonly (readonly [string, number])[]): DateStatistics | null {
  if (dates.length === 0) return null;
  const sorted = [...dates].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const months = new Map<string, number>();
  for (const [date, count] of sorted) {
    const month = date.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + count);
  }
  return {
    earliest: sorted[0]![0],
    latest: sorted.at(-1)![0],
    months: [...months].map(([month, count]) => ({ month, count })),
  };
}

const numberSummary = (spread: NumberSpread): FormNumberSummary => ({
  min: Number(spread.min),
  max: Number(spread.max),
  mean: Number(spread.mean),
  median: Number(spread.median),
  integers: spread.integers,
  buckets: spread.buckets.map(([from, to, count]) => ({
    from: Number(from),
    to: Number(to),
    count: Number(count),
  })),
});

/** The dashboard repository over `db` (the root knex or a transaction). */
export function createFormDashboardRepository(
  db: Knex | Knex.Transaction,
): FormDashboardRepository {
  return {
    async aggregate(tenant, formId, version, fields) {
      assertTenant(tenant);
      const numberFields = fields.filter((field) => field.counted === 'numbers');
      const statement = dashboardStatement(formId, version, numberFields);
      const result = await db.raw<{ rows: Record<string, unknown>[] }>(
        statement.text,
        statement.bindings as Knex.RawBinding[],
      );
      const row = result.rows[0] ?? {};
      const time = (name: string) => {
        const value = row[name] ?? null;
        return value === null ? null : iso(value as Date | string);
      };
      const tallies = (row.tallies ?? []) as Tally[];
      const of = (kind: Tally[0], field: string) =>
        tallies
          .filter((tally) => tally[0] === kind && tally[1] === field)
          .map(([, , value, count]) => [value, Number(count)] as const);
      const spreads = new Map(
        numberFields.map((field, i) => [field.key, (row[`n${i}`] ?? null) as NumberSpread | null]),
      );
      const days = of('day', '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const aggregated: DashboardAggregates = {
        count: Number(row.count ?? 0),
        first: time('first'),
        last: time('last'),
        days: days.map(([day, count]) => ({ day, count })),
        fields: new Map(),
      };
      for (const field of fields) {
        const options = new Map(of('option', field.key));
        const spread = spreads.get(field.key) ?? null;
        aggregated.fields.set(field.key, {
          answered: of('answered', field.key).reduce((sum, [, count]) => sum + count, 0),
          options: field.options.map((value) => options.get(value) ?? 0),
          numbers: spread ? numberSummary(spread) : null,
          dates: field.counted === 'dates' ? dateStatistics(of('date', field.key)) : null,
        });
      }
      return aggregated;
    },
  };
}
