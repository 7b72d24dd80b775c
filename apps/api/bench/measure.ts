import type { Knex } from 'knex';

/** p50 and p95 of a scenario, in milliseconds. */
export interface Timing {
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Runs `work` `warmUp` times unmeasured, then `runs` times; p50/p95 of the measured runs. */
export async function time(work: () => Promise<unknown>, runs = 200, warmUp = 20): Promise<Timing> {
  for (let i = 0; i < warmUp; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** The part of knex's client the plan needs: a raw driver connection. */
interface PoolClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

interface PgConnection {
  query(sql: string, values: unknown[]): Promise<{ rows: { 'QUERY PLAN': string }[] }>;
}

interface CapturedQuery {
  sql: string;
  bindings: unknown[];
}

/** Records the SQL knex sends while `work` runs. */
export async function captureQueries(
  knex: Knex,
  work: () => Promise<unknown>,
): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const listener = (query: { sql: string; bindings?: unknown[] }) => {
    captured.push({ sql: query.sql, bindings: query.bindings ?? [] });
  };
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.off('query', listener);
  }
  return captured;
}

const interesting = /Index|Seq Scan|Bitmap|Sort|Limit|Execution Time/;

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of each captured query that reads list items or searches, the
 * plan lines that show how (scans, indexes, sorts, limits, time).
 */
export async function explain(knex: Knex, queries: CapturedQuery[]): Promise<string[]> {
  const lines: string[] = [];
  for (const { sql, bindings } of queries) {
    if (!/list_items|hits/.test(sql) || /plein_search_query\(cast/.test(sql)) continue;
    // The captured SQL has the driver's $n placeholders: run it on a pg connection directly.
    const client = knex.client as PoolClient;
    const connection = (await client.acquireConnection()) as PgConnection;
    let result: { rows: { 'QUERY PLAN': string }[] };
    try {
      result = await connection.query(`explain (analyze, buffers) ${sql}`, bindings);
    } finally {
      await client.releaseConnection(connection);
    }
    lines.push(`  -- ${sql.replace(/\s+/g, ' ').slice(0, 110)}…`);
    for (const row of result.rows) {
      const line = row['QUERY PLAN'];
      if (interesting.test(line)) lines.push(`  ${line.trimEnd()}`);
    }
  }
  return lines;
}
