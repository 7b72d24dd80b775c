import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerLogger } from '@plein/logger/node';
import { loadConfig } from '../src/config';
import { migrations } from '../src/db/migrate';
import { startApiServer } from '../src/server';
import type { RunningApiServer } from '../src/server';
import { testEngine } from './helpers/test-database';

// A fresh start on the embedded database beside processes that keep every core busy (issue
// 31.8): it waits as long as the machine needs, telling its steps, and never gives up on a
// deadline of its own. Always PGlite, whatever engine the other tests run on.

/** Generous: on a loaded 2-core machine creating and migrating the folder takes minutes. */
const startDeadlineMs = 15 * 60_000;

let root: string;
const busyLoops: ChildProcess[] = [];

/** A loopback port nothing listens on (it was free a moment ago). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The messages the logger wrote. */
function capturedLogger() {
  const messages: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        messages.push((JSON.parse(line) as { msg: string }).msg);
      }
      done();
    },
  });
  return { logger: createServerLogger({ level: 'info', destination }), messages };
}

// Once, in the PGlite run: the PostgreSQL run of the engine tests would repeat it exactly.
describe.runIf(testEngine === 'pglite')(
  'a fresh start on the embedded database on a busy machine',
  () => {
    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'plein-busy-start-'));
      for (let i = 0; i < 4; i++) {
        busyLoops.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
      }
    });

    afterAll(async () => {
      await Promise.all(
        busyLoops.map(
          (loop) =>
            new Promise((resolve) => {
              loop.once('exit', resolve);
              loop.kill('SIGKILL');
            }),
        ),
      );
      await rm(root, { recursive: true, force: true });
    });

    it(
      'gets ready, telling each step of preparing the database',
      async () => {
        const { logger, messages } = capturedLogger();
        const config = loadConfig({
          PLEIN_DATA_DIR: path.join(root, 'data'),
          HOST: '127.0.0.1',
          PORT: String(await freePort()),
          PLEIN_SEED_ADMIN_PASSWORD: 'een-lang-wachtwoord-voor-de-test',
        });
        let api: RunningApiServer | undefined;
        try {
          api = await startApiServer({ config, logger, handleSignals: false });
          const { url } = api;
          await expect
            .poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: startDeadlineMs })
            .toBe(200);
        } finally {
          await api?.close();
        }
        const total = migrations.length;
        expect(messages).toEqual(
          expect.arrayContaining([
            'preparing the database: creating the data folder',
            `preparing the database: migrating 1/${total}`,
            `preparing the database: migrating ${total}/${total}`,
            'preparing the database: seeding the demo sites',
            'preparing the database: opening the data folder',
          ]),
        );
      },
      startDeadlineMs,
    );
  },
);
