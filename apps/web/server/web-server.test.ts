import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerLogger } from '@plein/logger/node';
import type { Logger } from '@plein/logger/node';
import { createWebServer } from './web-server';

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = createWebServer({
    api: { kind: 'in-process', app: (_req, res) => res.json({}) },
    pages: (_req, res) => res.type('text/html').send('<!DOCTYPE html><p>Pagina</p>'),
    logger: { error: () => undefined } as unknown as Logger,
  });
  await new Promise<void>((resolve, reject) => {
    server = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve()));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The page's Content-Security-Policy as directive name -> sources. */
async function pagePolicy(): Promise<Map<string, string[]>> {
  const response = await fetch(`${origin}/over-ons`);
  expect(response.status).toBe(200);
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the Content-Security-Policy of pages', () => {
  it('lets the Siteimprove script load from its own host and report to its collectors, nothing more', async () => {
    const policy = await pagePolicy();
    const nonce = policy.get('script-src')?.find((source) => source.startsWith("'nonce-"));
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=]+'$/);
    expect(policy.get('script-src')).toEqual(["'self'", nonce, 'https://siteimproveanalytics.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://*.siteimproveanalytics.io']);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https:',
      'https://*.siteimproveanalytics.io',
    ]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it('gives every response its own nonce', async () => {
    const first = (await pagePolicy()).get('script-src')?.[1];
    const second = (await pagePolicy()).get('script-src')?.[1];
    expect(first).not.toBe(second);
  });
});

describe('page paths that do not decode', () => {
  it.each([['/%ED%A0%80'], ['/%/edit'], ['/nieuws/%E0%A4%A']])(
    'answers %s with 400, not 500',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(400);
    },
  );

  it('still serves a page whose path decodes', async () => {
    expect((await fetch(`${origin}/over%20ons/%C3%A9t%C3%A9`)).status).toBe(200);
  });
});

describe('the Referrer-Policy of pages', () => {
  it('tells the next page of the site which page linked to it, and other sites nothing', async () => {
    const response = await fetch(`${origin}/over-ons`);
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });

  it.each([['/reset-password/abc123'], ['/verify-email/abc123'], ['/invitation/abc123']])(
    'sends no referrer at all from %s, whose URL carries a one-time code',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  it('sends no referrer from a preview link, whose URL carries its token', async () => {
    const response = await fetch(`${origin}/preview/${'a'.repeat(43)}`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('robots.txt and the sitemap', () => {
  let apiServer: Server;
  let apiOrigin: string;

  beforeAll(async () => {
    // A stand-in for the API that says which path it answered; pages say they are pages.
    const app = createWebServer({
      api: {
        kind: 'in-process',
        app: (req, res) => res.type('text/plain').send(`API ${req.path}`),
      },
      pages: (_req, res) => res.type('text/html').send('<!DOCTYPE html><p>Pagina</p>'),
      logger: createServerLogger({ level: 'silent' }),
    });
    await new Promise<void>((resolve, reject) => {
      apiServer = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve()));
    });
    apiOrigin = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => apiServer.close(() => resolve())));

  it.each([['/robots.txt'], ['/sitemap.xml'], ['/sitemap-2.xml']])(
    'sends %s to the API, which answers it per tenant',
    async (path) => {
      const response = await fetch(`${apiOrigin}${path}`);
      expect(await response.text()).toBe(`API ${path}`);
    },
  );

  it.each([['/nieuws/robots.txt'], ['/sitemap.xml/extra'], ['/sitemaps.xml']])(
    'leaves %s to the pages',
    async (path) => {
      const response = await fetch(`${apiOrigin}${path}`);
      expect(await response.text()).toContain('Pagina');
    },
  );
});
