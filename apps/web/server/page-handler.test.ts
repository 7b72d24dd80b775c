import type { AddressInfo, Server } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryResponseCache } from '@plein/api';
import type { Logger } from '@plein/logger/node';
import type { RenderRequest } from '../src/entry-server';
import { createPageHandler } from './page-handler';
import { createPageCache } from './page-cache';

let server: Server;
let origin: string;
const cache = createMemoryResponseCache();
const rendered: string[] = [];

beforeAll(async () => {
  const app = express();
  app.get(
    '/{*path}',
    createPageHandler({
      // Every page renders at once, whole, as a page that made no failed call.
      render: () =>
        Promise.resolve((request: RenderRequest) => {
          rendered.push(new URL(request.url).pathname);
          return Promise.resolve({
            kind: 'html' as const,
            status: 200,
            complete: true,
            pipe: (destination) => destination.end('<!DOCTYPE html><p>Pagina</p>'),
            abort: () => undefined,
          });
        }),
      assets: () => Promise.resolve({ scripts: [], islandScripts: [], styles: [] }),
      transports: {
        forRequest: (host) => ({
          baseUrl: 'http://127.0.0.1:9',
          host,
          side: 'server',
          freshUntil: () => null,
        }),
        close: () => Promise.resolve(),
      },
      logger: { child: () => ({}) } as unknown as Logger,
      pageCache: createPageCache({ cache, trustProxy: false }),
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve()));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string) => fetch(`${origin}${path}`);
/** The pages the cache holds for the test's host (and drops them). */
const keptPages = () => cache.invalidateHost('127.0.0.1');

describe('the Cache-Control of rendered pages', () => {
  it('keeps a public page in the HTML cache and lets browsers revalidate it', async () => {
    const response = await get('/over-ons');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-cache')).toBe('MISS');
    expect(await keptPages()).toBe(1);
  });

  it('never keeps a preview link’s page, and tells every cache not to', async () => {
    const path = `/preview/${'a'.repeat(43)}`;
    for (let read = 0; read < 2; read += 1) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-cache')).toBeNull();
    }
    expect(rendered.filter((rendering) => rendering === path)).toHaveLength(2);
    expect(await keptPages()).toBe(0);
  });
});
