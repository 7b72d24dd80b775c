import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createServerLogger } from '@plein/logger/node';
import { createRedisResponseCache } from './redis-response-cache';

describe('createRedisResponseCache', () => {
  it('refuses to start when Redis cannot be reached, with the connection error', async () => {
    // A port that was free a moment ago: nothing answers there.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as AddressInfo;
        server.close(() => resolve(free));
      });
    });
    await expect(
      createRedisResponseCache({
        url: `redis://127.0.0.1:${port}`,
        logger: createServerLogger({ level: 'silent' }),
      }),
    ).rejects.toThrow(/ECONNREFUSED|connect/i);
  });
});
