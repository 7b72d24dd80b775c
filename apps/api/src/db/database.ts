import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import ClientPGLite from 'knex-pglite';
import { privateFolderMode } from './private-files';
import { PrivateNodeFS } from './private-node-fs';
import { failureReason } from './start-failure';

/** Which engine a {@link Database} runs on. */
export type DatabaseEngine = 'pglite' | 'pg';

/** A knex instance with the engine it talks to. */
export interface Database {
  knex: Knex;
  engine: DatabaseEngine;
  /** The embedded database itself (engine `pglite`), e.g. for an online backup. */
  pglite?: PGlite;
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
  /** A PGlite instance to use (made with {@link openPGlite}); closed by `close()`. */
  pglite?: PGlite;
  /** Folder of the PGlite data; created when missing. */
  dataDir?: string | null;
  /** Pool size for pg (default 10). PGlite always has exactly one connection. */
  poolMax?: number;
  /**
   * pg: the longest a statement may run, in ms (default {@link defaultStatementTimeoutMs}); 0
   * for none (migrations). Connecting and waiting for a pooled connection are bounded by
   * {@link connectTimeoutMs}. A database that is down or hangs then answers 503 in bounded time
   * instead of holding requests (docs/operations.md).
   */
  statementTimeoutMs?: number;
}

/** Default of {@link DatabaseOptions.statementTimeoutMs} (`DATABASE_STATEMENT_TIMEOUT_MS`). */
export const defaultStatementTimeoutMs = 15_000;

/** How long connecting to PostgreSQL, or waiting for a free pooled connection, may take. */
export const connectTimeoutMs = 5_000;

/**
 * The connection settings of a pool on `url`. The server cancels a statement past the limit
 * (an error the API maps to 503); the client gives up a second later, for a server that no
 * longer answers at all.
 */
function pgConnection(url: string, statementTimeoutMs: number): Knex.PgConnectionConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1_000 }
      : {}),
  };
}

/**
 * The extensions every embedded database loads: the migrations create `pg_trgm` and
 * `fuzzystrmatch` (typo-tolerant search), which PGlite can only provide when passed at creation.
 */
export const pgliteExtensions = { pg_trgm, fuzzystrmatch };

/**
 * Memory settings of the embedded database. PGlite's WebAssembly memory grows to its peak and
 * never shrinks, and it counts in the API's own resident memory: PostgreSQL's server defaults
 * (128 MB of shared buffers, 64 MB per index build) are sized for a machine of its own. The
 * operating system's file cache still keeps the data files warm.
 */
export const pgliteMemorySettings = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/**
 * Opens a PGlite with {@link pgliteExtensions} and {@link pgliteMemorySettings}; use it for
 * every embedded database the API touches (also a dump loaded in tests), or the migrations
 * cannot create their extensions.
 *
 * @example
 * const pglite = openPGlite({ loadDataDir: dump });
 */
export function openPGlite(
  options: Omit<PGliteOptions, 'extensions' | 'startParams'> = {},
): PGlite {
  return new PGlite({
    ...options,
    extensions: pgliteExtensions,
    startParams: [
      ...PGlite.defaultStartParams,
      ...pgliteMemorySettings.flatMap((setting) => ['-c', setting]),
    ],
  });
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
      connection: pgConnection(
        options.databaseUrl,
        options.statementTimeoutMs ?? defaultStatementTimeoutMs,
      ),
      pool: { min: 0, max: options.poolMax ?? 10 },
      acquireConnectionTimeout: connectTimeoutMs,
    });
    return { knex, engine: 'pg', close: () => knex.destroy() };
  }
  // Without a data folder the PGlite lives in memory.
  let pglite = options.pglite;
  if (!pglite) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: privateFolderMode });
    pglite = openPGlite(options.dataDir ? { fs: new PrivateNodeFS(options.dataDir) } : {});
  }
  const instance = pglite;
  const connection = () => ({ pglite: instance }) as unknown as Knex.ConnectionConfig;
  const knex = knexFactory({ client: ClientPGLite, dialect: 'postgres', connection });
  const close = async () => {
    await knex.destroy();
    // Knex closes the embedded database only when it ever used it.
    if (!instance.closed) await instance.close();
  };
  return { knex, engine: 'pglite', pglite: instance, close };
}

/**
 * Opens the database as {@link createDatabase} does, and waits until an embedded one has started
 * (created its folder, or replayed its log) for as long as the machine needs. The wait happens
 * here, outside knex's pool: the pool's acquire deadline then only ever measures waiting for the
 * connection, never the start, which takes minutes on a loaded machine. A start that fails is
 * named, with the reason (a full disk, a damaged folder).
 *
 * @example
 * const db = await openDatabase({ dataDir: config.dataDir });
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = createDatabase(options);
  if (!db.pglite) return db;
  try {
    await db.pglite.waitReady;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw new Error(
      `the embedded database in ${options.dataDir ?? 'memory'} did not start: ` +
        `${failureReason(error)}. A damaged folder is restored from a backup (pnpm restore).`,
      { cause: error },
    );
  }
  return db;
}
