// `pnpm bench`: list and search latency at 10k, 100k and 1M list items on real PostgreSQL.
// BENCH_DATABASE_URL names the database to use (its content is replaced); by default a fresh
// database `plein_bench` is created on postgres://postgres@127.0.0.1:5432 and dropped afterwards.
// BENCH_SIZES=10000,100000 runs fewer stages. Figures are printed, not asserted.
import knexFactory from 'knex';
import type { Knex } from 'knex';
import { createDatabase } from '../src/db/database';
import { migrateLatest } from '../src/db/migrate';
import { createListItemsRepository } from '../src/modules/list-items/repository';
import { createListItemsService } from '../src/modules/list-items/service';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import { createSearchRepository } from '../src/modules/search/repository';
import { createSearchService } from '../src/modules/search/service';
import { benchHost, createBenchShape, insertBenchItems, parentGuid } from './bench-data';
import { captureQueries, explain, time } from './measure';
import type { Timing } from './measure';

const serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 200);

async function openBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) {
    return { url: process.env.BENCH_DATABASE_URL, drop: () => Promise.resolve() };
  }
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw('drop database if exists plein_bench with (force)');
  await admin.raw('create database plein_bench');
  const url = new URL(serverUrl);
  url.pathname = '/plein_bench';
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw('drop database if exists plein_bench with (force)');
      await admin.destroy();
    },
  };
}

async function resetSchema(knex: Knex): Promise<void> {
  await knex.raw('drop schema public cascade');
  await knex.raw('create schema public');
}

function row(label: string, cells: string[]): string {
  return `${label.padEnd(28)}${cells.map((cell) => cell.padStart(18)).join('')}`;
}

const ms = (t: Timing) => `${t.p50.toFixed(2)} / ${t.p95.toFixed(2)}`;

async function main(): Promise<void> {
  const bench = await openBenchDatabase();
  const db = createDatabase({ databaseUrl: bench.url, poolMax: 2 });
  const { knex } = db;
  try {
    if (process.env.BENCH_DATABASE_URL) await resetSchema(knex);
    await migrateLatest(knex);
    await createBenchShape(knex);
    const tenant = (await createPlatformsRepository(knex).findByHost(benchHost(1)))!;
    const largeList = (
      await knex('building_block_instances')
        .join('bench_blocks', 'bench_blocks.id', 'building_block_instances.id')
        .where('bench_blocks.n', 0)
        .first<{ guid: string }>('guid')
    ).guid;
    const smallList = (
      await knex('building_block_instances')
        .join('bench_blocks', 'bench_blocks.id', 'building_block_instances.id')
        .where('bench_blocks.n', 5)
        .first<{ guid: string }>('guid')
    ).guid;
    const lists = createListItemsService(createListItemsRepository(knex));
    const search = createSearchService(createSearchRepository(knex));
    const scenarios: [string, () => Promise<unknown>][] = [
      ['first page (large list)', () => lists.list(tenant, largeList, { itemCount: 10 })],
      ['first page (small list)', () => lists.list(tenant, smallList, { itemCount: 10 })],
      [
        'page 500 (large list)',
        () => lists.list(tenant, largeList, { pageNumber: 500, itemCount: 10 }),
      ],
      [
        'page 50, title sort',
        () =>
          lists.list(tenant, largeList, { pageNumber: 50, itemCount: 10, sort_by: 'title_asc' }),
      ],
      [
        'parent filter',
        () =>
          lists.list(tenant, largeList, {
            itemCount: 10,
            filter: { parentGuids: [parentGuid(7)] },
          }),
      ],
      ['search (selective word)', () => search.search(tenant, { q: 'themakq' })],
      ['search (common word)', () => search.search(tenant, { q: 'fietsen' })],
    ];
    const results = new Map<number, Timing[]>();
    let seeded = 0;
    for (const size of sizes) {
      const started = Date.now();
      for (let from = seeded; from < size; from += 100_000) {
        await insertBenchItems(knex, from, Math.min(size, from + 100_000));
      }
      seeded = size;
      await knex.raw('vacuum analyze list_items');
      await knex.raw('vacuum analyze list_item_parents');
      await knex.raw('vacuum analyze building_block_instances');
      console.log(
        `\n== ${size.toLocaleString('en')} items (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s) ==`,
      );
      const timings: Timing[] = [];
      for (const [label, work] of scenarios) {
        const timing = await time(work, runs);
        timings.push(timing);
        console.log(row(label, [ms(timing) + ' ms']));
      }
      results.set(size, timings);
      if (size === sizes[sizes.length - 1]) {
        console.log('\nEXPLAIN (ANALYZE, BUFFERS), plan lines:');
        for (const [label, work] of scenarios) {
          console.log(`\n[${label}]`);
          for (const line of await explain(knex, await captureQueries(knex, work)))
            console.log(line);
        }
      }
    }
    console.log(
      `\np50 / p95 in ms over ${runs} runs after 20 warm-up runs (tenant 1, 10 items per page)`,
    );
    console.log(
      row(
        'scenario',
        sizes.map((s) => s.toLocaleString('en')),
      ),
    );
    scenarios.forEach(([label], i) => {
      console.log(
        row(
          label,
          sizes.map((s) => ms(results.get(s)![i]!)),
        ),
      );
    });
    if (sizes.length > 1) {
      console.log('\ngrowth of p95 between stages (items grow 10x per stage)');
      scenarios.forEach(([label], i) => {
        const ratios = sizes.slice(1).map((s, k) => {
          const before = results.get(sizes[k]!)![i]!.p95;
          return `x${(results.get(s)![i]!.p95 / before).toFixed(2)}`;
        });
        console.log(row(label, ['', ...ratios]));
      });
    }
  } finally {
    await db.close();
    await bench.drop();
  }
}

await main();
