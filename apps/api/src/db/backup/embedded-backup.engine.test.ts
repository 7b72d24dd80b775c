import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerLogger } from '@plein/logger/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDatabase } from '../../bootstrap';
import { DataDirLockedError } from '../data-dir-lock';
import type { Database } from '../database';
import { openPGlite } from '../database';
import { requestBackup } from './backup-control';
import { controlFileName, NotABackupError } from './embedded-backup';
import { restoreBackup } from './restore-backup';

const logger = createServerLogger({ level: 'silent' });
let root: string;
let dataDir: string;
let db: Database;
let closed = false;
const original = { tenant: '1', guid: randomUUID(), bytes: 'the bytes of an original' };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'plein-backup-'));
  dataDir = path.join(root, 'data');
  ({ db } = await prepareDatabase(
    { dataDir, databaseUrl: null, seedAdminEmail: 'admin@plein.test', seedAdminPassword: null },
    logger,
  ));
  await db.knex.schema.createTable('backup_probe', (table) => table.integer('n').primary());
  await mkdir(path.join(dataDir, 'originals', original.tenant), { recursive: true });
  await writeFile(path.join(dataDir, 'originals', original.tenant, original.guid), original.bytes);
  await mkdir(path.join(dataDir, 'image-cache'), { recursive: true });
  await writeFile(path.join(dataDir, 'image-cache', 'variant'), 'a cached variant');
}, 60_000);

afterAll(async () => {
  if (!closed) await db?.close();
  await rm(root, { recursive: true, force: true });
});

async function probeRows(folder: string): Promise<Set<number>> {
  const pglite = openPGlite({ dataDir: folder });
  try {
    const { rows } = await pglite.query<{ n: number }>('select n from backup_probe');
    return new Set(rows.map((row) => row.n));
  } finally {
    await pglite.close();
  }
}

describe('an online backup of the embedded data folder', () => {
  const target = () => path.join(root, 'backups', 'online.tar.gz');
  const acknowledged: number[] = [];

  it('is taken by the running server while writes go on, and restores every acknowledged write', async () => {
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        await db.knex('backup_probe').insert({ n });
        acknowledged.push(n);
        // PGlite answers in microtasks: let timers and the control server's requests in.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    // The backup is asked for while writes go on.
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(50), {
      timeout: 10_000,
      interval: 5,
    });
    const before = acknowledged.length;
    const summary = await requestBackup(dataDir, target());
    writing = false;
    await writer;

    expect(summary).toMatchObject({ file: target(), originals: 1 });
    expect(summary!.bytes).toBeGreaterThan(0);
    const restored = path.join(root, 'restored');
    const result = await restoreBackup(target(), restored);
    expect(result).toMatchObject({ previous: null, platforms: 2 });
    const rows = await probeRows(restored);
    // Every write answered before the backup was asked for is in it.
    for (const n of acknowledged.slice(0, before)) expect(rows.has(n)).toBe(true);
    expect(
      readFileSync(path.join(restored, 'originals', original.tenant, original.guid), 'utf8'),
    ).toBe(original.bytes);
    const entries = await readdir(restored);
    expect(entries).not.toContain('image-cache');
    expect(entries).not.toContain('plein.lock');
    expect(entries).not.toContain(controlFileName);
    expect(entries.filter((name) => name.startsWith('.backup-'))).toEqual([]);
  }, 60_000);

  it('is refused without the token of the control file', async () => {
    const control = JSON.parse(readFileSync(path.join(dataDir, controlFileName), 'utf8')) as {
      port: number;
    };
    const response = await fetch(`http://127.0.0.1:${control.port}/backup`, {
      method: 'POST',
      headers: { Authorization: 'Bearer guessed' },
      body: JSON.stringify({ target: path.join(root, 'stolen.tar.gz') }),
    });
    expect(response.status).toBe(401);
    expect(existsSync(path.join(root, 'stolen.tar.gz'))).toBe(false);
  });

  it('asks for an absolute target', async () => {
    await expect(requestBackup(dataDir, 'relative.tar.gz')).rejects.toThrow(/absolute/);
  });

  it('is not restored over a folder a server runs on', async () => {
    await expect(restoreBackup(target(), dataDir)).rejects.toThrow(DataDirLockedError);
  });

  it('replaces a stopped folder and keeps its previous content beside it', async () => {
    await db.close();
    closed = true;
    const previousRows = await probeRows(dataDir);
    const result = await restoreBackup(target(), dataDir);
    expect(result.previous).toMatch(/data\.before-restore-/);
    expect((await probeRows(result.previous!)).size).toBe(previousRows.size);
    const rows = await probeRows(dataDir);
    expect(rows.size).toBeLessThanOrEqual(previousRows.size);
    expect(rows.size).toBeGreaterThanOrEqual(50);
    expect(existsSync(path.join(dataDir, controlFileName))).toBe(false);
  }, 60_000);

  it('refuses a file that is not a backup, leaving the folder as it was', async () => {
    const bogus = path.join(root, 'bogus.tar.gz');
    await writeFile(bogus, 'not a tarball');
    await expect(restoreBackup(bogus, dataDir)).rejects.toThrow(NotABackupError);
    expect((await probeRows(dataDir)).size).toBeGreaterThanOrEqual(50);
    expect((await readdir(root)).filter((name) => name.includes('.restoring-'))).toEqual([]);
  }, 30_000);
});
