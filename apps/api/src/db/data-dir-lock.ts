import { hostname } from 'node:os';
import path from 'node:path';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { privateFileMode, privateFolderMode } from './private-files';

/** The lock file inside an embedded data folder. */
export const lockFileName = 'plein.lock';

/** Who holds a data folder. */
interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

/** Thrown when another process already runs on the data folder. */
export class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked';

  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${holder.pid} on ${holder.host} ` +
        `(started ${holder.startedAt}). Two processes on one embedded database lose writes: ` +
        `stop that process, or give this one another PLEIN_DATA_DIR (or a DATABASE_URL). If no ` +
        `such process runs, delete ${path.join(dataDir, lockFileName)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function parseHolder(raw: string): LockHolder | null {
  try {
    const parsed = JSON.parse(raw) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host, startedAt: String(parsed.startedAt ?? '') }
      : null;
  } catch {
    return null;
  }
}

/** True when the holder may still run: another machine's process is assumed alive. */
function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes this process the only one on an embedded data folder (PGlite has no locking of its own:
 * two processes on one folder each see only their own writes, and the first to stop loses its
 * writes). The lock is a file created exclusively, naming the process; a lock left by a process
 * that no longer runs (kill -9, power loss) is taken over.
 *
 * @throws {DataDirLockedError} when a running process holds the folder.
 * @example
 * const lock = lockDataDir(config.dataDir);
 * // … on close:
 * lock.release();
 */
export function lockDataDir(dataDir: string): { release(): void } {
  try {
    mkdirSync(dataDir, { recursive: true, mode: privateFolderMode });
  } catch (error) {
    throw new Error(`preparing the data folder ${dataDir} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const file = path.join(dataDir, lockFileName);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  const content = JSON.stringify(mine);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx', mode: privateFileMode });
      const release = () => {
        // Only our own lock: never a successor's.
        if (readFileSync(file, 'utf8') === content) unlinkSync(file);
      };
      const onExit = () => {
        try {
          release();
        } catch {
          // Already gone.
        }
      };
      process.once('exit', onExit);
      return {
        release() {
          process.off('exit', onExit);
          onExit();
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const raw = readFileOrNull(file);
    if (raw === null) continue; // Released meanwhile: try again.
    const holder = parseHolder(raw);
    if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale (its process is gone) or half-written: take it over, but only while it is still that
    // same file, so two starting processes never remove a fresh lock.
    if (readFileOrNull(file) === raw) {
      try {
        unlinkSync(file);
      } catch {
        // Another starter removed it first; the next attempt settles who wins.
      }
    }
  }
  const holder = parseHolder(readFileOrNull(file) ?? '');
  throw new DataDirLockedError(dataDir, holder ?? { pid: 0, host: 'unknown', startedAt: '' });
}

function readFileOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
