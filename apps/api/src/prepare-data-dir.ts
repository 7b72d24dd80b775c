// A child process of `prepareDatabase` (bootstrap.ts): creates a new embedded data folder,
// migrates and seeds it, answers the seed result over IPC and exits. The embedded database's
// WebAssembly memory grows to the peak of this one-time work (initdb, migrations, index builds)
// and never shrinks, so the server that opens the folder afterwards never carries that peak.
import { createDatabase } from './db/database';
import type { Database } from './db/database';
import { migrateLatest } from './db/migrate';
import { seedDemo } from './db/seed/seed-demo';
import type { SeedResult } from './db/seed/seed-demo';

/** What the parent asks for. */
export interface PrepareDataDirJob {
  dataDir: string;
  seedAdminEmail: string;
  seedAdminPassword: string | null;
}

/** What the child answers: the seed result, or why it failed. */
export type PrepareDataDirAnswer = { seed: SeedResult } | { error: string };

async function prepare(job: PrepareDataDirJob): Promise<PrepareDataDirAnswer> {
  let db: Database | null = null;
  try {
    db = createDatabase({ dataDir: job.dataDir });
    await migrateLatest(db.knex);
    const seed = await seedDemo(db.knex, {
      adminEmail: job.seedAdminEmail,
      adminPassword: job.seedAdminPassword,
    });
    return { seed };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await db?.close();
  }
}

// A parent that is gone (stopped, crashed) no longer waits for the folder: stop with it.
process.once('disconnect', () => process.exit(1));

process.once('message', (job: PrepareDataDirJob) => {
  void prepare(job).then((answer) => {
    process.send?.(answer, () => process.exit(0));
  });
});
