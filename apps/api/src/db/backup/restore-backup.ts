import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir, lockFileName } from '../data-dir-lock';
import { openPGlite } from '../database';
import { isNewDataDir } from '../prepare-in-child';
import { PrivateNodeFS } from '../private-node-fs';
import { makePrivate } from '../private-files';
import { manifestName, unpackBackup } from './embedded-backup';
import type { BackupManifest } from './embedded-backup';

/** What {@link restoreBackup} did. */
export interface RestoreSummary extends BackupManifest {
  /** Where the data folder's previous content was moved, or null when it held no database. */
  previous: string | null;
  /** The tenants (platforms) the restored database holds. */
  platforms: number;
}

/**
 * Restores a backup made by `writeBackup` into the embedded data folder `dataDir`. Refuses while
 * a process runs on the folder (its lock). The backup is unpacked beside the folder and opened
 * once, which replays its write-ahead log and proves it readable; only then is it swapped in.
 * The folder's previous content is kept beside it (`<folder>.before-restore-<time>`), never
 * deleted.
 *
 * @throws {DataDirLockedError} when a server runs on the folder; `NotABackupError` for a bad file.
 * @example
 * const { previous } = await restoreBackup('backups/plein.tar.gz', config.dataDir);
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreSummary> {
  const lock = lockDataDir(dataDir);
  const staging = `${dataDir}.restoring-${randomBytes(6).toString('hex')}`;
  try {
    const manifest = await unpackBackup(file, staging);
    await rm(path.join(staging, manifestName));
    // A backup of an older version holds files open to everyone: the restored folder is private.
    await makePrivate(staging);
    const platforms = await countPlatforms(staging);
    let previous: string | null = null;
    if (!isNewDataDir(dataDir)) {
      previous = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(dataDir, previous);
      await rm(path.join(previous, lockFileName), { force: true });
    } else {
      await rm(dataDir, { recursive: true, force: true });
    }
    await rename(staging, dataDir);
    return { ...manifest, previous, platforms };
  } finally {
    lock.release();
    if (existsSync(staging)) await rm(staging, { recursive: true, force: true });
  }
}

async function countPlatforms(folder: string): Promise<number> {
  const pglite = openPGlite({ fs: new PrivateNodeFS(folder) });
  try {
    const { rows } = await pglite.query<{ count: number }>(
      'select count(*)::int as count from platforms',
    );
    return rows[0]?.count ?? 0;
  } finally {
    await pglite.close();
  }
}
