import { chmod, lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Mode of a folder the platform writes: its owner's only. */
export const privateFolderMode = 0o700;
/** Mode of a file the platform writes (data, lock, backups): its owner's only. */
export const privateFileMode = 0o600;
/** The permission bits of the group and of every other user. */
const othersBits = 0o077;

/**
 * From now on this process creates its files and folders for its own user only (umask 077): the
 * embedded database's files, the lock and control files, backups, spooled uploads and cached
 * image variants hold the sites' data, which other users of a shared machine must not read or
 * change. Children (the data folder's preparation) inherit it. A worker thread cannot change the
 * process umask; its process already did.
 *
 * @example
 * keepNewFilesPrivate();
 */
export function keepNewFilesPrivate(): void {
  if (isMainThread) process.umask(othersBits);
}

/**
 * Takes the group's and other users' permissions off `folder` and everything in it (folders
 * become 0700, files 0600): what an older version, or a tool that sets its own modes (PGlite
 * creates its first files 0666), left open. Symbolic links inside are left alone: their targets
 * are not the platform's. Answers how many entries were too open.
 *
 * @example
 * const fixed = await makePrivate(config.dataDir);
 */
export async function makePrivate(folder: string): Promise<number> {
  const { mode } = await stat(folder);
  return (await withoutOthers(folder, mode)) + (await makeEntriesPrivate(folder));
}

async function makeEntriesPrivate(folder: string): Promise<number> {
  let fixed = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      fixed += (await withoutOthers(entryPath)) + (await makeEntriesPrivate(entryPath));
    } else if (entry.isFile()) {
      fixed += await withoutOthers(entryPath);
    }
  }
  return fixed;
}

/** Takes the group's and others' bits off one entry; 1 when it had any, else 0. */
async function withoutOthers(entryPath: string, knownMode?: number): Promise<number> {
  try {
    const mode = knownMode ?? (await lstat(entryPath)).mode;
    if ((mode & othersBits) === 0) return 0;
    await chmod(entryPath, mode & 0o700);
    return 1;
  } catch (error) {
    // Removed meanwhile (a spooled upload swept): nothing left to protect.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}
