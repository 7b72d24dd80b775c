import { randomBytes } from 'node:crypto';
import {
  chmod,
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { lockFileName } from '../data-dir-lock';
import { privateFileMode, privateFolderMode } from '../private-files';

/** What a backup file holds besides the data: checked before a restore. */
export interface BackupManifest {
  format: typeof backupFormat;
  createdAt: string;
  /** The newest migration applied when the backup was taken. */
  migration: string | null;
}

/** What {@link writeBackup} made. */
export interface BackupSummary {
  file: string;
  bytes: number;
  originals: number;
  createdAt: string;
  /** How long queries waited while the files were copied, in ms. */
  pausedMs: number;
}

const backupFormat = 'plein-embedded-backup-1';
export const manifestName = 'backup.json';
/** The file a running server answers backup requests through (see `backup-control.ts`). */
export const controlFileName = 'plein.control';
const originalsName = 'originals';
/**
 * Entries of the data folder that are not copied as they are: the lock and control files (they
 * name a process), the image variant cache (rebuilt on demand), the originals (linked below),
 * uploads in flight and other backups' staging folders.
 */
const notCopied = new Set([lockFileName, controlFileName, 'image-cache', originalsName]);
const stagingPrefix = '.backup-';

/**
 * Writes an online, consistent backup of an embedded data folder to `target` (a `.tar.gz`): the
 * database files and every image original. While the files are copied, no query runs (PGlite's
 * `runExclusive`), so the copy is the state after the last committed transaction and every
 * original a copied row refers to is there (an original is saved before its row commits and
 * removed only after its deletion commits). Originals are hard-linked, not copied; a `CHECKPOINT`
 * first keeps the copy small and its restore quick. The file appears only when it is complete.
 *
 * @example
 * const summary = await writeBackup(db.pglite, config.dataDir, '/backups/plein.tar.gz');
 */
export async function writeBackup(
  pglite: PGlite,
  dataDir: string,
  target: string,
): Promise<BackupSummary> {
  const createdAt = new Date().toISOString();
  const migration = await newestMigration(pglite);
  await pglite.query('CHECKPOINT');
  const staging = path.join(dataDir, `${stagingPrefix}${randomBytes(6).toString('hex')}`);
  const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
  try {
    await mkdir(staging, { mode: privateFolderMode });
    const started = performance.now();
    const originals = await pglite.runExclusive(async () => {
      await copyTree(
        dataDir,
        staging,
        (name) => !notCopied.has(name) && !name.startsWith(stagingPrefix),
      );
      return linkOriginals(path.join(dataDir, originalsName), path.join(staging, originalsName));
    });
    const pausedMs = Math.round(performance.now() - started);
    const manifest: BackupManifest = { format: backupFormat, createdAt, migration };
    await writeFile(path.join(staging, manifestName), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(target)), { recursive: true });
    await tar.create({ gzip: true, cwd: staging, file: partial, portable: true }, ['.']);
    // It holds every site's data: its owner's only, whatever the umask.
    await chmod(partial, privateFileMode);
    await rename(partial, target);
    return {
      file: path.resolve(target),
      bytes: (await stat(target)).size,
      originals,
      createdAt,
      pausedMs,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** Thrown when a file is not a backup this version can restore. */
export class NotABackupError extends Error {
  constructor(file: string, why: string) {
    super(`${file} is not a Plein backup: ${why}`);
    this.name = 'NotABackupError';
  }
}

/**
 * Unpacks `file` (made by {@link writeBackup}) into `folder`, which must not exist yet, and
 * checks it is a backup. The caller opens it (which replays the copied write-ahead log) and
 * swaps it in.
 */
export async function unpackBackup(file: string, folder: string): Promise<BackupManifest> {
  await stat(file).catch(() => {
    throw new NotABackupError(file, 'there is no such file');
  });
  await mkdir(folder, { mode: privateFolderMode });
  try {
    await tar.extract({ file, cwd: folder, strict: true });
  } catch (error) {
    throw new NotABackupError(file, `it cannot be unpacked (${(error as Error).message})`);
  }
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(
      await readFile(path.join(folder, manifestName), 'utf8'),
    ) as Partial<BackupManifest>;
  } catch {
    throw new NotABackupError(file, `it has no readable ${manifestName}`);
  }
  if (manifest.format !== backupFormat) {
    throw new NotABackupError(
      file,
      `its format is ${String(manifest.format)}, not ${backupFormat}`,
    );
  }
  return manifest as BackupManifest;
}

async function newestMigration(pglite: PGlite): Promise<string | null> {
  try {
    const { rows } = await pglite.query<{ name: string }>(
      'select name from knex_migrations order by id desc limit 1',
    );
    return rows[0]?.name ?? null;
  } catch {
    return null; // Not migrated yet.
  }
}

/** Copies the files under `from` into `to` (which exists), top-level entries filtered. */
async function copyTree(from: string, to: string, keep: (name: string) => boolean): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (!keep(entry.name)) continue;
    const source = path.join(from, entry.name);
    const destination = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await mkdir(destination);
      await copyTree(source, destination, () => true);
    } else if (entry.isFile()) {
      await copyFile(source, destination);
    }
  }
}

/** Hard-links every original (never changed once stored) into `to`; answers how many. */
async function linkOriginals(from: string, to: string): Promise<number> {
  let tenants: string[];
  try {
    tenants = await readdir(from);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let count = 0;
  for (const tenant of tenants) {
    if (tenant.startsWith('.')) continue; // .incoming: uploads not stored yet.
    const tenantFrom = path.join(from, tenant);
    if (!(await stat(tenantFrom)).isDirectory()) continue;
    await mkdir(path.join(to, tenant), { recursive: true });
    for (const name of await readdir(tenantFrom)) {
      if (name.endsWith('.tmp')) continue;
      const source = path.join(tenantFrom, name);
      const destination = path.join(to, tenant, name);
      const linked = await link(source, destination).then(
        () => true,
        async (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false; // Its deletion committed before the backup.
          if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
          await copyFile(source, destination);
          return true;
        },
      );
      if (linked) count++;
    }
  }
  return count;
}
