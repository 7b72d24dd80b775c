import zlib from 'node:zlib';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import type { Test } from 'supertest';

/** Accepted upload formats. */
export type TestImageFormat = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif';

/** A real image of `width` x `height` in `format`, made by sharp (noise, so it compresses like a photo). */
export async function makeImage(format: TestImageFormat, width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG of a few hundred bytes whose header declares `width` x `height` pixels. */
export function pixelFloodPng(width = 65535, height = 65535): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(256 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real GIF with `<script>` in a comment extension: an image that is also a script. */
export async function gifScriptPolyglot(): Promise<Buffer> {
  const gif = await makeImage('gif', 16, 16);
  const script = Buffer.from('<script>alert(document.cookie)</script>');
  const comment = Buffer.concat([
    Buffer.from([0x21, 0xfe, script.length]),
    script,
    Buffer.from([0]),
  ]);
  const at = gif.indexOf(Buffer.from([0x21, 0xf9]));
  return Buffer.concat([gif.subarray(0, at), comment, gif.subarray(at)]);
}

/** Options of {@link uploadImage}. */
export interface UploadOptions {
  host?: string;
  token?: string;
  fileName?: string;
  contentType?: string;
}

/** `POST /a/upload?{query}` with `bytes` in the `Image` field. */
export function uploadImage(
  app: Express,
  query: string,
  bytes: Buffer,
  options: UploadOptions = {},
): Test {
  const req = request(app)
    .post(`/a/upload?${query}`)
    .set('Host', options.host ?? 'localhost')
    .set('X-Correlation-Id', 'image-test');
  if (options.token) req.set('Authorization', `Bearer ${options.token}`);
  return req.attach('Image', bytes, {
    filename: options.fileName ?? 'image.bin',
    contentType: options.contentType ?? 'application/octet-stream',
  });
}
