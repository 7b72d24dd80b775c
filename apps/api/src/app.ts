import { toSettingsMap } from '@plein/api-client';
import type { PlatformSettingKey } from '@plein/api-client';
import type { Logger } from '@plein/logger/node';
import express from 'express';
import type { Express } from 'express';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { createContentChanged } from './http/content-changed';
import { createDatabaseBreaker } from './http/database-breaker';
import { createErrorHandler, notFoundHandler } from './http/error-handler';
import { inputGuard } from './http/input-guard';
import { createMemoryRateLimiter } from './http/rate-limiter';
import { requestLogging } from './http/request-context';
import { nextScheduledListChange } from './modules/list-items/schedule';
import { createMemoryResponseCache } from './http/response-cache';
import { responseCaching } from './http/response-caching';
import type { ResponseCache } from './http/response-cache';
import { tenantResolution } from './http/tenant';
import { cacheRoutes } from './modules/cache/routes';
import { healthRoutes } from './modules/health/routes';
import { openApiRoutes } from './openapi/routes';
import { crossOriginAccess } from './http/cross-origin';
import { menusRoutes } from './modules/menus/routes';
import { menusEditorRoutes } from './modules/menus/editor-routes';
import { createMenusEditorService } from './modules/menus/editor-service';
import { createMenusRepository } from './modules/menus/repository';
import { createMenusService } from './modules/menus/service';
import { listItemsRoutes } from './modules/list-items/routes';
import { createListItemsRepository } from './modules/list-items/repository';
import { createListItemsService } from './modules/list-items/service';
import { listItemsEditorRoutes } from './modules/list-items/editor-routes';
import { createPageActivityRepository } from './modules/pages/activity-repository';
import { createListItemsEditorRepository } from './modules/list-items/editor-repository';
import { createListItemsEditorService } from './modules/list-items/editor-service';
import { createListItemsWriteRepository } from './modules/list-items/write-repository';
import { createListItemRevisionsRepository } from './modules/list-items/revisions-repository';
import { searchRoutes } from './modules/search/routes';
import { createSearchRepository } from './modules/search/repository';
import { createSearchService } from './modules/search/service';
import { pagesModule } from './modules/pages/module';
import { createPlatformsRepository } from './modules/platforms/repository';
import type { Tenant } from './modules/platforms/repository';
import { logRoutes } from './modules/logs/routes';
import { statisticsIngestRoutes } from './modules/statistics/ingest-routes';
import type { StatisticsIngestLimits } from './modules/statistics/ingest-routes';
import { statisticsReportRoutes } from './modules/statistics/report-routes';
import { createStatisticsStore } from './modules/statistics/storage';
import type { BrowserLogLimits } from './modules/logs/routes';
import { settingsRoutes } from './modules/settings/routes';
import { settingsEditorRoutes } from './modules/settings/editor-routes';
import { createSettingsEditorService } from './modules/settings/editor-service';
import { createSettingsRepository } from './modules/settings/repository';
import { createSettingsService } from './modules/settings/service';
import type { IdentityOptions } from './modules/auth/identity-settings';
import { createIdentity } from './modules/identity/identity';
import { createImages } from './modules/images/module';
import type { ImageOptions } from './modules/images/module';
import { bearerFromQuery } from './modules/images/routes';
import { formsModule, formUploadGate } from './modules/forms/module';
import { withFormSchedule } from './modules/forms/schedule';
import { createConfiguredMailer } from './modules/mail/mailer';
import { findabilityModule } from './modules/findability/module';
import { findabilityPathPattern } from './modules/findability/paths';

export type { ImageOptions } from './modules/images/module';

/** What {@link createApp} needs. */
export interface AppDependencies {
  db: Database;
  logger: Logger;
  /**
   * `trustProxy`, the mail settings (`smtpUrl`, `mailFrom`; no SMTP: mail goes to the outbox;
   * `publicOrigin` for links in mail, default `http://{host}`), and
   * `dataDir` (on PGlite, image originals are kept in `<dataDir>/originals`); also
   * `cacheInvalidateToken` (the operator's bearer token for `DELETE /cache_invalidate`).
   */
  config: Pick<ApiConfig, 'trustProxy'> &
    Partial<
      Pick<
        ApiConfig,
        | 'smtpUrl'
        | 'mailFrom'
        | 'publicOrigin'
        | 'imageCacheDir'
        | 'dataDir'
        | 'cacheInvalidateToken'
      >
    >;
  /** Identity tuning: clock, session and code lifetimes, rate limiter, mailer (tests). */
  identity?: IdentityOptions;
  /** The anonymous response cache; default an in-memory LRU (60 s). */
  cache?: ResponseCache;
  /** Checks of the shared parts for `/readyz` (see `SharedState.readiness`). */
  readiness?: () => Promise<Record<string, 'ok' | 'failed'>>;
  /** Image service tuning: cache folder and size, concurrency, upload limit, original storage. */
  images?: ImageOptions;
  /** How long host -> tenant lookups are remembered, in ms (default 5000; 0 = not at all). */
  tenantCacheTtlMs?: number;
  /** How long requests are answered 503 at once after the database did not answer (ms). */
  databaseBreakerOpenMs?: number;
  /** Budgets of `POST /api/log` per IP address and per tenant (default 60 and 1200 a minute). */
  browserLogLimits?: Partial<BrowserLogLimits>;
  /** Most URLs in one sitemap file before `/sitemap.xml` becomes an index (default 50,000). */
  sitemapUrlLimit?: number;
  /** Budgets of `POST /api/statistics/events` (benchmarks raise them). */
  statisticsIngestLimits?: Partial<StatisticsIngestLimits>;
  /**
   * When true, requests outside `/api`, `/a`, `/cache_invalidate`, `/healthz`, `/readyz`,
   * `/robots.txt`, the sitemap (`/sitemap.xml`, `/sitemap-{n}.xml`) and the lists' feeds
   * (`/feeds/{block}.atom`) go on to the next handler (for a host app that mounts this one, e.g. the web server) instead of
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

  // Once the database did not answer, requests get a 503 at once instead of each waiting.
  const breaker = createDatabaseBreaker({ openMs: deps.databaseBreakerOpenMs });
  const contentChanged = createContentChanged(knex, cache);
  const api = express.Router();
  const findability = findabilityModule(knex, {
    publicOrigin: deps.config.publicOrigin ?? undefined,
    sitemapUrlLimit: deps.sitemapUrlLimit,
    now: deps.identity?.now,
  });
  // One limiter for sign-ins and browser log batches: the shared (Redis) one when given.
  const rateLimiter =
    deps.identity?.rateLimiter ?? createMemoryRateLimiter({ now: deps.identity?.now });
  const identity = createIdentity({
    knex,
    logger: deps.logger,
    mail: deps.config,
    options: { ...deps.identity, rateLimiter },
  });
  // Cached answers last until a list item or a form changes by itself (publish date, end,
  // a form's open or close date), whichever comes first.
  const nextScheduledChange = withFormSchedule(knex, (site) =>
    nextScheduledListChange(knex, site, new Date()),
  );
  const settings = createSettingsService(createSettingsRepository(knex));
  /** One setting of a site, its default when the site never set it. */
  const settingOf = async <K extends PlatformSettingKey>(site: Tenant, key: K) =>
    toSettingsMap(await settings.values(site, { keys: [key], includeAll: true }))[key];
  // Other origins a tenant allows may call its API from the browser, without cookies.
  const crossOrigin = crossOriginAccess(
    async (site) => (await settingOf(site, 'apiAllowedOrigins')) ?? [],
    { cacheTtlMs: deps.tenantCacheTtlMs },
  );
  api.use(
    tenant,
    crossOrigin,
    ...identity.authenticate,
    responseCaching(cache, nextScheduledChange),
  );
  api.use(identity.routes);
  api.use(settingsRoutes(settings));
  api.use(findability.api);
  api.use(pagesModule(knex, contentChanged));
  api.use(menusRoutes(createMenusService(createMenusRepository(knex))));
  api.use(
    menusEditorRoutes(
      createMenusEditorService((work) =>
        knex.transaction((trx) => work(createMenusRepository(trx))),
      ),
      contentChanged,
    ),
  );
  api.use(
    settingsEditorRoutes(
      createSettingsEditorService(
        (work) =>
          knex.transaction((trx) =>
            work({
              settings: createSettingsRepository(trx),
              platforms: createPlatformsRepository(trx),
            }),
          ),
        createSettingsService,
      ),
      {
        contentChanged,
        // A removed host name stops resolving at once here (other instances: within the
        // tenant cache's few seconds), and its cached answers can never reach another tenant.
        hostsChanged: async (hosts) => {
          tenant.forgetHosts(hosts);
          await Promise.all(hosts.map((host) => cache.invalidateHost(host)));
        },
      },
    ),
  );
  api.use(
    listItemsRoutes(
      createListItemsService(createListItemsRepository(knex), {
        editorBlock: (site, guid) =>
          createListItemsEditorRepository(knex).findEditorBlock(site, guid),
      }),
      (site, key) => createListItemsEditorRepository(knex).findEditorItem(site, key),
    ),
  );
  api.use(
    listItemsEditorRoutes(
      createListItemsEditorService((work) =>
        knex.transaction((trx) =>
          work(
            createListItemsWriteRepository(trx),
            createListItemsEditorRepository(trx),
            createPageActivityRepository(trx),
            createListItemRevisionsRepository(trx),
          ),
        ),
      ),
      contentChanged,
    ),
  );
  api.use(searchRoutes(createSearchService(createSearchRepository(knex))));
  // Images: `/a/upload` and `/a/{guid}`. No XSRF cookie is issued here (a Set-Cookie on a public
  // variant would keep CDNs from caching it); unsafe session calls are still XSRF-checked.
  // Originals: bytea on PostgreSQL, files under the data folder on PGlite (decision 0008).
  // Visitors upload into forms as the forms allow; deleting submissions removes their images.
  const images = createImages({
    db: deps.db,
    logger: deps.logger,
    config: deps.config,
    options: deps.images,
    formUploads: formUploadGate({ knex, limiter: rateLimiter, now: deps.identity?.now }),
    now: deps.identity?.now,
  });
  api.use(
    formsModule({
      knex,
      logger: deps.logger,
      contentChanged,
      mailer: deps.identity?.mailer ?? createConfiguredMailer(knex, deps.config),
      limiter: rateLimiter,
      releaseImages: (site) => images.service.sweepFormImages(site),
      publicOrigin: deps.config.publicOrigin ?? undefined,
      now: deps.identity?.now,
    }),
  );
  api.use(logRoutes(deps.logger, { limiter: rateLimiter, limits: deps.browserLogLimits }));
  api.use(
    statisticsIngestRoutes(createStatisticsStore(knex, deps.identity?.now), {
      limiter: rateLimiter,
      limits: deps.statisticsIngestLimits,
      excludesStaff: async (site) => (await settingOf(site, 'statisticsExcludeStaff')) !== false,
    }),
  );
  api.use(statisticsReportRoutes(knex));
  api.use(notFoundHandler);

  // Log only what this app answers, so a host app that mounts it keeps its own request logs.
  const logging = requestLogging(deps.logger);
  if (deps.fallthrough)
    app.use(
      ['/api', '/a', '/cache_invalidate', '/healthz', '/readyz', findabilityPathPattern],
      logging,
    );
  else app.use(logging);
  app.use(healthRoutes({ knex, optional: deps.readiness }));
  app.use(openApiRoutes());
  app.use(['/api', '/a', '/cache_invalidate'], inputGuard, breaker.guard);
  app.use('/api', api);
  app.use(
    '/a',
    tenant,
    crossOrigin,
    bearerFromQuery,
    identity.principal,
    images.router,
    notFoundHandler,
  );
  app.use('/cache_invalidate', tenant, identity.principal);
  app.use(cacheRoutes(cache, { operatorToken: deps.config.cacheInvalidateToken }));
  // robots.txt, the sitemap and the lists' feeds, at the site's root, cached as the API's
  // anonymous answers.
  const cached = responseCaching(cache, nextScheduledChange);
  app.use(findabilityPathPattern, inputGuard, breaker.guard, tenant, cached);
  app.use(findability.root);
  if (!deps.fallthrough) app.use(notFoundHandler);
  app.use(createErrorHandler(deps.logger, { onDatabaseUnavailable: breaker.trip }));
  return app;
}
