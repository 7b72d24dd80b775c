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
