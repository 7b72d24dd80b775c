import { describe, expect, it } from 'vitest';
import type { Tenant } from '../platforms/repository';
import { withOriginalCache } from './original-cache';
import type { OriginalKey, OriginalStore } from './original-store';

const tenant: Tenant = { id: 1, guid: 't1', name: 'one' };
const other: Tenant = { id: 2, guid: 't2', name: 'two' };
const key = (n: number): OriginalKey => ({
  id: n,
  guid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
});

/** A store of `size`-byte originals that counts its reads and removes. */
function countingStore(size: number) {
  const reads: string[] = [];
  const removed: string[] = [];
  let held = false;
  const waiting: (() => void)[] = [];
  const store: OriginalStore = {
    kind: 'files',
    spoolDir: '/spool',
    save: () => Promise.resolve(),
    async read(t, image) {
      reads.push(`${t.id}/${image.id}`);
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      else await Promise.resolve();
      return Buffer.alloc(size, image.id);
    },
    remove(t, image) {
      removed.push(`${t.id}/${image.id}`);
      return Promise.resolve();
    },
  };
  return {
    store,
    reads,
    removed,
    holdReads: () => {
      held = true;
    },
    releaseReads: () => {
      held = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

describe('withOriginalCache', () => {
  it('reads an original once while it stays in memory, per tenant', async () => {
    const { store, reads } = countingStore(10);
    const cached = withOriginalCache(store, { maxBytes: 100 });
    expect(await cached.read(tenant, key(1))).toEqual(Buffer.alloc(10, 1));
    await cached.read(tenant, key(1));
    await cached.read(other, key(1));
    expect(reads).toEqual(['1/1', '2/1']);
  });

  it('shares one read between concurrent requests for the same original', async () => {
    const counting = countingStore(10);
    counting.holdReads();
    const cached = withOriginalCache(counting.store, { maxBytes: 100 });
    const all = Promise.all([1, 2, 3].map(() => cached.read(tenant, key(7))));
    await Promise.resolve();
    counting.releaseReads();
    expect((await all).every((data) => data?.[0] === 7)).toBe(true);
    expect(counting.reads).toEqual(['1/7']);
  });

  it('keeps at most maxBytes, dropping the least recently used, and never a larger original', async () => {
    const { store, reads } = countingStore(40);
    const cached = withOriginalCache(store, { maxBytes: 100 });
    await cached.read(tenant, key(1));
    await cached.read(tenant, key(2));
    await cached.read(tenant, key(1));
    await cached.read(tenant, key(3)); // 120 bytes: drops 2
    await cached.read(tenant, key(1));
    await cached.read(tenant, key(2));
    expect(reads).toEqual(['1/1', '1/2', '1/3', '1/2']);
    const huge = countingStore(101);
    const tooSmall = withOriginalCache(huge.store, { maxBytes: 100 });
    await tooSmall.read(tenant, key(1));
    await tooSmall.read(tenant, key(1));
    expect(huge.reads).toEqual(['1/1', '1/1']);
  });

  it('forgets an original on remove, also one whose read was in flight', async () => {
    const counting = countingStore(10);
    const cached = withOriginalCache(counting.store, { maxBytes: 100 });
    await cached.read(tenant, key(1));
    await cached.remove(tenant, key(1));
    expect(counting.removed).toEqual(['1/1']);
    await cached.read(tenant, key(1));
    expect(counting.reads).toEqual(['1/1', '1/1']);
    counting.holdReads();
    const inFlight = cached.read(tenant, key(2));
    await cached.remove(tenant, key(2));
    counting.releaseReads();
    await inFlight;
    await cached.read(tenant, key(2));
    expect(counting.reads.filter((read) => read === '1/2')).toHaveLength(2);
  });

  it('is the store itself with maxBytes 0', () => {
    const { store } = countingStore(1);
    expect(withOriginalCache(store, { maxBytes: 0 })).toBe(store);
  });
});
