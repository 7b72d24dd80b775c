import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../../http/errors';
import { readImageUpload } from './upload-reader';
import type { SpooledUpload } from './upload-reader';

let spoolDir: string;
let app: Express;
/** What the last request's handler saw, read before the file is discarded. */
let seen: { bytes: Buffer; upload: SpooledUpload } | null = null;
const maxBytes = 256 * 1024;

beforeAll(async () => {
  spoolDir = await mkdtemp(path.join(tmpdir(), 'plein-spool-test-'));
  app = express();
  app.post('/upload', async (req, res) => {
    try {
      const upload = await readImageUpload(req, { maxBytes, spoolDir });
      try {
        seen = { bytes: await readFile(upload.path), upload };
      } finally {
        await upload.discard();
      }
      res.status(201).json({ size: upload.size, sha256: upload.sha256 });
    } catch (error) {
      if (!isApiError(error)) throw error;
      res.status(error.status).json({ code: error.code });
    }
  });
});
afterAll(async () => {
  await rm(spoolDir, { recursive: true, force: true });
});

const spooled = () => readdir(spoolDir);
/** How long the spool folder may take to show a write or a removal on a loaded machine. */
const pollFor = { timeout: 20_000, interval: 10 };
const png = (side = 32) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#38a' } })
    .png()
    .toBuffer();

describe('readImageUpload', () => {
  it('writes the Image field to a temporary file, with its size and sha256', async () => {
    const bytes = await png();
    const res = await request(app).post('/upload').attach('Image', bytes, 'a.png');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(Buffer.compare(seen!.bytes, bytes)).toBe(0);
    expect(path.dirname(seen!.upload.path)).toBe(spoolDir);
    expect(await spooled()).toEqual([]);
  });

  it('ignores other fields, and files after the Image field', async () => {
    const bytes = await png();
    const res = await request(app)
      .post('/upload')
      .field('title', 'x')
      .attach('Image', bytes, 'a.png')
      .attach('Other', Buffer.from('not this one'), 'o.txt');
    expect(res.status).toBe(201);
    expect((res.body as { size: number }).size).toBe(bytes.length);
  });

  it.each<[string, () => PromiseLike<{ status: number; body: unknown }>, number, string]>([
    [
      'a file past the limit, while it streams',
      async () => {
        const big = Buffer.alloc(maxBytes + 1);
        (await png()).copy(big);
        return request(app).post('/upload').attach('Image', big, 'big.png');
      },
      413,
      'image_too_large',
    ],
    [
      'a Content-Length past the limit, before reading',
      () =>
        Promise.resolve(
          request(app)
            .post('/upload')
            .set('Content-Type', 'multipart/form-data; boundary=x')
            .set('Content-Length', String(maxBytes + 70_000))
            .send('--x--'),
        ),
      413,
      'image_too_large',
    ],
    [
      'leading bytes that are no image',
      () =>
        Promise.resolve(
          request(app)
            .post('/upload')
            .attach('Image', Buffer.from('<svg>'.padEnd(4096, ' ')), 'a.png'),
        ),
      415,
      'unsupported_image',
    ],
    [
      'a body without the Image file',
      async () =>
        request(app)
          .post('/upload')
          .attach('File', await png(), 'a.png'),
      400,
      'invalid_upload',
    ],
    [
      'a body that is not multipart',
      () => Promise.resolve(request(app).post('/upload').send({ Image: 'x' })),
      400,
      'invalid_upload',
    ],
    [
      'a multipart body cut off in the file',
      () =>
        Promise.resolve(
          request(app)
            .post('/upload')
            .set('Content-Type', 'multipart/form-data; boundary=x')
            .send(
              '--x\r\nContent-Disposition: form-data; name="Image"; filename="a.png"\r\n' +
                'Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n'.padEnd(200, 'a'),
            ),
        ),
      400,
      'invalid_upload',
    ],
  ])('refuses %s and leaves no temporary file', async (_name, send, status, code) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect((res.body as { code: string }).code).toBe(code);
    expect(await spooled()).toEqual([]);
  });

  it('removes the temporary file when the client goes away mid-upload', async () => {
    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const head = await png(64);
      const boundary = 'abort-boundary';
      const client = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/upload',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(maxBytes),
        },
      });
      client.on('error', () => undefined);
      client.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="Image"; filename="a.png"\r\n\r\n`,
      );
      client.write(head);
      client.write(Buffer.alloc(32 * 1024, 1));
      // Wait until the server spooled something, then drop the connection: the file goes.
      await expect.poll(async () => (await spooled()).length, pollFor).toBe(1);
      client.destroy();
      await expect.poll(spooled, pollFor).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
