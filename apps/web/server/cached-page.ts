import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { CachedResponse } from '@plein/api';

/** A rendered page as the cache keeps it: the HTML, precompressed, with its headers. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

/** A kept page ready to send: its shared headers flattened once, not set one by one per answer. */
export interface SendablePage {
  page: CachedPage;
  /** Name, value, name, value... of the headers every answer of the page carries. */
  headers: string[];
}

/** The shared headers of a page, flat, as `writeHead` takes them. */
export function sendable(page: CachedPage): SendablePage {
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

// In the thread pool, not on the thread that renders and answers.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page as every visitor may get it: the render's response headers minus the visitor's
 * own, the nonce in its CSP replaced by the hashes of its inline scripts, the HTML compressed.
 *
 * @example
 * const page = await cachedPage(200, res.getHeaders(), html);
 */
export async function cachedPage(
  status: number,
  headers: OutgoingHttpHeaders,
  html: string,
): Promise<CachedPage> {
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
  return {
    status,
    headers: kept,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    bodies: { identity, br, gzip: gzipped },
  };
}

/** A page as the response cache holds it. */
export function encodePage(page: CachedPage): CachedResponse {
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

/** A page from the response cache. */
export function decodePage(entry: CachedResponse): CachedPage {
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
