import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import {
  anonymousXsrfCookie,
  createCacheFiller,
  hasCredentials,
  isFresh,
  matchesEtag,
  negotiatedEncoding,
  pageCacheIndex,
  requestHost,
  requestIsSecure,
} from '@plein/api';
import type { CacheFillerOptions, CachedResponse, Made, ResponseCache } from '@plein/api';
import { isSharedPage } from '../src/routing/route-table';
import { cachedPage, decodePage, encodePage, sendable } from './cached-page';
import type { SendablePage } from './cached-page';
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

/** What a render for the cache made: where it sends the browser, or the whole page. */
export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The render's response headers (the visitor's own are left out of the kept page). */
      headers: OutgoingHttpHeaders;
      html: string;
      /** False when a call failed while rendering (an error page): sent, never kept. */
      complete: boolean;
      /** When the page's data stops holding by itself (ms since 1970): kept no longer. */
      freshUntil: number | null;
    };

/** How the cache answers a shared page request: the page and where it came from, or a redirect. */
export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; page: SendablePage; source: 'HIT' | 'STALE' | 'MISS' };

/** What one render hands to those who waited for it. */
type Rendered = Extract<PageAnswer, { kind: 'redirect' }> | { kind: 'page'; page: SendablePage };

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
export function createPageCache(options: {
  cache: ResponseCache;
  trustProxy: boolean;
  /** How renders wait for each other (`createCacheFiller`). */
  filling?: CacheFillerOptions;
}) {
  const { cache, trustProxy } = options;
  const now = cache.now ?? Date.now;
  const filler = createCacheFiller(cache, options.filling);
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
    const encoding = negotiatedEncoding(req.headers['accept-encoding']);
    const body = page.bodies[encoding];
    if (encoding !== 'identity') sent.push('Content-Encoding', encoding);
    sent.push('Content-Length', String(body.length));
    res.writeHead(page.status, sent).end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    sharedRequest,
    answer,

    /**
     * Answers a request at once from a cache in this process (memory) when it holds its page
     * fresh; false when it does not, or the cache is shared (then {@link serve} asks it). Cached
     * pages are most of the traffic: this path makes no promise.
     */
    serveNow(req: IncomingMessage, res: ServerResponse): boolean {
      if (!cache.getNow) return false;
      try {
        const shared = sharedRequest(req);
        const entry = shared && cache.getNow(shared.index);
        // An expired page goes on to the page handler: one request renders it again.
        if (!shared || !entry || !isFresh(entry, now())) return false;
        answer(req, res, sendableOf(entry), shared, 'HIT');
        return true;
      } catch {
        // A header that does not decode, or an entry that does not parse: Express answers.
        return false;
      }
    },

    /**
     * Answers a request from the cache when it holds its page fresh; false when the request must
     * go on to Express (not cacheable, not cached, expired, or the cache failed).
     */
    async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      let shared: SharedPageRequest | null;
      let page: SendablePage;
      try {
        shared = sharedRequest(req);
        if (!shared) return false;
        const entry = await cache.get(shared.index);
        if (!entry || !isFresh(entry, now())) return false;
        page = sendableOf(entry);
      } catch {
        // A header that does not decode, or an entry that does not parse: Express answers.
        return false;
      }
      answer(req, res, page, shared, 'HIT');
      return true;
    },

    /**
     * The page of a {@link sharedRequest}, rendered once however many ask at a time, here and on
     * every instance sharing the cache (decision 0030): a fresh kept page (`HIT`); else one
     * request runs `render` (`MISS`), while the others get the expired page (`STALE`, at most the
     * cache's stale time past expiry) or, when there is none (the first time, or after a write
     * dropped it), wait for that render (`HIT`). The page is kept with the render's headers
     * minus the visitor's own, its CSP nonce replaced by the hashes of its inline scripts;
     * statuses other than 200 and 404, an incomplete render and a page whose answer says
     * `no-store` (a preview's draft) are not kept. Send a page with {@link answer}.
     */
    async renderOnce(
      shared: SharedPageRequest,
      render: () => Promise<RenderedPage>,
    ): Promise<PageAnswer> {
      const filled = await filler.fill(shared.index, async (): Promise<Made<Rendered>> => {
        const rendered = await render();
        if (rendered.kind === 'redirect') return { value: rendered };
        const { status, headers, html, complete, freshUntil } = rendered;
        const page = await cachedPage(status, headers, html);
        const ttlMs = freshUntil === null ? undefined : freshUntil - now();
        const keep =
          complete &&
          (status === 200 || status === 404) &&
          (ttlMs === undefined || ttlMs > 0) &&
          !/no-store/i.test(String(headers['cache-control'] ?? ''));
        return {
          value: { kind: 'page', page: sendable(page) },
          keep: keep ? { response: encodePage(page), ttlMs } : undefined,
        };
      });
      switch (filled.source) {
        case 'hit':
          return { kind: 'page', page: sendableOf(filled.entry), source: 'HIT' };
        case 'stale':
          return { kind: 'page', page: sendableOf(filled.entry), source: 'STALE' };
        case 'made':
          return filled.value.kind === 'page' ? { ...filled.value, source: 'MISS' } : filled.value;
        case 'shared':
          return filled.value.kind === 'page' ? { ...filled.value, source: 'HIT' } : filled.value;
      }
    },
  };
}

/** The HTML cache of a web server (see {@link createPageCache}). */
export type PageCache = ReturnType<typeof createPageCache>;
