import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '@plein/logger/node';
import { createWebServer } from './web-server';

let server: Server;
let origin: string;
let clientDir: string;

beforeAll(async () => {
  // A client folder that (wrongly) still holds a source map next to its script.
  clientDir = mkdtempSync(join(tmpdir(), 'plein-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-client-abc.js'), 'console.log(1);\n');
  writeFileSync(join(clientDir, 'assets', 'entry-client-abc.js.map'), '{"version":3}');
  const app = createWebServer({
    api: { kind: 'in-process', app: (_req, res) => res.json({}) },
    assets: express.static(clientDir, { index: false }),
    pages: (_req, res) => res.type('text/html').send('<!DOCTYPE html><p>Pagina</p>'),
    logger: { error: () => undefined } as unknown as Logger,
  });
  await new Promise<void>((resolve, reject) => {
    server = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve()));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(clientDir, { recursive: true, force: true });
});

describe('client source maps', () => {
  it('are never served from /assets, however the path is spelled', async () => {
    for (const path of [
      '/assets/entry-client-abc.js.map',
      '/assets/entry-client-abc.js.m%61p',
      '/assets/entry-client-abc.js.MAP',
      '/assets/nested/missing.css.map',
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('version');
    }
  });

  it('leave the scripts themselves served', async () => {
    const response = await fetch(`${origin}/assets/entry-client-abc.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1);\n');
  });
});
