import type { Tenant } from '../platforms/repository';

/**
 * A field as the dashboard's aggregates read it: how its answer is stored (`text`, a `list` of
 * ticked options, or `onOff`) and what is counted beyond how many answered it; `options` are the
 * values counted (`'true'`, `'false'` for on/off).
 */
export interface DashboardField {
  key: string;
  stored: 'text' | 'list' | 'onOff';
  counted: 'options' | 'numbers' | 'dates' | 'none';
  options: readonly string[];
}

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

// Every check below runs once per answer, so each is the cheapest that still keeps out what would
// break the aggregates (the rules check answers fully when they are stored). PostgreSQL's regular
// expressions get several times slower with counted repetitions (`{1,15}`) or many character
// classes, hence a pattern without them plus a bound on the length (27 characters: the rules'
// `parseFormNumber` allows 15 + 10 digits, a sign and a separator), which keeps a stray value from
// overflowing. `\\?` is knex's escape for a literal `?`.
const isNumber = (t: string) => `length(${t}) <= 27 and ${t} ~ '^-\\?[0-9]+([.,][0-9]+)\\?$'`;
const isDate = (t: string) =>
  `(${t} like '____-__-__' or ${t} like '____/__/__') and ${t} ~ '^[0-9]+[-/][0-9]+[-/][0-9]+$'`;

/**
 * The spread of number field `i` (`n{i}` in `v`) as JSON: min, max, mean, median, whether all are
 * whole, and about ten buckets `[from, to, count]` of one round width, each from its start up to
 * (not including) the next, from a multiple of the width to the bucket that holds the largest.
 *
 * The width is the smallest of 1, 2, 2.5, 5 and 10 times the power of ten below a tenth of the
 * range that is at least that tenth (whole for whole numbers); one value, or equal values, make
 * one bucket of width 1. Numeric arithmetic is exact, so the edges are round (0.1 + 0.2 is 0.3).
 */
const numberSpread = (i: number) => `(select case when t.lo is not null then json_build_object(
    'min', t.lo, 'max', t.hi, 'mean', t.mean, 'median', t.median, 'integers', t.whole,
    'buckets', (select json_agg(json_build_array(
        p.start + k * p.step, p.start + (k + 1) * p.step, coalesce(c.count, 0)) order by k)
      from (select w.step, floor(t.lo / w.step) * w.step as start
        from (select case when t.hi = t.lo then 1::numeric else (
            select min(f.factor * b.base)
            from (select power(10::numeric, floor(log((t.hi - t.lo) / 10))) as base) b,
              (values (1::numeric), (2), (2.5), (5), (10)) f(factor)
            where f.factor * b.base >= (t.hi - t.lo) / 10
              and (not t.whole or f.factor * b.base = trunc(f.factor * b.base))) end as step) w) p
      cross join generate_series(0, floor((t.hi - p.start) / p.step)::integer) as k
      left join lateral (select floor((v.n${i} - p.start) / p.step)::integer as k,
          count(*)::integer as count
        from v where v.n${i} is not null group by 1) c using (k))) end
  from (select min(n${i}) as lo, max(n${i}) as hi, avg(n${i}) as mean,
    percentile_cont(0.5) within group (order by n${i}::float8) as median,
    bool_and(n${i} = trunc(n${i})) as whole) t) as n${i}`;

/**
 * What a field adds to the statement: its raw answer (`r{i}`, read once per submission), the
 * columns of `v` derived from it and the aggregates over them.
 */
interface FieldPart {
  raw: Sql;
  derived: Sql[];
  aggregates: Sql[];
}

function fieldPart(field: DashboardField, i: number): FieldPart {
  const raw = `r${i}`;
  const derived: Sql[] = [];
  const aggregates = [sql(`count(*) filter (where a${i})::integer as a${i}`)];
  const answered = (condition: string) => derived.push(sql(`${condition} as a${i}`));
  // One count per option: a ticked checkbox, the chosen option, or the on/off state.
  const countOptions = (match: (value: string) => Sql) => {
    derived.push(sql(`${raw} as o${i}`));
    const counts = field.options.map((value) =>
      joined([sql('count(*) filter (where '), match(value), sql(')::integer')], ''),
    );
    aggregates.push(joined([sql('array['), joined(counts), sql(`]::integer[] as o${i}`)], ''));
  };
  if (field.stored !== 'text') {
    if (field.stored === 'list') {
      answered(`jsonb_typeof(${raw}) = 'array' and ${raw} <> '[]'`);
      countOptions((value) => sql(`o${i} @> ?::jsonb`, JSON.stringify([value])));
    } else {
      answered(`jsonb_typeof(${raw}) = 'boolean'`);
      countOptions((value) => sql(`o${i} = ?::jsonb`, value));
    }
    return { raw: sql(`s.answers -> ? as ${raw}`, field.key), derived, aggregates };
  }
  answered(`${raw} <> ''`);
  if (field.counted === 'options') countOptions((value) => sql(`o${i} = ?`, value));
  if (field.counted === 'dates') {
    // Compared byte by byte: ISO dates sort the same, and faster than by a language's rules.
    derived.push(
      sql(`case when ${isDate(raw)} then replace(${raw}, '/', '-') collate "C" end as d${i}`),
    );
    aggregates.push(
      sql(`min(d${i}) as d${i}_earliest, max(d${i}) as d${i}_latest,
        (select coalesce(json_agg(json_build_array(m.month, m.count)), '[]')
          from (select left(d${i}, 7) as month, count(*)::integer as count from v
            where d${i} is not null group by 1) m) as d${i}_months`),
    );
  }
  if (field.counted === 'numbers') {
    derived.push(
      sql(`case when ${isNumber(raw)} then replace(${raw}, ',', '.')::numeric end as n${i}`),
    );
    aggregates.push(sql(numberSpread(i)));
  }
  return { raw: sql(`btrim(s.answers ->> ?) as ${raw}`, field.key), derived, aggregates };
}

/**
 * The one statement of a version's dashboard. Each answer is read once per submission (`r`,
 * kept apart by `offset 0`), the values the aggregates need are derived from it once (`v`, kept
 * as rows because several aggregates read it), so the version's submissions are scanned once.
 * It answers one row: `count`, `first`, `last`, `days` (JSON `[day, count]`, UTC), per field `i`
 * `a{i}` (answered), `o{i}` (counts per option), `d{i}_earliest`, `d{i}_latest`, `d{i}_months`
 * (JSON `[month, count]`) and `n{i}` (JSON, see {@link numberSpread}).
 */
export function dashboardStatement(
  tenant: Tenant,
  formId: number,
  version: number,
  fields: readonly DashboardField[],
): Sql {
  const parts = fields.map(fieldPart);
  return joined(
    [
      sql('with v as materialized (select'),
      joined([sql('r.at'), ...parts.flatMap((part) => part.derived)]),
      sql('from (select'),
      joined([sql('s.submitted_on as at'), ...parts.map((part) => part.raw)]),
      sql(
        `from form_submissions s where s.platform_id = ? and s.form_id = ? and s.version = ?
          offset 0) r)`,
        tenant.id,
        formId,
        version,
      ),
      sql('select'),
      joined([
        sql(`count(*)::integer as count, min(at) as first, max(at) as last,
          (select coalesce(json_agg(json_build_array(d.day, d.count) order by d.day), '[]')
            from (select (at at time zone 'UTC')::date as day, count(*)::integer as count
              from v group by 1) d) as days`),
        ...parts.flatMap((part) => part.aggregates),
      ]),
      sql('from v'),
    ],
    ' ',
  );
}
