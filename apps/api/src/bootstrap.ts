import type { Server, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '@plein/logger/node';
import type { ApiConfig } from './config';
import { serveBackups } from './db/backup/backup-control';
import { lockDataDir } from './db/data-dir-lock';
import { createDatabase, openDatabase } from './db/database';
import type { Database } from './db/database';
import { migrateLatest } from './db/migrate';
import { preparationProgress } from './db/preparation-progress';
import type { PreparationStep } from './db/preparation-progress';
import { isNewDataDir, prepareInChild } from './db/prepare-in-child';
import { keepNewFilesPrivate, makePrivate } from './db/private-files';
import { seedDemo } from './db/seed/seed-demo';
import type { SeedResult } from './db/seed/seed-demo';
import { createMemoryRateLimiter } from './http/rate-limiter';
import type { RateLimiter } from './http/rate-limiter';
import { createRedisRateLimiter } from './http/redis-rate-limiter';
import { createRedisResponseCache } from './http/redis-response-cache';
import { notifiedCache } from './http/notified-cache';
import { createMemoryResponseCache } from './http/response-cache';
import type { ResponseCache } from './http/response-cache';

/** What {@link prepareDatabase} reads of the configuration. */
type DatabaseConfig = Pick<
  ApiConfig,
  'databaseUrl' | 'dataDir' | 'seedAdminEmail' | 'seedAdminPassword'
> &
  Partial<Pick<ApiConfig, 'databaseStatementTimeoutMs'>>;

/**
 * Opens the configured database (PGlite or PostgreSQL), applies the migrations and seeds the demo
 * tenants when it is empty. A new embedded data folder is created, migrated and seeded by a child
 * process first, so this long-running process never holds that one-time memory peak. Used by the
 * standalone API and by the web server that runs it. Each step is told on the console as it
 * begins; none has a deadline (a loaded machine takes minutes), and a failure says why.
 *
 * @example
 * const { db, seed } = await prepareDatabase(config, logger);
 */
export async function prepareDatabase(
  config: DatabaseConfig,
  logger: Logger,
): Promise<{ db: Database; seed: SeedResult }> {
  const progress = preparationProgress(logger);
  try {
    return await prepareWithProgress(config, logger, progress.report);
  } finally {
    progress.stop();
  }
}

async function prepareWithProgress(
  config: DatabaseConfig,
  logger: Logger,
  report: (step: PreparationStep) => void,
): Promise<{ db: Database; seed: SeedResult }> {
  const embedded = !config.databaseUrl && config.dataDir;
  // Everything this process writes from now on (data, backups, uploads) is its user's only.
  keepNewFilesPrivate();
  // One process per embedded data folder, taken before anything (the child included) opens it.
  const lock = embedded ? lockDataDir(config.dataDir) : null;
  let db: Database;
  let preparedSeed: SeedResult | null;
  try {
    preparedSeed =
      embedded && isNewDataDir(config.dataDir)
        ? await prepareInChild(
            {
              dataDir: config.dataDir,
              seedAdminEmail: config.seedAdminEmail,
              seedAdminPassword: config.seedAdminPassword,
            },
            report,
          )
        : null;
    if (lock) {
      await makeDataDirPrivate(config.dataDir, logger);
      report({ step: 'opening' });
    }
    const opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
    db = lock
      ? {
          ...opened,
          close: async () => {
            await opened.close();
            lock.release();
          },
        }
      : opened;
  } catch (error) {
    lock?.release();
    throw error;
  }
  let applied: string[];
  try {
    applied = await migrateWithoutTimeLimit(db, config.databaseUrl, (done, total) =>
      report({ step: 'migrating', done, total }),
    );
  } catch (error) {
    await db.close().catch(() => undefined);
    if (!config.databaseUrl) throw error;
    throw new Error(
      `Cannot use the database at DATABASE_URL (${withoutPassword(config.databaseUrl)}): ${messageOf(error)}`,
      { cause: error },
    );
  }
  // Logged once the database answered (the migrations ran), not when the pool was made.
  logger.info(
    { engine: db.engine, dataDir: db.engine === 'pglite' ? config.dataDir : undefined },
    preparedSeed ? 'database created' : 'database opened',
  );
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  const seed =
    preparedSeed ??
    (await seedDemo(db.knex, {
      adminEmail: config.seedAdminEmail,
      adminPassword: config.seedAdminPassword,
    }));
  if (seed.seeded) {
    logger.info({ platforms: seed.platforms, adminEmail: seed.adminEmail }, 'demo data seeded');
  }
  if (lock && db.pglite) db = await withBackups(db, db.pglite, config.dataDir, logger);
  return { db, seed };
}

/**
 * Takes other users' access off an embedded data folder an older version (or a changed umask)
 * left open, saying so once: the sites' data was readable, or writable, by them until now.
 */
async function makeDataDirPrivate(dataDir: string, logger: Logger): Promise<void> {
  const fixed = await makePrivate(dataDir);
  if (fixed > 0) {
    logger.warn(
      { dataDir, fixed },
      `data folder made private: ${fixed} files and folders were open to other users`,
    );
  }
}

/** The embedded database, serving online backups (`pnpm backup`) until it is closed. */
async function withBackups(db: Database, pglite: PGlite, dataDir: string, logger: Logger) {
  try {
    const control = await serveBackups({ pglite, dataDir, logger });
    return {
      ...db,
      close: async () => {
        await control.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** What every API instance must share when there are several: response cache and rate limits. */
export interface SharedState {
  cache: ResponseCache;
  rateLimiter: RateLimiter;
  /** The shared parts' own checks for `/readyz` (`redis`), none when all is in memory. */
  readiness(): Promise<Record<string, 'ok' | 'failed'>>;
  close(): Promise<void>;
}

/**
 * The response cache and the sign-in rate limiter the configuration asks for: in Redis when
 * `REDIS_URL` is set (shared by every instance), else in this process; on PostgreSQL without
 * Redis the instances keep their caches coherent through the database (`notifiedCache`).
 */
export async function openSharedState(
  config: Pick<ApiConfig, 'redisUrl'> & Partial<Pick<ApiConfig, 'databaseUrl'>>,
  logger: Logger,
): Promise<SharedState> {
  if (config.redisUrl) {
    const url = config.redisUrl;
    const named = (error: unknown) =>
      new Error(`Cannot reach Redis at REDIS_URL (${withoutPassword(url)}): ${messageOf(error)}`, {
        cause: error,
      });
    const cache = await createRedisResponseCache({ url, logger }).catch((error: unknown) => {
      throw named(error);
    });
    const rateLimiter = await createRedisRateLimiter({ url, logger }).catch(
      async (error: unknown) => {
        await cache.close();
        throw named(error);
      },
    );
    logger.info('response cache and rate limits: redis');
    return {
      cache,
      rateLimiter,
      readiness: async () => ({ redis: (await cache.ping()) ? 'ok' : 'failed' }),
      close: async () => {
        await Promise.all([cache.close(), rateLimiter.close()]);
      },
    };
  }
  if (config.databaseUrl) {
    // Instances sharing PostgreSQL without Redis drop what the others drop (LISTEN/NOTIFY).
    const cache = await notifiedCache(createMemoryResponseCache(), config.databaseUrl, logger);
    logger.info('response cache: in memory, kept coherent through the database');
    return {
      cache,
      rateLimiter: createMemoryRateLimiter(),
      readiness: () => Promise.resolve({}),
      close: () => cache.close(),
    };
  }
  return {
    cache: createMemoryResponseCache(),
    rateLimiter: createMemoryRateLimiter(),
    readiness: () => Promise.resolve({}),
    close: () => Promise.resolve(),
  };
}

/** How long an idle keep-alive connection stays open (longer than common 60 s proxy idle times). */
export const keepAliveMs = 65_000;

/**
 * Keeps idle keep-alive connections open longer than a proxy's or a client's own idle time (60 s
 * is common): with Node's 5 s, a request sent as the server closed its connection was reset
 * (ECONNRESET) instead of answered. Graceful stops still close idle connections at once.
 */
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = keepAliveMs + 1_000;
}

/**
 * Stops a server gracefully: no new connections, idle keep-alive connections closed at once,
 * in-flight requests given `graceMs` to finish before their connections are cut. Every answer
 * from now on says `Connection: close`, so a busy keep-alive connection ends after its current
 * request instead of taking new ones until the grace period cuts it.
 */
export async function stopServer(server: Server, graceMs = 10_000): Promise<void> {
  const grace = setTimeout(() => server.closeAllConnections(), graceMs);
  grace.unref();
  // First in line: a cached page is answered synchronously by the app's own listener.
  server.prependListener('request', (_request, response: ServerResponse) => {
    response.shouldKeepAlive = false;
  });
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  clearTimeout(grace);
}

/** A connection URL fit for a message: its password replaced by `***`. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unreadable URL';
  }
}

/** An error's message; an aggregate (every address refused) says each one. */
function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map((each: unknown) => messageOf(each)).join('; ');
  }
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * Runs the migrations. On a PostgreSQL server they get a connection of their own without the
 * statement time limit of requests: building an index over many rows may take longer.
 */
async function migrateWithoutTimeLimit(
  db: Database,
  databaseUrl: string | null,
  onMigrating: (done: number, total: number) => void,
) {
  if (!databaseUrl) return migrateLatest(db.knex, onMigrating);
  const migrator = createDatabase({ databaseUrl, poolMax: 1, statementTimeoutMs: 0 });
  try {
    return await migrateLatest(migrator.knex, onMigrating);
  } finally {
    await migrator.close();
  }
}
