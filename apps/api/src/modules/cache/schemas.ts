import type { CacheInvalidateRequest } from '@plein/api-client';
import { invalidBody } from '../../http/errors';

/** Splits a cache index (`host:hash`) into its host and hash, or null when malformed. */
export function splitCacheIndex(index: string): { host: string; hash: string } | null {
  const colon = index.lastIndexOf(':');
  if (colon <= 0 || colon === index.length - 1) return null;
  return { host: index.slice(0, colon), hash: index.slice(colon + 1) };
}

/** Checks the body of `DELETE /cache_invalidate`: `{ index: "host:hash" }`, nothing else. */
export function parseCacheInvalidateBody(body: unknown): CacheInvalidateRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidBody('Expected a JSON object { "index": "host:hash" }.');
  }
  const extra = Object.keys(body).filter((key) => key !== 'index');
  if (extra.length > 0) {
    throw invalidBody(`Unknown field(s): ${extra.join(', ')}.`, { fields: extra });
  }
  const { index } = body as { index?: unknown };
  if (typeof index !== 'string' || index.length > 1024 || !splitCacheIndex(index)) {
    throw invalidBody('index must be a string "host:hash".', { field: 'index' });
  }
  return { index };
}
