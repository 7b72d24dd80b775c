import type { SendLogBatch } from './log-entry';

/** The parts of `navigator` the sender uses. */
export interface BeaconNavigator {
  sendBeacon?: (url: string, data: Blob) => boolean;
}

/**
 * The default sender: posts the batch as a JSON array with `navigator.sendBeacon`, which the
 * browser delivers even while the page unloads; when there is no beacon or it refuses the batch,
 * with `fetch(..., { keepalive: true })`. Both cap a body at about 64 KB, hence small batches.
 * Keep the endpoint same-origin: a cross-origin beacon cannot carry a JSON content type.
 *
 * @example
 * const send = createBeaconSender();
 * await send(entries, { endpoint: '/api/log', reason: 'manual' });
 */
export function createBeaconSender(
  navigatorLike: BeaconNavigator | undefined = globalThis.navigator,
  fetchLike: typeof fetch | undefined = globalThis.fetch,
): SendLogBatch {
  return async (entries, { endpoint }) => {
    const body = JSON.stringify(entries);
    if (navigatorLike?.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' })))
      return;
    if (!fetchLike) return;
    await fetchLike(endpoint, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    });
  };
}
