// Migrates once per test run into two templates the test files copy, one of them also seeded
// with the demo tenants and the seeded admin (`admin` in helpers/identity.ts):
// - PGlite (default): in-memory databases, dumped to tar files;
// - PostgreSQL (TEST_DATABASE_URL set): template databases, copied by CREATE DATABASE ... TEMPLATE.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Database } from '../src/db/database';
import { createDatabase, openDatabase, openPGlite } from '../src/db/database';
import { migrateLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/seed-demo';
import { admin } from './helpers/identity';
import { adminConnection, databaseUrlWithName } from './helpers/pg-admin';

/** The two starting points a test file can ask for (see `openTestDatabase`). */
export interface TestTemplates {
  /** Migrated, empty. */
  migrated: string;
  /** Migrated and seeded by `seedDemo` with the seeded admin's password. */
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Paths of the PGlite dumps, when tests run on PGlite. */
    pgliteDumps: TestTemplates | null;
    /** Names of the template databases, when tests run on PostgreSQL. */
    pgTemplates: TestTemplates | null;
  }
}

const seed = (db: Database) => seedDemo(db.knex, { adminPassword: admin.password });

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const suffix = randomBytes(6).toString('hex');
    const templates = { migrated: `plein_api_tpl_${suffix}`, seeded: `plein_api_seeded_${suffix}` };
    const admin = adminConnection(serverUrl);
    const prepare = async (name: string, fill: (db: Database) => Promise<unknown>) => {
      const db = createDatabase({ databaseUrl: databaseUrlWithName(serverUrl, name), poolMax: 1 });
      try {
        await fill(db);
      } finally {
        await db.close();
      }
    };
    await admin.raw(`create database "${templates.migrated}"`);
    await prepare(templates.migrated, (db) => migrateLatest(db.knex));
    await admin.raw(`create database "${templates.seeded}" template "${templates.migrated}"`);
    await prepare(templates.seeded, seed);
    project.provide('pgTemplates', templates);
    project.provide('pgliteDumps', null);
    return async () => {
      for (const name of Object.values(templates)) {
        await admin.raw(`drop database if exists "${name}" with (force)`);
      }
      await admin.destroy();
    };
  }

  const pglite = openPGlite();
  // Waits for the embedded database to start outside knex's acquire deadline (a busy machine).
  const db = await openDatabase({ pglite });
  const stem = path.join(tmpdir(), `plein-api-test-${process.pid}-${Date.now()}`);
  const dumps = { migrated: `${stem}-migrated.tar`, seeded: `${stem}-seeded.tar` };
  const dumpTo = async (file: string) => {
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  };
  try {
    await migrateLatest(db.knex);
    await dumpTo(dumps.migrated);
    await seed(db);
    await dumpTo(dumps.seeded);
  } finally {
    await db.close();
  }
  project.provide('pgliteDumps', dumps);
  project.provide('pgTemplates', null);
  return async () => {
    await Promise.all(Object.values(dumps).map((file) => rm(file, { force: true })));
  };
}
