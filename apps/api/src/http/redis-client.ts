import { createClient } from 'redis';
import type { Logger } from '@plein/logger/node';

/** A connected Redis client. */
export type RedisClient = ReturnType<typeof createClient>;

/**
 * Connects to the Redis every API instance shares. A start without Redis fails at once (a
 * misconfiguration); a Redis that goes away later is reconnected to with back-off while its
 * users carry on without it, logging one warning per 30 s at most.
 *
 * @example
 * const client = await connectRedis(config.redisUrl, logger, 'redis response cache unavailable');
 */
export async function connectRedis(
  url: string,
  logger: Logger,
  unavailableMessage: string,
): Promise<RedisClient> {
  let connected = false;
  const client = createClient({
    url,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 200, 5000) : cause),
    },
    disableOfflineQueue: true,
  });
  let lastError = 0;
  client.on('error', (error: unknown) => {
    if (Date.now() - lastError > 30_000) logger.warn({ err: error }, unavailableMessage);
    lastError = Date.now();
  });
  await client.connect();
  connected = true;
  return client;
}

/** Options of {@link guardRedis}. */
export interface RedisGuardOptions {
  logger: Logger;
  /** The warning logged (at most once per 30 s) while Redis fails. */
  unavailableMessage: string;
  /** Longest wait for one command, in ms (default 250): a hung Redis must not hang requests. */
  timeoutMs?: number;
  /** How long Redis is left alone after a failure before it is tried again, in ms (default 5 s). */
  retryAfterMs?: number;
  now?: () => number;
}

/** Runs Redis commands with a time limit and a circuit breaker (see {@link guardRedis}). */
export interface RedisGuard {
  /** Runs `work`, or throws at once while Redis is left alone, or after `timeoutMs`. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** False while Redis is left alone after a failure. */
  healthy(): boolean;
}

/** Thrown by {@link RedisGuard.run} instead of waiting on a Redis that failed or hangs. */
export class RedisUnavailableError extends Error {
  constructor(message = 'Redis did not answer in time') {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

/**
 * Guards the commands of one Redis client: each may take `timeoutMs`; a command that fails or
 * times out opens the circuit, so for `retryAfterMs` every command fails at once (callers fall
 * back: caches miss, rate limits count in memory), and then one is tried again. A refused
 * connection and a frozen server (which accepts the socket and never answers) alike cost at most
 * one time-out per `retryAfterMs`, and one warning per 30 s.
 *
 * @example
 * const guard = guardRedis({ logger, unavailableMessage: 'redis response cache unavailable' });
 * const raw = await guard.run(() => client.get(key));
 */
export function guardRedis(options: RedisGuardOptions): RedisGuard {
  const timeoutMs = options.timeoutMs ?? 250;
  const retryAfterMs = options.retryAfterMs ?? 5000;
  const now = options.now ?? Date.now;
  let openUntil = 0;
  let lastWarning = -Infinity;

  const fail = (error: unknown) => {
    openUntil = now() + retryAfterMs;
    if (now() - lastWarning >= 30_000) {
      lastWarning = now();
      options.logger.warn({ err: error }, options.unavailableMessage);
    }
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (now() < openUntil) throw new RedisUnavailableError('Redis is left alone after a failure');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        // A timer runs before the I/O of its loop turn: when this process was busy past the
        // limit (a render), Redis's answer may already wait to be read. It gets read first.
        const late = () => setImmediate(() => reject(new RedisUnavailableError()));
        timer = setTimeout(late, timeoutMs);
      });
      try {
        const result = await Promise.race([work(), timeout]);
        openUntil = 0;
        return result;
      } catch (error) {
        fail(error);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    healthy: () => now() >= openUntil,
  };
}

/**
 * Closes a client: lets pending commands finish for up to `waitMs`, then drops the connection,
 * so a hung Redis cannot hold up shutdown.
 */
export async function closeRedis(client: RedisClient, waitMs = 1000): Promise<void> {
  if (!client.isOpen) return;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([client.close().catch(() => undefined), waited]);
  clearTimeout(timer);
  if (client.isOpen) client.destroy();
}
