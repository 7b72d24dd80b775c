// The API as a library: the web server runs it in-process with these. The standalone server
// is the `server` entry (dist/server.js), deliberately not re-exported here.
export { createApp } from './app';
export { startRetentionJob } from './modules/forms/retention-job';
export { startStatisticsJob } from './modules/statistics/rollup';
export { startPageScheduleJob } from './modules/pages/schedule-job';
export { formImageSweeper } from './modules/images/module';
export type { AppDependencies } from './app';
export { ConfigError, defaultPublicOrigin, loadConfig, logLevels } from './config';
export { hasCredentials } from './http/authentication';
export { matchesEtag } from './http/etag';
export { requestHost, requestIsSecure } from './http/tenant';
export { cachedAnswers } from './http/cached-answers';
export { negotiatedEncoding } from './http/content-encoding';
export { findabilityPathPattern } from './modules/findability/paths';
export { identityCookie } from './http/cookies';
export { requestLogging } from './http/request-context';
export type { ApiConfig, ConfigProblem, LogLevel } from './config';
export { createDatabase } from './db/database';
export type { Database, DatabaseEngine, DatabaseOptions } from './db/database';
export { migrateLatest, migrations } from './db/migrate';
export type { NamedMigration } from './db/migrate';
export { mapDatabaseError } from './db/pg-errors';
export { seedDemo } from './db/seed/seed-demo';
export type { SeedOptions, SeedResult } from './db/seed/seed-demo';
export { ApiError, isApiError } from './http/errors';
export { anonymousXsrfCookie, xsrfCookieIssuing } from './http/xsrf';
export type { ApiErrorLike } from './http/errors';
export {
  createMemoryResponseCache,
  freshUntilHeader,
  isFresh,
  pageCacheIndex,
} from './http/response-cache';
export { createCacheFiller } from './http/cache-fill';
export type { CacheFiller, CacheFillerOptions, Filled, Made } from './http/cache-fill';
export type { FillLocks } from './http/fill-locks';
export type {
  CachedResponse,
  MemoryResponseCacheOptions,
  ResponseCache,
} from './http/response-cache';
export type { Tenant } from './modules/platforms/repository';
export { keepConnectionsAlive, openSharedState, prepareDatabase, stopServer } from './bootstrap';
export type { SharedState } from './bootstrap';
export { createRedisResponseCache } from './http/redis-response-cache';
export type { ClosableResponseCache, RedisResponseCacheOptions } from './http/redis-response-cache';
export { createMemoryRateLimiter } from './http/rate-limiter';
export type { MemoryRateLimiterOptions, RateCount, RateLimiter } from './http/rate-limiter';
export type { IdentityOptions, IdentitySettings } from './modules/auth/identity-settings';
export type { Mailer, MailMessage } from './modules/mail/mailer';
