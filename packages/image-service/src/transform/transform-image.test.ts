import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectImageType } from '@plein/validation';
import { parseImageParams } from '../params/parse-image-params';
import { ImageServiceError, MAX_ANIMATION_FRAMES, transformImage } from './transform-image';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A tiny, well-formed PNG file whose header claims width x height (a decompression bomb's header). */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function animatedGif(frames: number, size = 16): Promise<Buffer> {
  const frame = (i: number) =>
    sharp({
      create: {
        width: size,
        height: size,
        channels: 3,
        background: { r: (i * 37) % 256, g: 0, b: 0 },
      },
    })
      .png()
      .toBuffer();
  const all = await Promise.all(Array.from({ length: frames }, (_, i) => frame(i)));
  return sharp(all, { join: { animated: true } })
    .gif()
    .toBuffer();
}

describe('transformImage', () => {
  let large: Buffer;
  beforeAll(async () => {
    large = await photo(3000, 2000);
  });

  it('turns a 3000x2000 JPEG into a 600 px wide webp by default', async () => {
    const result = await transformImage(large, { width: 600 });
    expect(result.contentType).toBe('image/webp');
    expect(result.info).toMatchObject({ format: 'webp', width: 600, height: 400 });
    expect(detectImageType(result.data)).toBe('webp');
  });

  it('serves the parameters parseImageParams gives, sizes on the ladder', async () => {
    const parsed = parseImageParams(new URLSearchParams('width=500&format=jpeg&quality=50'));
    if (!parsed.ok) throw new Error('expected valid params');
    const result = await transformImage(large, parsed.params);
    expect(result.contentType).toBe('image/jpeg');
    expect(result.info).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
  });

  it('caps the output at 3000 px even when asked for more', async () => {
    const wide = await photo(3200, 1600);
    const result = await transformImage(wide, { width: 5000, format: 'png' });
    expect(result.info).toMatchObject({ format: 'png', width: 3000, height: 1500 });
    const plain = await transformImage(wide);
    expect(plain.info).toMatchObject({ width: 3000, height: 1500 });
  });

  it('never enlarges a small original', async () => {
    const small = await photo(200, 100);
    expect((await transformImage(small, { width: 1200 })).info).toMatchObject({
      width: 200,
      height: 100,
    });
  });

  it('crops to the exact box with fit cover', async () => {
    const result = await transformImage(large, { width: 300, height: 300, fit: 'cover' });
    expect(result.info).toMatchObject({ width: 300, height: 300 });
  });

  it('encodes avif', async () => {
    const result = await transformImage(large, { width: 320, format: 'avif' });
    expect(result.contentType).toBe('image/avif');
    expect(detectImageType(result.data)).toBe('avif');
    expect((await sharp(result.data).metadata()).width).toBe(320);
  });

  it('makes smaller files at lower quality', async () => {
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 400 * 300 * 3 }, (_, i) => (i * 7919) % 256)),
      {
        raw: { width: 400, height: 300, channels: 3 },
      },
    )
      .jpeg()
      .toBuffer();
    const high = await transformImage(noisy, { quality: 90 });
    const low = await transformImage(noisy, { quality: 1 });
    expect(low.data.length).toBeLessThan(high.data.length);
  });

  it('refuses a PNG whose header declares 65535x65535 pixels, before decoding it', async () => {
    const bomb = pngClaiming(65535, 65535);
    expect(bomb.length).toBeLessThan(200);
    const refusal = transformImage(bomb, { width: 100 });
    await expect(refusal).rejects.toBeInstanceOf(ImageServiceError);
    await expect(refusal).rejects.toMatchObject({ code: 'too-many-pixels' });
  });

  it('refuses inputs that are not accepted image types', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(transformImage(svg)).rejects.toMatchObject({ code: 'unsupported-input' });
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    await expect(transformImage(tiff)).rejects.toMatchObject({ code: 'unsupported-input' });
  });

  it('reports a truncated image as invalid', async () => {
    await expect(transformImage(large.subarray(0, 200))).rejects.toMatchObject({
      code: 'invalid-image',
    });
  });

  it(`keeps an animated GIF animated, with at most ${MAX_ANIMATION_FRAMES} frames`, async () => {
    const gif = await animatedGif(MAX_ANIMATION_FRAMES + 20);
    expect((await sharp(gif).metadata()).pages).toBe(MAX_ANIMATION_FRAMES + 20);
    const result = await transformImage(gif, { format: 'gif' });
    const out = await sharp(result.data).metadata();
    expect(out.format).toBe('gif');
    expect(out.pages).toBe(MAX_ANIMATION_FRAMES);
  });

  it('drops frames that would exceed the pixel limit, and flattens for still formats', async () => {
    const gif = await animatedGif(10, 10); // 100 pixels a frame
    const limited = await transformImage(gif, { format: 'webp' }, { maxInputPixels: 450 });
    expect((await sharp(limited.data).metadata()).pages).toBe(4);
    const still = await transformImage(gif, { format: 'jpeg' });
    expect((await sharp(still.data).metadata()).pages).toBeUndefined();
  });

  it('gives the same bytes as the bare sharp call (shrink-on-load applies), with or without the stored facts', async () => {
    const bare = await sharp(large).resize({ width: 1200 }).webp({ quality: 80 }).toBuffer();
    const plain = await transformImage(large, { width: 1200, quality: 80, format: 'webp' });
    const known = await transformImage(
      large,
      { width: 1200, quality: 80, format: 'webp' },
      {},
      { type: 'jpeg', width: 3000, height: 2000 },
    );
    expect(Buffer.compare(plain.data, bare)).toBe(0);
    expect(Buffer.compare(known.data, bare)).toBe(0);
  });

  it('keeps the pixel limit when the stored facts are wrong', async () => {
    const bomb = pngClaiming(65535, 65535);
    const refusal = transformImage(
      bomb,
      { width: 100 },
      {},
      { type: 'png', width: 10, height: 10 },
    );
    await expect(refusal).rejects.toMatchObject({ code: 'too-many-pixels' });
    const stated = transformImage(
      large,
      {},
      { maxInputPixels: 1000 },
      {
        type: 'jpeg',
        width: 3000,
        height: 2000,
      },
    );
    await expect(stated).rejects.toMatchObject({ code: 'too-many-pixels' });
  });

  it('still reads the frames of an animated GIF when the stored facts are given', async () => {
    const gif = await animatedGif(5);
    const result = await transformImage(
      gif,
      { format: 'gif' },
      {},
      {
        type: 'gif',
        width: 16,
        height: 16,
      },
    );
    expect((await sharp(result.data).metadata()).pages).toBe(5);
  });
});
