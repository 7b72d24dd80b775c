import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import {
  anonymousXsrfCookie,
  hasCredentials,
  matchesEtag,
  pageCacheIndex,
  requestHost,
  requestIsSecure,
} from '@plein/api';
import type { CachedResponse, ResponseCache } from '@plein/api';
import { isSharedPage } from '../src/routing/route-table';
import { languageCookie, visitorOf } from './visitor';
import type { Visitor } from './visitor';
import { apiPathPattern } from './web-server';

/** A Host header we can put in a URL: a DNS name or IP literal with an optional port. */
export const validHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A page request the HTML cache may answer or fill: where its page is kept. */
export interface SharedPageRequest {
  index: string;
  /** The visitor, as read from the request (once: the answer needs it too). */
  visitor: Visitor;
}

/** A rendered page as the cache keeps it: the HTML, precompressed, with its headers. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

/** A kept page ready to send: its shared headers flattened once, not set one by one per answer. */
interface SendablePage {
  page: CachedPage;
  /** Name, value, name, value... of the headers every answer of the page carries. */
  headers: string[];
}

/** The shared headers of a page, flat, as `writeHead` takes them. */
function sendable(page: CachedPage): SendablePage {
  const headers = Object.entries(page.headers).flat();
  headers.push('ETag', page.etag);
  return { page, headers };
}

/** Response headers of the render that are the visitor's own, or describe one transfer. */
const unsharedHeaders = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'x-cache',
]);

const encodings = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof encodings)[number];

/** `Accept-Encoding` values seen, with the encoding chosen for each (browsers send a few). */
const chosenEncodings = new LRUCache<string, Encoding>({ max: 200 });

/** The best encoding of a kept page for an `Accept-Encoding` header. */
function acceptedEncoding(header: string | undefined): Encoding {
  const key = header ?? '';
  let chosen = chosenEncodings.get(key);
  if (chosen === undefined) {
    const negotiated = new Negotiator({ headers: { 'accept-encoding': header } }).encoding([
      ...encodings,
    ]) as Encoding | undefined;
    chosen = negotiated ?? 'identity';
    chosenEncodings.set(key, chosen);
  }
  return chosen;
}

// In the thread pool, not on the thread that renders and answers.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The HTML cache for anonymous visitors (issue 11): a public page is rendered once per host,
 * URL, language and consent state, then served from the shared response cache (memory, or Redis
 * with `REDIS_URL`) before Express runs, precompressed, with an `ETag`. Its entries live under
 * the host's index (`pageCacheIndex`), so every write that drops the host's cached API answers
 * drops its pages too, on every instance sharing the cache.
 *
 * Never for a request with credentials, a form post, a damaged cookie (it is reset), a page that
 * is not the same for every anonymous visitor (`isSharedPage`: no sign-in forms, account or
 * admin), or one no cache may keep (a preview link's draft: `isSharedPage` leaves it out, and
 * an answer marked `no-store` is never kept). Each answer gets its own XSRF cookie when the
 * visitor has none; the cached page's Content-Security-Policy allows its inline scripts by hash
 * instead of a per-response nonce.
 */
export function createPageCache(options: { cache: ResponseCache; trustProxy: boolean }) {
  const { cache, trustProxy } = options;
  // The memory cache hands back the same entry object: decode it once.
  const decoded = new WeakMap<CachedResponse, SendablePage>();
  // Matching a path against the route table costs more than serving the page: remember it.
  const sharedPaths = new LRUCache<string, boolean>({ max: 10_000 });
  const isShared = (pathname: string) => {
    let shared = sharedPaths.get(pathname);
    if (shared === undefined) sharedPaths.set(pathname, (shared = isSharedPage(pathname)));
    return shared;
  };

  // Hashing the variant on every answer costs more than looking it up.
  const keys = new LRUCache<string, string>({ max: 10_000 });

  /** Where a request's page is kept, or null when the cache must not answer it. */
  function sharedRequest(req: IncomingMessage): SharedPageRequest | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    // The host the tenant is resolved from (`X-Forwarded-Host` behind a trusted proxy), so the
    // entry is the tenant's, and its content changes drop it.
    const hostName = requestHost(req, trustProxy);
    const url = req.url ?? '/';
    if (!hostName || !validHost.test(hostName)) return null;
    if (!url.startsWith('/') || hasCredentials(req)) return null;
    const pathname = url.split('?', 1)[0]!;
    if (apiPathPattern.test(pathname) || pathname.startsWith('/assets/')) return null;
    if (!isShared(pathname)) return null;
    const visitor = visitorOf(req);
    if (visitor.consent === 'unreadable' || visitor.unreadableCookies.length > 0) return null;
    // The host name is without its port: pages hold no absolute URL, and every instance of the
    // platform (each on its own port) shares the entry.
    const variant = JSON.stringify([
      hostName,
      url,
      visitor.language,
      visitor.consent ? [...visitor.consent.categories].sort() : null,
      visitor.consent?.date ?? null,
    ]);
    let key = keys.get(variant);
    if (key === undefined) {
      key = createHash('sha256').update(variant).digest('base64url');
      keys.set(variant, key);
    }
    return { index: pageCacheIndex(hostName, key), visitor };
  }

  /** A cached entry ready to send, decoded once per entry object. */
  function sendableOf(entry: CachedResponse): SendablePage {
    let page = decoded.get(entry);
    if (!page) {
      page = sendable(decodePage(entry));
      decoded.set(entry, page);
    }
    return page;
  }

  /** The cookies every answer of a page sets: a fresh XSRF token, the language asked for. */
  function visitorCookies(req: IncomingMessage, visitor: Visitor): string[] {
    const cookies: string[] = [];
    const xsrf = anonymousXsrfCookie(req.headers.cookie, requestIsSecure(req, trustProxy));
    if (xsrf) cookies.push(xsrf);
    if (visitor.askedLanguage) cookies.push(languageCookie(visitor.askedLanguage));
    return cookies;
  }

  /**
   * Sends a kept page: its headers, the visitor's cookies, 304 or the body they accept. Written
   * with one `writeHead`: this runs for every cached answer.
   */
  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    { page, headers }: SendablePage,
    shared: SharedPageRequest,
    source: string,
  ) {
    const sent = [...headers, 'X-Cache', source];
    for (const cookie of visitorCookies(req, shared.visitor)) sent.push('Set-Cookie', cookie);
    if (matchesEtag(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, sent).end();
      return;
    }
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const body = page.bodies[encoding];
    if (encoding !== 'identity') sent.push('Content-Encoding', encoding);
    sent.push('Content-Length', String(body.length));
    res.writeHead(page.status, sent).end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    sharedRequest,
    answer,

    /**
     * Answers a request at once from a cache in this process (memory) when it holds its page;
     * false when it does not, or the cache is shared (then {@link serve} asks it). Cached pages
     * are most of the traffic: this path makes no promise.
     */
    serveNow(req: IncomingMessage, res: ServerResponse): boolean {
      if (!cache.getNow) return false;
      try {
        const shared = sharedRequest(req);
        const entry = shared && cache.getNow(shared.index);
        if (!shared || !entry) return false;
        answer(req, res, sendableOf(entry), shared, 'HIT');
        return true;
      } catch {
        // A header that does not decode, or an entry that does not parse: Express answers.
        return false;
      }
    },

    /**
     * Answers a request from the cache when it holds its page; false when the request must go
     * on to Express (not cacheable, not cached, or the cache failed).
     */
    async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      let shared: SharedPageRequest | null;
      let page: SendablePage;
      try {
        shared = sharedRequest(req);
        if (!shared) return false;
        const entry = await cache.get(shared.index);
        if (!entry) return false;
        page = sendableOf(entry);
      } catch {
        // A header that does not decode, or an entry that does not parse: Express answers.
        return false;
      }
      answer(req, res, page, shared, 'HIT');
      return true;
    },

    /**
     * Keeps a page rendered for a {@link sharedRequest}: its HTML, compressed, and the render's
     * response headers (minus the visitor's own); the nonce in its CSP becomes the hashes of its
     * inline scripts. Answers the page, to be sent with {@link answer}. Statuses other than 200
     * and 404 are not kept, nor is a page whose answer says `no-store` (a preview's draft).
     */
    async store(
      shared: SharedPageRequest,
      status: number,
      headers: OutgoingHttpHeaders,
      html: string,
      /** When the page's data stops holding by itself (ms since 1970): kept no longer. */
      { freshUntil = null }: { freshUntil?: number | null } = {},
    ): Promise<SendablePage> {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) {
        if (unsharedHeaders.has(name.toLowerCase()) || value === undefined) continue;
        kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      const withoutNonces = html.replace(/ nonce="[^"]*"/g, '');
      for (const name of Object.keys(kept)) {
        if (name.toLowerCase() === 'content-security-policy') {
          kept[name] = withScriptHashes(kept[name]!, withoutNonces);
        }
      }
      const identity = Buffer.from(withoutNonces);
      const [br, gzipped] = await Promise.all([
        brotliAsync(identity, {
          params: {
            // Quality 6 and gzip's default level: within a few per cent of the smallest, at a
            // fraction of the time, which matters when a spike meets an emptied cache.
            [zlib.BROTLI_PARAM_QUALITY]: 6,
            [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzipAsync(identity),
      ]);
      const page: CachedPage = {
        status,
        headers: kept,
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
        bodies: { identity, br, gzip: gzipped },
      };
      const ttlMs = freshUntil === null ? undefined : freshUntil - Date.now();
      const keep =
        (status === 200 || status === 404) &&
        (ttlMs === undefined || ttlMs > 0) &&
        !/no-store/i.test(String(headers['cache-control'] ?? ''));
      if (keep) await cache.set(shared.index, encodePage(page), ttlMs);
      return sendable(page);
    },
  };
}

/** The HTML cache of a web server (see {@link createPageCache}). */
export type PageCache = ReturnType<typeof createPageCache>;

function encodePage(page: CachedPage): CachedResponse {
  return {
    status: page.status,
    headers: {},
    body: JSON.stringify({
      headers: page.headers,
      etag: page.etag,
      identity: page.bodies.identity.toString('base64'),
      br: page.bodies.br.toString('base64'),
      gzip: page.bodies.gzip.toString('base64'),
    }),
  };
}

function decodePage(entry: CachedResponse): CachedPage {
  const stored = JSON.parse(entry.body) as {
    headers: Record<string, string>;
    etag: string;
    identity: string;
    br: string;
    gzip: string;
  };
  return {
    status: entry.status,
    headers: stored.headers,
    etag: stored.etag,
    bodies: {
      identity: Buffer.from(stored.identity, 'base64'),
      br: Buffer.from(stored.br, 'base64'),
      gzip: Buffer.from(stored.gzip, 'base64'),
    },
  };
}

/** Inline scripts that run: not loaded by `src`, and not a data block (JSON-LD is never run). */
const runnableInlineScript =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * A CSP whose `'nonce-…'` sources are replaced by the SHA-256 hashes of the page's inline
 * scripts: the cached page is the same for every visitor, so a nonce could not stay secret.
 */
export function withScriptHashes(policy: string, html: string): string {
  const hashes: string[] = [];
  for (const match of html.matchAll(runnableInlineScript)) {
    const digest = createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  const sources = [...new Set(hashes)].map((hash) => ` ${hash}`).join('');
  return policy.replace(/ ?'nonce-[^']*'/g, sources);
}
