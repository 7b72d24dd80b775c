import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase, openDatabase, openPGlite } from '../../src/db/database';
import type { Database } from '../../src/db/database';
import { adminConnection, databaseUrlWithName } from './pg-admin';

/** A migrated database of its own for one test file; `close()` also drops it (PostgreSQL). */
export interface TestDatabase extends Database {
  /** The connection URL (PostgreSQL only), to reopen the same database. */
  url: string | null;
}

const dumpBytes = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/**
 * Opens a fresh, migrated database: a PGlite loaded from one of the run's dumps, or, when
 * `TEST_DATABASE_URL` is set, a new PostgreSQL database copied from one of the run's templates.
 * With `seeded`, it holds what `seedDemo` with the seeded admin's password (`admin` in
 * identity.ts) makes: copying that is much faster than seeding again (demo pictures, hashing).
 *
 * @example
 * const db = await openTestDatabase({ seeded: true });
 */
export async function openTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const kind = seeded ? 'seeded' : 'migrated';
  const template = inject('pgTemplates')?.[kind];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const name = `plein_api_test_${randomBytes(6).toString('hex')}`;
    const admin = adminConnection(serverUrl);
    try {
      await admin.raw(`create database "${name}" template "${template}"`);
    } finally {
      await admin.destroy();
    }
    const url = databaseUrlWithName(serverUrl, name);
    const db = createDatabase({ databaseUrl: url, poolMax: 4 });
    return {
      ...db,
      url,
      async close() {
        await db.close();
        const dropper = adminConnection(serverUrl);
        try {
          await dropper.raw(`drop database if exists "${name}" with (force)`);
        } finally {
          await dropper.destroy();
        }
      },
    };
  }
  const dumpPath = inject('pgliteDumps')?.[kind];
  if (!dumpPath) throw new Error('The vitest global setup did not prepare a database template.');
  if (!dumpBytes.has(dumpPath)) {
    dumpBytes.set(
      dumpPath,
      readFile(dumpPath).then((bytes) => new Uint8Array(bytes)),
    );
  }
  const pglite = openPGlite({ loadDataDir: new Blob([await dumpBytes.get(dumpPath)!]) });
  // Loading the dump may take long on a busy machine: not within knex's acquire deadline.
  return { ...(await openDatabase({ pglite })), url: null };
}

/** Which engine this test run uses. */
export const testEngine: 'pg' | 'pglite' = process.env.TEST_DATABASE_URL ? 'pg' : 'pglite';
