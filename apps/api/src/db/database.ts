import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import ClientPGLite from 'knex-pglite';

/** Which engine a {@link Database} runs on. */
export type DatabaseEngine = 'pglite' | 'pg';

/** A knex instance with the engine it talks to. */
export interface Database {
  knex: Knex;
  engine: DatabaseEngine;
  /** Closes the pool (pg) or the embedded database (PGlite). */
  close(): Promise<void>;
}

/**
 * Options of {@link createDatabase}. The first one given wins: `databaseUrl` (a PostgreSQL
 * server), `pglite` (a ready PGlite instance, e.g. loaded from a dump in tests), `dataDir`
 * (PGlite persisted in that folder); with none, an in-memory PGlite.
 */
export interface DatabaseOptions {
  /** `postgres://` URL of a PostgreSQL server. */
  databaseUrl?: string | null;
  /** A PGlite instance to use; closed by `close()`. */
  pglite?: PGlite;
  /** Folder of the PGlite data; created when missing. */
  dataDir?: string | null;
  /** Pool size for pg (default 10). PGlite always has exactly one connection. */
  poolMax?: number;
}

/**
 * Creates the knex instance of the API on PGlite or PostgreSQL (one SQL dialect for both).
 *
 * PGlite has a single connection: inside `knex.transaction(async (trx) => ...)` use only
 * `trx`, never the root knex, or the query waits for the connection the transaction holds.
 *
 * @example
 * const db = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
 * await migrateLatest(db.knex);
 */
export function createDatabase(options: DatabaseOptions = {}): Database {
  if (options.databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
    return { knex, engine: 'pg', close: () => knex.destroy() };
  }
  // `{}` is an in-memory PGlite.
  let connection: Knex.Config['connection'] = {};
  if (options.pglite) {
    const pglite = options.pglite;
    connection = () => ({ pglite }) as unknown as Knex.ConnectionConfig;
  } else if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    connection = { filename: options.dataDir };
  }
  const knex = knexFactory({ client: ClientPGLite, dialect: 'postgres', connection });
  return { knex, engine: 'pglite', close: () => knex.destroy() };
}
