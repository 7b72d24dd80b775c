import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryResponseCache } from '@plein/api';
import type { ResponseCache } from '@plein/api';
import type { Logger } from '@plein/logger/node';
import type { RenderRequest } from '../src/entry-server';
import { createPageHandler } from './page-handler';
import { createPageCache } from './page-cache';
import { createWebServer } from './web-server';

/**
 * The page handler behind the HTML cache, as the platform's own listener runs it: kept pages
 * answered first, then the web server's Express app. Every page renders whole, as a page that made no failed call,
 * once `ready()` resolves, from data that holds until `freshUntil()`; `rendered` lists the paths
 * of the renders begun.
 */
async function startPages(
  cache: ResponseCache,
  ready: () => Promise<string>,
  freshUntil: () => number | null = () => null,
) {
  const rendered: string[] = [];
  let rendering = 0;
  const pageCache = createPageCache({ cache, trustProxy: false });
  // The web server the platform runs (compression, security headers), with no API behind it.
  const app = createWebServer({
    api: { kind: 'in-process', app: (_req, res) => res.json({}) },
    logger: { error: () => undefined } as unknown as Logger,
    pages: createPageHandler({
      render: () =>
        Promise.resolve(async (request: RenderRequest) => {
          rendered.push(new URL(request.url).pathname);
          rendering += 1;
          const html = await ready();
          rendering -= 1;
          return {
            kind: 'html' as const,
            status: 200,
            complete: true,
            pipe: (destination) => destination.end(html),
            abort: () => undefined,
          };
        }),
      assets: () => Promise.resolve({ scripts: [], islandScripts: [], styles: [] }),
      transports: {
        forRequest: (host) => ({
          baseUrl: 'http://127.0.0.1:9',
          host,
          side: 'server',
          freshUntil,
        }),
        close: () => Promise.resolve(),
      },
      logger: { child: () => ({}) } as unknown as Logger,
      pageCache,
    }),
  });
  const server = createServer((req, res) => {
    if (pageCache.serveNow(req, res)) return;
    void pageCache.serve(req, res).then((answered) => {
      if (!answered) app(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    pageCache,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rendered,
    /** Renders begun and not finished. */
    rendering: () => rendering,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the Cache-Control of rendered pages', () => {
  const cache = createMemoryResponseCache();
  let pages: Awaited<ReturnType<typeof startPages>>;
  beforeAll(async () => {
    pages = await startPages(cache, () => Promise.resolve('<!DOCTYPE html><p>Pagina</p>'));
  });
  afterAll(() => pages.close());

  const get = (path: string) => fetch(`${pages.origin}${path}`);
  /** The pages the cache holds for the test's host (and drops them). */
  const keptPages = () => cache.invalidateHost('127.0.0.1');

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
    expect(pages.rendered.filter((rendering) => rendering === path)).toHaveLength(2);
    expect(await keptPages()).toBe(0);
  });

  it('never keeps a visitor’s receipt, nor the page of a code sent by e-mail, and tells every cache not to', async () => {
    const code = 'b'.repeat(43);
    for (const path of [
      '/submission/3f0c2a9e-5b7d-4c1e-9a8b-2d4e6f8a0b1c',
      `/invitation/${code}`,
      `/reset-password/${code}`,
      `/verify-email/${code}`,
      `/confirm-email/${code}`,
    ]) {
      for (let read = 0; read < 2; read += 1) {
        const response = await get(path);
        expect(response.headers.get('cache-control'), path).toBe('private, no-store');
        expect(response.headers.get('x-cache'), path).toBeNull();
      }
      expect(
        pages.rendered.filter((rendering) => rendering === path),
        path,
      ).toHaveLength(2);
    }
    expect(await keptPages()).toBe(0);
  });
});

describe('the headers of a kept page', () => {
  let pages: Awaited<ReturnType<typeof startPages>>;
  beforeAll(async () => {
    pages = await startPages(createMemoryResponseCache(), () =>
      Promise.resolve('<!DOCTYPE html><p>Pagina</p>'),
    );
  });
  afterAll(() => pages.close());

  /** An answer's headers but those of one transfer; of its cookies, their names. */
  const headersOf = (response: Response) => {
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !['date', 'age', 'x-cache'].includes(name)),
    );
    headers['set-cookie'] = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split('=', 1)[0])
      .join(', ');
    return headers;
  };

  it('are those of its first answer, Vary included, whatever the encoding asked for', async () => {
    for (const encoding of ['gzip, deflate, br, zstd', 'gzip', 'identity']) {
      const path = `/over-ons?encoding=${encodeURIComponent(encoding)}`;
      const ask = () =>
        fetch(`${pages.origin}${path}`, { headers: { 'accept-encoding': encoding } });
      const miss = await ask();
      const hit = await ask();
      expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
      expect(headersOf(hit)).toEqual(headersOf(miss));
      expect(hit.headers.get('vary')).toMatch(/Accept-Encoding/);
    }
  });
});

describe('a kept page at its expiry', () => {
  const cache = createMemoryResponseCache();
  /** What renders give, once the test lets them finish. */
  let version = 'gisteren';
  let finishRenders = () => undefined as void;
  let renderGate = Promise.resolve();
  /** When the data of the page rendered now stops holding: soon, so the test sees it expire. */
  const dataHoldsMs = 200;
  let pages: Awaited<ReturnType<typeof startPages>>;
  beforeAll(async () => {
    pages = await startPages(
      cache,
      async () => {
        await renderGate;
        return `<!DOCTYPE html><p>${version}</p>`;
      },
      () => Date.now() + dataHoldsMs,
    );
  });
  afterAll(() => pages.close());

  /** Whether the kept page of `path` stopped being fresh (or is gone). */
  const expired = async (path: string) => {
    const req = { method: 'GET', url: path, headers: { host: '127.0.0.1' }, socket: {} };
    const shared = pages.pageCache.sharedRequest(req as IncomingMessage)!;
    const entry = await cache.get(shared.index);
    return !entry || (entry.freshUntil ?? Infinity) <= Date.now();
  };

  it('is rendered once for 64 requests at once; the others get the expired page meanwhile', async () => {
    const path = '/nieuws';
    const first = await fetch(`${pages.origin}${path}`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    await expect.poll(() => expired(path), { timeout: 5_000 }).toBe(true);
    version = 'vandaag';
    renderGate = new Promise<void>((resolve) => (finishRenders = resolve));

    let answered = 0;
    const answers = Array.from({ length: 64 }, async () => {
      const response = await fetch(`${pages.origin}${path}`);
      const html = await response.text();
      answered += 1;
      return { source: response.headers.get('x-cache'), html };
    });
    // Every request is either answered or inside a render: then let the renders finish.
    await expect.poll(() => answered + pages.rendering()).toBe(64);
    finishRenders();
    const sent = await Promise.all(answers);

    expect(pages.rendered.filter((rendering) => rendering === path)).toHaveLength(2);
    expect(sent.filter(({ source }) => source === 'MISS')).toEqual([
      { source: 'MISS', html: '<!DOCTYPE html><p>vandaag</p>' },
    ]);
    expect(sent.filter(({ source }) => source === 'STALE')).toHaveLength(63);
  });
});
