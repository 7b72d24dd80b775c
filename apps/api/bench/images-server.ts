// A child process of images.bench.ts: the API on an embedded PGlite (or IMAGE_BENCH_DATABASE_URL),
// seeded, listening on a free loopback port. Tells the parent its port over IPC and answers
// `rss` messages with its peak resident set size, so the parent measures the API alone.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerLogger } from '@plein/logger/node';
import { createApp } from '../src/app';
import { createDatabase, openPGlite } from '../src/db/database';
import { migrateLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/seed-demo';
import type { VariantCache } from '../src/modules/images/variant-cache';
import { benchAdminPassword } from './image-bench-settings';

const neverCached: VariantCache = {
  get: () => Promise.resolve(null),
  set: () => Promise.resolve(),
  removeImage: () => Promise.resolve(),
};

async function main(): Promise<void> {
  const url = process.env.IMAGE_BENCH_DATABASE_URL;
  const db = url ? createDatabase({ databaseUrl: url }) : createDatabase({ pglite: openPGlite() });
  await migrateLatest(db.knex);
  await seedDemo(db.knex, { adminPassword: benchAdminPassword });
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'plein-image-bench-'));
  const app = createApp({
    db,
    logger: createServerLogger({ name: 'plein-image-bench', level: 'silent' }),
    config: { trustProxy: false },
    images: { cacheDir, cache: process.env.IMAGE_BENCH_UNCACHED ? neverCached : undefined },
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({ port, rss: process.resourceUsage().maxRSS * 1024 });
  });
  process.on('message', (message) => {
    if (message === 'rss') process.send?.({ rss: process.resourceUsage().maxRSS * 1024 });
    if (message === 'stop') {
      server.closeAllConnections();
      server.close(
        () =>
          void db
            .close()
            .then(() => rm(cacheDir, { recursive: true, force: true }))
            .then(() => process.exit(0)),
      );
    }
  });
}

void main();
