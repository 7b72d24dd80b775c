/** Log levels of browser log entries (spec section 9): 3 error, 4 warn, 7 info. */
export const logLevels = { error: 3, warn: 4, info: 7 } as const;

/** One of the values of {@link logLevels}. */
export type LogLevel = (typeof logLevels)[keyof typeof logLevels];

/** One line of the browser log, as posted to the log endpoint inside a JSON array. */
export interface LogEntry {
  /** ISO 8601 time the entry was made. */
  timestamp: string;
  level: LogLevel;
  message: string;
  /** Anything JSON-serialisable that explains the entry. */
  data?: unknown;
  /** The page address when the entry was made. */
  url?: string;
  /** Ties the entry to the requests of the same session on the server. */
  correlationId?: string;
  /** Fixed facts of the app that logs (tenant host, build id, ...), from the logger's options. */
  context?: Record<string, unknown>;
}

/** What made the logger send a batch. */
export type FlushReason = 'interval' | 'batch-full' | 'page-hidden' | 'manual' | 'dispose';

/** Sends one batch of entries to the log endpoint. A rejection is swallowed: logging never breaks a page. */
export type SendLogBatch = (
  entries: LogEntry[],
  info: { endpoint: string; reason: FlushReason },
) => void | Promise<void>;
