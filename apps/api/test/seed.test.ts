import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import type { ColorScheme } from '@plein/api-client';
import { createServerLogger } from '@plein/logger/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/bootstrap';
import { createDatabase, openDatabase } from '../src/db/database';
import { migrateLatest } from '../src/db/migrate';
import { isNewDataDir } from '../src/db/prepare-in-child';
import { contrastRatio } from '../src/db/seed/contrast';
import { demoTenants } from '../src/db/seed/demo-data';
import { seedDemo } from '../src/db/seed/seed-demo';
import { openTestDatabase, testEngine } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('seedDemo', () => {
  it('seeds once: a second run changes nothing', async () => {
    const first = await seedDemo(db.knex, { adminEmail: 'Admin@Plein.test' });
    expect(first).toMatchObject({
      seeded: true,
      adminEmail: 'admin@plein.test',
      generatedPassword: true,
    });
    expect(first.adminPassword).toMatch(/^[\w-]{24}$/);
    const counts = async () =>
      Promise.all(
        [
          'platforms',
          'platform_hosts',
          'pages',
          'building_block_instances',
          'menu_items',
          'accounts',
        ].map(async (table) =>
          Number((await db.knex(table).count<{ count: string }[]>('* as count'))[0]!.count),
        ),
      );
    const before = await counts();
    const second = await seedDemo(db.knex, { adminPassword: 'another password' });
    expect(second).toMatchObject({ seeded: false, adminPassword: null });
    expect(await counts()).toEqual(before);
    expect(before[0]).toBe(2);

    // Every published page starts its history as revision 1.
    const withoutRevision = await db
      .knex('pages as p')
      .where('p.is_published', true)
      .whereNotExists(
        db.knex('page_revisions as r').whereRaw('r.page_id = p.id').where('r.number', 1),
      )
      .pluck<string[]>('p.name');
    expect(withoutRevision).toEqual([]);
    expect(Number((await db.knex('page_revisions').count<{ c: string }[]>('* as c'))[0]!.c)).toBe(
      Number(
        (await db.knex('pages').where('is_published', true).count<{ c: string }[]>('* as c'))[0]!.c,
      ),
    );

    // One admin account per tenant (decision 0010), each a member of its own tenant only.
    const accounts = await db
      .knex('accounts as a')
      .join('platform_memberships as m', 'm.account_id', 'a.id')
      .where({ 'm.is_admin': true })
      .select<{ password_hash: string; platform_id: number }[]>('a.password_hash', 'a.platform_id');
    expect(new Set(accounts.map((row) => row.platform_id)).size).toBe(2);
    for (const account of accounts) {
      expect(account.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(account.password_hash, first.adminPassword!)).toBe(true);
    }
  });

  it('uses the given admin password', async () => {
    const other = await openTestDatabase();
    try {
      const result = await seedDemo(other.knex, { adminPassword: 'een-heel-goed-wachtwoord' });
      expect(result).toMatchObject({
        seeded: true,
        generatedPassword: false,
        adminPassword: 'een-heel-goed-wachtwoord',
      });
    } finally {
      await other.close();
    }
  });

  it('keeps the data when the server restarts on the same data', async () => {
    if (testEngine === 'pg') {
      const reopened = createDatabase({ databaseUrl: db.url });
      try {
        expect(await seedDemo(reopened.knex)).toMatchObject({ seeded: false });
        expect(await reopened.knex('platforms').pluck('name')).toHaveLength(2);
      } finally {
        await reopened.close();
      }
      return;
    }
    const dataDir = await mkdtemp(path.join(tmpdir(), 'plein-api-seed-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrateLatest(first.knex);
      expect((await seedDemo(first.knex)).seeded).toBe(true);
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await migrateLatest(second.knex)).toEqual([]);
      expect((await seedDemo(second.knex)).seeded).toBe(false);
      expect((await second.knex('platforms').orderBy('id').pluck('name')) as string[]).toEqual([
        'Plein Demo',
        'Havenstad Nieuws',
      ]);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

// A child process creates and seeds a fresh PGlite: seconds on a quiet machine, minutes on a
// loaded one.
describe('prepareDatabase on the embedded engine', { timeout: 180_000 }, () => {
  it('creates a new data folder in a child process, then opens it here with its seed result', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'plein-api-prepare-'));
    const config = {
      databaseUrl: null,
      dataDir,
      seedAdminEmail: 'beheer@plein.test',
      seedAdminPassword: null,
    };
    const logger = createServerLogger({ name: 'plein-api-test', level: 'silent' });
    try {
      expect(isNewDataDir(dataDir)).toBe(true);
      const first = await prepareDatabase(config, logger);
      // The generated password came from the child, which stored only its hash.
      expect(first.seed).toMatchObject({ seeded: true, generatedPassword: true });
      const hash = await first.db
        .knex('accounts')
        .where({ email: 'beheer@plein.test' })
        .first<{ password_hash: string }>('password_hash');
      expect(await verify(hash.password_hash, first.seed.adminPassword!)).toBe(true);
      expect(await migrateLatest(first.db.knex)).toEqual([]);
      // A second process on the same folder would lose writes: it is refused at once.
      await expect(prepareDatabase(config, logger)).rejects.toThrow(
        new RegExp(`data folder ${dataDir} is in use by process ${process.pid}`),
      );
      await first.db.close();

      expect(isNewDataDir(dataDir)).toBe(false);
      const second = await prepareDatabase(config, logger);
      expect(second.seed).toMatchObject({ seeded: false });
      await second.db.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('reports a folder it cannot create', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'plein-api-prepare-'));
    const aFile = path.join(parent, 'a-file');
    await writeFile(aFile, '');
    const config = {
      databaseUrl: null,
      dataDir: path.join(aFile, 'data'),
      seedAdminEmail: 'beheer@plein.test',
      seedAdminPassword: null,
    };
    const logger = createServerLogger({ name: 'plein-api-test', level: 'silent' });
    try {
      await expect(prepareDatabase(config, logger)).rejects.toThrow(
        /preparing the data folder .*a-file.* failed: ENOTDIR/,
      );
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

describe('demo data', () => {
  const textPairs: [keyof ColorScheme, keyof ColorScheme][] = [
    ['onPrimary', 'primary'],
    ['text', 'background'],
    ['link', 'background'],
    ['onSecondary', 'secondary'],
    ['text', 'surface'],
    ['link', 'surface'],
  ];

  it.each(demoTenants.map((t) => [t.name, t.colorScheme] as const))(
    '%s meets WCAG AA contrast for every text pair',
    (_name, scheme) => {
      for (const [fg, bg] of textPairs) {
        expect(contrastRatio(scheme[fg], scheme[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('gives the tenants clearly different looks and two published pages each', () => {
    const [a, b] = demoTenants;
    expect(a!.colorScheme.primary).not.toBe(b!.colorScheme.primary);
    for (const tenant of demoTenants) {
      expect(tenant.pages.filter((p) => p.isPublished).map((p) => p.name)).toContain('home');
      expect(tenant.pages).toHaveLength(2);
      expect(tenant.menu.some((i) => i.externalUrl === 'https://example.org')).toBe(true);
    }
  });
});
