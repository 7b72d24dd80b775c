import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryResponseCache } from '@plein/api';
import { createServerLogger } from '@plein/logger/node';
import type { RenderRequest } from '../src/entry-server';
import { createPageCache } from './page-cache';
import { createPageHandler } from './page-handler';
import { unreadableCookies } from './unreadable-cookies';
import { createWebServer } from './web-server';

// A damaged cookie never locks a visitor out (issue 31.13): it counts as absent and the answer
// resets it, whether the page is rendered or comes from the HTML cache.

/** What the renderer was asked for, per render. */
let renders: Pick<RenderRequest, 'language' | 'consent'>[] = [];
const cache = createMemoryResponseCache();
let server: Server;
let origin: string;

beforeAll(async () => {
  const logger = createServerLogger({ level: 'silent' });
  const pageCache = createPageCache({ cache, trustProxy: false });
  const app = createWebServer({
    api: {
      kind: 'in-process',
      app: (_req, res) => res.status(404).json({ error: { code: 'not_found' } }),
    },
    pages: createPageHandler({
      render: () =>
        Promise.resolve(({ language, consent }: RenderRequest) => {
          renders.push({ language, consent });
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
      logger,
      pageCache,
    }),
    logger,
  });
  // As the platform's own listener: the HTML cache answers first, Express the rest.
  server = createServer((req, res) => {
    if (pageCache.serveNow(req, res)) return;
    void pageCache.serve(req, res).then((served) => {
      if (!served) app(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  renders = [];
  await cache.invalidateHost('127.0.0.1');
});

const get = (path: string, cookie?: string) =>
  fetch(`${origin}${path}`, cookie ? { headers: { cookie } } : {});

/** The value the answer leaves a cookie with, as a browser applies its lines (the last wins). */
function cookieAfter(response: Response, name: string): { value: string; expired: boolean } | null {
  const line = response.headers.getSetCookie().findLast((each) => each.startsWith(`${name}=`));
  if (!line) return null;
  return {
    value: line.slice(name.length + 1).split(';', 1)[0] ?? '',
    expired: /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line),
  };
}

/** Cookies that cannot be read, each with its name. */
const damagedCookies: [string, string][] = [
  ['plein-consent', '%E0%A4%A'],
  ['plein-consent', '%'],
  ['plein-consent', '%7Bkapot'],
  ['plein-lang', '%%%x'],
  ['plein-lang', 'xx'],
  ['plein_session', '%E0%A4%A'],
  ['__Host-plein_session', '%'],
];

describe('a page asked with a cookie that cannot be read', () => {
  it.each(damagedCookies)(
    'answers for %s=%s as without it, and expires it',
    async (name, value) => {
      const response = await get('/over-ons', `a=1; ${name}=${value}`);
      expect(response.status).toBe(200);
      expect(cookieAfter(response, name)).toMatchObject({ value: '', expired: true });
      expect(renders).toEqual([{ language: 'nl', consent: null }]);
    },
  );

  it.each(damagedCookies)(
    'expires %s=%s also when the page is in the HTML cache',
    async (name, value) => {
      expect((await get('/over-ons')).headers.get('x-cache')).toBe('MISS');
      expect((await get('/over-ons')).headers.get('x-cache')).toBe('HIT');
      const response = await get('/over-ons', `${name}=${value}`);
      expect(response.status).toBe(200);
      expect(cookieAfter(response, name)).toMatchObject({ value: '', expired: true });
    },
  );

  it('replaces an XSRF cookie that does not decode with a new one', async () => {
    const response = await get('/over-ons', 'XSRF-TOKEN=%E0%A4%A');
    expect(response.status).toBe(200);
    expect(cookieAfter(response, 'XSRF-TOKEN')?.value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });

  it('keeps the language asked with ?lang= over a damaged language cookie', async () => {
    const response = await get('/over-ons?lang=en', 'plein-lang=%%%x');
    expect(response.status).toBe(200);
    expect(cookieAfter(response, 'plein-lang')).toEqual({ value: 'en', expired: false });
    expect(renders).toEqual([{ language: 'en', consent: null }]);
  });

  it('leaves readable cookies alone', async () => {
    const consent = encodeURIComponent('{"categories":["required"],"date":"2026-01-02"}');
    const response = await get('/over-ons', `plein-lang=en; plein-consent=${consent}`);
    expect(cookieAfter(response, 'plein-lang')).toBeNull();
    expect(cookieAfter(response, 'plein-consent')).toBeNull();
    expect(renders).toEqual([
      { language: 'en', consent: { categories: ['required'], date: '2026-01-02' } },
    ]);
  });
});

describe('unreadableCookies', () => {
  it('names the platform’s cookies that cannot be read, and only those', () => {
    expect(
      unreadableCookies('a=%; plein-lang=%%%x; plein-consent=%E0%A4%A; plein_session=x'),
    ).toEqual(['plein-lang', 'plein-consent']);
    expect(unreadableCookies('plein-lang=EN; XSRF-TOKEN=%')).toEqual([]);
  });
});
