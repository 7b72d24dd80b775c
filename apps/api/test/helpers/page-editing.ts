import type {
  ListItemInput,
  CreatedListItems,
  BlockInput,
  BuildingBlockInstance,
  Page,
  PageCreateInput,
  PageResponse,
} from '@plein/api-client';
import { expect } from 'vitest';
import type { Express } from 'express';
import { createMemoryResponseCache } from '../../src/http/response-cache';
import type { ResponseCache } from '../../src/http/response-cache';
import { createPlatformsRepository } from '../../src/modules/platforms/repository';
import type { Tenant } from '../../src/modules/platforms/repository';
import { createMembershipsRepository } from '../../src/modules/profiles/repository';
import { createRolesRepository } from '../../src/modules/roles/repository';
import { addUser, admin, Browser } from './identity';
import type { TestUser } from './identity';
import { testApp } from './test-app';
import type { TestDatabase } from './test-database';

/** The people of the page-editing tests, each a browser on the demo tenant (`localhost`). */
export interface Cast {
  anonymous: Browser;
  /** A signed-in user without flags or roles. */
  user: Browser;
  /** A user holding the `Leden` role (sees pages and blocks restricted to it). */
  member: Browser;
  /** A user with a verified e-mail address. */
  verified: Browser;
  /** A content manager whose only role (`Anders`) edits no test page. */
  otherManager: Browser;
  /** A content manager holding `Redactie`, the edit role of the test pages. */
  manager: Browser;
  admin: Browser;
  /** The seeded admin, signed in on the other tenant (`127.0.0.1`). */
  havenAdmin: Browser;
}

/** The data every page-editing test starts from. */
export interface EditingFixture {
  app: Express;
  demo: Tenant;
  haven: Tenant;
  roles: { redactie: string; leden: string; anders: string; haven: string };
  cast: Cast;
  /** The app's public response cache (what visitors are answered from). */
  cache: ResponseCache;
}

const password = 'een goed wachtwoord';

/**
 * On a seeded `db` (`openTestDatabase({ seeded: true })`), adds three roles and the {@link Cast}, and signs everyone in on an
 * app with a real (in-memory) public response cache, so tests see what visitors would.
 */
export async function openEditingFixture(db: TestDatabase): Promise<EditingFixture> {
  const platforms = createPlatformsRepository(db.knex);
  const demo = (await platforms.findByHost('localhost'))!;
  const haven = (await platforms.findByHost('127.0.0.1'))!;
  const rolesRepository = createRolesRepository(db.knex);
  const roles = {
    redactie: await rolesRepository.create(demo, { name: 'Redactie' }),
    leden: await rolesRepository.create(demo, { name: 'Leden' }),
    anders: await rolesRepository.create(demo, { name: 'Anders' }),
    haven: await rolesRepository.create(haven, { name: 'Redactie' }),
  };
  const memberships = createMembershipsRepository(db.knex);
  const person = async (user: TestUser, roleGuids: string[] = []) => {
    const membership = await addUser(db.knex, { password, ...user });
    if (roleGuids.length) await memberships.setRoles(demo, membership.id, roleGuids);
    return membership;
  };
  await person({ email: 'lezer@demo.test' });
  await person({ email: 'lid@demo.test' }, [roles.leden]);
  const verified = await person({ email: 'geverifieerd@demo.test' });
  await memberships.markEmailVerified(demo, verified.id, new Date());
  await person({ email: 'andere-redacteur@demo.test', isContentManager: true }, [roles.anders]);
  await person({ email: 'redacteur@demo.test', isContentManager: true }, [roles.redactie]);

  const cache = createMemoryResponseCache();
  const { app } = testApp(db, { cache });
  const signedIn = async (email: string, pass = password, host = 'localhost') => {
    const browser = new Browser(app, host);
    await browser.signIn(email, pass);
    return browser;
  };
  const anonymous = new Browser(app);
  await anonymous.prime();
  const cast: Cast = {
    anonymous,
    user: await signedIn('lezer@demo.test'),
    member: await signedIn('lid@demo.test'),
    verified: await signedIn('geverifieerd@demo.test'),
    otherManager: await signedIn('andere-redacteur@demo.test'),
    manager: await signedIn('redacteur@demo.test'),
    admin: await signedIn(admin.email, admin.password),
    havenAdmin: await signedIn(admin.email, admin.password, '127.0.0.1'),
  };
  return { app, demo, haven, roles, cast, cache };
}

let pageCount = 0;

/** A new page (through the API, as admin) that the `Redactie` role may edit; throws on failure. */
export async function createTestPage(
  fixture: EditingFixture,
  input: Partial<PageCreateInput> = {},
): Promise<Page> {
  pageCount += 1;
  const res = await fixture.cast.admin.post('/api/pages', {
    name: `test-pagina-${pageCount}`,
    title: `Testpagina ${pageCount}`,
    layout: '100',
    editPermission: 'Roles',
    editRoles: [fixture.roles.redactie],
    ...input,
  });
  if (res.status !== 201) throw new Error(`creating a page failed: ${res.status} ${res.text}`);
  return res.body as Page;
}

/** Adds a block to a page as admin; throws on failure. */
export async function addTestBlock(
  fixture: EditingFixture,
  pageGuid: string,
  block: BlockInput,
): Promise<BuildingBlockInstance> {
  const res = await fixture.cast.admin.post(`/api/pages/${pageGuid}/blocks`, block);
  if (res.status !== 201) throw new Error(`adding a block failed: ${res.status} ${res.text}`);
  return res.body as BuildingBlockInstance;
}

/** A list block titled `title` on a new page, published (as the list tests start from). */
export async function publishedListBlock(
  fixture: EditingFixture,
  title: string,
): Promise<BuildingBlockInstance> {
  const page = await createTestPage(fixture);
  const list = await addTestBlock(fixture, page.guid, {
    buildingBlock: 'list',
    layoutPosition: 'main',
    content: { title },
  });
  const published = await fixture.cast.admin.post(`/api/pages/${page.guid}/published`, {
    isPublished: true,
  });
  expect(published.status, published.text).toBe(200);
  return list;
}

/** A hero block input. */
export const heroBlock = (
  title: string,
  layoutPosition: BlockInput['layoutPosition'] = 'main',
) => ({
  buildingBlock: 'hero',
  layoutPosition,
  content: { title, text: `Tekst van ${title}` },
});

/** The API path of a page, with an optional rest (`/published`, `:restore`). */
export const pagePath = (page: { guid: string }, rest = '') => `/api/pages/${page.guid}${rest}`;

/** The API path of a block, with an optional rest (`/options`, `:restore`). */
export const blockPath = (block: { guid: string }, rest = '') =>
  `/api/buildingblockinstance/${block.guid}${rest}`;

/** The `title` of each block of a page, in order. */
export const titlesOf = (page: Page) =>
  page.buildingBlockInstances.map((b) => (b.content as { title?: string }).title);

/** The page as `who` reads it (its draft for its editors); fails unless it answers 200. */
export async function readPage(who: Browser, page: { guid: string }): Promise<Page> {
  const res = await who.get(pagePath(page));
  expect(res.status, res.text).toBe(200);
  return (res.body as PageResponse).page;
}

/** Adds an item to a list block as the content manager; answers its guid. */
export async function createListItem(
  fixture: EditingFixture,
  listGuid: string,
  input: ListItemInput,
): Promise<string> {
  const res = await fixture.cast.manager.post(`/api/listitem/list/${listGuid}`, [input]);
  expect(res.status, res.text).toBe(201);
  return (res.body as CreatedListItems).items[0]!.guid;
}
