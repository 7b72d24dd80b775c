// Migrates once per test run into a template the test files copy:
// - PGlite (default): an in-memory database, migrated, dumped to a tar file;
// - PostgreSQL (TEST_DATABASE_URL set): a template database, copied by CREATE DATABASE ... TEMPLATE.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, openDatabase, openPGlite } from '../src/db/database';
import { migrateLatest } from '../src/db/migrate';
import { adminConnection, databaseUrlWithName } from './helpers/pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump, when tests run on PGlite. */
    pgliteDump: string | null;
    /** Name of the migrated template database, when tests run on PostgreSQL. */
    pgTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `plein_api_tpl_${randomBytes(6).toString('hex')}`;
    const admin = adminConnection(serverUrl);
    await admin.raw(`create database "${template}"`);
    const db = createDatabase({
      databaseUrl: databaseUrlWithName(serverUrl, template),
      poolMax: 1,
    });
    try {
      await migrateLatest(db.knex);
    } finally {
      await db.close();
    }
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', null);
    return async () => {
      await admin.raw(`drop database if exists "${template}" with (force)`);
      await admin.destroy();
    };
  }

  const pglite = openPGlite();
  // Waits for the embedded database to start outside knex's acquire deadline (a busy machine).
  const db = await openDatabase({ pglite });
  await migrateLatest(db.knex);
  const dump = await pglite.dumpDataDir('none');
  await db.close();
  const dumpPath = path.join(tmpdir(), `plein-api-test-${process.pid}-${Date.now()}.tar`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', dumpPath);
  project.provide('pgTemplate', null);
  return () => rm(dumpPath, { force: true });
}
