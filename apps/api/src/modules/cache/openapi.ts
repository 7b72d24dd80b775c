import type { ApiOperation } from '../../openapi/operation';

/** Emptying a cached answer of the site (at the root). */
export const cacheOperations: readonly ApiOperation[] = [
  {
    method: 'delete',
    path: '/cache_invalidate',
    tag: 'Operations',
    summary: "Drop one cached answer and the site's cached pages",
    description:
      "The operator's bearer token (`CACHE_INVALIDATE_TOKEN`), or a session of an administrator " +
      'of the site, may call it. The index is `host:hash` (see `callCacheIndex`), its host the ' +
      "request's own.",
    access: 'operator',
    // Checked by hand (`parseCacheInvalidateBody`).
    body: {
      jsonSchema: {
        type: 'object',
        properties: {
          index: {
            type: 'string',
            maxLength: 1024,
            pattern: '^[\\s\\S]+:[^:]+$',
            description: 'The host name without port, a colon, then the hash of the call.',
          },
        },
        required: ['index'],
        additionalProperties: false,
      },
    },
    answer: {
      status: 200,
      description: 'How many cached answers were dropped (0 or 1).',
      type: 'CacheInvalidateResponse',
    },
    errors: [
      {
        status: 403,
        code: 'forbidden_cache_index',
        description: "The index belongs to another host than the request's.",
      },
    ],
  },
];
