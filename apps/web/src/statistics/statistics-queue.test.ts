// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatisticsEvent } from '@plein/api-client';
import { createStatisticsQueue, statisticsFlushMs } from './statistics-queue';
import type { StatisticsQueue } from './statistics-queue';
import { setBrowserValue, stubBeacon } from './statistics-test-support';

const search = (query: string): StatisticsEvent => ({
  kind: 'search',
  path: '/search',
  query,
  results: 1,
});

let queue: StatisticsQueue | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  queue?.dispose();
  queue = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setBrowserValue(document, 'visibilityState', 'visible');
});

describe('the statistics queue', () => {
  it('sends what it queued 5 s after the first event, in one batch to the statistics endpoint', () => {
    const { batches } = stubBeacon();
    queue = createStatisticsQueue();
    queue.record(search('fiets'));
    vi.advanceTimersByTime(2000);
    queue.record(search('boot'));
    vi.advanceTimersByTime(statisticsFlushMs - 2001);
    expect(batches()).toEqual([]);

    vi.advanceTimersByTime(1);
    expect(batches()).toEqual([
      { url: '/api/statistics/events', events: [search('fiets'), search('boot')] },
    ]);
    vi.advanceTimersByTime(statisticsFlushMs * 3);
    expect(batches()).toHaveLength(1);
  });

  it('never sends more than 50 events in one batch', () => {
    const { batches } = stubBeacon();
    queue = createStatisticsQueue();
    for (let n = 0; n < 120; n++) queue.record(search(`q${n}`));
    // Two full batches went at once; the rest waits for the timer.
    expect(batches().map((batch) => batch.events.length)).toEqual([50, 50]);
    vi.advanceTimersByTime(statisticsFlushMs);
    expect(batches().map((batch) => batch.events.length)).toEqual([50, 50, 20]);
    expect(batches().flatMap((batch) => batch.events)).toEqual(
      Array.from({ length: 120 }, (_, n) => search(`q${n}`)),
    );
  });

  it('sends everything with a beacon as soon as the page is hidden, and on pagehide', () => {
    const { beacon, events } = stubBeacon();
    queue = createStatisticsQueue();
    queue.record(search('fiets'));
    setBrowserValue(document, 'visibilityState', 'hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(events()).toEqual([search('fiets')]);

    queue.record(search('boot'));
    window.dispatchEvent(new Event('pagehide'));
    expect(events()).toEqual([search('fiets'), search('boot')]);
    // Nothing is left for the timer.
    vi.advanceTimersByTime(statisticsFlushMs);
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when the page is hidden with an empty queue, or shown again', () => {
    const { beacon } = stubBeacon();
    queue = createStatisticsQueue();
    document.dispatchEvent(new Event('visibilitychange'));
    setBrowserValue(document, 'visibilityState', 'hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the browser refuses the beacon', () => {
    stubBeacon(false);
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchSpy);
    queue = createStatisticsQueue();
    queue.record(search('fiets'));
    vi.advanceTimersByTime(statisticsFlushMs);
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/statistics/events',
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        body: JSON.stringify([search('fiets')]),
      }),
    );
  });

  it('never throws into the page when sending fails', async () => {
    Object.defineProperty(navigator, 'sendBeacon', {
      value: () => {
        throw new TypeError('beacon blocked');
      },
      configurable: true,
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    queue = createStatisticsQueue();
    queue.record(search('fiets'));
    expect(() => vi.advanceTimersByTime(statisticsFlushMs)).not.toThrow();
    vi.stubGlobal('fetch', () => {
      throw new TypeError('no fetch');
    });
    queue.record(search('boot'));
    expect(() => queue?.flush()).not.toThrow();
    await vi.runAllTimersAsync();
  });

  it('drops events after it is disposed, having sent what it held', () => {
    const { events } = stubBeacon();
    queue = createStatisticsQueue();
    queue.record(search('fiets'));
    queue.dispose();
    queue.record(search('boot'));
    vi.advanceTimersByTime(statisticsFlushMs);
    expect(events()).toEqual([search('fiets')]);
  });
});
