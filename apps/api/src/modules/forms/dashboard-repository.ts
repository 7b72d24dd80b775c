import type { FormNumberSummary } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { dashboardStatement } from './dashboard-sql';
import type { DashboardField } from './dashboard-sql';
import { iso } from './form-rows';

export type { DashboardField } from './dashboard-sql';

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

/** Aggregates over the submissions of one version of one form of a tenant, all in SQL. */
export interface FormDashboardRepository {
  /** Counts, spreads and periods of the version's submissions, in one scan of them. */
  aggregate(
    tenant: Tenant,
    formId: number,
    version: number,
    fields: readonly DashboardField[],
  ): Promise<DashboardAggregates>;
}

type NumberSpread = Omit<FormNumberSummary, 'buckets'> & { buckets: [number, number, number][] };

/** The dashboard repository over `db` (the root knex or a transaction). */
export function createFormDashboardRepository(
  db: Knex | Knex.Transaction,
): FormDashboardRepository {
  return {
    async aggregate(tenant, formId, version, fields) {
      assertTenant(tenant);
      const statement = dashboardStatement(tenant, formId, version, fields);
      // JIT compilation costs tens of milliseconds per statement, more than it saves on the
      // submissions of one version: off for this one (`set local` ends with the transaction).
      const result = (await db.transaction(async (trx) => {
        await trx.raw('set local jit = off');
        return trx.raw(statement.text, statement.bindings as Knex.RawBinding[]);
      })) as { rows: Record<string, unknown>[] };
      const row = result.rows[0] ?? {};
      const at = (name: string) => row[name] ?? null;
      const time = (name: string) => {
        const value = at(name);
        return value === null ? null : iso(value as Date | string);
      };
      const aggregated: DashboardAggregates = {
        count: Number(at('count') ?? 0),
        first: time('first'),
        last: time('last'),
        days: ((at('days') ?? []) as [string, number][]).map(([day, count]) => ({ day, count })),
        fields: new Map(),
      };
      fields.forEach((field, i) => {
        const spread = at(`n${i}`) as NumberSpread | null;
        const earliest = at(`d${i}_earliest`);
        aggregated.fields.set(field.key, {
          answered: Number(at(`a${i}`) ?? 0),
          options: ((at(`o${i}`) ?? []) as (number | string)[]).map(Number),
          numbers: spread
            ? {
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
              }
            : null,
          dates:
            typeof earliest === 'string'
              ? {
                  earliest,
                  latest: at(`d${i}_latest`) as string,
                  months: ((at(`d${i}_months`) ?? []) as [string, number][]).map(
                    ([month, count]) => ({ month, count }),
                  ),
                }
              : null,
        });
      });
      return aggregated;
    },
  };
}
