// A child process of images.bench.ts: the API on an embedded PGlite (or IMAGE_BENCH_DATABASE_URL),
// seeded, listening on a free loopback port. Its data folder is a new temporary one: on PGlite the
// database is persisted there and the originals are files in `<dataDir>/originals`, as for a user
// (PLEIN_DATA_DIR). IMAGE_BENCH_NO_ORIGINAL_CACHE=1 turns the in-memory cache of originals off.
// Tells the parent its port over IPC and answers `rss` messages with its peak resident set size,
// so the parent measures the API alone:
// `rss` is the peak of the whole life of the process (start-up included), `phasePeak` the peak
// since the last `reset-peak` message (Linux: VmHWM after /proc/self/clear_refs), e.g. the
// uploads alone.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerLogger } from '@plein/logger/node';
import { createApp } from '../src/app';
import { prepareDatabase } from '../src/bootstrap';
import type { VariantCache } from '../src/modules/images/variant-cache';
import { benchAdminPassword } from './image-bench-settings';

const neverCached: VariantCache = {
  get: () => Promise.resolve(null),
  set: () => Promise.resolve(),
  removeImage: () => Promise.resolve(),
};

/** Peak resident set size since the last reset, in bytes; null where /proc is missing. */
function phasePeak(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const url = process.env.IMAGE_BENCH_DATABASE_URL;
  // As for a user: PGlite persisted in its data folder, originals in `<dataDir>/originals`.
  // IMAGE_BENCH_DATA_DIR reuses a folder (kept afterwards): a second run measures a restart.
  const keptDataDir = process.env.IMAGE_BENCH_DATA_DIR;
  const dataDir = keptDataDir ?? (await mkdtemp(path.join(tmpdir(), 'plein-image-bench-data-')));
  // As the API starts for a user: a new embedded data folder is prepared by a child process.
  const { db } = await prepareDatabase(
    {
      databaseUrl: url ?? null,
      dataDir,
      seedAdminEmail: 'admin@plein.test',
      seedAdminPassword: benchAdminPassword,
    },
    createServerLogger({ name: 'plein-image-bench', level: 'silent' }),
  );
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'plein-image-bench-'));
  const app = createApp({
    db,
    logger: createServerLogger({ name: 'plein-image-bench', level: 'silent' }),
    config: { trustProxy: false, dataDir },
    images: {
      cacheDir,
      cache: process.env.IMAGE_BENCH_UNCACHED ? neverCached : undefined,
      originalCacheMaxBytes: process.env.IMAGE_BENCH_NO_ORIGINAL_CACHE ? 0 : undefined,
    },
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({ port, rss: process.resourceUsage().maxRSS * 1024 });
  });
  process.on('message', (message) => {
    if (message === 'rss') {
      process.send?.({ rss: process.resourceUsage().maxRSS * 1024, phasePeak: phasePeak() });
    }
    if (message === 'reset-peak') {
      try {
        writeFileSync('/proc/self/clear_refs', '5');
      } catch {
        // Not Linux: phasePeak stays the peak of the whole life.
      }
      process.send?.({ rss: process.memoryUsage().rss, phasePeak: phasePeak() });
    }
    if (message === 'stop') {
      server.closeAllConnections();
      server.close(
        () =>
          void db
            .close()
            .then(() => rm(cacheDir, { recursive: true, force: true }))
            .then(() => (keptDataDir ? undefined : rm(dataDir, { recursive: true, force: true })))
            .then(() => process.exit(0)),
      );
    }
  });
}

void main();
