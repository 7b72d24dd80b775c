import fc from 'fast-check';
import type { MountedRoute } from './mounted-routes';

/** Percent-encodes every UTF-8 byte of a text, so it always decodes back to that text. */
export const percentEncode = (text: string): string =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Path segments and query values that are wrong in every way, as they go on the wire. */
export const hostileRawTexts = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%B0%80%ED%A0%80',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '9'.repeat(400),
  '-1',
  '0',
  '1e309',
  '-0',
  '0x1F',
  'NaN',
  '..',
  '%2F',
  '%2E%2E',
  'x'.repeat(2000),
] as const;

const anyRawText = fc.oneof(
  fc.constantFrom(...hostileRawTexts),
  fc.string({ unit: 'binary', maxLength: 30 }).map(percentEncode),
);

/** JSON in a query value (`filter`), also nested deeper than any input should be. */
const rawJsonText = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => percentEncode(JSON.stringify(value))),
  fc.integer({ min: 60, max: 300 }).map((depth) => '%5B'.repeat(depth) + '%5D'.repeat(depth)),
  fc.constantFrom(
    percentEncode('{"parentGuids":["\u0000"]}'),
    percentEncode('{"meta":{"periodEnd":{"after":"\u0000","before":"2026-13-45"}}}'),
    percentEncode('{"__proto__":{"x":1},"constructor":{"prototype":{"y":2}}}'),
    percentEncode('{"highlight":1e400}'),
  ),
);

/** Query parameter names the API reads, and hostile ones. */
const queryNames = [
  'name',
  'keys',
  'includeAll',
  'IncludeBbis',
  'FilterBbisByBuildingBlocks',
  'page',
  'pageSize',
  'search',
  'pageNumber',
  'itemCount',
  'sort_by',
  'filter',
  'searchFilter',
  'q',
  'lang',
  'width',
  'height',
  'quality',
  'fit',
  'format',
  'public',
  'api',
  'block',
  'item',
  'profile',
  'auth',
  '__proto__',
  'constructor',
  'toString',
  'a[b]',
  'a%00',
  '%ED%A0%80',
] as const;

/** A query string (with its `?`), or '' for none. */
export const hostileQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom(...queryNames),
      fc.oneof({ weight: 3, arbitrary: anyRawText }, { weight: 1, arbitrary: rawJsonText }),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));

/** A path parameter: null for a valid one of the route, else a hostile raw segment. */
export const hostileParam = fc.option(anyRawText, { freq: 2, nil: null });

/** Field names of API bodies, and keys that reach for prototypes. */
const fieldNames = [
  'email',
  'password',
  'code',
  'newPassword',
  'title',
  'name',
  'layout',
  'editPermission',
  'editRoles',
  'roleIds',
  'content',
  'text',
  'buildingBlock',
  'layoutPosition',
  'isPublished',
  'value',
  'key',
  'index',
  'guids',
  'listItemTypeName',
  'publishedOn',
  'metadata',
  'periodEnd',
  'firstName',
  'lastName',
  'properties',
  'isAdmin',
  'isContentManager',
  'label',
  'type',
  'visibleFor',
  'url',
  'timestamp',
  'level',
  'message',
  'data',
  'context',
  'addPermission',
  'addRoles',
  'pageNumber',
  'itemCount',
  'sort_by',
  'filter',
  'parentGuids',
  'highlight',
  'children',
  '__proto__',
  'constructor',
  'prototype',
  'a\u0000b',
] as const;

const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '',
    ' ',
    '__proto__',
    'constructor',
    '1e400',
    '2026-02-30T25:61:00Z',
    '<script>alert(1)</script>',
    'admin@plein.test',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.5, -1, 2 ** 31, 2 ** 63),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value built from hostile strings, numbers, API field names and prototype keys. */
const hostileJson = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    hostileString,
    hostileNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...fieldNames), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** Raw bodies JSON.stringify cannot make: nesting, huge literals, broken syntax. */
const rawBodies = fc.oneof(
  fc
    .constantFrom(63, 64, 65, 1000, 20_000)
    .chain((depth) =>
      fc.constantFrom(
        '['.repeat(depth) + ']'.repeat(depth),
        '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
      ),
    ),
  fc.constantFrom(
    '1e400',
    '[1e400]',
    '{"title":1e400,"email":-1e-400,"index":99999999999999999999999999}',
    '99999999999999999999999999999',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '[{"__proto__":null}]',
    '"\\ud800"',
    '{"a":"\\u0000"}',
    '{',
    '[1,]',
    '\u00ff\u00fe',
    '',
    'null',
  ),
);

/** A request body as text, or undefined for none. */
export const hostileBody = fc.option(
  fc.oneof(
    { weight: 3, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: hostileJson.map((value) => JSON.stringify([value])) },
    { weight: 2, arbitrary: rawBodies },
  ),
  { freq: 4, nil: undefined },
);

const headerValues: Record<string, readonly string[]> = {
  'Content-Type': [
    'application/json',
    'text/plain',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/json; charset="',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'image/png',
    'garbage',
  ],
  'Content-Encoding': ['gzip', 'deflate', 'br', 'zstd', 'compress'],
  Authorization: [
    'Bearer ',
    'Bearer x',
    'Basic YTpi',
    `Bearer ${'a'.repeat(5000)}`,
    'Bearer %00',
    'bearer a b c',
  ],
  Cookie: [
    'plein_session=%',
    'plein_session=%ED%A0%80',
    'XSRF-TOKEN=%00; XSRF-TOKEN=x',
    '__proto__=1; constructor=2',
    `plein_session=${'a'.repeat(3000)}`,
    '=; ;;=',
  ],
  Host: ['LOCALHOST', 'localhost:99999', '[::1', 'localhost.', 'x'.repeat(300)],
  'X-Request-Id': ['%00', 'a b', 'x'.repeat(300)],
  'X-Forwarded-Host': ['127.0.0.1', 'evil.test'],
  'Accept-Language': ['*', 'nl;q=2', ',,,', 'x'.repeat(500)],
  'If-None-Match': ['*', 'W/"x"', '"'],
};

/** Up to two hostile request headers (most requests keep their cookies and host). */
export const hostileHeaders = fc
  .array(
    fc.oneof(
      ...Object.entries(headerValues).map(([name, values]) =>
        fc.constantFrom(...values).map((value) => [name, value] as const),
      ),
    ),
    { maxLength: 2 },
  )
  .map((entries) => Object.fromEntries(entries) as Partial<Record<string, string>>);

/** One hostile request to one mounted route. */
export interface HostileRequest {
  route: MountedRoute;
  asAdmin: boolean;
  param: string | null;
  query: string;
  headers: Partial<Record<string, string>>;
  body: string | undefined;
}

/** Hostile requests to the given routes, anonymous or as a signed-in admin. */
export const hostileRequests = (routes: readonly MountedRoute[]): fc.Arbitrary<HostileRequest> =>
  fc.record({
    route: fc.constantFrom(...routes),
    asAdmin: fc.boolean(),
    param: hostileParam,
    query: hostileQuery,
    headers: hostileHeaders,
    body: hostileBody,
  });

/**
 * The route's path with its parameters filled in: each by `param` when given (raw, already
 * escaped), else by `valid(name)`. Escaped colons (`pages\:withName`) become plain ones.
 */
export function fillPath(
  path: string,
  param: string | null,
  valid: (name: string) => string,
): string {
  return path
    .split('\\:')
    .map((part) => part.replace(/:(\w+)/g, (_match, name: string) => param ?? valid(name)))
    .join(':');
}
