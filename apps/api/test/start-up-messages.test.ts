import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createServerLogger } from '@plein/logger/node';
import { openSharedState, prepareDatabase } from '../src/bootstrap';

const silent = createServerLogger({ level: 'silent' });

/** A loopback port nothing listens on (it was free a moment ago). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('start-up failures', () => {
  it('name DATABASE_URL, without its password, and say why', async () => {
    const port = await closedPort();
    await expect(
      prepareDatabase(
        {
          databaseUrl: `postgres://plein:geheim@127.0.0.1:${port}/plein`,
          dataDir: '',
          seedAdminEmail: 'admin@plein.test',
          seedAdminPassword: null,
        },
        silent,
      ),
    ).rejects.toThrow(
      new RegExp(
        `^Cannot use the database at DATABASE_URL \\(postgres://plein:\\*\\*\\*@127\\.0\\.0\\.1:${port}/plein\\): .*ECONNREFUSED`,
      ),
    );
  });

  it('name REDIS_URL and say why', async () => {
    const port = await closedPort();
    await expect(
      openSharedState({ redisUrl: `redis://127.0.0.1:${port}` }, silent),
    ).rejects.toThrow(
      new RegExp(
        `^Cannot reach Redis at REDIS_URL \\(redis://127\\.0\\.0\\.1:${port}\\): .*ECONNREFUSED`,
      ),
    );
  });
});
