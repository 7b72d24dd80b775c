import type { ApiErrorBody } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogLines } from './helpers/test-app';
import { testClock } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let logs: LogLines;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  ({ app, logs } = testApp(db));
});
afterAll(() => db.close());

const entry = {
  timestamp: '2026-11-21T10:00:00.000Z',
  level: 3,
  message: 'Boom',
  url: 'http://localhost/',
  correlationId: 'c-1',
};
const post = (body: unknown, host = 'localhost') =>
  request(app)
    .post('/api/log')
    .set('Host', host)
    .set('Content-Type', 'application/json')
    .send(JSON.stringify(body));

describe('POST /api/log', () => {
  it('writes each browser entry to the server log at its level, with host and correlation id', async () => {
    const response = await post([
      entry,
      { ...entry, level: 7, message: 'timing:page-load', data: { value: 120 } },
    ]);
    expect(response.status).toBe(204);
    const browserLines = logs.filter((line) => line.source === 'browser');
    expect(browserLines).toEqual([
      expect.objectContaining({ level: 50, msg: 'Boom', host: 'localhost', correlationId: 'c-1' }),
      expect.objectContaining({ level: 30, msg: 'timing:page-load', data: { value: 120 } }),
    ]);
  });

  it('accepts beacons sent as text/plain', async () => {
    const response = await request(app)
      .post('/api/log')
      .set('Host', 'localhost')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify([entry]));
    expect(response.status).toBe(204);
  });

  it.each([
    ['an object instead of an array', { entries: [entry] }],
    ['an empty batch', []],
    ['an unknown level', [{ ...entry, level: 5 }]],
    ['an unknown field', [{ ...entry, password: 'x' }]],
    ['too many entries', Array.from({ length: 51 }, () => entry)],
  ])('refuses %s with 400', async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((response.body as ApiErrorBody).error.code).toBe('invalid_body');
  });

  it('refuses an unknown host with 404 and logs nothing for it', async () => {
    const before = logs.length;
    const response = await post([entry], 'unknown.test');
    expect(response.status).toBe(404);
    expect(logs.slice(before).filter((line) => line.source === 'browser')).toEqual([]);
  });
});

describe('POST /api/log budgets', () => {
  const postFrom = (target: typeof app, ip: string, host = 'localhost') =>
    request(target)
      .post('/api/log')
      .set('Host', host)
      .set('X-Forwarded-For', ip)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify([entry]));

  it('answers 429 with Retry-After once one IP address sent 60 batches in a minute, until the minute is over', async () => {
    const clock = testClock();
    const limited = testApp(db, { identity: { now: clock.now } }).app;
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await postFrom(limited, '10.0.0.1')).status);
    expect(new Set(statuses)).toEqual(new Set([204]));

    const refused = await postFrom(limited, '10.0.0.1');
    expect(refused.status).toBe(429);
    expect((refused.body as ApiErrorBody).error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    clock.advance(61_000);
    expect((await postFrom(limited, '10.0.0.1')).status).toBe(204);
  });

  it('limits one tenant’s batches from every IP address together, and no other tenant', async () => {
    const limited = testApp(db, {
      config: { trustProxy: true },
      browserLogLimits: { perIp: 100, perTenant: 3 },
    }).app;
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await postFrom(limited, ip)).status).toBe(204);
    }
    expect((await postFrom(limited, '10.0.0.4')).status).toBe(429);
    expect((await postFrom(limited, '10.0.0.4', '127.0.0.1')).status).toBe(204);
  });
});
