import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '@plein/logger/node';
import express from 'express';
import type { Express } from 'express';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { createErrorHandler, notFoundHandler } from './http/error-handler';
import { requestLogging } from './http/request-context';
import { createMemoryResponseCache, responseCaching } from './http/response-cache';
import type { ResponseCache } from './http/response-cache';
import { tenantResolution } from './http/tenant';
import { cacheRoutes } from './modules/cache/routes';
import { healthRoutes } from './modules/health/routes';
import { menusRoutes } from './modules/menus/routes';
import { createMenusRepository } from './modules/menus/repository';
import { createMenusService } from './modules/menus/service';
import { listItemsRoutes } from './modules/list-items/routes';
import { createListItemsRepository } from './modules/list-items/repository';
import { createListItemsService } from './modules/list-items/service';
import { listItemsEditorRoutes } from './modules/list-items/editor-routes';
import { createListItemsEditorService } from './modules/list-items/editor-service';
import { createListItemsWriteRepository } from './modules/list-items/write-repository';
import { searchRoutes } from './modules/search/routes';
import { createSearchRepository } from './modules/search/repository';
import { createSearchService } from './modules/search/service';
import { pagesRoutes } from './modules/pages/routes';
import { createPagesRepository } from './modules/pages/repository';
import { createPagesService } from './modules/pages/service';
import { createPlatformsRepository } from './modules/platforms/repository';
import { logRoutes } from './modules/logs/routes';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsRepository } from './modules/settings/repository';
import { createSettingsService } from './modules/settings/service';
import type { IdentityOptions } from './modules/auth/identity-settings';
import { createIdentity } from './modules/identity/identity';
import { createImagesRepository } from './modules/images/repository';
import { createVariantRenderer } from './modules/images/renderer';
import { bearerFromQuery, imagesRoutes } from './modules/images/routes';
import { createImagesService } from './modules/images/service';
import { createDiskVariantCache } from './modules/images/variant-cache';
import type { VariantCache } from './modules/images/variant-cache';

/** Image service tuning (tests and the benchmark). */
export interface ImageOptions {
  /** Folder of the variant cache; default `config.imageCacheDir`, else a folder in the OS temp dir. */
  cacheDir?: string;
  /** Most bytes of variants on disk (default 1 GiB). */
  cacheMaxBytes?: number;
  /** Transformations at once (default: the number of cores). */
  concurrency?: number;
  /** Largest upload in bytes (default 30 MB). */
  maxUploadBytes?: number;
  /** Replaces the disk cache (the benchmark measures uncached renders with one that never hits). */
  cache?: VariantCache;
}

/** What {@link createApp} needs. */
export interface AppDependencies {
  db: Database;
  logger: Logger;
  /** `trustProxy`, and the SMTP settings (`smtpUrl`, `mailFrom`; no SMTP: mail goes to the outbox). */
  config: Pick<ApiConfig, 'trustProxy'> &
    Partial<Pick<ApiConfig, 'smtpUrl' | 'mailFrom' | 'imageCacheDir'>>;
  /** Identity tuning: clock, session and code lifetimes, rate limiter, mailer (tests). */
  identity?: IdentityOptions;
  /** The anonymous response cache; default an in-memory LRU (60 s). */
  cache?: ResponseCache;
  /** Image service tuning: cache folder and size, concurrency, upload limit. */
  images?: ImageOptions;
  /** How long host -> tenant lookups are remembered, in ms (default 5000; 0 = not at all). */
  tenantCacheTtlMs?: number;
  /**
   * When true, requests outside `/api`, `/a`, `/cache_invalidate`, `/healthz` and `/readyz` go on to
   * the next handler (for a host app that mounts this one, e.g. the web server) instead of
   * being answered with 404 `not_found`. Default false.
   */
  fallthrough?: boolean;
}

/**
 * Builds the API as an Express app without listening, so tests and the web server can use it
 * in-process.
 *
 * @example
 * const app = createApp({ db, logger, config });
 * app.listen(config.port, config.host);
 * // or, inside another Express app:
 * web.use(createApp({ db, logger, config, fallthrough: true }));
 */
export function createApp(deps: AppDependencies): Express {
  const { knex } = deps.db;
  const cache = deps.cache ?? createMemoryResponseCache();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('query parser', 'simple');

  const tenant = tenantResolution({
    platforms: createPlatformsRepository(knex),
    trustProxy: deps.config.trustProxy,
    cacheTtlMs: deps.tenantCacheTtlMs,
  });

  const api = express.Router();
  const identity = createIdentity({
    knex,
    logger: deps.logger,
    mail: deps.config,
    options: deps.identity,
  });
  api.use(tenant, ...identity.authenticate, responseCaching(cache));
  api.use(identity.routes);
  api.use(settingsRoutes(createSettingsService(createSettingsRepository(knex))));
  api.use(pagesRoutes(createPagesService(createPagesRepository(knex))));
  api.use(menusRoutes(createMenusService(createMenusRepository(knex))));
  api.use(listItemsRoutes(createListItemsService(createListItemsRepository(knex))));
  api.use(
    listItemsEditorRoutes(
      createListItemsEditorService((work) =>
        knex.transaction((trx) => work(createListItemsWriteRepository(trx))),
      ),
      (host) => cache.invalidateHost(host),
    ),
  );
  api.use(searchRoutes(createSearchService(createSearchRepository(knex))));
  api.use(logRoutes(deps.logger));
  api.use(notFoundHandler);

  // Images: `/a/upload` and `/a/{guid}`. No XSRF cookie is issued here (a Set-Cookie on a public
  // variant would keep CDNs from caching it); unsafe session calls are still XSRF-checked.
  const imageOptions = deps.images ?? {};
  const images = imagesRoutes(
    createImagesService({
      repository: createImagesRepository(knex),
      cache:
        imageOptions.cache ??
        createDiskVariantCache({
          dir:
            imageOptions.cacheDir ??
            deps.config.imageCacheDir ??
            path.join(tmpdir(), 'plein-image-cache'),
          maxBytes: imageOptions.cacheMaxBytes,
        }),
      renderer: createVariantRenderer({ concurrency: imageOptions.concurrency }),
      now: deps.identity?.now,
    }),
    imageOptions.maxUploadBytes,
  );

  // Log only what this app answers, so a host app that mounts it keeps its own request logs.
  const logging = requestLogging(deps.logger);
  if (deps.fallthrough)
    app.use(['/api', '/a', '/cache_invalidate', '/healthz', '/readyz'], logging);
  else app.use(logging);
  app.use(healthRoutes({ knex }));
  app.use('/api', api);
  app.use('/a', tenant, bearerFromQuery, identity.principal, images, notFoundHandler);
  app.use('/cache_invalidate', tenant);
  app.use(cacheRoutes(cache));
  if (!deps.fallthrough) app.use(notFoundHandler);
  app.use(createErrorHandler(deps.logger));
  return app;
}
