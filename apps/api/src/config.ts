import path from 'node:path';
import { boolean, number, object, string, ValidationError } from 'yup';
import { defaultStatementTimeoutMs } from './db/database';

/** pino levels accepted by `LOG_LEVEL`. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** A pino level accepted by `LOG_LEVEL`. */
export type LogLevel = (typeof logLevels)[number];

/** The validated configuration of the API. */
export interface ApiConfig {
  /** `PORT`; default 3001 for the standalone API. */
  port: number;
  /** `HOST`; default `127.0.0.1`. */
  host: string;
  /** `DATABASE_URL`; a `postgres://` URL switches from PGlite to a PostgreSQL server. */
  databaseUrl: string | null;
  /**
   * `DATABASE_STATEMENT_TIMEOUT_MS`: on a PostgreSQL server, the longest a request's statement
   * may run before the request is answered 503 (default 15000).
   */
  databaseStatementTimeoutMs: number;
  /** `STATISTICS_RAW_DAYS`: days the raw statistics events are kept (default 60; sums stay). */
  statisticsRawDays: number;
  /** `STATISTICS_ROLLUP_MS`: time between statistics rollups (default one minute). */
  statisticsRollupMs: number;
  /** `PLEIN_DATA_DIR`, absolute; the PGlite data folder (default `.plein-data` in the cwd). */
  dataDir: string;
  /** `PLEIN_SEED_ADMIN_EMAIL`; the seeded admin's e-mail address. */
  seedAdminEmail: string;
  /** `PLEIN_SEED_ADMIN_PASSWORD`; null makes the seed generate one and print it once. */
  seedAdminPassword: string | null;
  /** `LOG_LEVEL`; default `info`. */
  logLevel: LogLevel;
  /** `TRUST_PROXY`; only when true is `X-Forwarded-Host` honoured. */
  trustProxy: boolean;
  /** `REDIS_URL`; when set, the response cache lives in that Redis, shared by every instance. */
  redisUrl: string | null;
  /** `SMTP_URL`; when set, mail (invitations, verification, resets) goes through that server. */
  smtpUrl: string | null;
  /** `MAIL_FROM`; the sender address of that mail (default `no-reply@plein.test`). */
  mailFrom: string;
  /**
   * `PUBLIC_ORIGIN`: how links in mail reach a tenant, `{host}` standing for its primary domain
   * (else its first host name), e.g. `https://{host}`; null: plain http on the server's port.
   * Never taken from a request's Host header.
   */
  publicOrigin: string | null;
  /** `IMAGE_CACHE_DIR`, absolute; rendered image variants (default `<PLEIN_DATA_DIR>/image-cache`). */
  imageCacheDir: string;
  /**
   * `CACHE_INVALIDATE_TOKEN`: a secret the operator's tools send as `Authorization: Bearer …` to
   * `DELETE /cache_invalidate`; null: only a signed-in admin of the tenant may call it.
   */
  cacheInvalidateToken: string | null;
}

/** Links in mail without `PUBLIC_ORIGIN`: plain http on the port the platform listens on. */
export function defaultPublicOrigin(port: number): string {
  return `http://{host}:${port}`;
}

/** One environment variable that failed validation. */
export interface ConfigProblem {
  variable: string;
  message: string;
}

/** Thrown by {@link loadConfig}; lists every bad variable at once. */
export class ConfigError extends Error {
  readonly code = 'config_invalid';
  readonly problems: ConfigProblem[];

  constructor(problems: ConfigProblem[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const trueWords = ['true', '1', 'yes', 'on'];
const falseWords = ['false', '0', 'no', 'off'];

/** Treats empty strings as unset, so `FOO=` in a .env file means "use the default". */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

function urlWithProtocols(protocols: string[]) {
  return string()
    .transform(unsetIfEmpty)
    .test('url', `must be a URL starting with ${protocols.join(' or ')}`, (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol.replace(/:$/, '') + '://');
      } catch {
        return false;
      }
    });
}

const envSchema = object({
  PORT: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('must be a whole number between 1 and 65535')
    .integer('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3001),
  HOST: string().transform(unsetIfEmpty).default('127.0.0.1'),
  DATABASE_URL: urlWithProtocols(['postgres://', 'postgresql://']),
  DATABASE_STATEMENT_TIMEOUT_MS: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('must be a whole number of milliseconds, at least 100')
    .integer('must be a whole number of milliseconds, at least 100')
    .min(100, 'must be a whole number of milliseconds, at least 100')
    .default(defaultStatementTimeoutMs),
  STATISTICS_RAW_DAYS: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('must be a whole number of days, at least 1')
    .integer('must be a whole number of days, at least 1')
    .min(1, 'must be a whole number of days, at least 1')
    .default(60),
  STATISTICS_ROLLUP_MS: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('must be a whole number of milliseconds, at least 100')
    .integer('must be a whole number of milliseconds, at least 100')
    .min(100, 'must be a whole number of milliseconds, at least 100')
    .default(60_000),
  PLEIN_DATA_DIR: string().transform(unsetIfEmpty).default('.plein-data'),
  PLEIN_SEED_ADMIN_PASSWORD: string()
    .transform(unsetIfEmpty)
    .min(12, 'must be at least 12 characters long'),
  PLEIN_SEED_ADMIN_EMAIL: string()
    .transform(unsetIfEmpty)
    .email('must be an e-mail address')
    .default('admin@plein.test'),
  LOG_LEVEL: string()
    .transform(unsetIfEmpty)
    .oneOf(logLevels, `must be one of ${logLevels.join(', ')}`)
    .default('info'),
  TRUST_PROXY: boolean()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined || original === '') return false;
      if (typeof original !== 'string') return original;
      const word = original.trim().toLowerCase();
      if (trueWords.includes(word)) return true;
      if (falseWords.includes(word)) return false;
      return original;
    })
    .typeError(`must be true or false (also accepted: ${[...trueWords, ...falseWords].join(', ')})`)
    .default(false),
  REDIS_URL: urlWithProtocols(['redis://', 'rediss://']),
  SMTP_URL: urlWithProtocols(['smtp://', 'smtps://']),
  MAIL_FROM: string()
    .transform(unsetIfEmpty)
    .email('must be an e-mail address')
    .default('no-reply@plein.test'),
  IMAGE_CACHE_DIR: string().transform(unsetIfEmpty),
  CACHE_INVALIDATE_TOKEN: string()
    .transform(unsetIfEmpty)
    .matches(
      /^[\x21-\x7e]{32,256}$/,
      'must be 32 to 256 printable characters without spaces, e.g. from `openssl rand -hex 32`',
    ),
  PUBLIC_ORIGIN: string()
    .transform(unsetIfEmpty)
    .matches(
      /^https?:\/\/\{host\}(:\d{1,5})?$/,
      'must be http:// or https://, then {host}, then an optional :port, e.g. https://{host}',
    ),
});

/**
 * Reads and validates the API's environment. Every bad variable is reported at once.
 *
 * @throws {ConfigError} listing each invalid variable and why.
 * @example
 * const config = loadConfig(); // process.env
 * const testConfig = loadConfig({ TRUST_PROXY: 'true' });
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const input = Object.fromEntries(Object.keys(envSchema.fields).map((name) => [name, env[name]]));
  let parsed;
  try {
    parsed = envSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) {
      const problems = error.inner.length > 0 ? error.inner : [error];
      throw new ConfigError(
        problems.map((p) => ({
          variable: p.path ?? '(environment)',
          message: p.errors.join('; '),
        })),
      );
    }
    throw error;
  }
  const dataDir = path.resolve(process.cwd(), parsed.PLEIN_DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL ?? null,
    databaseStatementTimeoutMs: parsed.DATABASE_STATEMENT_TIMEOUT_MS,
    statisticsRawDays: parsed.STATISTICS_RAW_DAYS,
    statisticsRollupMs: parsed.STATISTICS_ROLLUP_MS,
    dataDir,
    seedAdminEmail: parsed.PLEIN_SEED_ADMIN_EMAIL.toLowerCase(),
    seedAdminPassword: parsed.PLEIN_SEED_ADMIN_PASSWORD ?? null,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    redisUrl: parsed.REDIS_URL ?? null,
    smtpUrl: parsed.SMTP_URL ?? null,
    mailFrom: parsed.MAIL_FROM,
    publicOrigin: parsed.PUBLIC_ORIGIN ?? null,
    imageCacheDir: parsed.IMAGE_CACHE_DIR
      ? path.resolve(process.cwd(), parsed.IMAGE_CACHE_DIR)
      : path.join(dataDir, 'image-cache'),
    cacheInvalidateToken: parsed.CACHE_INVALIDATE_TOKEN ?? null,
  };
}
