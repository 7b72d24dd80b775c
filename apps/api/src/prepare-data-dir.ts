// A child process of `prepareDatabase` (bootstrap.ts): creates a new embedded data folder,
// migrates and seeds it, answers the seed result over IPC and exits. The embedded database's
// WebAssembly memory grows to the peak of this one-time work (initdb, migrations, index builds)
// and never shrinks, so the server that opens the folder afterwards never carries that peak.
// It tells each step as it begins; no step has a deadline: a loaded machine takes minutes.
import { openDatabase } from './db/database';
import type { Database } from './db/database';
import { migrateLatest } from './db/migrate';
import type { PreparationStep } from './db/preparation-progress';
import { makePrivate } from './db/private-files';
import { seedDemo } from './db/seed/seed-demo';
import type { SeedResult } from './db/seed/seed-demo';
import { failureReason } from './db/start-failure';

/** What the parent asks for. */
export interface PrepareDataDirJob {
  dataDir: string;
  seedAdminEmail: string;
  seedAdminPassword: string | null;
}

/** What the child answers: the seed result, or why it failed. */
export type PrepareDataDirAnswer = { seed: SeedResult } | { error: string };

/** What the child sends: each step as it begins, then its answer. */
export type PrepareDataDirMessage = { progress: PreparationStep } | PrepareDataDirAnswer;

async function prepare(
  job: PrepareDataDirJob,
  report: (step: PreparationStep) => void,
): Promise<PrepareDataDirAnswer> {
  let db: Database | null = null;
  try {
    report({ step: 'creating' });
    db = await openDatabase({ dataDir: job.dataDir });
    await migrateLatest(db.knex, (done, total) => report({ step: 'migrating', done, total }));
    report({ step: 'seeding' });
    const seed = await seedDemo(db.knex, {
      adminEmail: job.seedAdminEmail,
      adminPassword: job.seedAdminPassword,
    });
    await db.close();
    db = null;
    // Whatever the first files were created with, a new folder starts private.
    await makePrivate(job.dataDir);
    return { seed };
  } catch (error) {
    return { error: failureReason(error) };
  } finally {
    await db?.close();
  }
}

// A parent that is gone (stopped, crashed) no longer waits for the folder: stop with it.
process.once('disconnect', () => process.exit(1));

process.once('message', (job: PrepareDataDirJob) => {
  const send = (message: PrepareDataDirMessage, then: () => void = () => undefined) =>
    process.send?.(message, then);
  void prepare(job, (step) => send({ progress: step })).then((answer) => {
    send(answer, () => process.exit(0));
  });
});
