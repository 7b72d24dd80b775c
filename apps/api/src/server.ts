import { realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServerLogger } from '@plein/logger/node';
import type { Logger } from '@plein/logger/node';
import { createApp } from './app';
import { startRetentionJob } from './modules/forms/retention-job';
import { startPageScheduleJob } from './modules/pages/schedule-job';
import { startStatisticsJob } from './modules/statistics/rollup';
import { formImageSweeper } from './modules/images/module';
import { cachedAnswers } from './http/cached-answers';
import { ConfigError, defaultPublicOrigin, loadConfig } from './config';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { keepConnectionsAlive, openSharedState, prepareDatabase, stopServer } from './bootstrap';

/** Options of {@link startApiServer}. */
export interface StartApiServerOptions {
  /** Default: `loadConfig(process.env)`. */
  config?: ApiConfig;
  logger?: Logger;
  /** Stop on SIGTERM/SIGINT (default true). */
  handleSignals?: boolean;
  /** How long in-flight requests get to finish on shutdown, in ms (default 10 s). */
  shutdownGraceMs?: number;
}

/** A running API server. */
export interface RunningApiServer {
  server: Server;
  db: Database;
  /** `http://host:port` it listens on. */
  url: string;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the standalone API: migrates, seeds an empty database, listens on HOST:PORT and stops
 * gracefully on SIGTERM/SIGINT.
 *
 * @example
 * const { url, close } = await startApiServer();
 */
export async function startApiServer(
  options: StartApiServerOptions = {},
): Promise<RunningApiServer> {
  const config = options.config ?? loadConfig();
  const logger =
    options.logger ?? createServerLogger({ name: 'plein-api', level: config.logLevel });
  const { db, seed } = await prepareDatabase(config, logger);
  if (seed.generatedPassword) {
    // Printed once: only its argon2id hash is stored.
    logger.warn(
      { adminEmail: seed.adminEmail, adminPassword: seed.adminPassword },
      'generated admin password (shown only now; set PLEIN_SEED_ADMIN_PASSWORD to choose one)',
    );
  }
  const shared = await openSharedState(config, logger);

  const app = createApp({
    db,
    logger,
    config: { ...config, publicOrigin: config.publicOrigin ?? defaultPublicOrigin(config.port) },
    cache: shared.cache,
    readiness: () => shared.readiness(),
    identity: { rateLimiter: shared.rateLimiter },
  });
  // Cached anonymous answers go out before Express runs (see cachedAnswers).
  const answerFromCache = cachedAnswers(shared.cache, { trustProxy: config.trustProxy });
  const server = createServer((req, res) => {
    void answerFromCache(req, res).then((answered) => {
      if (!answered) app(req, res);
    });
  });
  keepConnectionsAlive(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  logger.info({ url }, 'plein api listening');
  const retention = startRetentionJob({
    knex: db.knex,
    logger,
    cache: shared.cache,
    sweepFormImages: formImageSweeper({ db, logger, config }),
  });
  const schedule = startPageScheduleJob({ knex: db.knex, logger, cache: shared.cache });
  const statistics = startStatisticsJob({
    knex: db.knex,
    logger,
    keepRawDays: config.statisticsRawDays,
    everyMs: config.statisticsRollupMs,
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await stopServer(server, options.shutdownGraceMs);
      await retention.stop();
      await statistics.stop();
      await schedule.stop();
      await shared.close();
      await db.close();
      logger.info('plein api stopped');
    })();
    return closing;
  };

  if (options.handleSignals ?? true) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        logger.info({ signal }, 'shutting down');
        close().then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
      });
    }
  }
  return { server, db, url, close };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) {
  startApiServer().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
