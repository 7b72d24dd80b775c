import { describe, expect, it, vi } from 'vitest';
import type { LogEntry } from './log-entry';
import { createBeaconSender } from './send-batch';

const entries: LogEntry[] = [{ timestamp: '2024-05-01T10:00:00.000Z', level: 3, message: 'boom' }];
const info = { endpoint: '/api/log', reason: 'page-hidden' as const };

describe('createBeaconSender', () => {
  it('posts the batch as a JSON array by beacon when the browser has one', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const fetchLike = vi.fn<typeof fetch>();
    await createBeaconSender({ sendBeacon }, fetchLike)(entries, info);
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/log');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(entries);
    expect(fetchLike).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when there is no beacon or it refuses', async () => {
    const fetchLike = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    await createBeaconSender({}, fetchLike)(entries, info);
    await createBeaconSender({ sendBeacon: () => false }, fetchLike)(entries, info);
    expect(fetchLike).toHaveBeenCalledTimes(2);
    const [url, init] = fetchLike.mock.calls[0]!;
    expect(url).toBe('/api/log');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify(entries) });
  });
});
