import { isFresh } from './response-cache';
import type { CachedResponse, ResponseCache } from './response-cache';
import { createSingleFlight } from './single-flight';

/** What one fill made: the value for its callers, and what the cache keeps of it (if anything). */
export interface Made<T> {
  value: T;
  keep?: { response: CachedResponse; ttlMs?: number };
}

/** How {@link CacheFiller.fill} answers a caller. */
export type Filled<T> =
  /** Fresh in the cache, or kept by another instance's fill the caller waited for. */
  | { source: 'hit'; entry: CachedResponse }
  /** Expired (at most the cache's stale time ago), while another caller fills it again. */
  | { source: 'stale'; entry: CachedResponse }
  /** Made by this caller. */
  | { source: 'made'; value: T }
  /** Made by another caller in this process, waited for. */
  | { source: 'shared'; value: T };

/** Options of {@link createCacheFiller}. */
export interface CacheFillerOptions {
  /** How long a fill holds its lock (default 30 s): a filler that died frees it after that. */
  lockMs?: number;
  /** How long a caller waits for another instance's fill before it fills itself (default 10 s). */
  waitMs?: number;
  /** How often a waiting caller asks whether that fill is done (default 50 ms). */
  pollMs?: number;
}

/** How a fill of this process ended, for its caller and those who waited for it. */
type Flight<T> =
  | { kind: 'made'; value: T; superseded: boolean }
  | { kind: 'kept elsewhere'; entry: CachedResponse }
  | { kind: 'filled elsewhere' };

/** Callers that waited for a fill a write made out of date try once more, then take what comes. */
const maxRounds = 3;

/**
 * Fills cache entries once (decision 0030). A fresh entry is answered as it is. Once it expires,
 * one caller makes it again (single flight: in this process a map of promises, across every
 * instance sharing the cache the cache's fill lock), while the others get the expired entry
 * (`stale`), which the cache keeps a bounded time past its expiry. Without an entry (the first
 * time, or after a write dropped it: no stale copy survives a write) the others wait for that one
 * fill, a deadline each: in this process for its promise, elsewhere polling the lock. Should a
 * write come while a fill runs, what it made is not kept, and callers who waited fill again.
 *
 * @example
 * const filler = createCacheFiller(cache);
 * const filled = await filler.fill(index, async () => {
 *   const response = await compute();
 *   return { value: response, keep: { response } };
 * });
 */
export function createCacheFiller(cache: ResponseCache, options: CacheFillerOptions = {}) {
  const lockMs = options.lockMs ?? 30_000;
  const waitMs = options.waitMs ?? 10_000;
  const pollMs = options.pollMs ?? 50;
  const now = cache.now ?? Date.now;
  const locks = cache.fillLocks;
  const flights = createSingleFlight<Flight<unknown>>();

  /** The lock of `index`: a token, null while another holds it, undefined without locks. */
  const acquire = (index: string) => (locks ? locks.acquire(index, lockMs) : undefined);

  /**
   * Waits for the fill another instance runs: its entry once kept, or the lock once free (it
   * kept nothing, or died), or, past the deadline, nothing (fill without the lock).
   */
  async function waitForOtherFill(
    index: string,
  ): Promise<{ entry: CachedResponse } | { token: string | undefined }> {
    const deadline = now() + waitMs;
    while (now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      const token = await acquire(index);
      if (token === null) continue;
      const entry = await cache.get(index);
      if (entry && isFresh(entry, now())) {
        if (token) await locks?.release(index, token);
        return { entry };
      }
      return { token };
    }
    return { token: undefined };
  }

  async function lead<T>(
    index: string,
    make: () => Promise<Made<T>>,
    stale: CachedResponse | undefined,
  ): Promise<Flight<T>> {
    let token = await acquire(index);
    if (token === null) {
      if (stale) return { kind: 'filled elsewhere' };
      const waited = await waitForOtherFill(index);
      if ('entry' in waited) return { kind: 'kept elsewhere', entry: waited.entry };
      token = waited.token;
    } else if (token) {
      // Another instance may have kept the entry and freed the lock since this caller read it.
      const kept = await cache.get(index);
      if (kept && isFresh(kept, now())) {
        await locks?.release(index, token);
        return { kind: 'kept elsewhere', entry: kept };
      }
    }
    let made: Made<T>;
    try {
      made = await make();
    } catch (error) {
      if (token) await locks?.release(index, token);
      throw error;
    }
    const { keep } = made;
    if (keep && token) await locks?.setWhileHeld(index, token, keep.response, keep.ttlMs);
    else if (keep) await cache.set(index, keep.response, keep.ttlMs);
    // Lost to a write (or its time): what was made may be older than what the write changed.
    const superseded = token ? !(await locks?.release(index, token)) : false;
    return { kind: 'made', value: made.value, superseded };
  }

  return {
    /**
     * The answer for `index`: its fresh entry, or what `make` made (here, or by the caller this
     * one waited for), or the expired entry while another caller makes it again.
     */
    async fill<T>(index: string, make: () => Promise<Made<T>>): Promise<Filled<T>> {
      for (let round = 1; ; round += 1) {
        const entry = await cache.get(index);
        if (entry && isFresh(entry, now())) return { source: 'hit', entry };
        const leading = !flights.running(index);
        if (!leading && entry) return { source: 'stale', entry };
        if (round > maxRounds) return { source: 'made', value: (await make()).value };
        const running = flights.run(index, () => lead(index, make, entry)) as Promise<Flight<T>>;
        // A caller waits for this process's fill as long as a lock lasts, then makes it itself.
        const flight = leading ? await running : await within(running, lockMs);
        if (!flight) return { source: 'made', value: (await make()).value };
        if (flight.kind === 'kept elsewhere') return { source: 'hit', entry: flight.entry };
        if (flight.kind === 'filled elsewhere') {
          if (entry) return { source: 'stale', entry };
          continue;
        }
        // The caller that made it asked before the write was answered: it takes what it made.
        if (leading) return { source: 'made', value: flight.value };
        if (!flight.superseded || round === maxRounds)
          return { source: 'shared', value: flight.value };
      }
    },
  };
}

/** What `promise` resolves to, or undefined when it takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Fills cache entries once (see {@link createCacheFiller}). */
export type CacheFiller = ReturnType<typeof createCacheFiller>;
