import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageType } from '@plein/validation';
import { fileReader, isFileStructurallyComplete, isStructurallyComplete } from './image-structure';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'plein-structure-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fileAnswer(type: ImageType, bytes: Buffer, windowBytes?: number): Promise<boolean> {
  const file = path.join(dir, `${type}-${bytes.length}`);
  await writeFile(file, bytes);
  const handle = await open(file, 'r');
  try {
    return await isFileStructurallyComplete(type, fileReader(handle, bytes.length, windowBytes));
  } finally {
    await handle.close();
  }
}

const image = (format: ImageType) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

describe('isFileStructurallyComplete', () => {
  it.each(['png', 'jpeg', 'webp', 'avif', 'gif'] as const)(
    'answers like the in-memory check for whole, cut and extended %s files',
    async (type) => {
      const whole = await image(type);
      const variants = [
        whole,
        whole.subarray(0, Math.floor(whole.length * 0.7)),
        whole.subarray(0, whole.length - 1),
        Buffer.concat([whole, Buffer.from('<?php echo 1; ?>')]),
        Buffer.concat([whole, Buffer.alloc(3)]),
        whole.subarray(0, 3),
        Buffer.alloc(0),
      ];
      for (const bytes of variants) {
        const expected = isStructurallyComplete(type, bytes);
        expect(await fileAnswer(type, bytes), `${type} of ${bytes.length} bytes`).toBe(expected);
      }
      expect(await fileAnswer(type, whole)).toBe(true);
    },
  );

  it('skips long zero padding after a JPEG end marker, window by window', async () => {
    const jpeg = await image('jpeg');
    const padded = Buffer.concat([jpeg, Buffer.alloc(200_000)]);
    expect(isStructurallyComplete('jpeg', padded)).toBe(true);
    expect(await fileAnswer('jpeg', padded)).toBe(true);
    const zeros = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100_000)]);
    expect(await fileAnswer('jpeg', zeros)).toBe(isStructurallyComplete('jpeg', zeros));
  });

  it('walks many small AVIF boxes through a small read window', async () => {
    const avif = await image('avif');
    const freeBox = Buffer.from([0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65]); // 'free', 8 bytes
    const boxes = Buffer.concat([avif, ...Array.from({ length: 500 }, () => freeBox)]);
    expect(isStructurallyComplete('avif', boxes)).toBe(true);
    expect(await fileAnswer('avif', boxes, 64)).toBe(true);
    const broken = Buffer.concat([boxes, Buffer.from([0, 0, 0, 9, 0x66])]);
    expect(await fileAnswer('avif', broken, 64)).toBe(isStructurallyComplete('avif', broken));
  });
});
