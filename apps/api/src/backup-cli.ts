// `pnpm backup [file]` and `pnpm restore <file>`: an online backup of the embedded data folder
// (PLEIN_DATA_DIR), and its restore. With DATABASE_URL, PostgreSQL's own tools do this
// (docs/operations.md, Backups).
import path from 'node:path';
import { loadConfig } from './config';
import { requestBackup } from './db/backup/backup-control';
import { writeBackup } from './db/backup/embedded-backup';
import type { BackupSummary } from './db/backup/embedded-backup';
import { restoreBackup } from './db/backup/restore-backup';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { createDatabase } from './db/database';
import { isNewDataDir } from './db/prepare-in-child';
import { keepNewFilesPrivate } from './db/private-files';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
// Backups and restored folders hold every site's data: their owner's only.
keepNewFilesPrivate();

/** Backs up through the running server, or opens the folder itself when none runs. */
async function backup(target: string): Promise<BackupSummary> {
  let lock: { release(): void };
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const summary = await requestBackup(config.dataDir, target);
    if (summary) return summary;
    throw new Error(`${error.message} It does not answer backup requests (is it a Plein server?).`);
  }
  try {
    if (isNewDataDir(config.dataDir)) throw new Error(`There is no database in ${config.dataDir}.`);
    const db = createDatabase({ dataDir: config.dataDir });
    try {
      return await writeBackup(db.pglite!, config.dataDir, target);
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

async function main(): Promise<void> {
  if (config.databaseUrl && (command === 'backup' || command === 'restore')) {
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore ' +
        '(docs/operations.md, Backups). This command backs up the embedded data folder.',
    );
  }
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = path.resolve(file ?? path.join('backups', `plein-${stamp}.tar.gz`));
    const summary = await backup(target);
    console.log(
      `Backup of ${config.dataDir} written to ${summary.file} ` +
        `(${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${summary.originals} image originals; ` +
        `queries paused ${summary.pausedMs} ms).`,
    );
  } else if (command === 'restore' && file) {
    const summary = await restoreBackup(path.resolve(file), config.dataDir);
    console.log(
      `Restored the backup of ${summary.createdAt} into ${config.dataDir} ` +
        `(${summary.platforms} sites).` +
        (summary.previous ? ` Its previous content is kept in ${summary.previous}.` : ''),
    );
  } else {
    throw new Error('Use: backup [file.tar.gz] | restore <file.tar.gz>');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
