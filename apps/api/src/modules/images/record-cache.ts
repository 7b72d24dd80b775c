import { LRUCache } from 'lru-cache';
import type { Tenant } from '../platforms/repository';
import type { ImageRecord } from './repository';

/** Options of {@link createImageRecordCache}. */
export interface ImageRecordCacheOptions {
  /** How long a record is trusted, in ms (default 5000; 0 caches nothing). */
  ttlMs?: number;
  /** Most records kept (default 10 000). */
  max?: number;
  /** The clock, in ms (tests); default `performance.now()`. */
  now?: () => number;
}

/** Recently read image records of each tenant; see {@link createImageRecordCache}. */
export interface ImageRecordCache {
  get(tenant: Tenant, guid: string): ImageRecord | undefined;
  set(tenant: Tenant, image: ImageRecord): void;
  /** Forgets a deleted image for good: a read still in flight cannot put it back. */
  forget(tenant: Tenant, guid: string): void;
}

/**
 * Image records (the facts of an original, never its visibility) read in the last `ttlMs`,
 * keyed by tenant and guid, so a hot variant costs no query. A record never changes while its
 * image exists: the only staleness is a deletion, which this process forgets at once (and
 * remembers, so a concurrent read cannot bring it back); another instance sharing the database
 * stops serving a deleted image within `ttlMs`. Unknown guids are not cached.
 *
 * @example
 * const records = createImageRecordCache({ ttlMs: 5000 });
 */
export function createImageRecordCache(options: ImageRecordCacheOptions = {}): ImageRecordCache {
  const ttl = options.ttlMs ?? 5000;
  if (ttl <= 0) return { get: () => undefined, set: () => undefined, forget: () => undefined };
  const perf = options.now ? { now: options.now } : undefined;
  const max = options.max ?? 10_000;
  const records = new LRUCache<string, ImageRecord>({ max, ttl, perf, ttlResolution: 0 });
  const deleted = new LRUCache<string, true>({
    max,
    ttl: Math.max(ttl, 60_000),
    perf,
    ttlResolution: 0,
  });
  const keyOf = (tenant: Tenant, guid: string) => `${tenant.id}/${guid.toLowerCase()}`;
  return {
    get: (tenant, guid) => records.get(keyOf(tenant, guid)),
    set(tenant, image) {
      const key = keyOf(tenant, image.guid);
      if (!deleted.has(key)) records.set(key, image);
    },
    forget(tenant, guid) {
      const key = keyOf(tenant, guid);
      records.delete(key);
      deleted.set(key, true);
    },
  };
}
