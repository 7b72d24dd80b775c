import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sessionCookieName } from '@plein/api-client';
import type { Express } from 'express';
import fc from 'fast-check';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryResponseCache } from '../src/http/response-cache';
import { apiOperations } from '../src/openapi/catalogue';
import type { ApiOperation } from '../src/openapi/operation';
import { queryParameters } from '../src/openapi/query-parameters';
import { fillPath, hostileRequests } from './helpers/hostile-requests';
import type { HostileRequest } from './helpers/hostile-requests';
import { admin, Browser } from './helpers/identity';
import { mountedRoutes } from './helpers/mounted-routes';
import { routeParameterFixture } from './helpers/route-parameters';
import { bodySchema, hostileShapedBodies } from './helpers/shaped-bodies';
import type { RouteParameter } from './helpers/route-parameters';
import type { MountedRoute } from './helpers/mounted-routes';
import { testApp } from './helpers/test-app';
import type { LogLines } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// Every route the API mounts, walked with hostile paths, queries, headers and bodies, anonymous
// and as a signed-in admin: whatever comes in, the answer is never a 5xx, and every error answer
// has the API's error body. Fixed seed and run count, so a failure replays and the file stays fast.
const seed = 20_261_124;
const numRuns = 1000;

let db: TestDatabase;
let app: Express;
let logs: LogLines;
let routes: MountedRoute[];
let anonymous: Browser;
let adminBrowser: Browser;
let scratch: string;
const unknownGuid = '00000000-0000-4000-8000-000000000000';
/** A valid value for each kind of path parameter, by the path it belongs to. */
let validParams: RouteParameter[];

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  scratch = await mkdtemp(path.join(tmpdir(), 'plein-fuzz-'));
  ({ app, logs } = testApp(db, {
    cache: createMemoryResponseCache(),
    images: {
      cacheDir: path.join(scratch, 'cache'),
      originalsDir: path.join(scratch, 'originals'),
      spoolDir: path.join(scratch, 'spool'),
      concurrency: 1,
    },
    // Hostile sign-ins must not lock the admin (or this test's one IP address) out.
    identity: { login: { maxFailuresPerAccount: 1e6, maxFailuresPerIp: 1e6, windowMs: 60_000 } },
  }));
  routes = mountedRoutes(app);

  anonymous = new Browser(app);
  await anonymous.prime();
  adminBrowser = new Browser(app);
  await adminBrowser.signIn(admin.email, admin.password);

  validParams = await routeParameterFixture(app, db.knex, adminBrowser);
}, 60_000);
afterAll(async () => {
  await db.close();
  await rm(scratch, { recursive: true, force: true });
});

const validParam = (route: MountedRoute) => () =>
  validParams.find(({ prefix }) => route.path.startsWith(prefix))?.value ?? unknownGuid;

/** Sends one hostile request as anonymous or the admin, keeping the admin signed in. */
async function send(request: HostileRequest): Promise<Response> {
  const { route } = request;
  const browser = request.asAdmin ? adminBrowser : anonymous;
  const url = fillPath(route.path, request.param, validParam(route)) + request.query;
  const test = browser.send(route.method, url);
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) test.set(name, value);
  }
  if (request.body !== undefined) {
    if (request.headers['Content-Type'] === undefined) test.set('Content-Type', 'application/json');
    test.send(request.body);
  }
  const res = await test;
  // A hostile logout (or a session cookie the answer cleared) ends the admin's session.
  if (request.asAdmin && !adminBrowser.cookies.has(sessionCookieName)) {
    await adminBrowser.signIn(admin.email, admin.password);
  }
  return res;
}

/** The stack of the last error the app logged, to say why a request failed. */
const lastLoggedError = () =>
  logs.findLast((line) => (line.err as { stack?: string } | undefined)?.stack?.includes('/src/'))
    ?.err as { stack?: string } | undefined;

/** The error the app logged for the request that `res` answers, found by its request id. */
const loggedErrorOf = (res: Response) =>
  logs.findLast(
    (line) =>
      (line.req as { id?: unknown } | undefined)?.id === res.headers['x-request-id'] &&
      (line.err as { stack?: string } | undefined)?.stack,
  )?.err as { stack?: string } | undefined;

/** What a client must see: never a 5xx, and an error answer in the API's error shape. */
function expectClientAnswer(request: HostileRequest, res: Response): void {
  const answer = `${res.status} ${(res.text ?? '').slice(0, 300)}`;
  const cause = res.status >= 500 ? `\n${lastLoggedError()?.stack ?? ''}` : '';
  const what = `${request.route.method} ${request.route.path} -> ${answer}${cause}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body, what).toMatchObject({
      error: { code: expect.any(String) as string, message: expect.any(String) as string },
    });
  }
}

describe('hostile requests to every route', () => {
  it('finds every route of every area, nested routers included', () => {
    const named = routes.map((route) => `${route.method} ${route.path}`);
    expect(named).toEqual(
      expect.arrayContaining([
        'GET /healthz',
        'GET /api/pages/:id',
        'POST /api/auth/login',
        'GET /api/profiles\\:loggedIn',
        'PUT /api/listitem/:guid',
        'POST /api/log',
        'GET /a/:guid',
        'POST /a/upload',
        'DELETE /cache_invalidate',
      ]),
    );
    expect(routes.length).toBeGreaterThan(60);
  });

  it('answers each route’s canonical hostile inputs without a 5xx', async () => {
    const cases: Omit<HostileRequest, 'route' | 'asAdmin'>[] = [
      { param: '%00', query: '', headers: {}, body: undefined },
      { param: '%ED%A0%80', query: '', headers: {}, body: undefined },
      { param: null, query: '?__proto__=1&constructor=%00', headers: {}, body: undefined },
      { param: null, query: '', headers: {}, body: '['.repeat(20_000) + ']'.repeat(20_000) },
      {
        param: null,
        query: '',
        headers: {},
        body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
      },
      {
        param: null,
        query: '',
        headers: {},
        body: '{"title":1e400,"email":[],"name":{},"value":-1,"index":99999999999999999999999}',
      },
      { param: null, query: '', headers: {}, body: '{"title":"\\u0000","name":"\\ud800"}' },
    ];
    for (const route of routes) {
      for (const asAdmin of [false, true]) {
        for (const hostile of cases) {
          const request = { route, asAdmin, ...hostile };
          expectClientAnswer(request, await send(request));
        }
      }
    }
  }, 120_000);

  it('answers random hostile requests without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequests(routes), async (request) => {
        expectClientAnswer(request, await send(request));
      }),
      { seed, numRuns, endOnFailure: true },
    );
  }, 120_000);

  it('answers every write, its body shaped as described but with parts of the wrong type, without a 5xx', async () => {
    const mounted = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const writes = apiOperations.filter(({ method }) => method !== 'get').map(asMounted);
    // From the catalogue, so each write has its described body; the catalogue holds every
    // route the app mounts (openapi.test.ts), and here every mounted write is in it.
    const described = new Set(writes.map(({ route }) => `${route.method} ${route.path}`));
    expect(
      routes.filter(
        (route) => route.method !== 'GET' && !described.has(`${route.method} ${route.path}`),
      ),
    ).toEqual([]);
    expect(writes.filter(({ route }) => !mounted.has(`${route.method} ${route.path}`))).toEqual([]);

    // Each 5xx once per route and place in the source, with a body that caused it.
    const crashes = new Map<string, string>();
    const unreached: string[] = [];
    // Writes with a body first: those without one include deletes of what the paths name.
    const ordered = [...writes].sort(
      (a, b) => Number(!bodySchema(a.operation)) - Number(!bodySchema(b.operation)),
    );
    for (const { operation, route, query } of ordered) {
      const bodies = hostileShapedBodies(operation);
      // A few at a time, as a browser would: this walks thousands of bodies. Writes without a
      // described body (sign-out among them) go one by one.
      const together = bodySchema(operation) ? 4 : 1;
      let refused = false;
      for (let start = 0; start < bodies.length; start += together) {
        await Promise.all(
          bodies.slice(start, start + together).map(async (body) => {
            const request = { route, asAdmin: true, param: null, query, headers: {}, body };
            const res = await send(request);
            if (res.status >= 500) {
              const stack = loggedErrorOf(res)?.stack ?? '';
              const where = stack.split('\n').find((line) => line.includes('/src/')) ?? '';
              crashes.set(
                `${route.method} ${route.path} ${where.trim()}`,
                `${stack.split('\n')[0]} <- ${body.slice(0, 300)}`,
              );
            } else expectClientAnswer(request, res);
            refused ||= refusesBody(res);
          }),
        );
      }
      // Each described body was checked, not turned away before (an unknown path, a refusal).
      if (bodySchema(operation) && !refused) unreached.push(`${route.method} ${route.path}`);
    }
    expect([...crashes].map(([where, cause]) => `${where}: ${cause}`)).toEqual([]);
    expect(unreached).toEqual([]);
  }, 300_000);
});

/** An operation as the route it is mounted as, with its required query parameters' examples. */
function asMounted(operation: ApiOperation): {
  operation: ApiOperation;
  route: MountedRoute;
  query: string;
} {
  const path = operation.path.replace(/:/g, '\\:').replace(/\{(\w+)\}/g, ':$1');
  const required = queryParameters(operation.query).filter((parameter) => parameter.required);
  const query = new URLSearchParams(
    required.map((parameter) => [parameter.name, parameter.example ?? '']),
  ).toString();
  return {
    operation,
    route: { method: operation.method.toUpperCase() as MountedRoute['method'], path },
    query: query ? `?${query}` : '',
  };
}

/** A refusal of the body: 400, or a verification call's 200 `BadRequest` (its contract). */
const refusesBody = (res: Response) =>
  res.status === 400 || (res.body as { result?: unknown } | undefined)?.result === 'BadRequest';
