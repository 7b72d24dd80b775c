import { randomUUID } from 'node:crypto';
import type {
  AccessTokenResponse,
  ApiErrorBody,
  ApplicationUser,
  ColorScheme,
  PlatformSettingValue,
  UploadedImage,
} from '@plein/api-client';
import { platformSettingKeys, toSettingsMap } from '@plein/api-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { havenstadColors, pleinDemoColors } from '../src/db/seed/demo-data';
import { Browser, addUser, admin } from './helpers/identity';
import { makeImage, uploadImage } from './helpers/images';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

const settingsPath = '/api/platformsettingvalues';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let demoAdmin: Browser;
let havenAdmin: Browser;
let demoImage: string;
let demoProfileImage: string;

const problemsOf = (res: { body: unknown }) =>
  ((res.body as ApiErrorBody).error.details as { problems: { path: string; message: string }[] })
    .problems;
const codeOf = (res: { body: unknown }) => (res.body as ApiErrorBody).error.code;
const visitorSettings = async (host: string) => {
  const res = await request(app).get(`${settingsPath}?includeAll=true`).set('Host', host);
  return { res, settings: toSettingsMap(res.body as PlatformSettingValue[]) };
};

async function upload(browser: Browser, query: string): Promise<string> {
  const { accessToken } = (await browser.get('/api/auth/token')).body as AccessTokenResponse;
  const res = await uploadImage(app, query, await makeImage('png'), {
    host: browser.host,
    token: accessToken,
  });
  expect(res.status, res.text).toBe(201);
  return (res.body as UploadedImage).guid;
}

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await addUser(db.knex, { email: 'lezer@example.org' });
  await addUser(db.knex, { email: 'redacteur@example.org', isContentManager: true });
  await addUser(db.knex, { email: 'haven-admin@example.org', host: '127.0.0.1', isAdmin: true });
  // A long tenant cache: a host name that stops resolving proves the cache was invalidated.
  app = testApp(db, { tenantCacheTtlMs: 60_000 }).app;
  demoAdmin = new Browser(app);
  await demoAdmin.signIn(admin.email, admin.password);
  havenAdmin = new Browser(app, '127.0.0.1');
  await havenAdmin.signIn('haven-admin@example.org', 'een goed wachtwoord');
  demoImage = await upload(demoAdmin, 'public');
  const adminGuid = ((await demoAdmin.get('/api/profiles:loggedIn')).body as ApplicationUser).guid;
  demoProfileImage = await upload(demoAdmin, `profile=${adminGuid}`);
});
afterAll(() => db.close());

describe('PUT /api/platformsettingvalues: who may', () => {
  it('refuses visitors (401), plain users and content managers (403)', async () => {
    const body = [{ key: 'platformName', value: 'Overgenomen' }];
    const visitor = new Browser(app);
    await visitor.prime();
    expect((await visitor.put(settingsPath, body)).status).toBe(401);
    for (const email of ['lezer@example.org', 'redacteur@example.org']) {
      const user = new Browser(app);
      await user.signIn(email, 'een goed wachtwoord');
      const res = await user.put(settingsPath, body);
      expect(res.status, email).toBe(403);
      expect(codeOf(res)).toBe('forbidden');
    }
    expect((await visitorSettings('localhost')).settings.platformName).toBe('Plein Demo');
  });

  it('refuses an admin’s cookie call without the XSRF header (403 xsrf_failed)', async () => {
    const res = await demoAdmin.send(
      'PUT',
      settingsPath,
      [{ key: 'showFooter', value: false }],
      false,
    );
    expect(res.status).toBe(403);
    expect(codeOf(res)).toBe('xsrf_failed');
  });

  it('does not let an admin of one tenant change another tenant’s settings', async () => {
    const crossHost = new Browser(app, '127.0.0.1');
    for (const [name, value] of demoAdmin.cookies) crossHost.cookies.set(name, value);
    const res = await crossHost.put(settingsPath, [{ key: 'platformName', value: 'Overgenomen' }]);
    expect(res.status).toBe(401);
    expect((await visitorSettings('127.0.0.1')).settings.platformName).toBe('Havenstad Nieuws');
  });
});

describe('PUT /api/platformsettingvalues: saving', () => {
  it('stores the given keys, keeps the others and answers every value', async () => {
    const scheme: ColorScheme = { ...pleinDemoColors, link: '#0b5394' };
    const res = await demoAdmin.put(settingsPath, [
      { key: 'headerLogoHeight', value: 96 },
      { key: 'headerLogoPadding', value: 0 },
      { key: 'showBreadcrumbsByDefault', value: false },
      { key: 'headerVisibility', value: 'home' },
      { key: 'colorScheme', value: scheme },
      { key: 'browserColor', value: 'rgba(27, 94, 32, 0.9)' },
      { key: 'headerLogo', value: demoImage },
      { key: 'faviconLogo', value: 'https://cdn.example.org/favicon.png' },
      {
        key: 'headerImages',
        value: [{ guid: randomUUID(), imageGuid: demoImage, title: 'Plein', text: 'Welkom' }],
      },
      {
        key: 'footers',
        value: [
          {
            title: 'Contact',
            url: '/contact',
            text: 'Stationsplein 1\n1012 AB Amsterdam',
            links: [
              { label: 'Over ons', url: '/over-ons' },
              { label: 'Mail', url: 'mailto:hallo@plein.test' },
              { label: 'Elders', url: 'https://example.org/a?b=c' },
            ],
          },
        ],
      },
      { key: 'googleSiteVerification', value: 'abc-DEF_123' },
    ]);
    expect(res.status, res.text).toBe(200);
    const answer = res.body as PlatformSettingValue[];
    expect(answer.map((value) => value.key)).toEqual([...platformSettingKeys]);
    const saved = toSettingsMap(answer);
    expect(saved).toMatchObject({
      headerLogoHeight: 96,
      headerLogoPadding: 0,
      headerVisibility: 'home',
      colorScheme: scheme,
      headerLogo: demoImage,
      platformName: 'Plein Demo',
      hostNames: ['localhost'],
      primaryDomain: 'localhost',
      footers: [{ title: 'Contact', url: '/contact' }],
    });
    const { settings } = await visitorSettings('localhost');
    expect(settings).toEqual(saved);
    expect((await visitorSettings('127.0.0.1')).settings.headerLogoHeight).toBe(72);
  });

  it('takes back every value it answers, unchanged (a settings form that sends them all)', async () => {
    const all = (await demoAdmin.get(`${settingsPath}?includeAll=true`)).body as unknown[];
    const res = await demoAdmin.put(settingsPath, all);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(all);
    const haven = (await havenAdmin.get(`${settingsPath}?includeAll=true`)).body as unknown[];
    expect((await havenAdmin.put(settingsPath, haven)).status).toBe(200);
  });

  it('drops the cached public answer, so visitors see the change at once', async () => {
    const visitorGet = () =>
      request(app).get(`${settingsPath}?keys=platformName`).set('Host', '127.0.0.1');
    await visitorGet();
    expect((await visitorGet()).headers['x-cache']).toBe('HIT');
    const res = await havenAdmin.put(settingsPath, [
      { key: 'platformName', value: 'Havenstad Dagblad' },
    ]);
    expect(res.status).toBe(200);
    const fresh = await visitorGet();
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.body).toEqual([{ key: 'platformName', value: 'Havenstad Dagblad' }]);
  });
});

describe('PUT /api/platformsettingvalues: refusals', () => {
  const lowContrast: ColorScheme = { ...pleinDemoColors, text: '#8a8a8a' };
  const translucent: ColorScheme = { ...pleinDemoColors, text: 'rgba(28, 43, 30, 0.5)' };
  const { link: _link, ...withoutLink } = havenstadColors;

  it.each<[string, unknown, string]>([
    ['an unknown key', [{ key: 'favouriteColour', value: 'blue' }], '[0].key'],
    [
      'a key given twice',
      [
        { key: 'showFooter', value: true },
        { key: 'showFooter', value: false },
      ],
      '[1].key',
    ],
    ['a body that is not a list', { showFooter: true }, ''],
    ['an entry with other fields', [{ key: 'showFooter', value: true, extra: 1 }], '[0]'],
    ['a missing value', [{ key: 'showFooter' }], '[0].value'],
    ['a boolean as text', [{ key: 'showHeader', value: 'true' }], '[0].value'],
    ['a logo height below 16', [{ key: 'headerLogoHeight', value: 15 }], '[0].value'],
    ['a logo height above 200', [{ key: 'headerLogoHeight', value: 201 }], '[0].value'],
    ['a fractional logo height', [{ key: 'headerLogoHeight', value: 72.5 }], '[0].value'],
    ['a logo height as text', [{ key: 'headerLogoHeight', value: '72' }], '[0].value'],
    ['a negative padding', [{ key: 'headerLogoPadding', value: -1 }], '[0].value'],
    ['a padding above 64', [{ key: 'headerLogoPadding', value: 65 }], '[0].value'],
    ['an unknown header visibility', [{ key: 'headerVisibility', value: 'soms' }], '[0].value'],
    ['an empty platform name', [{ key: 'platformName', value: '' }], '[0].value'],
    [
      'a platform name of 101 characters',
      [{ key: 'platformName', value: 'p'.repeat(101) }],
      '[0].value',
    ],
    [
      'a description of 501 characters',
      [{ key: 'platformDescription', value: 'd'.repeat(501) }],
      '[0].value',
    ],
    ['a named browser colour', [{ key: 'browserColor', value: 'red' }], '[0].value'],
    ['a five-digit hex colour', [{ key: 'browserColor', value: '#12345' }], '[0].value'],
    [
      'a scheme colour that is no colour',
      [{ key: 'colorScheme', value: { ...pleinDemoColors, primary: 'groen' } }],
      '[0].value.primary',
    ],
    ['a scheme without link', [{ key: 'colorScheme', value: withoutLink }], '[0].value.link'],
    [
      'a scheme with an unknown colour',
      [{ key: 'colorScheme', value: { ...pleinDemoColors, accent: '#ff0000' } }],
      '[0].value',
    ],
    ['a translucent scheme colour', [{ key: 'colorScheme', value: translucent }], '[0].value.text'],
    ['text below WCAG AA contrast', [{ key: 'colorScheme', value: lowContrast }], '[0].value.text'],
    [
      'white on yellow buttons',
      [{ key: 'colorScheme', value: { ...pleinDemoColors, primary: '#ffd500' } }],
      '[0].value.onPrimary',
    ],
    [
      'a logo on a private address',
      [{ key: 'headerLogo', value: 'http://10.0.0.1/logo.png' }],
      '[0].value',
    ],
    [
      'a logo that is neither guid nor URL',
      [{ key: 'headerLogo', value: 'logo.png' }],
      '[0].value',
    ],
    ['a logo guid of no image', [{ key: 'headerLogo', value: randomUUID() }], '[0].value'],
    ['a favicon that is a private image', [{ key: 'faviconLogo', value: 'PROFILE' }], '[0].value'],
    [
      'a header image of no image',
      [
        {
          key: 'headerImages',
          value: [{ guid: randomUUID(), imageGuid: randomUUID(), title: '', text: '' }],
        },
      ],
      '[0].value[0].imageGuid',
    ],
    [
      'a header image without guid',
      [{ key: 'headerImages', value: [{ imageGuid: 'IMAGE', title: '', text: '' }] }],
      '[0].value[0].guid',
    ],
    [
      'a footer link to javascript:',
      [
        {
          key: 'footers',
          value: [{ title: 'X', text: '', links: [{ label: 'Klik', url: 'javascript:alert(1)' }] }],
        },
      ],
      '[0].value[0].links[0].url',
    ],
    [
      'a footer title linking to javascript:',
      [
        {
          key: 'footers',
          value: [{ title: 'X', url: 'javascript:alert(1)', text: '', links: [] }],
        },
      ],
      '[0].value[0].url',
    ],
    [
      'a protocol-relative footer link',
      [
        {
          key: 'footers',
          value: [{ title: 'X', text: '', links: [{ label: 'Elders', url: '//evil.example' }] }],
        },
      ],
      '[0].value[0].links[0].url',
    ],
    [
      'a footer link to a private address',
      [
        {
          key: 'footers',
          value: [
            { title: 'X', text: '', links: [{ label: 'Router', url: 'http://192.168.0.1/' }] },
          ],
        },
      ],
      '[0].value[0].links[0].url',
    ],
    ['no host names', [{ key: 'hostNames', value: [] }], '[0].value'],
    ['an upper-case host name', [{ key: 'hostNames', value: ['Localhost'] }], '[0].value[0]'],
    [
      'a host name with a port',
      [{ key: 'hostNames', value: ['localhost', 'localhost:3000'] }],
      '[0].value[1]',
    ],
    [
      'a host name with a scheme',
      [{ key: 'hostNames', value: ['localhost', 'https://x.nl'] }],
      '[0].value[1]',
    ],
    ['a host name twice', [{ key: 'hostNames', value: ['localhost', 'localhost'] }], '[0].value'],
    [
      'more than 20 host names',
      [
        {
          key: 'hostNames',
          value: ['localhost', ...Array.from({ length: 20 }, (_, i) => `h${i}.plein.test`)],
        },
      ],
      '[0].value',
    ],
    [
      'a primary domain that is no host name of the site',
      [{ key: 'primaryDomain', value: 'elders.example' }],
      '[0].value',
    ],
    [
      'a site verification with markup',
      [{ key: 'googleSiteVerification', value: '"><script>' }],
      '[0].value',
    ],
  ])('refuses %s with 400 invalid_body pointing at it', async (_name, body, path) => {
    const before = (await demoAdmin.get(`${settingsPath}?includeAll=true`)).body as unknown;
    const payload = JSON.parse(
      JSON.stringify(body)
        .replaceAll('"PROFILE"', JSON.stringify(demoProfileImage))
        .replaceAll('"IMAGE"', JSON.stringify(demoImage)),
    ) as unknown;
    const res = await demoAdmin.put(settingsPath, payload);
    expect(res.status, res.text).toBe(400);
    expect(codeOf(res)).toBe('invalid_body');
    expect(problemsOf(res).map((problem) => problem.path)).toContain(path);
    expect((await demoAdmin.get(`${settingsPath}?includeAll=true`)).body).toEqual(before);
  });

  it('names the failing contrast pair and its ratio', async () => {
    const res = await demoAdmin.put(settingsPath, [{ key: 'colorScheme', value: lowContrast }]);
    const messages = problemsOf(res).map((problem) => problem.message);
    expect(
      messages.some((m) =>
        /text on background has a contrast of 3\.\d+:1; WCAG AA needs 4\.5:1/.test(m),
      ),
    ).toBe(true);
  });

  it('refuses another tenant’s image guid as if it did not exist', async () => {
    const res = await havenAdmin.put(settingsPath, [{ key: 'headerLogo', value: demoImage }]);
    expect(res.status).toBe(400);
    expect(problemsOf(res)).toEqual([
      { path: '[0].value', message: 'is not a public image of this site' },
    ]);
  });
});

describe('PUT /api/platformsettingvalues: host names', () => {
  it('answers 409 host_name_taken for a host name of another tenant', async () => {
    const res = await havenAdmin.put(settingsPath, [
      { key: 'hostNames', value: ['127.0.0.1', 'localhost'] },
    ]);
    expect(res.status).toBe(409);
    expect(codeOf(res)).toBe('host_name_taken');
    expect((res.body as ApiErrorBody).error.details).toEqual({ hostNames: ['localhost'] });
    const { res: demo } = await visitorSettings('localhost');
    expect(toSettingsMap(demo.body as PlatformSettingValue[]).platformName).toBe('Plein Demo');
  });

  it('refuses host names without the one the change is made at (400)', async () => {
    const res = await demoAdmin.put(settingsPath, [
      { key: 'hostNames', value: ['www.plein.test'] },
      { key: 'primaryDomain', value: 'www.plein.test' },
    ]);
    expect(res.status).toBe(400);
    expect(problemsOf(res)[0]).toMatchObject({ path: '[0].value' });
    expect(problemsOf(res)[0]!.message).toMatch(/must keep localhost/);
    expect((await request(app).get(settingsPath).set('Host', 'www.plein.test')).status).toBe(404);
  });

  it('serves the tenant at a new host name at once, and stops at a removed one at once', async () => {
    // Remembered as unknown by the tenant cache first.
    expect((await request(app).get(settingsPath).set('Host', 'plein.test')).status).toBe(404);
    const added = await demoAdmin.put(settingsPath, [
      { key: 'hostNames', value: ['localhost', 'plein.test'] },
      { key: 'primaryDomain', value: 'plein.test' },
    ]);
    expect(added.status, added.text).toBe(200);
    expect(toSettingsMap(added.body as PlatformSettingValue[]).hostNames).toEqual([
      'localhost',
      'plein.test',
    ]);
    expect(
      await db.knex('platform_hosts').where({ host: 'plein.test' }).first('host'),
    ).toBeTruthy();
    const atNew = await visitorSettings('plein.test');
    expect(atNew.res.status).toBe(200);
    expect(atNew.settings.platformName).toBe('Plein Demo');
    expect((await visitorSettings('plein.test')).res.headers['x-cache']).toBe('HIT');

    // Removing the primary domain needs a new primary domain in the same change.
    const orphan = await demoAdmin.put(settingsPath, [{ key: 'hostNames', value: ['localhost'] }]);
    expect(orphan.status).toBe(400);
    expect(problemsOf(orphan)[0]!.message).toMatch(/primary domain plein\.test/);

    const removed = await demoAdmin.put(settingsPath, [
      { key: 'hostNames', value: ['localhost'] },
      { key: 'primaryDomain', value: 'localhost' },
    ]);
    expect(removed.status, removed.text).toBe(200);
    const gone = await request(app)
      .get(`${settingsPath}?includeAll=true`)
      .set('Host', 'plein.test');
    expect(gone.status).toBe(404);
    expect(codeOf(gone)).toBe('tenant_not_found');
    expect(
      await db.knex('platform_hosts').where({ host: 'plein.test' }).first('host'),
    ).toBeUndefined();

    // The freed name can go to another tenant, which then shows its own content, never a
    // cached answer of the tenant that had it before.
    const taken = await havenAdmin.put(settingsPath, [
      { key: 'hostNames', value: ['127.0.0.1', 'plein.test'] },
    ]);
    expect(taken.status, taken.text).toBe(200);
    const atHaven = await visitorSettings('plein.test');
    expect(atHaven.res.headers['x-cache']).toBe('MISS');
    expect(atHaven.settings).toEqual((await visitorSettings('127.0.0.1')).settings);
    expect(atHaven.settings.platformName).toMatch(/^Havenstad/);
    expect((await visitorSettings('localhost')).settings.platformName).toBe('Plein Demo');
  });
});
