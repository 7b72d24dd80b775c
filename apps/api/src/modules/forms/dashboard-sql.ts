import type { TalliedField } from './tallied-fields';

/** A piece of SQL with its bindings, in order. */
export interface Sql {
  text: string;
  bindings: unknown[];
}

const sql = (text: string, ...bindings: unknown[]): Sql => ({ text, bindings });
const joined = (parts: readonly Sql[], separator = ', '): Sql => ({
  text: parts.map((part) => part.text).join(separator),
  bindings: parts.flatMap((part) => part.bindings),
});

/**
 * The spread of the numbers in `n{i}` (one row per distinct value `x` given `c` times) as JSON:
 * min, max, mean, median, whether all are whole, and about ten buckets `[from, to, count]` of one
 * round width, each from its start up to (not including) the next, from a multiple of the width
 * to the bucket that holds the largest.
 *
 * The width is the smallest of 1, 2, 2.5, 5 and 10 times the power of ten below a tenth of the
 * range that is at least that tenth (whole for whole numbers); one value, or equal values, make
 * one bucket of width 1. Numeric arithmetic is exact, so the edges are round (0.1 + 0.2 is 0.3).
 * The median is the mean of the values at the two middle places (one place for an odd count),
 * found by the running count.
 */
const numberSpread = (i: number) => `(select case when s.lo is not null then json_build_object(
    'min', s.lo, 'max', s.hi, 'mean', s.mean, 'median', s.median, 'integers', s.whole,
    'buckets', (select json_agg(json_build_array(
        p.start + k * p.step, p.start + (k + 1) * p.step, coalesce(c.count, 0)) order by k)
      from (select w.step, floor(s.lo / w.step) * w.step as start
        from (select case when s.hi = s.lo then 1::numeric else (
            select min(f.factor * b.base)
            from (select power(10::numeric, floor(log((s.hi - s.lo) / 10))) as base) b,
              (values (1::numeric), (2), (2.5), (5), (10)) f(factor)
            where f.factor * b.base >= (s.hi - s.lo) / 10
              and (not s.whole or f.factor * b.base = trunc(f.factor * b.base))) end as step) w) p
      cross join generate_series(0, floor((s.hi - p.start) / p.step)::integer) as k
      left join lateral (select floor((n.x - p.start) / p.step)::integer as k,
          sum(n.c)::integer as count
        from n${i} n group by 1) c using (k))) end
  from (select min(m.x) as lo, max(m.x) as hi, sum(m.x * m.c) / sum(m.c) as mean,
      ((min(m.x) filter (where m.upto >= (m.total + 1) / 2))::float8
        + (min(m.x) filter (where m.upto >= m.total / 2 + 1))::float8) / 2 as median,
      bool_and(m.x = trunc(m.x)) as whole
    from (select x, c, sum(c) over (order by x) as upto, sum(c) over () as total from n${i}) m
  ) s) as n${i}`;

/**
 * The one statement of a version's dashboard, over the tallies the triggers keep (decision
 * 0012): it reads no submission's answers, so it costs the same for ten submissions or a
 * million. It answers one row: `count`, `first`, `last`, `tallies` (JSON `[kind, field, value,
 * count]` of every tally but numbers) and, per number field `i` of `numberFields`, `n{i}` (JSON,
 * see {@link numberSpread}).
 */
export function dashboardStatement(
  formId: number,
  version: number,
  numberFields: readonly TalliedField[],
): Sql {
  const ofVersion = (table: string) =>
    sql(`from ${table} where form_id = ? and version = ?`, formId, version);
  return joined(
    [
      sql('with t as materialized (select kind, field, value, count'),
      ofVersion('form_answer_tallies'),
      sql('and count > 0)'),
      ...numberFields.map((field, i) =>
        sql(
          `, n${i} as (select value::numeric as x, count as c from t
            where kind = 'number' and field = ?)`,
          field.key,
        ),
      ),
      sql('select'),
      joined([
        joined(
          [
            sql('coalesce((select submissions'),
            ofVersion('form_version_counts'),
            sql('), 0)::integer as count'),
          ],
          ' ',
        ),
        joined(
          [sql('(select min(submitted_on)'), ofVersion('form_submissions'), sql(') as first')],
          ' ',
        ),
        joined(
          [sql('(select max(submitted_on)'), ofVersion('form_submissions'), sql(') as last')],
          ' ',
        ),
        sql(`(select coalesce(json_agg(json_build_array(kind, field, value, count)), '[]')
          from t where kind <> 'number') as tallies`),
        ...numberFields.map((_, i) => sql(numberSpread(i))),
      ]),
    ],
    ' ',
  );
}
