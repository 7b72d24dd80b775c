import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImageScope } from '@plein/api-client';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { createImagesRepository } from '../../modules/images/repository';
import type { Tenant } from '../../modules/platforms/repository';
import { demoPictureSvg, pictureSize } from './demo-pictures';
import type { DemoPictureName } from './demo-pictures';

/** A demo picture as a JPEG original. */
interface RenderedPicture {
  data: Buffer;
  sha256: string;
}

const sha256Of = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

// Rendering all of them takes ~2 s, which every test that seeds would pay again: the JPEGs are
// kept by the hash of their drawing, in memory and in a folder of the system's temporary files.
const rendered = new Map<string, Promise<RenderedPicture>>();
const cacheDir = path.join(tmpdir(), 'plein-demo-pictures');

async function renderPicture(svg: string): Promise<Buffer> {
  const file = path.join(cacheDir, `${sha256Of(svg)}.jpg`);
  try {
    return await readFile(file);
  } catch {
    const data = await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    // Written under a temporary name and renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await mkdir(cacheDir, { recursive: true })
      .then(() => writeFile(partial, data))
      .then(() => rename(partial, file))
      .catch(() => undefined);
    return data;
  }
}

/** A demo picture as a JPEG, rendered once. */
function demoPicture(name: DemoPictureName): Promise<RenderedPicture> {
  const svg = demoPictureSvg(name);
  const key = sha256Of(svg);
  let picture = rendered.get(key);
  if (!picture) {
    picture = renderPicture(svg).then((data) => ({ data, sha256: sha256Of(data) }));
    rendered.set(key, picture);
  }
  return picture;
}

/** Renders the pictures a seed is going to store, before its transaction begins. */
export async function prepareDemoPictures(names: Iterable<DemoPictureName>): Promise<void> {
  await Promise.all([...new Set(names)].map(demoPicture));
}

/**
 * Stores a demo picture as an image of the tenant, as an upload into `scope` would, with its
 * original in the database (the file store reads those too), uploaded by the membership
 * `owner`; answers the image's guid.
 */
export async function storeDemoPicture(
  trx: Knex.Transaction,
  tenant: Tenant,
  name: DemoPictureName,
  upload: { scope: ImageScope; scopeGuid: string | null; owner: number },
): Promise<string> {
  const { data, sha256 } = await demoPicture(name);
  const image = await createImagesRepository(trx).create(
    tenant,
    {
      ownerMembershipId: upload.owner,
      scope: upload.scope,
      scopeGuid: upload.scopeGuid,
      type: 'jpeg',
      width: pictureSize.width,
      height: pictureSize.height,
      byteSize: data.length,
      sha256,
    },
    async (stored, inner) => {
      await inner('image_originals').insert({
        image_id: stored.id,
        platform_id: tenant.id,
        data,
      });
    },
  );
  return image.guid;
}
