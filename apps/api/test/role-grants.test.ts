import type { BuildingBlockInstance, Page, Role, RoleGrants } from '@plein/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestForm, formContent, formField } from './helpers/forms';
import { addUser, admin, Browser } from './helpers/identity';
import { noCache } from './helpers/list-fixtures';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// What a role grants, as the roles screen shows it: pages its members may edit or see, blocks
// and forms only they get. From the stored access settings, on the caller's site only.
let db: TestDatabase;
let adminBrowser: Browser;
let app: ReturnType<typeof testApp>['app'];

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  ({ app } = testApp(db, { cache: noCache }));
  adminBrowser = new Browser(app);
  await adminBrowser.signIn(admin.email, admin.password);
}, 60_000);
afterAll(() => db.close());

const created = async <T>(response: Promise<{ status: number; body: unknown; text: string }>) => {
  const res = await response;
  expect(res.status, res.text).toBeLessThan(300);
  return res.body as T;
};

describe('GET /api/roles/{guid}/grants', () => {
  it('lists the pages a role may edit or see, its blocks and its forms', async () => {
    const editors = await created<Role>(adminBrowser.post('/api/roles', { name: 'Redactie' }));
    const other = await created<Role>(adminBrowser.post('/api/roles', { name: 'Anders' }));
    const edited = await created<Page>(
      adminBrowser.post('/api/pages', {
        name: 'redactie-pagina',
        title: 'Redactiepagina',
        layout: '100',
        editPermission: 'Roles',
        editRoles: [editors.guid],
      }),
    );
    const seen = await created<Page>(
      adminBrowser.post('/api/pages', {
        name: 'alleen-leden',
        title: 'Alleen leden',
        layout: '100',
        roleIds: [editors.guid, other.guid],
      }),
    );
    await created<Page>(
      adminBrowser.post('/api/pages', {
        name: 'anders',
        title: 'Van een andere rol',
        layout: '100',
        editPermission: 'Roles',
        editRoles: [other.guid],
      }),
    );
    const block = await created<BuildingBlockInstance>(
      adminBrowser.post(`/api/pages/${seen.guid}/blocks`, {
        buildingBlock: 'hero',
        layoutPosition: 'main',
        content: { title: 'Voor de redactie', text: '' },
      }),
    );
    await created(
      adminBrowser.post(`/api/buildingblockinstance/${block.guid}/permissions`, {
        addPermission: 'Roles',
        addRoles: [editors.guid],
      }),
    );
    const form = await createTestForm(
      adminBrowser,
      formContent('Aanvraag redactie', [formField('shortText', 'naam')]),
      { accessLevel: 'Roles', roleIds: [editors.guid] },
    );

    const grants = await created<RoleGrants>(adminBrowser.get(`/api/roles/${editors.guid}/grants`));
    expect(grants.pages).toEqual([
      { guid: seen.guid, name: 'alleen-leden', title: 'Alleen leden', edit: false, see: true },
      {
        guid: edited.guid,
        name: 'redactie-pagina',
        title: 'Redactiepagina',
        edit: true,
        see: false,
      },
    ]);
    expect(grants.blocks).toEqual([
      {
        guid: block.guid,
        buildingBlock: 'hero',
        pageGuid: seen.guid,
        pageName: 'alleen-leden',
        pageTitle: 'Alleen leden',
        // The page was never published: the block is only in its draft.
        pending: true,
      },
    ]);
    expect(grants.forms).toEqual([{ guid: form.guid, title: form.draft.title }]);

    // A page in the trash grants nothing.
    expect((await adminBrowser.delete(`/api/pages/${edited.guid}`)).status).toBe(204);
    const after = await created<RoleGrants>(adminBrowser.get(`/api/roles/${editors.guid}/grants`));
    expect(after.pages.map((page) => page.name)).toEqual(['alleen-leden']);
  });

  it('marks a block restricted only in the unpublished draft as pending, until it is published', async () => {
    const members = await created<Role>(adminBrowser.post('/api/roles', { name: 'Leden' }));
    const page = await created<Page>(
      adminBrowser.post('/api/pages', {
        name: 'leden-nieuws',
        title: 'Ledennieuws',
        layout: '100',
      }),
    );
    const block = await created<BuildingBlockInstance>(
      adminBrowser.post(`/api/pages/${page.guid}/blocks`, {
        buildingBlock: 'hero',
        layoutPosition: 'main',
        content: { title: 'Voor iedereen', text: '' },
      }),
    );
    const publish = () =>
      adminBrowser.post(`/api/pages/${page.guid}/published`, { isPublished: true });
    expect((await publish()).status).toBe(200);
    const blocksOf = async () =>
      (await created<RoleGrants>(adminBrowser.get(`/api/roles/${members.guid}/grants`))).blocks;
    expect(await blocksOf()).toEqual([]);

    // Restricted in the draft: members see it only once the page is published again.
    await created(
      adminBrowser.post(`/api/buildingblockinstance/${block.guid}/permissions`, {
        addPermission: 'Roles',
        addRoles: [members.guid],
      }),
    );
    expect(await blocksOf()).toEqual([
      expect.objectContaining({ guid: block.guid, pending: true }),
    ]);
    expect((await publish()).status).toBe(200);
    expect(await blocksOf()).toEqual([
      expect.objectContaining({ guid: block.guid, pending: false }),
    ]);
  });

  it('answers 404 for a role of another site and 403 for a non-admin', async () => {
    const role = await created<Role>(adminBrowser.post('/api/roles', { name: 'Elders' }));
    const havenstad = new Browser(app, '127.0.0.1');
    await havenstad.signIn(admin.email, admin.password);
    expect((await havenstad.get(`/api/roles/${role.guid}/grants`)).status).toBe(404);
    await addUser(db.knex, { email: 'lid@example.org', password: 'een goed wachtwoord' });
    const member = new Browser(app);
    await member.signIn('lid@example.org', 'een goed wachtwoord');
    expect((await member.get(`/api/roles/${role.guid}/grants`)).status).toBe(403);
  });
});
