import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createMemoryResponseCache } from '@plein/api';
import type { ResponseCache } from '@plein/api';
import { withScriptHashes } from './cached-page';
import { createPageCache } from './page-cache';
import type { PageAnswer, RenderedPage } from './page-cache';

const visitor = (url: string) =>
  ({ method: 'GET', url, headers: { host: 'localhost:3000' }, socket: {} }) as IncomingMessage;
const html =
  '<!DOCTYPE html><html lang="nl"><body><script nonce="abc">window.x=1</script></body></html>';
const headers = { 'content-security-policy': "script-src 'self' 'nonce-abc'" };

/** A clock the test moves; the cache tells freshness by it. */
function testClock() {
  let time = Date.now();
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A render that made a whole page, kept until `freshUntil` (null: the cache's own time). */
const rendered = (
  page: Partial<Extract<RenderedPage, { kind: 'page' }>> = {},
): (() => Promise<RenderedPage>) => {
  return () =>
    Promise.resolve({
      kind: 'page',
      status: 200,
      headers,
      html,
      complete: true,
      freshUntil: null,
      ...page,
    });
};

/** Renders that wait until the test lets them finish, counted. */
function gatedRenders(body: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const renders = {
    count: 0,
    release,
    render: async (): Promise<RenderedPage> => {
      renders.count += 1;
      await gate;
      return rendered({ html: `<p>${body}</p>` })();
    },
  };
  return renders;
}

const htmlOf = (answer: PageAnswer) =>
  answer.kind === 'page' ? answer.page.page.bodies.identity.toString() : answer.location;

/** Starts answers and counts those settled, so a test can wait until the waiting ones are left. */
function answersOf(answers: Promise<PageAnswer>[]) {
  let settled = 0;
  for (const answer of answers) void answer.then(() => (settled += 1));
  return { settled: () => settled, all: () => Promise.all(answers) };
}

describe('the HTML cache', () => {
  it('serves a kept page until the data it was rendered from stops holding', async () => {
    const clock = testClock();
    const cache = createMemoryResponseCache({ now: clock.now });
    const pages = createPageCache({ cache, trustProxy: false });
    const shared = pages.sharedRequest(visitor('/nieuws'))!;
    const res = { writeHead: () => ({ end: () => undefined }) } as unknown as ServerResponse;
    await pages.renderOnce(shared, rendered({ freshUntil: clock.now() + 80 }));
    expect(pages.serveNow(visitor('/nieuws'), res)).toBe(true);
    clock.advance(80);
    expect(pages.serveNow(visitor('/nieuws'), res)).toBe(false);
    expect(await pages.serve(visitor('/nieuws'), res)).toBe(false);
  });

  it('answers a kept page at once from the memory cache, and leaves a shared cache to serve', async () => {
    const cache = createMemoryResponseCache();
    const pages = createPageCache({ cache, trustProxy: false });
    const sent: { status?: number; headers?: string[]; body?: Buffer } = {};
    const res = {
      writeHead(status: number, headers: string[]) {
        Object.assign(sent, { status, headers });
        return { end: (body?: Buffer) => Object.assign(sent, { body }) };
      },
    } as unknown as ServerResponse;
    expect(pages.serveNow(visitor('/nieuws'), res)).toBe(false);
    await pages.renderOnce(pages.sharedRequest(visitor('/nieuws'))!, rendered());
    expect(pages.serveNow(visitor('/nieuws'), res)).toBe(true);
    expect(sent.status).toBe(200);
    expect(sent.body?.toString()).toContain('window.x=1');
    expect(sent.headers).toEqual(expect.arrayContaining(['X-Cache', 'HIT']));
    // A cache other instances share (Redis) is asked asynchronously, through serve.
    const shared: ResponseCache = {
      get: (index) => cache.get(index),
      set: (index, response, ttlMs) => cache.set(index, response, ttlMs),
      delete: (index) => cache.delete(index),
      invalidateHost: (host) => cache.invalidateHost(host),
    };
    const elsewhere = createPageCache({ cache: shared, trustProxy: false });
    expect(elsewhere.serveNow(visitor('/nieuws'), res)).toBe(false);
    expect(await elsewhere.serve(visitor('/nieuws'), res)).toBe(true);
  });

  it('does not keep a page whose data already stopped holding, a failure status or an incomplete render', async () => {
    const cache = createMemoryResponseCache();
    const pages = createPageCache({ cache, trustProxy: false });
    const shared = pages.sharedRequest(visitor('/'))!;
    await pages.renderOnce(shared, rendered({ freshUntil: Date.now() - 1 }));
    await pages.renderOnce(pages.sharedRequest(visitor('/kapot'))!, rendered({ status: 500 }));
    await pages.renderOnce(
      pages.sharedRequest(visitor('/half'))!,
      rendered({ status: 200, complete: false }),
    );
    expect(await cache.invalidateHost('localhost')).toBe(0);
  });

  it('keys pages by host name without port, and never shares sign-in or admin pages', () => {
    const pages = createPageCache({ cache: createMemoryResponseCache(), trustProxy: false });
    const onPort = (port: number) =>
      pages.sharedRequest({
        ...visitor('/'),
        headers: { host: `localhost:${port}` },
      } as IncomingMessage)?.index;
    expect(onPort(3000)).toBe(onPort(3001));
    expect(pages.sharedRequest(visitor('/login'))).toBeNull();
    expect(pages.sharedRequest(visitor('/admin/pages'))).toBeNull();
    expect(
      pages.sharedRequest({
        ...visitor('/'),
        headers: { host: 'localhost', cookie: 'plein_session=x' },
      } as IncomingMessage),
    ).toBeNull();
  });

  it('keys pages by the host the tenant is resolved from: X-Forwarded-Host only behind a trusted proxy', () => {
    // A proxy that sends every site to the platform under one Host, naming the site in
    // X-Forwarded-Host: each site's page must be kept apart, under its own host.
    const behindProxy = (forwardedHost: string) => {
      const req = visitor('/');
      req.headers = { host: 'plein-upstream:3000', 'x-forwarded-host': forwardedHost };
      return req;
    };
    const trusted = createPageCache({ cache: createMemoryResponseCache(), trustProxy: true });
    const siteA = trusted.sharedRequest(behindProxy('havenstad.example'))!.index;
    const siteB = trusted.sharedRequest(behindProxy('demo.example'))!.index;
    expect(siteA).not.toBe(siteB);
    expect(siteA.startsWith('havenstad.example:')).toBe(true);
    // Not trusted: the header is anyone's to send, and the Host decides.
    const direct = createPageCache({ cache: createMemoryResponseCache(), trustProxy: false });
    expect(direct.sharedRequest(behindProxy('havenstad.example'))!.index).toBe(
      direct.sharedRequest(behindProxy('demo.example'))!.index,
    );
    expect(
      direct.sharedRequest(behindProxy('demo.example'))!.index.startsWith('plein-upstream:'),
    ).toBe(true);
  });

  it('never keeps a preview link’s page, nor any page whose answer says no-store', async () => {
    const cache = createMemoryResponseCache();
    const pages = createPageCache({ cache, trustProxy: false });
    const token = 'a'.repeat(43);
    expect(pages.sharedRequest(visitor(`/preview/${token}`))).toBeNull();
    expect(pages.sharedRequest(visitor(`/preview/${token}?lang=en`))).toBeNull();
    // Even when asked to keep one: an answer marked no-store stays out of the cache.
    const shared = pages.sharedRequest(visitor('/nieuws'))!;
    const sent = await pages.renderOnce(
      shared,
      rendered({ headers: { ...headers, 'cache-control': 'private, no-store' } }),
    );
    expect(htmlOf(sent)).toContain('window.x=1');
    expect(await cache.get(shared.index)).toBeUndefined();
    const res = { writeHead: () => ({ end: () => undefined }) } as unknown as ServerResponse;
    expect(pages.serveNow(visitor('/nieuws'), res)).toBe(false);
  });

  it('sends Brotli to a browser, which lists gzip first, else what its q-values ask for', async () => {
    const pages = createPageCache({ cache: createMemoryResponseCache(), trustProxy: false });
    await pages.renderOnce(pages.sharedRequest(visitor('/nieuws'))!, rendered());
    /** The Content-Encoding a kept page is sent with, for an Accept-Encoding header. */
    const encodingFor = (acceptEncoding?: string) => {
      const req = visitor('/nieuws');
      if (acceptEncoding !== undefined) req.headers['accept-encoding'] = acceptEncoding;
      let sent: string[] = [];
      const res = {
        writeHead: (_status: number, headers: string[]) => {
          sent = headers;
          return { end: () => undefined };
        },
      } as unknown as ServerResponse;
      expect(pages.serveNow(req, res)).toBe(true);
      const at = sent.indexOf('Content-Encoding');
      return at < 0 ? 'identity' : sent[at + 1];
    };
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('br;q=0.5, gzip')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('identity')).toBe('identity');
    expect(encodingFor()).toBe('identity');
  });

  it('allows the inline scripts of a kept page by hash instead of a nonce', () => {
    const policy = withScriptHashes("script-src 'self' 'nonce-abc'", html);
    expect(policy).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('allows no structured data block as a script: it is data, never run', () => {
    const data = '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(withScriptHashes("script-src 'self' 'nonce-abc'", data)).toBe("script-src 'self'");
  });

  it('renders a page once for 64 requests at its expiry; the others get the expired page meanwhile', async () => {
    const clock = testClock();
    const cache = createMemoryResponseCache({ now: clock.now });
    const pages = createPageCache({ cache, trustProxy: false });
    const shared = pages.sharedRequest(visitor('/nieuws'))!;
    await pages.renderOnce(shared, rendered({ html: '<p>gisteren</p>' }));
    clock.advance(60_000);

    const renders = gatedRenders('vandaag');
    const answers = answersOf(
      Array.from({ length: 64 }, () => pages.renderOnce(shared, renders.render)),
    );
    await expect.poll(answers.settled).toBe(63);
    renders.release();
    const answered = await answers.all();

    expect(renders.count).toBe(1);
    expect(answered.map((answer) => answer.kind === 'page' && answer.source).sort()).toEqual([
      'MISS',
      ...Array<string>(63).fill('STALE'),
    ]);
    expect(answered.filter((answer) => htmlOf(answer) === '<p>vandaag</p>')).toHaveLength(1);
    const res = { writeHead: () => ({ end: () => undefined }) } as unknown as ServerResponse;
    expect(pages.serveNow(visitor('/nieuws'), res)).toBe(true);
  });

  it('after a write gives nobody the old page: one render, the others wait for it', async () => {
    const cache = createMemoryResponseCache();
    const pages = createPageCache({ cache, trustProxy: false });
    const shared = pages.sharedRequest(visitor('/nieuws'))!;
    await pages.renderOnce(shared, rendered({ html: '<p>oud</p>' }));
    await cache.invalidateHost('localhost');

    const renders = gatedRenders('nieuw');
    const answers = answersOf(
      Array.from({ length: 64 }, () => pages.renderOnce(shared, renders.render)),
    );
    await expect.poll(() => renders.count).toBe(1);
    expect(answers.settled()).toBe(0);
    renders.release();
    const answered = await answers.all();
    expect(renders.count).toBe(1);
    expect(answered.map(htmlOf)).toEqual(Array(64).fill('<p>nieuw</p>'));
  });
});
