import type {
  ActivityEntry,
  AdminUserDetail,
  ApiErrorBody,
  ApplicationUser,
  Paged,
  Role,
} from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, addUser, admin } from './helpers/identity';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let adminBrowser: Browser;
let member: Browser;
let memberGuid: string;
let adminGuid: string;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  memberGuid = (await addUser(db.knex, { email: 'redacteur@example.org', firstName: 'Ruud' })).guid;
  for (let i = 0; i < 3; i++) await addUser(db.knex, { email: `lezer${i}@example.org` });
  await addUser(db.knex, { email: 'haven@example.org', host: '127.0.0.1' });
  app = testApp(db).app;
  adminBrowser = new Browser(app);
  await adminBrowser.signIn(admin.email, admin.password);
  adminGuid = ((await adminBrowser.get('/api/profiles:loggedIn')).body as ApplicationUser).guid;
  member = new Browser(app);
  await member.signIn('redacteur@example.org', 'een goed wachtwoord');
});
afterAll(() => db.close());

const code = (res: { body: unknown }) => (res.body as ApiErrorBody).error.code;

describe('admin users', () => {
  it('is refused to visitors (401) and non-admins (403), on every call', async () => {
    const visitor = new Browser(app);
    await visitor.prime();
    const calls = (b: Browser) => [
      b.get('/api/admin/users'),
      b.get(`/api/admin/users/${memberGuid}`),
      b.get(`/api/admin/users/${memberGuid}/activity`),
      b.put(`/api/admin/users/${memberGuid}`, { isAdmin: true }),
      b.post(`/api/admin/users/${memberGuid}:deactivate`),
      b.get('/api/roles'),
      b.post('/api/roles', { name: 'x' }),
    ];
    for (const res of await Promise.all(calls(visitor))) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(member))) expect(res.status).toBe(403);
  });

  it('lists, pages and searches the tenant’s users only', async () => {
    const all = (await adminBrowser.get('/api/admin/users?pageSize=2'))
      .body as Paged<ApplicationUser>;
    expect(all.total).toBe(5);
    expect(all.items).toHaveLength(2);
    const page3 = (await adminBrowser.get('/api/admin/users?pageSize=2&page=3'))
      .body as Paged<ApplicationUser>;
    expect(page3.items).toHaveLength(1);
    const found = (await adminBrowser.get('/api/admin/users?search=ruud'))
      .body as Paged<ApplicationUser>;
    expect(found.items.map((u) => u.email)).toEqual(['redacteur@example.org']);
    const none = (await adminBrowser.get('/api/admin/users?search=haven'))
      .body as Paged<ApplicationUser>;
    expect(none.total).toBe(0);
    expect((await adminBrowser.get('/api/admin/users?sort=x')).status).toBe(400);
  });

  it('gets one user; another tenant’s user is not found', async () => {
    const detail = (await adminBrowser.get(`/api/admin/users/${memberGuid}`))
      .body as AdminUserDetail;
    expect(detail.user.email).toBe('redacteur@example.org');
    expect(detail.origin).toBe('Manual');
    const other = new Browser(app, '127.0.0.1');
    await other.signIn(admin.email, admin.password);
    expect(code(await other.get(`/api/admin/users/${memberGuid}`))).toBe('user_not_found');
    expect((await adminBrowser.get('/api/admin/users/nope')).status).toBe(400);
  });

  it('changes flags and roles; the user’s access changes and it shows in their activity', async () => {
    const role = (await adminBrowser.post('/api/roles', { name: 'Redactie' })).body as Role;
    const res = await adminBrowser.put(`/api/admin/users/${memberGuid}`, {
      isAdmin: true,
      isContentManager: true,
      roleIds: [role.guid],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isAdmin: true, isContentManager: true, roleIds: [role.guid] });
    expect((await member.get('/api/admin/users')).status).toBe(200);
    const kinds = (
      (await member.get('/api/profiles:loggedIn/activity')).body as Paged<ActivityEntry>
    ).items;
    expect(
      kinds
        .slice(0, 2)
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['flagsChanged', 'rolesChanged']);
    expect(kinds.find((e) => e.kind === 'rolesChanged')!.details).toMatchObject({
      added: [role.guid],
      removed: [],
    });
    await adminBrowser.put(`/api/admin/users/${memberGuid}`, { isAdmin: false, roleIds: [] });
    expect((await member.get('/api/admin/users')).status).toBe(403);
    const roles = (await adminBrowser.get('/api/roles')).body as Role[];
    expect(roles.find((r) => r.guid === role.guid)?.userCount).toBe(0);
  });

  it('shows an admin a user’s activity as the user sees it, on the admin’s own tenant only', async () => {
    const own = (await member.get('/api/profiles:loggedIn/activity?pageSize=5'))
      .body as Paged<ActivityEntry>;
    const res = await adminBrowser.get(`/api/admin/users/${memberGuid}/activity?pageSize=5`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(own);
    expect(own.items.length).toBeGreaterThan(0);
    const other = new Browser(app, '127.0.0.1');
    await other.signIn(admin.email, admin.password);
    expect(code(await other.get(`/api/admin/users/${memberGuid}/activity`))).toBe('user_not_found');
    expect((await adminBrowser.get('/api/admin/users/nope/activity')).status).toBe(400);
    expect((await adminBrowser.get(`/api/admin/users/${memberGuid}/activity?page=0`)).status).toBe(
      400,
    );
  });

  it('refuses unknown keys, unknown roles, the Mett flag from non-staff and self-lockout', async () => {
    const put = (guid: string, body: unknown) => adminBrowser.put(`/api/admin/users/${guid}`, body);
    expect(code(await put(memberGuid, { email: 'x@example.org' }))).toBe('invalid_body');
    expect(code(await put(memberGuid, { roleIds: ['00000000-0000-4000-8000-000000000000'] }))).toBe(
      'unknown_role',
    );
    expect((await put(memberGuid, { isMett: true })).status).toBe(403);
    expect(code(await put(adminGuid, { isAdmin: false }))).toBe('self_lockout');
    expect(code(await put(adminGuid, { isActive: false }))).toBe('self_lockout');
  });

  it('deactivating ends the user’s sessions; they can still sign in to see they are inactive', async () => {
    const res = await adminBrowser.post(`/api/admin/users/${memberGuid}:deactivate`);
    expect((res.body as ApplicationUser).isActive).toBe(false);
    expect((await member.get('/api/profiles:loggedIn')).status).toBe(401);
    await member.signIn('redacteur@example.org', 'een goed wachtwoord');
    expect(((await member.get('/api/profiles:loggedIn')).body as ApplicationUser).isActive).toBe(
      false,
    );
    expect(code(await member.put('/api/profiles:loggedIn', { firstName: 'x' }))).toBe(
      'account_inactive',
    );
    await adminBrowser.put(`/api/admin/users/${memberGuid}`, { isActive: true });
    expect((await member.put('/api/profiles:loggedIn', { firstName: 'Ruud' })).status).toBe(200);
  });
});

describe('roles', () => {
  it('creates, renames, lists and deletes roles of the tenant', async () => {
    const created = await adminBrowser.post('/api/roles', {
      name: 'Fotografen',
      description: 'Foto’s',
    });
    expect(created.status).toBe(201);
    const role = created.body as Role;
    expect(role).toMatchObject({ name: 'Fotografen', description: 'Foto’s', userCount: 0 });
    expect(code(await adminBrowser.post('/api/roles', { name: 'Fotografen' }))).toBe('conflict');
    const renamed = await adminBrowser.put(`/api/roles/${role.guid}`, { name: 'Beeld' });
    expect((renamed.body as Role).name).toBe('Beeld');
    const other = new Browser(app, '127.0.0.1');
    await other.signIn(admin.email, admin.password);
    expect(((await other.get('/api/roles')).body as Role[]).map((r) => r.name)).not.toContain(
      'Beeld',
    );
    expect((await other.delete(`/api/roles/${role.guid}`)).status).toBe(404);
    expect((await adminBrowser.delete(`/api/roles/${role.guid}`)).status).toBe(204);
    expect((await adminBrowser.put(`/api/roles/${role.guid}`, { name: 'x' })).status).toBe(404);
    expect((await adminBrowser.post('/api/roles', { name: '' })).status).toBe(400);
  });
});
