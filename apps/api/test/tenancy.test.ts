import type { ApiErrorBody } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
});
afterAll(() => db.close());

describe('tenant resolution', () => {
  it('answers an unknown host 404 tenant_not_found with no data', async () => {
    const { app } = testApp(db);
    for (const path of [
      '/api/platformsettingvalues?includeAll=true',
      '/api/pages:withName?name=home',
      '/api/menus:withName?name=Top%20level%20menu',
      '/api/does-not-exist',
    ]) {
      const res = await request(app).get(path).set('Host', 'unknown.example');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'tenant_not_found', message: expect.any(String) as string },
      });
      expect(res.text).not.toContain('Plein Demo');
    }
  });

  it('ignores X-Forwarded-Host unless the proxy is trusted', async () => {
    const untrusted = testApp(db).app;
    const res = await request(untrusted)
      .get('/api/platformsettingvalues?keys=platformName')
      .set('Host', 'localhost')
      .set('X-Forwarded-Host', '127.0.0.1');
    expect(res.body).toEqual([{ key: 'platformName', value: 'Plein Demo' }]);

    const trusted = testApp(db, { config: { trustProxy: true } }).app;
    const viaProxy = await request(trusted)
      .get('/api/platformsettingvalues?keys=platformName')
      .set('Host', 'localhost')
      .set('X-Forwarded-Host', '127.0.0.1:8443, proxy.internal');
    expect(viaProxy.body).toEqual([{ key: 'platformName', value: 'Havenstad Nieuws' }]);
  });
});

describe('http basics', () => {
  it('answers an unknown /api route of a known tenant with 404 not_found', async () => {
    const res = await request(testApp(db).app).get('/api/nothing-here').set('Host', 'localhost');
    expect(res.status).toBe(404);
    expect((res.body as ApiErrorBody).error.code).toBe('not_found');
  });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const res = await request(testApp(db).app)
      .post('/api/log')
      .set('Host', 'localhost')
      .set('Content-Type', 'application/json')
      .send('[{"message": ');
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).error.code).toBe('malformed_json');
  });

  it('keeps the client’s request id and logs it with the correlation id', async () => {
    const { app, logs } = testApp(db);
    const res = await request(app)
      .get('/healthz')
      .set('X-Request-Id', 'req-123')
      .set('X-Correlation-Id', 'corr-456')
      .set('Authorization', 'Bearer secret-token')
      .set('Cookie', 'plein_session=geheime-sessie');
    expect(res.headers['x-request-id']).toBe('req-123');
    const line = logs.find((l) => (l.req as { id?: string } | undefined)?.id === 'req-123');
    expect(line).toMatchObject({ correlationId: 'corr-456' });
    // Method, path and status only: no header set (cookies, tokens) in the log.
    expect(line?.req).toEqual({ id: 'req-123', method: 'GET', url: '/healthz' });
    expect(JSON.stringify(logs)).not.toContain('secret-token');
    expect(JSON.stringify(logs)).not.toContain('geheime-sessie');
  });

  it('generates a request id when the client sends none or an unusable one', async () => {
    const res = await request(testApp(db).app).get('/healthz').set('X-Request-Id', 'has spaces <>');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unexpected failure with 500 internal_error and logs it', async () => {
    const broken = await openTestDatabase();
    await createPlatformsRepository(broken.knex).create({ name: 'Kapot', hosts: ['kapot.test'] });
    await broken.knex.raw('drop table platform_setting_values');
    const { app, logs } = testApp(broken);
    const res = await request(app).get('/api/platformsettingvalues').set('Host', 'kapot.test');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: { code: 'internal_error', message: expect.any(String) as string },
    });
    expect(res.text).not.toContain('platform_setting_values');
    expect(logs.some((l) => l.level === 50 && l.msg === 'unexpected error')).toBe(true);
    await broken.close();
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    const { app } = testApp(db);
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('answers /readyz 200 degraded when Redis does not answer (the instance still serves)', async () => {
    const { app } = testApp(db, { readiness: () => Promise.resolve({ redis: 'failed' }) });
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'degraded', checks: { database: 'ok', redis: 'failed' } });
  });

  it('answers /readyz 503 when the database is gone', async () => {
    const gone = await openTestDatabase();
    const { app } = testApp(gone);
    await gone.close();
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', checks: { database: 'failed' } });
  });
});
