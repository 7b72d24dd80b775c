import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-database';
import type { TestDatabase } from '../../../test/helpers/test-database';
import { seedDemo } from '../../db/seed/seed-demo';
import { createPlatformsRepository } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { createDatabaseOriginalStore, createFileOriginalStore, sweepSpool } from './original-store';
import type { OriginalStore } from './original-store';
import { createImagesRepository } from './repository';

let dir: string;
let db: TestDatabase;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'plein-originals-test-'));
  db = await openTestDatabase();
  await seedDemo(db.knex, { adminPassword: 'een lang wachtwoord' });
  const platforms = createPlatformsRepository(db.knex);
  tenant = (await platforms.findByHost('localhost'))!;
  other = (await platforms.findByHost('127.0.0.1'))!;
});
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

/** A spooled upload in the store's spool folder. */
async function spool(store: OriginalStore, bytes: Buffer): Promise<string> {
  await mkdir(store.spoolDir, { recursive: true });
  const file = path.join(store.spoolDir, `upload-${Math.random().toString(16).slice(2)}.tmp`);
  await writeFile(file, bytes);
  return file;
}

/** Inserts an image row of `tenant` and stores `bytes` as its original in one transaction. */
async function storeImage(store: OriginalStore, bytes: Buffer, owner = tenant) {
  const membership = await db
    .knex('platform_memberships')
    .where({ platform_id: owner.id })
    .first<{ id: number }>('id');
  const file = await spool(store, bytes);
  const image = await createImagesRepository(db.knex).create(
    owner,
    {
      ownerMembershipId: membership.id,
      scope: 'public',
      scopeGuid: null,
      type: 'png',
      width: 1,
      height: 1,
      byteSize: bytes.length,
      sha256: '0'.repeat(64),
    },
    (record, trx: Knex.Transaction) => store.save(owner, record, file, trx),
  );
  return { image, file };
}

describe('createFileOriginalStore', () => {
  it('moves the spooled file to <dir>/<platform id>/<guid> and reads it back', async () => {
    const store = createFileOriginalStore({ dir });
    const bytes = Buffer.from('original bytes');
    const { image, file } = await storeImage(store, bytes);
    const stored = path.join(dir, String(tenant.id), image.guid);
    expect(await readFile(stored)).toEqual(bytes);
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await store.read(tenant, image)).toEqual(bytes);
    expect(await db.knex('image_originals').where({ image_id: image.id })).toEqual([]);
  });

  it('keeps tenants apart: another tenant cannot read the file under its own id', async () => {
    const store = createFileOriginalStore({ dir });
    const { image } = await storeImage(store, Buffer.from('mine'));
    expect(await store.read(other, image)).toBeNull();
  });

  it('refuses keys that could leave the folder', async () => {
    const store = createFileOriginalStore({ dir });
    await expect(store.read(tenant, { id: 1, guid: '../../etc/passwd' })).rejects.toThrow(
      'Invalid original key.',
    );
    await expect(store.read({ ...tenant, id: -1 }, { id: 1, guid: 'x' })).rejects.toThrow();
  });

  it('deletes the file on remove, and remove of a missing file is fine', async () => {
    const store = createFileOriginalStore({ dir });
    const { image } = await storeImage(store, Buffer.from('short-lived'));
    await store.remove(tenant, image);
    expect(await store.read(tenant, image)).toBeNull();
    await store.remove(tenant, image);
  });

  it('reads originals an older version kept in image_originals', async () => {
    const legacy = createDatabaseOriginalStore(db.knex, path.join(dir, 'legacy-spool'));
    const { image } = await storeImage(legacy, Buffer.from('from the database'));
    const store = createFileOriginalStore({ dir, legacy });
    expect(await store.read(tenant, image)).toEqual(Buffer.from('from the database'));
    expect(await createFileOriginalStore({ dir }).read(tenant, image)).toBeNull();
  });

  it('stores nothing when the transaction fails after the bytes were saved (caller removes)', async () => {
    const store = createFileOriginalStore({ dir });
    const file = await spool(store, Buffer.from('never committed'));
    const repository = createImagesRepository(db.knex);
    let saved: { id: number; guid: string } | null = null;
    await expect(
      repository.create(
        tenant,
        {
          ownerMembershipId: -1, // no such membership: the insert fails
          scope: 'public',
          scopeGuid: null,
          type: 'png',
          width: 1,
          height: 1,
          byteSize: 1,
          sha256: '0'.repeat(64),
        },
        async (record, trx) => {
          saved = record;
          await store.save(tenant, record, file, trx);
        },
      ),
    ).rejects.toThrow();
    expect(saved).toBeNull();
  });
});

describe('createDatabaseOriginalStore', () => {
  it('keeps the bytes in image_originals, deleted with their image', async () => {
    const store = createDatabaseOriginalStore(db.knex, path.join(dir, 'db-spool'));
    const bytes = Buffer.from([0, 1, 2, 255]);
    const { image } = await storeImage(store, bytes);
    expect(await store.read(tenant, image)).toEqual(bytes);
    expect(await store.read(other, image)).toBeNull();
    await createImagesRepository(db.knex).remove(tenant, image.id);
    await store.remove(tenant, image);
    expect(await store.read(tenant, image)).toBeNull();
  });
});

describe('sweepSpool', () => {
  it('deletes spooled uploads older than the age given, and nothing else', async () => {
    const spoolDir = path.join(dir, 'sweep');
    await mkdir(spoolDir, { recursive: true });
    await writeFile(path.join(spoolDir, 'old.tmp'), 'x');
    await writeFile(path.join(spoolDir, 'new.tmp'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(spoolDir, 'old.tmp'), twoHoursAgo, twoHoursAgo);
    expect(await sweepSpool(spoolDir, 60 * 60 * 1000)).toBe(1);
    expect(await readdir(spoolDir)).toEqual(['new.tmp']);
    expect(await sweepSpool(path.join(dir, 'missing'), 1000)).toBe(0);
  });
});
