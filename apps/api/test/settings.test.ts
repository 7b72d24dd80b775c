import type { ApiErrorBody, PlatformSettingValue } from '@plein/api-client';
import { platformSettingKeys, settingDefaults, toSettingsMap } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformsRepository } from '../src/modules/platforms/repository';
import { createSettingsRepository } from '../src/modules/settings/repository';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  const third = await createPlatformsRepository(db.knex).create({
    name: 'Derde',
    hosts: ['derde.test'],
  });
  await createSettingsRepository(db.knex).put(third, [{ key: 'showFooter', value: false }]);
  app = testApp(db).app;
});
afterAll(() => db.close());

const settingsOf = async (host: string, query = '') => {
  const res = await request(app).get(`/api/platformsettingvalues${query}`).set('Host', host);
  return { status: res.status, body: res.body as PlatformSettingValue[] };
};

describe('GET /api/platformsettingvalues', () => {
  it('answers each tenant its own platform name, decided by the Host header', async () => {
    const demo = await settingsOf('localhost');
    const havenstad = await settingsOf('127.0.0.1');
    expect(demo.status).toBe(200);
    expect(toSettingsMap(demo.body).platformName).toBe('Plein Demo');
    expect(toSettingsMap(havenstad.body).platformName).toBe('Havenstad Nieuws');
    expect(toSettingsMap(demo.body).colorScheme).not.toEqual(
      toSettingsMap(havenstad.body).colorScheme,
    );
  });

  it('shows a new tenant none of the demo tenants’ values', async () => {
    const { status, body } = await settingsOf('derde.test');
    expect(status).toBe(200);
    expect(body).toEqual([{ key: 'showFooter', value: false }]);
    const all = toSettingsMap((await settingsOf('derde.test', '?includeAll=true')).body);
    expect(all.platformName).toBe(settingDefaults.platformName);
    expect(JSON.stringify(all)).not.toContain('Plein Demo');
    expect(JSON.stringify(all)).not.toContain('Havenstad');
  });

  it('resolves a Host header with a port and in upper case', async () => {
    const { status, body } = await settingsOf('LocalHost:3000', '?keys=platformName');
    expect(status).toBe(200);
    expect(body).toEqual([{ key: 'platformName', value: 'Plein Demo' }]);
  });

  it('answers only the requested keys, in spec order', async () => {
    const { body } = await settingsOf('localhost', '?keys=platformName,headerLogoHeight');
    expect(body.map((v) => v.key)).toEqual(['headerLogoHeight', 'platformName']);
  });

  it('without includeAll leaves out keys the tenant never set; with it, answers their defaults', async () => {
    const set = await settingsOf('localhost', '?keys=platformName,googleSiteVerification');
    expect(set.body.map((v) => v.key)).toEqual(['platformName']);
    const all = await settingsOf(
      'localhost',
      '?keys=platformName,googleSiteVerification&includeAll=true',
    );
    expect(all.body).toEqual([
      { key: 'platformName', value: 'Plein Demo' },
      { key: 'googleSiteVerification', value: settingDefaults.googleSiteVerification },
    ]);
    const every = await settingsOf('localhost', '?includeAll=true');
    expect(every.body.map((v) => v.key)).toEqual([...platformSettingKeys]);
    const explicitFalse = await settingsOf('localhost', '?includeAll=false');
    expect(explicitFalse.body.length).toBeLessThan(platformSettingKeys.length);
  });

  it.each([
    ['an unknown key', '?keys=platformName,favouriteColour', 'favouriteColour'],
    ['an includeAll that is not true or false', '?includeAll=yes', 'includeAll'],
    ['an unknown parameter', '?keys=platformName&debug=1', 'debug'],
    ['a repeated parameter', '?keys=platformName&keys=showHeader', 'keys'],
    ['an empty key list', '?keys=,', 'keys'],
  ])('refuses %s with 400 invalid_query', async (_name, query, named) => {
    const res = await request(app)
      .get(`/api/platformsettingvalues${query}`)
      .set('Host', 'localhost');
    expect(res.status).toBe(400);
    const body = res.body as ApiErrorBody;
    expect(body.error.code).toBe('invalid_query');
    expect(JSON.stringify(body.error)).toContain(named);
  });
});
