import { isBot } from '@plein/validation';
import { logLevels } from './log-entry';
import type { FlushReason, LogEntry, LogLevel, SendLogBatch } from './log-entry';
import { createBeaconSender } from './send-batch';
import type { BeaconNavigator } from './send-batch';

/** The browser globals the logger uses; tests pass their own, the default is `globalThis`. */
export interface BrowserEnvironment {
  document?: EventTarget & { visibilityState?: string };
  window?: EventTarget;
  location?: { href: string };
  navigator?: BeaconNavigator & { userAgent?: string };
}

/** Options of {@link createBrowserLogger}. */
export interface BrowserLoggerOptions {
  /** Where batches are posted, e.g. `/api/log`. */
  endpoint: string;
  /** How a batch is sent; default {@link createBeaconSender} (beacon, else fetch with keepalive). */
  send?: SendLogBatch;
  /** Longest time an entry waits before it is sent; default 5000 ms (spec section 9). */
  flushIntervalMs?: number;
  /** A batch is sent as soon as it holds this many entries; default 25 (bodies stay under 64 KB). */
  maxBatch?: number;
  /** Written on every entry: fixed facts such as the tenant host or build id. */
  context?: Record<string, unknown>;
  /** The session's correlation id (or a getter for it); default a random UUID per logger. */
  correlationId?: string | (() => string | undefined);
  /** Browser globals; default `globalThis`. */
  environment?: BrowserEnvironment;
}

/** The logger {@link createBrowserLogger} returns. */
export interface BrowserLogger {
  /** Logs at level 3. */
  error(message: string, data?: unknown): void;
  /** Logs at level 4. */
  warn(message: string, data?: unknown): void;
  /** Logs at level 7. */
  info(message: string, data?: unknown): void;
  /** Logs a named timing (ms, or unitless for CLS) at level 7 as `timing:<name>`; skipped for bots. */
  timing(name: string, value: number, data?: Record<string, unknown>): void;
  /** Sends what is queued now. */
  flush(reason?: FlushReason): Promise<void>;
  /** Sends what is queued, then stops timers and listeners; later entries are dropped. */
  dispose(): Promise<void>;
  /** Whether the user agent is a bot (timings are then skipped). */
  readonly isBot: boolean;
}

/**
 * A batching browser logger (spec section 7 and 9): entries wait at most `flushIntervalMs`
 * (5 s), and everything queued is sent when the page is hidden (`visibilitychange` to hidden,
 * `pagehide`). Never throws into the page.
 *
 * @example
 * const logger = createBrowserLogger({ endpoint: '/api/log', context: { host: location.host } });
 * logger.error('Could not save page', { pageId });
 */
export function createBrowserLogger(options: BrowserLoggerOptions): BrowserLogger {
  const env: BrowserEnvironment = options.environment ?? globalThis;
  const send = options.send ?? createBeaconSender(env.navigator);
  const intervalMs = options.flushIntervalMs ?? 5000;
  const maxBatch = Math.max(1, options.maxBatch ?? 25);
  const fixedId =
    typeof options.correlationId === 'string'
      ? options.correlationId
      : globalThis.crypto?.randomUUID?.();
  const correlationId =
    typeof options.correlationId === 'function' ? options.correlationId : () => fixedId;
  const bot = isBot(env.navigator?.userAgent);
  let queue: LogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  // The queue never holds more than maxBatch entries: reaching it flushes at once.
  async function flush(reason: FlushReason = 'manual'): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    try {
      await send(batch, { endpoint: options.endpoint, reason });
    } catch {
      // A lost batch must not turn into an error loop in the page.
    }
  }

  function log(level: LogLevel, message: string, data?: unknown): void {
    if (disposed) return;
    const entry: LogEntry = { timestamp: new Date().toISOString(), level, message };
    if (data !== undefined) entry.data = data;
    if (env.location?.href) entry.url = env.location.href;
    const id = correlationId();
    if (id) entry.correlationId = id;
    if (options.context) entry.context = options.context;
    queue.push(entry);
    if (queue.length >= maxBatch) void flush('batch-full');
    else timer ??= setTimeout(() => void flush('interval'), intervalMs);
  }

  const onVisibility = () => {
    if (env.document?.visibilityState === 'hidden') void flush('page-hidden');
  };
  const onPageHide = () => void flush('page-hidden');
  env.document?.addEventListener('visibilitychange', onVisibility);
  env.window?.addEventListener('pagehide', onPageHide);

  return {
    error: (message, data) => log(logLevels.error, message, data),
    warn: (message, data) => log(logLevels.warn, message, data),
    info: (message, data) => log(logLevels.info, message, data),
    timing(name, value, data) {
      if (!bot) log(logLevels.info, `timing:${name}`, { name, value, ...data });
    },
    flush,
    async dispose() {
      env.document?.removeEventListener('visibilitychange', onVisibility);
      env.window?.removeEventListener('pagehide', onPageHide);
      const last = flush('dispose');
      disposed = true;
      await last;
    },
    isBot: bot,
  };
}
