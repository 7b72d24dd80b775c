// `pnpm bench:statistics`: sustained ingest of visitor statistics through `POST
// /api/statistics/events` (batches of 20 events, as a busy site's browsers send them), on the
// embedded database and on PostgreSQL (a fresh database `plein_bench_statistics` on
// postgres://postgres@127.0.0.1:5432, dropped afterwards), then two app instances side by side on
// that PostgreSQL database. After each run every answered event is counted in the database:
// none may be lost. Then the rollup's time. Last, the report of the statistics screen over
// 10,000,000 events of one site spread over 12 months (BENCH_EVENTS for another number), for 30
// days and for 12 months. Figures are printed, not asserted.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StatisticsEvent } from '@plein/api-client';
import { createServerLogger } from '@plein/logger/node';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { createApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import type { Database } from '../src/db/database';
import { migrateLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/seed-demo';
import { statisticsReport } from '../src/modules/statistics/report';
import { rollupStatistics } from '../src/modules/statistics/rollup';
import { ensurePartitions } from '../src/modules/statistics/storage';
import { time } from './measure';

const serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const batchSize = 20;
const paths = ['/', '/nieuws', '/nieuws/1', '/contact', '/zoeken'];
const batch: StatisticsEvent[] = Array.from({ length: batchSize }, (_, n) =>
  n % 4 === 3
    ? { kind: 'vital', path: paths[n % paths.length]!, name: 'LCP', value: 900 + n * 37 }
    : {
        kind: 'pageview',
        path: paths[n % paths.length]!,
        referrer: n % 5 === 0 ? 'duckduckgo.com' : null,
        entry: n % 5 === 0,
        device: n % 2 ? 'mobile' : 'desktop',
        language: 'nl',
      },
);
const body = JSON.stringify(batch);
const consent = `plein-consent=${encodeURIComponent('{"categories":["required","analytical"],"date":"2026-11-24"}')}`;
const logger = createServerLogger({ name: 'bench', level: 'warn' });

async function listen(db: Database) {
  const app = createApp({
    db,
    logger,
    config: { trustProxy: true },
    statisticsIngestLimits: { perIp: 1e9, perTenant: 1e9 },
  });
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Sends batches to each url at once for `seconds`; answers the events answered 204. */
async function ingest(
  urls: string[],
): Promise<{ events: number; perSecond: number; p99: number; errors: number }> {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}/api/statistics/events`,
        method: 'POST',
        connections: 16,
        duration: seconds,
        headers: {
          host: 'localhost',
          'content-type': 'text/plain',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
          cookie: consent,
        },
        body,
      }),
    ),
  );
  const answered = results.reduce((sum, result) => sum + result['2xx'], 0);
  return {
    events: answered * batchSize,
    perSecond: Math.round((answered * batchSize) / seconds),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

async function measure(label: string, databases: Database[]) {
  const servers = await Promise.all(databases.map(listen));
  const knex = databases[0]!.knex;
  const before = Number(
    (await knex('stat_events').count<{ count: string }[]>('* as count'))[0]!.count,
  );
  const result = await ingest(servers.map((server) => server.url));
  const stored =
    Number((await knex('stat_events').count<{ count: string }[]>('* as count'))[0]!.count) - before;
  const started = performance.now();
  await rollupStatistics(knex, new Date());
  const rollupMs = Math.round(performance.now() - started);
  console.log(
    `${label}: ${result.perSecond} events/s sustained over ${seconds} s (p99 ${result.p99} ms per batch of ${batchSize}), ` +
      `${result.events} answered, ${stored} stored (${Math.max(0, result.events - stored)} lost; ` +
      `${Math.max(0, stored - result.events)} more from batches in flight at the cut), ${result.errors} errors; ` +
      `rollup of ${stored} events ${rollupMs} ms`,
  );
  for (const { server } of servers) await new Promise((resolve) => server.close(resolve));
}

const manyEvents = Number(process.env.BENCH_EVENTS ?? 10_000_000);

/**
 * 10,000,000 events of the demo site over the past 12 months (page views over 500 pages, 40
 * referrers, web vitals, searches, 404s), summed by the rollup, then the report's p50/p95.
 */
async function reportOverManyEvents(db: Database) {
  const { knex } = db;
  const now = new Date();
  for (let month = -12; month <= 0; month++) {
    await ensurePartitions(
      knex,
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + month, 15)),
    );
  }
  const [platform] = await knex('platforms').orderBy('id').limit(1).select<{ id: number }[]>('id');
  const started = performance.now();
  const chunk = 1_000_000;
  for (let offset = 0; offset < manyEvents; offset += chunk) {
    await knex.raw(
      `insert into stat_events (platform_id, occurred_at, kind, path, referrer, entry, device,
         language, visitor, metric, value, query, results)
       select :platform, now() - (n % 31536000) * interval '1 second',
         case when n % 10 < 7 then 'pageview' when n % 10 < 9 then 'vital'
              when n % 20 = 9 then 'search' else 'notFound' end,
         '/pagina-' || (n * 7919 % 500), case when n % 13 = 0 then 'site' || (n % 40) || '.example' end,
         n % 4 = 0, (array['mobile', 'tablet', 'desktop'])[n % 3 + 1], case when n % 5 = 0 then 'en' else 'nl' end,
         case when n % 2 = 0 then (n % 50000)::bigint end,
         (array['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'load'])[n % 6 + 1],
         case when n % 6 = 2 then (n % 300) / 1000.0 else 100 + n % 5000 end,
         'zoekwoord ' || (n % 1000), n % 3
       from generate_series(:from::bigint, :to::bigint) as n`,
      { platform: platform!.id, from: offset, to: Math.min(manyEvents, offset + chunk) - 1 },
    );
  }
  const inserted = Math.round((performance.now() - started) / 1000);
  const rolling = performance.now();
  await knex('stat_rollup_state').update({ rolled_until: null });
  await rollupStatistics(knex, new Date());
  const rolled = Math.round((performance.now() - rolling) / 1000);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const today = day(Date.now());
  for (const [label, days] of [
    ['30 days', 30],
    ['12 months', 365],
  ] as const) {
    const query = { from: day(Date.now() - (days - 1) * 86_400_000), to: today };
    const timing = await time(() => statisticsReport(knex, platform!.id, query), 50, 5);
    console.log(
      `report over ${manyEvents.toLocaleString('en')} events, ${label}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`,
    );
  }
  console.log(`(inserting the events took ${inserted} s, summing them ${rolled} s)`);
}

async function main() {
  const embedded = createDatabase();
  await migrateLatest(embedded.knex);
  await seedDemo(embedded.knex, { adminPassword: 'bench-admin-password-1' });
  await measure('embedded database, one instance', [embedded]);
  await embedded.close();

  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw('drop database if exists plein_bench_statistics with (force)');
    await admin.raw('create database plein_bench_statistics');
  } catch (error) {
    console.log(`PostgreSQL at ${serverUrl} is not reachable: ${(error as Error).message}`);
    await admin.destroy();
    return;
  }
  const url = serverUrl.replace(/\/postgres$/, '/plein_bench_statistics');
  const first = createDatabase({ databaseUrl: url });
  const second = createDatabase({ databaseUrl: url });
  try {
    await migrateLatest(first.knex);
    await seedDemo(first.knex, { adminPassword: 'bench-admin-password-1' });
    await measure('PostgreSQL, one instance', [first]);
    await measure('PostgreSQL, two instances side by side', [first, second]);
    await reportOverManyEvents(first);
  } finally {
    await first.close();
    await second.close();
    await admin.raw('drop database if exists plein_bench_statistics with (force)');
    await admin.destroy();
  }
}

await main();
