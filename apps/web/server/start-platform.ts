import cluster from 'node:cluster';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import {
  cachedAnswers,
  createApp,
  defaultPublicOrigin,
  formImageSweeper,
  loadConfig,
  openSharedState,
  prepareDatabase,
  startRetentionJob,
  startPageScheduleJob,
  startStatisticsJob,
  keepConnectionsAlive,
  stopServer,
} from '@plein/api';
import type { Database, SharedState } from '@plein/api';
import { createServerLogger } from '@plein/logger/node';
import type { ClientAssets } from '../src/app/client-assets';
import { createApiTransports, createInProcessTransports } from './api-transport';
import { loadWebConfig } from './config';
import { createFormRoutes } from './form-routes';
import { createPageCache } from './page-cache';
import type { Renderer } from './page-handler';
import { createPageHandler, createPageRenderer } from './page-handler';
import type { ApiMount } from './web-server';
import { createWebServer } from './web-server';

/** How the platform gets its renderer and client files (built, or Vite's dev server). */
export interface PlatformAssets {
  render: () => Promise<Renderer>;
  assets: () => Promise<ClientAssets>;
  /** Serves the client files. */
  assetHandler: RequestHandler;
}

/**
 * Starts the whole platform on one port: the API in-process on PGlite (or DATABASE_URL), or
 * forwarding to API_URL, plus the server-rendered web app.
 */
export async function startPlatform(client: PlatformAssets): Promise<void> {
  const config = loadWebConfig();
  const logger = createServerLogger({ name: 'plein-web', level: config.logLevel });
  let db: Database | null = null;
  let sharedState: SharedState | null = null;
  let api: ApiMount;
  let adminLine = '';

  const apiConfig = loadConfig();
  if (config.apiUrl) {
    api = { kind: 'remote', url: config.apiUrl };
    // A remote API drops cached pages only where it can reach them: in the Redis both share.
    if (apiConfig.redisUrl) sharedState = await openSharedState(apiConfig, logger);
  } else {
    const prepared = await prepareDatabase(apiConfig, logger);
    const { seed } = prepared;
    db = prepared.db;
    const shared = await openSharedState(apiConfig, logger);
    sharedState = shared;
    adminLine = seed.seeded
      ? `Admin: ${apiConfig.seedAdminEmail}  password: ${seed.adminPassword}`
      : `Admin: ${apiConfig.seedAdminEmail}  (password as printed at the first start, or PLEIN_SEED_ADMIN_PASSWORD)`;
    api = {
      kind: 'in-process',
      app: createApp({
        db,
        logger,
        config: {
          ...apiConfig,
          publicOrigin: apiConfig.publicOrigin ?? defaultPublicOrigin(config.port),
        },
        cache: shared.cache,
        readiness: () => shared.readiness(),
        identity: { rateLimiter: shared.rateLimiter },
        fallthrough: true,
      }),
    };
  }

  const transports =
    api.kind === 'in-process'
      ? createInProcessTransports(api.app)
      : createApiTransports({
          hostname: new URL(api.url).hostname,
          port: Number(new URL(api.url).port || 80),
        });
  const answerFromCache =
    api.kind === 'in-process' && sharedState
      ? cachedAnswers(sharedState.cache, { trustProxy: apiConfig.trustProxy })
      : null;
  const pageCache = sharedState
    ? createPageCache({ cache: sharedState.cache, trustProxy: apiConfig.trustProxy })
    : undefined;
  const pageDependencies = {
    render: client.render,
    assets: client.assets,
    transports,
    logger,
    pageCache,
  };
  const app = createWebServer({
    api,
    logger,
    trustProxy: apiConfig.trustProxy,
    assets: client.assetHandler,
    pages: createPageHandler(pageDependencies),
    forms: createFormRoutes({ api, renderPage: createPageRenderer(pageDependencies), logger }),
  });

  const hosts = config.host ? [config.host] : ['127.0.0.1', '::1'];
  const servers: Server[] = [];
  for (const host of hosts) {
    // Cached API answers and pages are answered before Express runs (see cachedAnswers and
    // createPageCache).
    const server = createServer((req, res) => {
      if (pageCache?.serveNow(req, res)) return;
      void (async () => {
        if (answerFromCache && (await answerFromCache(req, res))) return;
        if (pageCache && (await pageCache.serve(req, res))) return;
        app(req, res);
      })().catch((error: unknown) => {
        logger.error({ err: error }, 'Cached answer failed');
        res.destroy();
      });
    });
    keepConnectionsAlive(server);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, host, resolve);
      });
      servers.push(server);
    } catch (error) {
      // A machine without IPv6 loopback still serves on 127.0.0.1.
      if (config.host || host === '127.0.0.1') throw error;
      logger.warn({ host, err: error }, 'Could not listen on this address');
    }
  }

  // The background work of the in-process API (deleting form submissions past their retention,
  // and the images of forms nobody needs any more).
  const retention = db
    ? startRetentionJob({
        knex: db.knex,
        logger,
        cache: sharedState?.cache,
        sweepFormImages: formImageSweeper({ db, logger, config: apiConfig }),
      })
    : null;
  // Visitor statistics: summed every minute, raw events deleted after STATISTICS_RAW_DAYS.
  const statistics = db
    ? startStatisticsJob({
        knex: db.knex,
        logger,
        keepRawDays: apiConfig.statisticsRawDays,
        everyMs: apiConfig.statisticsRollupMs,
      })
    : null;

  // Scheduled publications and ends of pages, at their time.
  const schedule = db
    ? startPageScheduleJob({ knex: db.knex, logger, cache: sharedState?.cache })
    : null;

  const banner = [
    '',
    `  Plein is running on http://localhost:${config.port}`,
    `  A second demo site answers on http://127.0.0.1:${config.port}`,
    adminLine ? `  ${adminLine}` : '',
    '',
  ].filter((line, index, all) => line || index === 0 || index === all.length - 1);
  // Several workers (WEB_CONCURRENCY) serve the same port: the first one says so.
  if (!cluster.isWorker || cluster.worker?.id === 1) process.stdout.write(`${banner.join('\n')}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing in-flight requests');
    await Promise.all(servers.map((server) => stopServer(server)));
    await transports.close();
    await retention?.stop();
    await statistics?.stop();
    await schedule?.stop();
    await sharedState?.close();
    await db?.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
