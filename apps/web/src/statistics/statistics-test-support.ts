import { vi } from 'vitest';
import type { StatisticsEvent } from '@plein/api-client';

/** A beacon that keeps every body it is given; `accept: false` makes it refuse them. */
export function stubBeacon(accept = true) {
  const beacon = vi.fn((_url: string, _body?: BodyInit | null) => accept);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  const batches = () =>
    beacon.mock.calls.map(([url, body]) => ({
      url,
      events: JSON.parse(body as string) as StatisticsEvent[],
    }));
  return { beacon, batches, events: () => batches().flatMap((batch) => batch.events) };
}

/** Sets a read-only browser property of `target` for this test. */
export function setBrowserValue(target: object, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, configurable: true });
}
