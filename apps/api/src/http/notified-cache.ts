import { randomUUID } from 'node:crypto';
import type { Logger } from '@plein/logger/node';
import pg from 'pg';
import type { MemoryResponseCache, ResponseCache } from './response-cache';

/** The PostgreSQL channel on which instances tell each other what to drop from their caches. */
export const cacheInvalidationChannel = 'plein_cache_invalidate';

/** How long to wait before listening again after the listening connection was lost. */
const reconnectMs = 1_000;

/** A {@link ResponseCache} that tells the other instances of a database what it drops. */
export interface NotifiedCache extends ResponseCache {
  close(): Promise<void>;
}

interface Invalidation {
  /** What `invalidateHost` was called with. */
  host: string;
  /** The instance that sent it: it has already dropped that. */
  from: string;
}

/**
 * Keeps every instance's in-process cache coherent through the database itself, for instances
 * that share PostgreSQL without Redis: each `invalidateHost` is sent to the others with
 * `NOTIFY`, and each instance `LISTEN`s on a connection of its own and drops the same entries.
 * While that connection is lost, notices may be missed, so on listening again the whole cache is
 * dropped.
 *
 * @example
 * const cache = await notifiedCache(createMemoryResponseCache(), config.databaseUrl, logger);
 */
export async function notifiedCache(
  local: MemoryResponseCache,
  databaseUrl: string,
  logger: Logger,
): Promise<NotifiedCache> {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;

  // Once per outage, not once per second of it.
  let warnedCannotListen = false;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5_000,
      // A write waits for its notice to be sent: never longer than this.
      query_timeout: 5_000,
    });
    next.on('notification', ({ payload }) => {
      const notice = parseNotice(payload);
      if (notice && notice.from !== instance) void local.invalidateHost(notice.host);
    });
    let lost = false;
    let listening = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      // Lost while connecting: `listen` fails and its caller tries again.
      if (closed || !listening) return;
      logger.warn({ err: error }, 'cache notices: the listening connection was lost');
      setTimeout(() => void relisten(), reconnectMs).unref();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`listen ${cacheInvalidationChannel}`);
    } catch (error) {
      onLost();
      throw error;
    }
    if (lost) throw new Error('The listening connection closed while it was being opened.');
    listening = true;
    client = next;
  };
  const relisten = async () => {
    try {
      await listen();
      warnedCannotListen = false;
      await local.clear();
      logger.info('cache notices: listening again; the cache was dropped');
    } catch (error) {
      if (!warnedCannotListen) logger.warn({ err: error }, 'cache notices: cannot listen yet');
      warnedCannotListen = true;
      if (!closed) setTimeout(() => void relisten(), reconnectMs).unref();
    }
  };
  await listen();

  return {
    get: (index) => local.get(index),
    getNow: (index) => local.getNow?.(index),
    set: (index, response, ttlMs) => local.set(index, response, ttlMs),
    delete: (index) => local.delete(index),
    // A notice from another instance drops the local locks with the entries (`invalidateHost`).
    fillLocks: local.fillLocks,
    now: local.now,
    async invalidateHost(host) {
      const removed = await local.invalidateHost(host);
      const notice: Invalidation = { host, from: instance };
      await client
        ?.query('select pg_notify($1, $2)', [cacheInvalidationChannel, JSON.stringify(notice)])
        .catch((error: unknown) => logger.warn({ err: error }, 'cache notices: cannot send'));
      return removed;
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** A notice as another instance sent it, or null for anything else on the channel. */
function parseNotice(payload: string | undefined): Invalidation | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Invalidation> | null;
    return typeof notice?.host === 'string' && typeof notice.from === 'string'
      ? { host: notice.host, from: notice.from }
      : null;
  } catch {
    return null;
  }
}
