import { createServerLogger } from '@plein/logger/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotifiedCache } from '../src/http/notified-cache';
import { cacheInvalidationChannel, notifiedCache } from '../src/http/notified-cache';
import { createMemoryResponseCache } from '../src/http/response-cache';
import type { MemoryResponseCache } from '../src/http/response-cache';
import { openTestDatabase, testEngine } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

const logger = createServerLogger({ name: 'notified-cache-test', level: 'silent' });
const entry = { status: 200, headers: { 'content-type': 'application/json' }, body: '[]' };

// Instances on one PostgreSQL database without Redis (the embedded database has one process).
describe.runIf(testEngine === 'pg')('caches kept coherent through PostgreSQL', () => {
  let db: TestDatabase;
  let localA: MemoryResponseCache;
  let localB: MemoryResponseCache;
  let a: NotifiedCache;
  let b: NotifiedCache;

  beforeAll(async () => {
    db = await openTestDatabase();
    localA = createMemoryResponseCache();
    localB = createMemoryResponseCache();
    a = await notifiedCache(localA, db.url!, logger);
    b = await notifiedCache(localB, db.url!, logger);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await db?.close();
  });

  it('drops on every instance what one instance drops', async () => {
    for (const cache of [a, b]) {
      await cache.set('localhost:/api/pages', entry);
      await cache.set('127.0.0.1:/api/pages', entry);
    }
    expect(await a.invalidateHost('localhost')).toBe(1);
    await expect
      .poll(() => localB.get('localhost:/api/pages'), { timeout: 20_000 })
      .toBeUndefined();
    expect(await localA.get('localhost:/api/pages')).toBeUndefined();
    // Other hosts stay.
    expect(await localB.get('127.0.0.1:/api/pages')).toBeDefined();
  });

  it('ignores anything else sent on its channel', async () => {
    await localB.set('localhost:/api/pages', entry);
    for (const payload of ['not json', 'null', '{"host":1}']) {
      await db.knex.raw('select pg_notify(?, ?)', [cacheInvalidationChannel, payload]);
    }
    await a.invalidateHost('localhost');
    await expect
      .poll(() => localB.get('localhost:/api/pages'), { timeout: 20_000 })
      .toBeUndefined();
  });

  it('listens again after losing its connection, and drops what it may have missed', async () => {
    await localB.set('127.0.0.1:/api/pages', entry);
    await db.knex.raw(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'listen %'`,
    );
    // Anything kept from before may be stale: dropped once listening again.
    await expect
      .poll(() => localB.get('127.0.0.1:/api/pages'), { timeout: 20_000 })
      .toBeUndefined();
    // And the notices reach it again.
    await localB.set('localhost:/api/pages', entry);
    await expect
      .poll(
        async () => {
          await a.invalidateHost('localhost');
          return localB.get('localhost:/api/pages');
        },
        { timeout: 20_000 },
      )
      .toBeUndefined();
  });
});
