import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';
import { topLevelMenuName } from '@plein/api-client';
import type { Knex } from 'knex';
import { createMenusRepository } from '../../modules/menus/repository';
import { createPagesRepository } from '../../modules/pages/repository';
import { createRevisionsRepository } from '../../modules/pages/revisions-repository';
import { createPlatformsRepository } from '../../modules/platforms/repository';
import type { Tenant } from '../../modules/platforms/repository';
import { createSettingsRepository } from '../../modules/settings/repository';
import { demoTenants } from './demo-data';
import { insertLegalPages } from './legal-pages';
import { demoListsByTenant } from './demo-lists';
import { seedDemoLists } from './seed-lists';
import type { DemoTenant } from './demo-data';
import { prepareDemoPictures, storeDemoPicture } from './seed-pictures';

/** The pictures the demo tenants show: their header images and their items' pictures. */
function demoPictureNamesUsed() {
  return demoTenants.flatMap((demo) => [
    demo.headerPicture,
    ...(demoListsByTenant[demo.name] ?? []).flatMap((list) =>
      list.items.flatMap((item) => (item.picture ? [item.picture] : [])),
    ),
  ]);
}

/** Options of {@link seedDemo}. */
export interface SeedOptions {
  /** E-mail of the seeded admin (default `admin@plein.test`). */
  adminEmail?: string;
  /** The admin's password; when absent a strong one is generated (and returned once). */
  adminPassword?: string | null;
}

/** What {@link seedDemo} did. */
export interface SeedResult {
  /** False when the database already had platforms: nothing was written. */
  seeded: boolean;
  adminEmail: string;
  /** The password the admin got (null when nothing was seeded). */
  adminPassword: string | null;
  /** True when the password was generated here: print it once, it is stored only hashed. */
  generatedPassword: boolean;
  /** The seeded platforms and their hosts. */
  platforms: { name: string; hosts: string[] }[];
}

/** `Algorithm.Argon2id`: a const enum, which `verbatimModuleSyntax` cannot read as a value. */
const argon2id = 2 as Algorithm;

/** Hashes a password with argon2id (OWASP's recommended parameters, the library defaults). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id });
}

/** Every published page starts its history as revision 1, as the migration gave older pages. */
async function keepFirstRevisions(trx: Knex.Transaction, tenant: Tenant): Promise<void> {
  const pages = createPagesRepository(trx);
  const revisions = createRevisionsRepository(trx);
  const published = await trx('pages')
    .where({ platform_id: tenant.id, is_published: true })
    .orderBy('id')
    .pluck<string[]>('guid');
  for (const guid of published) {
    const record = await pages.findByGuid(tenant, guid, 'published');
    if (record) await revisions.add(tenant, record, null);
  }
}

/**
 * The tenant's admin (one account per tenant, decision 0010: the same address and password on
 * each, separate accounts); answers the membership's id.
 */
async function seedAdmin(
  trx: Knex.Transaction,
  tenant: Tenant,
  admin: { adminEmail: string; passwordHash: string },
): Promise<number> {
  const [account] = await trx('accounts')
    .insert({
      platform_id: tenant.id,
      email: admin.adminEmail,
      password_hash: admin.passwordHash,
      origin: 'Manual',
    })
    .returning<{ id: number }[]>(['id']);
  if (!account) throw new Error('Inserting the admin account returned no row.');
  const [membership] = await trx('platform_memberships')
    .insert({
      account_id: account.id,
      platform_id: tenant.id,
      first_name: 'Beheerder',
      last_name: 'Plein',
      is_admin: true,
      is_content_manager: true,
      is_active: true,
    })
    .returning<{ id: number }[]>(['id']);
  if (!membership) throw new Error('Inserting the admin membership returned no row.');
  return membership.id;
}

async function seedTenant(
  trx: Knex.Transaction,
  demo: DemoTenant,
  admin: { adminEmail: string; passwordHash: string },
): Promise<void> {
  const tenant = await createPlatformsRepository(trx).create({
    name: demo.name,
    hosts: demo.hosts,
  });
  // The admin uploaded the demo pictures: every image has an owner.
  const owner = await seedAdmin(trx, tenant, admin);
  const headerImageGuid = await storeDemoPicture(trx, tenant, demo.headerPicture, {
    scope: 'public',
    scopeGuid: null,
    owner,
  });
  await createSettingsRepository(trx).put(tenant, [
    ...demo.settings,
    {
      key: 'headerImages',
      value: [{ guid: randomUUID(), imageGuid: headerImageGuid, title: '', text: '' }],
    },
  ]);
  await insertLegalPages(trx, tenant.id);
  const pages = createPagesRepository(trx);
  const pageIds = new Map<string, number>();
  for (const { blocks, ...page } of demo.pages) {
    const { id } = await pages.create(tenant, page);
    pageIds.set(page.name, id);
    for (const block of blocks) await pages.addBlock(tenant, id, block);
  }
  await seedDemoLists(trx, tenant, pageIds, demoListsByTenant[demo.name] ?? [], owner);
  await keepFirstRevisions(trx, tenant);
  const menus = createMenusRepository(trx);
  const menuId = await menus.create(tenant, topLevelMenuName);
  let sortId = 0;
  for (const item of demo.menu) {
    sortId += 10;
    await menus.addItem(tenant, menuId, {
      name: item.name,
      urlSegment: item.urlSegment,
      pageId: item.pageName ? (pageIds.get(item.pageName) ?? null) : null,
      externalUrl: item.externalUrl ?? null,
      sortId,
    });
  }
}

/**
 * Seeds the two demo tenants and an admin account with an admin membership on both, in one
 * transaction, only when no platform exists yet (safe to run on every start, also by two
 * instances at once: an advisory lock serialises them).
 *
 * @example
 * const result = await seedDemo(db.knex, { adminEmail: 'admin@plein.test' });
 * if (result.generatedPassword) console.log(result.adminPassword);
 */
export async function seedDemo(knex: Knex, options: SeedOptions = {}): Promise<SeedResult> {
  const adminEmail = (options.adminEmail ?? 'admin@plein.test').trim().toLowerCase();
  const notSeeded: SeedResult = {
    seeded: false,
    adminEmail,
    adminPassword: null,
    generatedPassword: false,
    platforms: [],
  };
  if (!(await createPlatformsRepository(knex).isEmpty())) return notSeeded;

  const generatedPassword = !options.adminPassword;
  const adminPassword = options.adminPassword || randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(adminPassword);
  await prepareDemoPictures(demoPictureNamesUsed());

  // Only `trx` inside: PGlite has one connection, the root knex would wait for it forever.
  return knex.transaction(async (trx) => {
    await trx.raw(`select pg_advisory_xact_lock(hashtext('plein:seed-demo'))`);
    if (!(await createPlatformsRepository(trx).isEmpty())) return notSeeded;
    for (const demo of demoTenants) await seedTenant(trx, demo, { adminEmail, passwordHash });
    return {
      seeded: true,
      adminEmail,
      adminPassword,
      generatedPassword,
      platforms: demoTenants.map(({ name, hosts }) => ({ name, hosts })),
    };
  });
}
