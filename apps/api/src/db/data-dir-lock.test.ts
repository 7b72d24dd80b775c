import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockFileName } from './data-dir-lock';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'plein-lock-'));
  folders.push(dir);
  return dir;
}

/** A lock file as another process on this machine would have left it. */
async function heldBy(dir: string, pid: number): Promise<void> {
  await writeFile(
    path.join(dir, lockFileName),
    JSON.stringify({ pid, host: hostname(), startedAt: '2026-11-24T00:00:00.000Z' }),
  );
}

describe('lockDataDir', () => {
  it('refuses a folder a running process holds, naming the folder and the process', async () => {
    const dir = await folder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await heldBy(dir, other.pid!);
      let thrown: unknown;
      try {
        lockDataDir(dir);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DataDirLockedError);
      expect((thrown as Error).message).toContain(`${dir} is in use by process ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone (kill -9), and releases only its own', async () => {
    const dir = await folder();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await heldBy(dir, gone.pid!);
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a half-written lock file', async () => {
    const dir = await folder();
    await writeFile(path.join(dir, lockFileName), '{"pid":');
    lockDataDir(dir).release();
  });
});
