import path from 'node:path';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { chooseOriginalStore } from './module';
import type { OriginalStore } from './original-store';

const database = (engine: Database['engine']): Database => ({
  engine,
  knex: {} as Knex,
  close: () => Promise.resolve(),
});
const ignore = () => undefined;

describe('chooseOriginalStore', () => {
  it('keeps originals in the database on PostgreSQL, whatever the data folder', () => {
    const store = chooseOriginalStore(
      { db: database('pg'), config: { dataDir: '/var/lib/plein' } },
      ignore,
    );
    expect(store.kind).toBe('database');
  });

  it('keeps originals in <dataDir>/originals on PGlite, spooling uploads beside them', () => {
    const store = chooseOriginalStore(
      { db: database('pglite'), config: { dataDir: '/var/lib/plein' } },
      ignore,
    );
    expect(store.kind).toBe('files');
    expect(store.spoolDir).toBe(path.join('/var/lib/plein', 'originals', '.incoming'));
  });

  it('uses the folder given, and the database for an in-memory PGlite without one', () => {
    const given = chooseOriginalStore(
      { db: database('pglite'), config: {}, options: { originalsDir: '/srv/originals' } },
      ignore,
    );
    expect(given.spoolDir).toBe(path.join('/srv/originals', '.incoming'));
    expect(chooseOriginalStore({ db: database('pglite'), config: {} }, ignore).kind).toBe(
      'database',
    );
  });

  it('takes a store passed in as it is', () => {
    const originals = { kind: 'files', spoolDir: '/x' } as OriginalStore;
    expect(
      chooseOriginalStore({ db: database('pg'), config: {}, options: { originals } }, ignore),
    ).toBe(originals);
  });
});
