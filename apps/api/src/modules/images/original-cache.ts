import { LRUCache } from 'lru-cache';
import type { Tenant } from '../platforms/repository';
import type { OriginalKey, OriginalStore } from './original-store';

/** Options of {@link withOriginalCache}. */
export interface OriginalCacheOptions {
  /** Most bytes of originals kept in memory (default 64 MiB; 0 keeps none). */
  maxBytes?: number;
}

/**
 * An {@link OriginalStore} that keeps the originals it read last in memory, up to `maxBytes`
 * (least recently used dropped first; an original larger than the bound is never kept), and
 * shares one read between concurrent requests for the same original. A page's `srcset` asks
 * several widths of one image at once: without it each width reads the same 30 MB again.
 * Originals never change under their guid; `remove` forgets the entry before deleting.
 *
 * @example
 * const originals = withOriginalCache(createFileOriginalStore({ dir }), { maxBytes: 64 * 1024 ** 2 });
 */
export function withOriginalCache(
  store: OriginalStore,
  options: OriginalCacheOptions = {},
): OriginalStore {
  const maxBytes = options.maxBytes ?? 64 * 1024 ** 2;
  if (maxBytes <= 0) return store;
  const kept = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (data) => Math.max(1, data.length),
  });
  const reading = new Map<string, Promise<Buffer | null>>();
  const keyOf = (tenant: Tenant, image: OriginalKey) => `${tenant.id}/${image.guid}`;
  return {
    kind: store.kind,
    spoolDir: store.spoolDir,
    save: (tenant, image, file, trx) => store.save(tenant, image, file, trx),
    read(tenant, image) {
      const key = keyOf(tenant, image);
      const hit = kept.get(key);
      if (hit) return Promise.resolve(hit);
      const shared = reading.get(key);
      if (shared) return shared;
      const read = store
        .read(tenant, image)
        .then((data) => {
          // A remove() while reading dropped the entry from `reading`: keep nothing then.
          if (data && reading.get(key) === read) kept.set(key, data);
          return data;
        })
        .finally(() => {
          if (reading.get(key) === read) reading.delete(key);
        });
      reading.set(key, read);
      return read;
    },
    async remove(tenant, image) {
      const key = keyOf(tenant, image);
      reading.delete(key);
      kept.delete(key);
      await store.remove(tenant, image);
    },
  };
}
