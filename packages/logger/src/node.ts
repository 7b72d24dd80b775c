import { pino } from 'pino';
import type { Logger, LoggerOptions } from 'pino';

export type { Logger } from 'pino';

/** Header paths whose values never reach a log line. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
];

/** Options of {@link createServerLogger}. */
export interface ServerLoggerOptions {
  /** pino level; default `info`. */
  level?: LoggerOptions['level'];
  /** Service name written on every line, e.g. `plein-api`. */
  name?: string;
  /** Where lines go; default stdout. Tests pass a stream to read them back. */
  destination?: NodeJS.WritableStream;
}

/**
 * The pino logger of a Plein server: JSON lines, auth and cookie headers redacted.
 *
 * @example
 * const logger = createServerLogger({ name: 'plein-api', level: 'debug' });
 */
export function createServerLogger(options: ServerLoggerOptions = {}): Logger {
  const config: LoggerOptions = {
    level: options.level ?? 'info',
    name: options.name,
    redact: { paths: redactedPaths, censor: '[redacted]' },
  };
  return options.destination ? pino(config, options.destination) : pino(config);
}
