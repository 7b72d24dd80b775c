import type {
  ActivityEntry,
  AdminUserDetail,
  ApiErrorBody,
  ApplicationUser,
  Paged,
  ProfileFieldDefinition,
  ProfileFieldDefinitionInput,
  TermsOfUseInfo,
} from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, addUser, admin } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let user: Browser;
let adminBrowser: Browser;
let userGuid: string;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  userGuid = (await addUser(db.knex, { email: 'lid@example.org', password: 'een goed wachtwoord' }))
    .guid;
  await addUser(db.knex, {
    email: 'staf@example.org',
    password: 'een goed wachtwoord',
    isMett: true,
  });
  const { app } = testApp(db);
  user = new Browser(app);
  await user.signIn('lid@example.org', 'een goed wachtwoord');
  adminBrowser = new Browser(app);
  await adminBrowser.signIn(admin.email, admin.password);
});
afterAll(() => db.close());

const profile = (res: { body: unknown }) => res.body as ApplicationUser;

describe('GET /api/profiles:loggedIn', () => {
  it('answers 401 not_signed_in to a visitor', async () => {
    const res = await new Browser(user.app).get('/api/profiles:loggedIn');
    expect(res.status).toBe(401);
    expect((res.body as ApiErrorBody).error.code).toBe('not_signed_in');
  });

  it('answers the application user with notificationClose defaulting to 10', async () => {
    const res = await user.get('/api/profiles:loggedIn');
    expect(profile(res)).toEqual({
      guid: userGuid,
      email: 'lid@example.org',
      firstName: 'Test',
      middleName: '',
      lastName: '',
      properties: [{ key: 'notificationClose', value: '10' }],
      isAdmin: false,
      isMett: false,
      isDeveloper: false,
      isContentManager: false,
      isActive: true,
      roleIds: [],
      termsOfUseVersionAccepted: null,
      emailVerified: false,
    } satisfies ApplicationUser);
  });
});

describe('PUT /api/profiles:loggedIn', () => {
  it('changes names and properties and records it in the activity', async () => {
    const res = await user.put('/api/profiles:loggedIn', {
      firstName: 'Anna',
      middleName: 'van',
      lastName: 'Dijk',
      properties: [
        { key: 'alias', value: 'anna' },
        { key: 'notificationClose', value: '4' },
      ],
    });
    expect(res.status).toBe(200);
    expect(profile(res)).toMatchObject({
      firstName: 'Anna',
      middleName: 'van',
      lastName: 'Dijk',
      properties: [
        { key: 'alias', value: 'anna' },
        { key: 'notificationClose', value: '4' },
      ],
    });
    const activity = (await user.get('/api/profiles:loggedIn/activity'))
      .body as Paged<ActivityEntry>;
    expect(activity.items[0]).toMatchObject({
      kind: 'profileChanged',
      details: { fields: ['firstName', 'middleName', 'lastName', 'properties'] },
    });
  });

  it.each([
    ['isAdmin', { isAdmin: true }],
    ['roleIds', { roleIds: ['6f1c1d9e-0000-4000-8000-000000000000'] }],
    ['tenant', { tenant: 2 }],
    ['platformId', { platformId: 2 }],
    ['isActive', { isActive: true }],
    ['isMett', { isMett: true }],
    ['email', { email: 'ander@example.org' }],
    ['emailVerified', { emailVerified: true }],
  ])('refuses mass assignment of %s with 400 and changes nothing', async (_name, extra) => {
    const res = await user.put('/api/profiles:loggedIn', { firstName: 'Hacker', ...extra });
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).error.code).toBe('invalid_body');
    const after = profile(await user.get('/api/profiles:loggedIn'));
    expect(after).toMatchObject({ firstName: 'Anna', isAdmin: false, isMett: false, roleIds: [] });
    expect(after.email).toBe('lid@example.org');
  });

  it('refuses unknown property keys and a negative notificationClose', async () => {
    for (const properties of [
      [{ key: 'isAdmin', value: 'true' }],
      [{ key: 'notificationClose', value: '-1' }],
      [
        { key: 'alias', value: 'a' },
        { key: 'alias', value: 'b' },
      ],
    ]) {
      expect((await user.put('/api/profiles:loggedIn', { properties })).status).toBe(400);
    }
  });
});

describe('account preferences (issue 15)', () => {
  const withPreferences = (extra: { key: string; value: string }[]) => [
    { key: 'notificationClose', value: '4' },
    ...extra,
  ];

  it('keeps the interface language and the notification position', async () => {
    const res = await user.put('/api/profiles:loggedIn', {
      properties: withPreferences([
        { key: 'interfaceLanguage', value: 'en' },
        { key: 'notificationPosition', value: 'top-center' },
      ]),
    });
    expect(res.status).toBe(200);
    const after = profile(await user.get('/api/profiles:loggedIn')).properties;
    expect(after).toEqual(
      expect.arrayContaining([
        { key: 'interfaceLanguage', value: 'en' },
        { key: 'notificationPosition', value: 'top-center' },
      ]),
    );
  });

  it.each([
    ['interfaceLanguage', 'de'],
    ['interfaceLanguage', 'EN'],
    ['interfaceLanguage', ''],
    ['notificationPosition', 'middle'],
    ['notificationPosition', 'Top-Left'],
    ['notificationPosition', ''],
    ['notificationClose', '-1'],
  ])('refuses %s %j with 400 naming the field, and keeps what was stored', async (key, value) => {
    const before = profile(await user.get('/api/profiles:loggedIn')).properties;
    const res = await user.put('/api/profiles:loggedIn', {
      properties: [...before.filter((property) => property.key !== key), { key, value }],
    });
    expect(res.status).toBe(400);
    const { error } = res.body as ApiErrorBody;
    expect(error.code).toBe('invalid_body');
    expect(error.message).toContain(key);
    expect(error.details).toMatchObject({ field: key });
    expect(profile(await user.get('/api/profiles:loggedIn')).properties).toEqual(before);
  });
});

describe('terms of use', () => {
  it('starts at version 1; accepting stores it, declining sets null, acceptances are kept', async () => {
    expect((await user.get('/api/termsofuse')).body).toEqual({
      currentVersion: 1,
      acceptedVersion: null,
    } satisfies TermsOfUseInfo);
    expect(profile(await user.post('/api/termsofuse:accept')).termsOfUseVersionAccepted).toBe(1);
    expect(profile(await user.post('/api/termsofuse:decline')).termsOfUseVersionAccepted).toBe(
      null,
    );
    const viaPut = await user.put('/api/profiles:loggedIn', { termsOfUseVersionAccepted: 1 });
    expect(profile(viaPut).termsOfUseVersionAccepted).toBe(1);
    const future = await user.put('/api/profiles:loggedIn', { termsOfUseVersionAccepted: 2 });
    expect((future.body as ApiErrorBody).error.code).toBe('invalid_terms_version');
    const kept = await db
      .knex('terms_acceptances as t')
      .join('platform_memberships as m', 'm.id', 't.membership_id')
      .where('m.guid', userGuid)
      .select<{ version: number; accepted_at: Date }[]>('t.version', 't.accepted_at');
    expect(kept.map((row) => row.version)).toEqual([1, 1]);
    expect(kept.every((row) => new Date(row.accepted_at).getTime() > 0)).toBe(true);
    const kinds = (
      (await user.get('/api/profiles:loggedIn/activity?pageSize=3')).body as Paged<ActivityEntry>
    ).items.map((item) => item.kind);
    expect(kinds).toEqual(['termsAccepted', 'termsDeclined', 'termsAccepted']);
  });

  it('lets only admins publish a new version, which users must accept again', async () => {
    expect((await user.post('/api/termsofuse:publish')).status).toBe(403);
    const res = await adminBrowser.post('/api/termsofuse:publish');
    expect((res.body as TermsOfUseInfo).currentVersion).toBe(2);
    expect((await user.get('/api/termsofuse')).body).toEqual({
      currentVersion: 2,
      acceptedVersion: 1,
    });
    expect(profile(await user.post('/api/termsofuse:accept')).termsOfUseVersionAccepted).toBe(2);
  });
});

describe('profile field definitions', () => {
  const field = (over: Partial<ProfileFieldDefinitionInput>): ProfileFieldDefinitionInput => ({
    label: { nl: 'Veld', en: 'Field' },
    sectionLabel: { nl: 'Contact', en: '' },
    category: 'profile',
    section: 'contact',
    subsection: '',
    sectionSort: 1,
    sort: 1,
    visibleFor: 'everyone',
    inputType: 'text',
    autocomplete: 'off',
    defaultValue: null,
    required: false,
    type: 'string',
    options: [],
    mett: false,
    ...over,
  });

  it('has the built-in fields and lets only admins add fields; built-ins are fixed', async () => {
    const keys = ((await user.get('/api/profilefielddefinitions')).body as ProfileFieldDefinition[])
      .map((f) => f.key)
      .sort();
    expect(keys).toEqual(['accountEmail', 'cookies', 'privacyStatement', 'termsOfUse']);
    expect((await user.put('/api/profilefielddefinitions/phone', field({}))).status).toBe(403);
    const builtIn = await adminBrowser.put('/api/profilefielddefinitions/cookies', field({}));
    expect(builtIn.status).toBe(409);
  });

  it('shows staff-only fields to Mett and hides private fields from an admin', async () => {
    await adminBrowser.put('/api/profilefielddefinitions/phone', field({ visibleFor: 'self' }));
    await adminBrowser.put('/api/profilefielddefinitions/staffNote', field({ mett: true }));
    await user.put('/api/profiles:loggedIn', {
      properties: [
        { key: 'alias', value: 'anna' },
        { key: 'phone', value: '0612345678' },
      ],
    });
    const refused = await user.put('/api/profiles:loggedIn', {
      properties: [{ key: 'staffNote', value: 'x' }],
    });
    expect(refused.status).toBe(400);
    const own = (
      (await user.get('/api/profilefielddefinitions')).body as ProfileFieldDefinition[]
    ).map((f) => f.key);
    expect(own).toContain('phone');
    expect(own).not.toContain('staffNote');

    const staff = new Browser(user.app);
    await staff.signIn('staf@example.org', 'een goed wachtwoord');
    const staffKeys = (
      (await staff.get('/api/profilefielddefinitions')).body as ProfileFieldDefinition[]
    ).map((f) => f.key);
    expect(staffKeys).toContain('staffNote');

    const seen = (await adminBrowser.get(`/api/admin/users/${userGuid}`)).body as AdminUserDetail;
    expect(seen.user.properties.map((p) => p.key)).toEqual(['alias', 'notificationClose']);
    expect(seen.fields.map((f) => f.key)).not.toContain('phone');
    expect(seen.fields.map((f) => f.key)).not.toContain('privacyStatement');
    const removed = await adminBrowser.delete('/api/profilefielddefinitions/staffNote');
    expect(removed.text).toBe('');
    expect(removed.status).toBe(204);
    expect((await adminBrowser.delete('/api/profilefielddefinitions/staffNote')).status).toBe(404);
  });
});

describe('activity', () => {
  it('pages the signed-in user’s activity, newest first', async () => {
    const first = (await user.get('/api/profiles:loggedIn/activity?page=1&pageSize=2'))
      .body as Paged<ActivityEntry>;
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThan(4);
    const last = (
      await user.get(
        `/api/profiles:loggedIn/activity?page=${Math.ceil(first.total / 2)}&pageSize=2`,
      )
    ).body as Paged<ActivityEntry>;
    expect(last.items.at(-1)?.kind).toBe('signIn');
    expect((await user.get('/api/profiles:loggedIn/activity?pageSize=500')).status).toBe(400);
    expect((await new Browser(user.app).get('/api/profiles:loggedIn/activity')).status).toBe(401);
  });
});
