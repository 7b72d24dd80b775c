import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiErrorBody } from '@plein/api-client';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractSchemasFile,
  contractSchemasText,
  generateContractSchemas,
} from '../scripts/contract-schemas';
import { answerTypes, apiOperations } from '../src/openapi/catalogue';
import contractSchemas from '../src/openapi/contract-schemas.json' with { type: 'json' };
import type { ApiOperation } from '../src/openapi/operation';
import { operationId } from '../src/openapi/document';
import { queryParameters } from '../src/openapi/query-parameters';
import { servedOpenApiDocument } from '../src/openapi/routes';
import { fillPath } from './helpers/hostile-requests';
import { admin, Browser } from './helpers/identity';
import { mountedRoutes } from './helpers/mounted-routes';
import { answerChecker, requestBodyProblem } from './helpers/openapi-answers';
import { routeParameterFixture } from './helpers/route-parameters';
import type { RouteParameter } from './helpers/route-parameters';
import { testApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import type { TestDatabase } from './helpers/test-database';

// The OpenAPI description against the app itself: it is a valid OpenAPI 3.1 document, it lists
// exactly the routes the app mounts, its answer schemas are those of the current contract types,
// and what the routes answer matches it.
let db: TestDatabase;
let app: Express;
let scratch: string;
let adminBrowser: Browser;
let anonymous: Browser;
let params: RouteParameter[];
const unknownGuid = '00000000-0000-4000-8000-000000000000';
const check = answerChecker(contractSchemas);

beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  scratch = await mkdtemp(path.join(tmpdir(), 'plein-openapi-'));
  ({ app } = testApp(db, {
    images: {
      cacheDir: path.join(scratch, 'cache'),
      originalsDir: path.join(scratch, 'originals'),
      spoolDir: path.join(scratch, 'spool'),
      concurrency: 1,
    },
  }));
  anonymous = new Browser(app);
  await anonymous.prime();
  adminBrowser = new Browser(app);
  await adminBrowser.signIn(admin.email, admin.password);
  params = await routeParameterFixture(app, db.knex, adminBrowser);
}, 60_000);
afterAll(async () => {
  await db.close();
  await rm(scratch, { recursive: true, force: true });
});

/** Express's `/api/pages/:id` and `/api/pages\:withName` as OpenAPI paths. */
const openApiPath = (expressPath: string) =>
  expressPath
    .split('\\:')
    .map((part) => part.replace(/:(\w+)/g, '{$1}'))
    .join(':');

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * The operation's path with values that exist (or an unknown guid where none was made), its
 * required query parameters with their examples, and `extra` parameters.
 */
const concretePath = (operation: ApiOperation, extra: Record<string, string> = {}) => {
  const expressPath = operation.path.replace(/:/g, '\\:').replace(/\{(\w+)\}/g, ':$1');
  const value = params.find(({ prefix }) => operation.path.startsWith(prefix))?.value;
  const path = fillPath(expressPath, null, (name) =>
    name === 'number' || name === 'version' || name === 'part' ? '1' : (value ?? unknownGuid),
  );
  const required = queryParameters(operation.query).filter((parameter) => parameter.required);
  const query = new URLSearchParams({
    ...Object.fromEntries(required.map((parameter) => [parameter.name, parameter.example ?? ''])),
    ...extra,
  }).toString();
  return query ? `${path}?${query}` : path;
};

describe('the OpenAPI description', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(
      servedOpenApiDocument() as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route the app mounts, and no other', () => {
    const mounted = mountedRoutes(app).map((route) => key(route.method, openApiPath(route.path)));
    const documented = apiOperations.map((operation) => key(operation.method, operation.path));
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !mounted.includes(route))).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('describes answers with the schemas of the current contract types', async () => {
    const generated = contractSchemasText(generateContractSchemas(answerTypes(apiOperations)));
    // Stale after a contract type changed: run `pnpm --filter @plein/api openapi:contract`.
    expect(await readFile(contractSchemasFile, 'utf8')).toBe(generated);
  }, 60_000);

  it('is served at /api/openapi.json and as a reference page', async () => {
    const document = await anonymous.get('/api/openapi.json');
    expect(document.status).toBe(200);
    expect(document.body).toEqual(JSON.parse(JSON.stringify(servedOpenApiDocument())));
    const page = await anonymous.get('/api/reference');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const operation of apiOperations) {
      expect(page.text).toContain(`id="${operationId(operation)}"`);
    }
  });
});

describe('answers match the description', () => {
  it('for every read, signed in as an administrator and anonymously', async () => {
    const problems: string[] = [];
    let successes = 0;
    for (const operation of apiOperations.filter(({ method }) => method === 'get')) {
      const url = concretePath(operation);
      for (const browser of operation.access === 'public'
        ? [adminBrowser, anonymous]
        : [adminBrowser]) {
        const res = await browser.get(url);
        const problem = check(operation, res);
        if (problem) problems.push(`${problem} (${url})`);
        else if (res.status < 300) successes += 1;
      }
    }
    expect(problems).toEqual([]);
    // Most reads find what the fixture made. The rest answer 404 in the error body: its page
    // is a draft (so anonymous reads of it, its list and item are 404) and it makes no form.
    expect(successes).toBeGreaterThanOrEqual(55);
  });
});

describe('query parameters match the description', () => {
  const reads = () => apiOperations.filter(({ method }) => method === 'get');
  const refusedQuery = (res: { status: number; body: unknown }) =>
    res.status === 400 && (res.body as ApiErrorBody).error.code === 'invalid_query';

  it('describes every query parameter, with an example for every read', () => {
    const undescribed = apiOperations.flatMap((operation) =>
      queryParameters(operation.query)
        .filter(
          (parameter) =>
            !parameter.description ||
            (operation.method === 'get' && parameter.example === undefined),
        )
        .map((parameter) => `${key(operation.method, operation.path)} ${parameter.name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('accepts every documented parameter of a read with its example', async () => {
    const refused: string[] = [];
    let called = 0;
    for (const operation of reads()) {
      for (const parameter of queryParameters(operation.query)) {
        const url = concretePath(operation, { [parameter.name]: parameter.example ?? '' });
        const res = await adminBrowser.get(url);
        called += 1;
        if (refusedQuery(res)) refused.push(`${url}: ${res.text}`);
      }
    }
    expect(refused).toEqual([]);
    expect(called).toBeGreaterThanOrEqual(30);
  });

  it('refuses a parameter it does not document on every read but the probes', async () => {
    // The health probes read no input and answer a load balancer whatever URL it is set up with.
    const probes = new Set(['/healthz', '/readyz']);
    const accepted: string[] = [];
    for (const operation of reads().filter(({ path }) => !probes.has(path))) {
      const url = concretePath(operation, { undocumented: '1' });
      const res = await adminBrowser.get(url);
      const named = JSON.stringify((res.body as Partial<ApiErrorBody>).error?.details ?? null);
      if (!refusedQuery(res) || !named.includes('undocumented')) {
        accepted.push(`${url}: ${res.status} ${res.text.slice(0, 200)}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});

/** One call of the write flow: the operation's path with values filled in, and a body. */
interface Write {
  method: ApiOperation['method'];
  path: string;
  url: (made: Made) => string;
  body?: unknown;
}

/** What the write flow made so far. */
interface Made {
  page: string;
  block: string;
  role: string;
}

describe('write answers match the description', () => {
  it('for a page created, edited, published and trashed, and a role (bodies too)', async () => {
    const made: Made = { page: '', block: '', role: '' };
    const writes: Write[] = [
      {
        method: 'post',
        path: '/api/pages',
        url: () => '/api/pages',
        body: { name: 'beschreven', title: 'Beschreven', layout: '100' },
      },
      {
        method: 'put',
        path: '/api/pages/{id}',
        url: (m) => `/api/pages/${m.page}`,
        body: { name: 'beschreven', title: 'Beschreven API', layout: '25-75' },
      },
      {
        method: 'post',
        path: '/api/pages/{id}/blocks',
        url: (m) => `/api/pages/${m.page}/blocks`,
        body: {
          buildingBlock: 'hero',
          layoutPosition: 'main',
          content: { title: 'Beschreven API', text: 'Over de API.' },
        },
      },
      {
        method: 'put',
        path: '/api/buildingblockinstance/{guid}',
        url: (m) => `/api/buildingblockinstance/${m.block}`,
        body: { content: { title: 'Beschreven API', text: 'Over de API.' } },
      },
      {
        method: 'post',
        path: '/api/buildingblockinstance/{guid}/options',
        url: (m) => `/api/buildingblockinstance/${m.block}/options`,
        body: { size: 'large' },
      },
      {
        method: 'post',
        path: '/api/pages/{id}/presence',
        url: (m) => `/api/pages/${m.page}/presence`,
        body: { session: 'openapi-session' },
      },
      {
        method: 'post',
        path: '/api/pages/{id}/preview-links',
        url: (m) => `/api/pages/${m.page}/preview-links`,
        body: { expiresInHours: 24 },
      },
      {
        method: 'post',
        path: '/api/pages/{id}/published',
        url: (m) => `/api/pages/${m.page}/published`,
        body: { isPublished: true },
      },
      {
        method: 'put',
        path: '/api/pages/{id}/schedule',
        url: (m) => `/api/pages/${m.page}/schedule`,
        body: { publishAt: null, unpublishAt: null },
      },
      {
        method: 'delete',
        path: '/api/buildingblockinstance/{guid}',
        url: (m) => `/api/buildingblockinstance/${m.block}`,
      },
      {
        method: 'post',
        path: '/api/buildingblockinstance/{guid}:restore',
        url: (m) => `/api/buildingblockinstance/${m.block}:restore`,
      },
      {
        method: 'delete',
        path: '/api/pages/{id}/draft',
        url: (m) => `/api/pages/${m.page}/draft`,
      },
      { method: 'delete', path: '/api/pages/{id}', url: (m) => `/api/pages/${m.page}` },
      {
        method: 'post',
        path: '/api/pages/{id}:restore',
        url: (m) => `/api/pages/${m.page}:restore`,
      },
      { method: 'post', path: '/api/roles', url: () => '/api/roles', body: { name: 'Beschreven' } },
      {
        method: 'put',
        path: '/api/roles/{guid}',
        url: (m) => `/api/roles/${m.role}`,
        body: { name: 'Beschreven API' },
      },
      { method: 'delete', path: '/api/roles/{guid}', url: (m) => `/api/roles/${m.role}` },
    ];
    const problems: string[] = [];
    for (const write of writes) {
      const operation = apiOperations.find(
        ({ method, path }) => method === write.method && path === write.path,
      );
      expect(operation, `${write.method} ${write.path} is documented`).toBeDefined();
      const res = await adminBrowser.send(
        write.method.toUpperCase() as 'POST' | 'PUT' | 'DELETE',
        write.url(made),
        write.body,
      );
      const problem = check(operation!, res);
      if (problem) problems.push(problem);
      const bodyProblem = requestBodyProblem(operation!, write.body);
      if (bodyProblem) problems.push(bodyProblem);
      // Each write here is one that succeeds: a refusal would leave the rest untested.
      expect(res.status, `${write.method} ${write.path}: ${res.text}`).toBeLessThan(300);
      if (write.path === '/api/pages') made.page = (res.body as { guid: string }).guid;
      if (write.path === '/api/pages/{id}/blocks') made.block = (res.body as { guid: string }).guid;
      if (write.path === '/api/roles') made.role = (res.body as { guid: string }).guid;
    }
    expect(problems).toEqual([]);
  });
});
