import { chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerLogger } from '@plein/logger/node';
import { prepareDatabase } from '../src/bootstrap';
import { requestBackup } from '../src/db/backup/backup-control';
import { restoreBackup } from '../src/db/backup/restore-backup';
import type { Database } from '../src/db/database';

// The embedded database's files hold every site's data: on a shared machine no other user may
// read or change them (issue 31.3). Always PGlite, whatever engine the other tests run on.

let root: string;
let dataDir: string;
let db: Database | null = null;

/** A logger whose lines the test reads back. */
function capturedLogger() {
  const lines: { msg: string; fixed?: number }[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      }
      done();
    },
  });
  return { logger: createServerLogger({ level: 'info', destination }), lines };
}

const start = (logger = createServerLogger({ level: 'silent' })) =>
  prepareDatabase(
    { dataDir, databaseUrl: null, seedAdminEmail: 'admin@plein.test', seedAdminPassword: null },
    logger,
  );

/** Every folder and file under `folder` (itself included) with its permission bits. */
async function modesUnder(folder: string): Promise<Map<string, string>> {
  const modes = new Map<string, string>();
  const visit = async (entry: string) => {
    const info = await lstat(entry);
    if (info.isSymbolicLink()) return;
    modes.set(path.relative(root, entry) || '.', (info.mode & 0o777).toString(8));
    if (info.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  };
  await visit(folder);
  return modes;
}

/** The entries of `folder` that are not their owner's only (folders 700, files 600). */
async function openEntries(folder: string): Promise<string[]> {
  const open: string[] = [];
  for (const [entry, mode] of await modesUnder(folder)) {
    if (mode !== '700' && mode !== '600') open.push(`${entry} ${mode}`);
  }
  return open;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'plein-private-'));
  dataDir = path.join(root, 'data');
  ({ db } = await start());
}, 300_000);

afterAll(async () => {
  await db?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the embedded data folder', () => {
  it('is created with every folder and file its owner’s only, lock and control files included', async () => {
    const modes = await modesUnder(dataDir);
    expect(modes.get('data')).toBe('700');
    expect(modes.get('data/PG_VERSION')).toBe('600');
    expect(modes.get('data/plein.lock')).toBe('600');
    expect(modes.get('data/plein.control')).toBe('600');
    expect(await openEntries(dataDir)).toEqual([]);
  });

  it('writes backups only its owner may read, and restores them private', async () => {
    const target = path.join(root, 'backups', 'plein.tar.gz');
    expect(await requestBackup(dataDir, target)).toMatchObject({ file: target });
    expect(await modesUnder(path.join(root, 'backups'))).toEqual(
      new Map([
        ['backups', '700'],
        ['backups/plein.tar.gz', '600'],
      ]),
    );
    await restoreBackup(target, path.join(root, 'restored'));
    expect(await openEntries(path.join(root, 'restored'))).toEqual([]);
  });

  it('is made private at start when it was left open, saying once how many entries it fixed', async () => {
    await db?.close();
    db = null;
    const before = await modesUnder(dataDir);
    for (const [entry, mode] of before) {
      await chmod(path.join(root, entry), mode === '700' ? 0o755 : 0o666);
    }
    const { logger, lines } = capturedLogger();
    ({ db } = await start(logger));
    expect(await openEntries(dataDir)).toEqual([]);
    const told = lines.filter((line) => line.msg.startsWith('data folder made private'));
    // The lock and control files went with the server that closed; everything else was open.
    expect(told).toMatchObject([{ fixed: before.size }]);
  });
});
