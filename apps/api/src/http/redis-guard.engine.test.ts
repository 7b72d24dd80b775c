import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerLogger } from '@plein/logger/node';
import { guardRedis, RedisUnavailableError } from './redis-client';
import { createRedisRateLimiter } from './redis-rate-limiter';
import { createRedisResponseCache } from './redis-response-cache';

/**
 * A Redis stand-in that answers every command `+OK` (enough for the client's hand-shake) until
 * frozen: then it keeps the connection open and never answers, as a stopped Redis does.
 */
async function freezableRedis() {
  let frozen = false;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => {
      if (frozen) return;
      // Each command is a RESP array: one `*` at the start of a line per command.
      const commands = chunk
        .toString('latin1')
        .split('\r\n')
        .filter((line) => /^\*\d+$/.test(line));
      socket.write('+OK\r\n'.repeat(commands.length));
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    freeze: () => void (frozen = true),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

function capturedLogger() {
  const warnings: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number; msg: string };
        if (entry.level === 40) warnings.push(entry.msg);
      }
      done();
    },
  });
  return { logger: createServerLogger({ level: 'warn', destination }), warnings };
}

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

describe('a frozen Redis', () => {
  it('costs the response cache one time-out, then nothing, and one warning', async () => {
    const redis = await freezableRedis();
    const { logger, warnings } = capturedLogger();
    const cache = await createRedisResponseCache({ url: redis.url, logger });
    closers.push(redis.close, () => cache.close().catch(() => undefined));
    redis.freeze();

    const first = await timed(() => cache.get('localhost:a'));
    expect(first.value).toBeUndefined();
    expect(first.ms).toBeLessThan(1000);
    const next = await timed(() =>
      Promise.all(Array.from({ length: 50 }, () => cache.get('localhost:b'))),
    );
    expect(next.ms).toBeLessThan(100);
    await cache.set('localhost:c', { status: 200, headers: {}, body: '[]' });
    expect(await cache.ping()).toBe(false);
    expect(cache.healthy()).toBe(false);
    expect(warnings).toHaveLength(1);
  });

  it('lets the sign-in rate limit count in memory, at once', async () => {
    const redis = await freezableRedis();
    const { logger } = capturedLogger();
    const limiter = await createRedisRateLimiter({ url: redis.url, logger });
    closers.push(redis.close, () => limiter.close().catch(() => undefined));
    redis.freeze();
    const first = await timed(() => limiter.increment('login:a', 60_000));
    expect(first.value.count).toBe(1);
    expect(first.ms).toBeLessThan(1000);
    const second = await timed(() => limiter.increment('login:a', 60_000));
    expect(second.value.count).toBe(2);
    expect(second.ms).toBeLessThan(50);
  });
});

describe('guardRedis', () => {
  it('tries Redis again once the pause after a failure is over, and closes on success', async () => {
    let time = 0;
    const { logger, warnings } = capturedLogger();
    const guard = guardRedis({
      logger,
      unavailableMessage: 'weg',
      retryAfterMs: 5000,
      now: () => time,
    });
    await expect(guard.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    let called = false;
    await expect(
      guard.run(() => {
        called = true;
        return Promise.resolve(1);
      }),
    ).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(called).toBe(false);
    time = 5000;
    expect(await guard.run(() => Promise.resolve(2))).toBe(2);
    expect(guard.healthy()).toBe(true);
    expect(warnings).toEqual(['weg']);
  });

  it('takes an answer that came while this process was too busy to read it in time', async () => {
    const { logger, warnings } = capturedLogger();
    const guard = guardRedis({ logger, unavailableMessage: 'weg', timeoutMs: 20 });
    // As a render does in a turn of the event loop: asks, then holds the loop past the limit.
    // The thread pool answers at once; this thread reads it only once it is free again.
    const { answer } = await new Promise<{ answer: Promise<Stats> }>((resolve) => {
      setImmediate(() => {
        const asked = guard.run(() => stat(import.meta.dirname));
        const busyUntil = performance.now() + 100;
        while (performance.now() < busyUntil);
        resolve({ answer: asked });
      });
    });
    expect((await answer).isDirectory()).toBe(true);
    expect(guard.healthy()).toBe(true);
    expect(warnings).toEqual([]);
  });
});
