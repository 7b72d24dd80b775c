import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImageParams } from '@plein/image-service/node';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Principal } from '../../http/principal';
import type { Tenant } from '../platforms/repository';
import type { OriginalStore } from './original-store';
import { createImageRecordCache } from './record-cache';
import type { VariantRenderer } from './renderer';
import type { ImageRecord, ImagesRepository, NewImage } from './repository';
import { createImagesService } from './service';
import type { ImagesServiceDependencies, StoredUpload } from './service';
import type { VariantCache } from './variant-cache';

const tenant: Tenant = { id: 1, guid: 't1', name: 'one' };
const admin: Principal = {
  accountId: 1,
  email: 'admin@plein.test',
  membershipId: 1,
  userGuid: '00000000-0000-4000-8000-000000000001',
  isAdmin: true,
  isMett: false,
  isDeveloper: false,
  isContentManager: false,
  isActive: true,
  roleIds: [],
  via: 'bearer',
  sessionId: 1,
};
const params: ImageParams = { width: 100, quality: 80, format: 'webp', fit: 'inside' };

let dir: string;
let pngUpload: StoredUpload;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'plein-image-service-'));
  const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const file = path.join(dir, 'upload.png');
  await writeFile(file, png);
  pngUpload = {
    path: file,
    size: png.length,
    sha256: createHash('sha256').update(png).digest('hex'),
  };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** An in-memory repository that counts its lookups; `failCommit` fails after the callback. */
function fakeRepository(options: { failCommit?: boolean } = {}) {
  const rows = new Map<string, ImageRecord>();
  let finds = 0;
  const repository: ImagesRepository = {
    async create(_tenant, image: NewImage, withinTransaction) {
      const record: ImageRecord = {
        ...image,
        submissionGuid: null,
        id: rows.size + 1,
        guid: `00000000-0000-4000-8000-${String(rows.size + 1).padStart(12, '0')}`,
      };
      await withinTransaction(record, {} as Knex.Transaction);
      if (options.failCommit) throw new Error('commit failed');
      rows.set(record.guid, record);
      return record;
    },
    find(_tenant, guid) {
      finds += 1;
      return Promise.resolve(rows.get(guid) ?? null);
    },
    remove(_tenant, id) {
      const found = [...rows.values()].find((row) => row.id === id);
      if (found) rows.delete(found.guid);
      return Promise.resolve(found !== undefined);
    },
    blockExists: () => Promise.resolve(true),
    itemExists: () => Promise.resolve(true),
    memberExists: () => Promise.resolve(true),
    blockVisibleToVisitors: () => Promise.resolve(true),
    itemVisibleToVisitors: () => Promise.resolve(true),
    unneededFormImages: () => Promise.resolve([]),
  };
  return { repository, finds: () => finds };
}

/** Originals in a map; `save` can be held until `release()`. */
function fakeOriginals() {
  const saved = new Map<string, string>();
  const removed: string[] = [];
  const waiting: (() => void)[] = [];
  let hold = false;
  const originals: OriginalStore = {
    kind: 'files',
    spoolDir: '/spool',
    async save(_tenant, image, file) {
      if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
      saved.set(image.guid, file);
    },
    read: (_tenant, image) =>
      Promise.resolve(saved.has(image.guid) ? Buffer.from('original') : null),
    remove(_tenant, image) {
      removed.push(image.guid);
      saved.delete(image.guid);
      return Promise.resolve();
    },
  };
  return {
    originals,
    saved,
    removed,
    holdSaves: () => {
      hold = true;
    },
    /** How many saves are held now. */
    held: () => waiting.length,
    release: () => {
      hold = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

const memoryCache = (failWrites = false): VariantCache => {
  const kept = new Map<string, Buffer>();
  return {
    get: (guid, id) => Promise.resolve(kept.get(`${guid}/${id}`) ?? null),
    set: (guid, id, data) => {
      kept.set(`${guid}/${id}`, data);
      return failWrites ? Promise.reject(new Error('disk full')) : Promise.resolve();
    },
    removeImage: () => Promise.resolve(),
  };
};

/** A renderer that records what it was given. */
function recordingRenderer() {
  const calls: { source: unknown; original: Buffer }[] = [];
  const renderer: VariantRenderer = {
    async render(_key, original, _params, source) {
      calls.push({ source, original: await original() });
      return Buffer.from('variant');
    },
  };
  return { renderer, calls };
}

function service(overrides: Partial<ImagesServiceDependencies> = {}) {
  const errors: string[] = [];
  const deps: ImagesServiceDependencies = {
    repository: fakeRepository().repository,
    originals: fakeOriginals().originals,
    cache: memoryCache(),
    renderer: recordingRenderer().renderer,
    onError: (_error, message) => errors.push(message),
    ...overrides,
  };
  return { service: createImagesService(deps), errors };
}

describe('createImagesService', () => {
  it('inspects the spooled file and stores its facts and bytes', async () => {
    const { originals, saved } = fakeOriginals();
    const { service: images } = service({ originals });
    const stored = await images.store(tenant, admin, { scope: 'public', target: null }, pngUpload);
    expect(stored).toMatchObject({ width: 30, height: 20, type: 'png', size: pngUpload.size });
    expect(saved.get(stored.guid)).toBe(pngUpload.path);
  });

  it('refuses an empty upload and a file that is no image, storing nothing', async () => {
    const { originals, saved } = fakeOriginals();
    const { service: images } = service({ originals });
    const scope = { scope: 'public', target: null } as const;
    await expect(
      images.store(tenant, admin, scope, { ...pngUpload, size: 0 }),
    ).rejects.toMatchObject({ status: 400, code: 'empty_image' });
    const text = path.join(dir, 'text.png');
    await writeFile(text, 'just some text, no image at all');
    await expect(
      images.store(tenant, admin, scope, { path: text, size: 31, sha256: 'x' }),
    ).rejects.toMatchObject({ status: 415, code: 'unsupported_image' });
    expect(saved.size).toBe(0);
  });

  it('takes the bytes back when the row is not committed', async () => {
    const { originals, removed } = fakeOriginals();
    const { service: images } = service({
      originals,
      repository: fakeRepository({ failCommit: true }).repository,
    });
    await expect(
      images.store(tenant, admin, { scope: 'public', target: null }, pngUpload),
    ).rejects.toThrow('commit failed');
    expect(removed).toHaveLength(1);
  });

  it('stores a few uploads at once and answers 503 past the queue', async () => {
    const fake = fakeOriginals();
    fake.holdSaves();
    const { service: images } = service({
      originals: fake.originals,
      uploadConcurrency: 1,
      maxQueuedUploads: 1,
    });
    const scope = { scope: 'public', target: null } as const;
    const first = images.store(tenant, admin, scope, pngUpload);
    const second = images.store(tenant, admin, scope, pngUpload);
    await expect(images.store(tenant, admin, scope, pngUpload)).rejects.toMatchObject({
      status: 503,
      code: 'image_service_busy',
    });
    // One at a time: the first save is held, and the second upload saves only after it.
    const saving = { timeout: 20_000, interval: 5 };
    await vi.waitFor(() => expect(fake.held()).toBe(1), saving);
    fake.release();
    fake.holdSaves();
    await vi.waitFor(() => expect(fake.held()).toBe(1), saving);
    expect(fake.saved.size).toBe(1);
    fake.release();
    await Promise.all([first, second]);
    expect(fake.saved.size).toBe(2);
  });

  it('renders with the stored facts, answers before the cache write and logs its failure', async () => {
    const { renderer, calls } = recordingRenderer();
    const fake = fakeOriginals();
    const { service: images, errors } = service({
      renderer,
      originals: fake.originals,
      cache: memoryCache(true),
    });
    const stored = await images.store(tenant, admin, { scope: 'public', target: null }, pngUpload);
    const variant = await images.variant(tenant, null, stored.guid, {}, params);
    expect(await variant.data()).toEqual(Buffer.from('variant'));
    expect(calls).toEqual([
      { source: { type: 'png', width: 30, height: 20 }, original: Buffer.from('original') },
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual(['could not cache an image variant']);
  });

  it('looks a record up once while it is fresh, and not after it was deleted', async () => {
    const fake = fakeRepository();
    const { service: images } = service({
      repository: fake.repository,
      records: createImageRecordCache({ ttlMs: 60_000 }),
    });
    const stored = await images.store(tenant, admin, { scope: 'public', target: null }, pngUpload);
    await images.variant(tenant, null, stored.guid, {}, params);
    await images.variant(tenant, null, stored.guid, {}, params);
    expect(fake.finds()).toBe(1);
    await images.remove(tenant, admin, stored.guid);
    await expect(images.variant(tenant, null, stored.guid, {}, params)).rejects.toMatchObject({
      status: 404,
      code: 'image_not_found',
    });
  });
});
