import { maxStatisticsEventsPerBatch, statisticsEventsEndpoint } from '@plein/api-client';
import type { StatisticsEvent } from '@plein/api-client';

/** Longest time an event waits before it is sent: the spec's log flush (section 9). */
export const statisticsFlushMs = 5000;

/** The queue {@link createStatisticsQueue} returns. */
export interface StatisticsQueue {
  /** Queues an event; a full batch is sent at once, the rest within {@link statisticsFlushMs}. */
  record(event: StatisticsEvent): void;
  /** Sends what is queued now, in batches of at most 50 events. */
  flush(): void;
  /** Sends what is queued, then stops the timer and the listeners; later events are dropped. */
  dispose(): void;
}

/**
 * Sends one batch: with `navigator.sendBeacon` (a `text/plain` JSON body, which the browser
 * delivers even while the page unloads), else with `fetch(..., { keepalive: true })`. A failure
 * is dropped: statistics must never break the page.
 */
function sendBatch(endpoint: string, batch: StatisticsEvent[]): void {
  const body = JSON.stringify(batch);
  try {
    if (navigator.sendBeacon?.(endpoint, body)) return;
  } catch {
    // A beacon the browser refuses (too large, blocked) falls back to fetch.
  }
  try {
    void fetch(endpoint, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // No fetch (or it threw at once): the batch is lost, the page goes on.
  }
}

/**
 * A batching queue of statistics events for `POST /api/statistics/events`: an event waits at most
 * 5 s, a batch never holds more than 50 events, and everything queued is sent with a beacon when
 * the page is hidden (`visibilitychange` to hidden, `pagehide`). Never throws into the page.
 *
 * @example
 * const queue = createStatisticsQueue();
 * queue.record({ kind: 'search', path: '/search', query: 'fiets', results: 3 });
 */
export function createStatisticsQueue(
  endpoint: string = statisticsEventsEndpoint,
  intervalMs: number = statisticsFlushMs,
): StatisticsQueue {
  let queue: StatisticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    const events = queue;
    queue = [];
    for (let start = 0; start < events.length; start += maxStatisticsEventsPerBatch) {
      sendBatch(endpoint, events.slice(start, start + maxStatisticsEventsPerBatch));
    }
  }

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);

  return {
    record(event) {
      if (disposed) return;
      queue.push(event);
      if (queue.length >= maxStatisticsEventsPerBatch) flush();
      else timer ??= setTimeout(flush, intervalMs);
    },
    flush,
    dispose() {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
      disposed = true;
    },
  };
}
