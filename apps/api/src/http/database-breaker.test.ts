import { createServerLogger } from '@plein/logger/node';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createDatabaseBreaker } from './database-breaker';
import { createErrorHandler } from './error-handler';
import { ApiError } from './errors';

const logger = createServerLogger({ name: 'database-breaker-test', level: 'silent' });

/** An app whose one route fails as the database would (`fail`), behind the breaker. */
function appWithBreaker() {
  let clock = 0;
  let calls = 0;
  let fail: Error | null = null;
  const breaker = createDatabaseBreaker({ openMs: 5_000, now: () => clock });
  const app = express();
  app.use(breaker.guard);
  app.get('/pages', (_req, res) => {
    calls += 1;
    if (fail) throw fail;
    res.json([]);
  });
  app.use(createErrorHandler(logger, { onDatabaseUnavailable: breaker.trip }));
  return {
    app,
    breaker,
    calls: () => calls,
    failWith: (error: Error | null) => (fail = error),
    advance: (ms: number) => (clock += ms),
  };
}

describe('the database breaker', () => {
  it('answers 503 with Retry-After at once, without calling the route, after the database failed', async () => {
    const test = appWithBreaker();
    test.failWith(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const failed = await request(test.app).get('/pages');
    expect(failed.status).toBe(503);
    expect(failed.headers['retry-after']).toBe('5');
    expect(test.breaker.isOpen()).toBe(true);

    test.failWith(null);
    test.advance(3_100);
    const refused = await request(test.app).get('/pages');
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ error: { code: 'database_unavailable' } });
    expect(refused.headers['retry-after']).toBe('2');
    expect(test.calls()).toBe(1);

    test.advance(2_000);
    expect((await request(test.app).get('/pages')).status).toBe(200);
    expect(test.calls()).toBe(2);
  });

  it('stays closed for errors that are not the database being unreachable', async () => {
    const test = appWithBreaker();
    for (const error of [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      new ApiError(503, 'image_service_busy', 'Too many images are being rendered.'),
      new Error('a bug'),
    ]) {
      test.failWith(error);
      await request(test.app).get('/pages');
    }
    expect(test.breaker.isOpen()).toBe(false);
  });
});
