import { request as httpRequest } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListItem, SiteAddress } from '@plein/api-client';
import { createServerLogger } from '@plein/logger/node';
import { render } from '../src/entry-server';
import { testUser } from '../src/test-support/fake-api';
import { createInProcessTransports } from './api-transport';
import { createFormRoutes } from './form-routes';
import { maskToken } from './form-token';
import { createPageHandler, createPageRenderer } from './page-handler';
import { createWebServer } from './web-server';

// Every redirect the web server builds from a request's path stays on the site (issue 31.2):
// the whole web server with the real renderer, in front of a stand-in for the API.

const primaryOrigin = 'https://www.plein.test';
/** A host name of the site that moves to its primary domain. */
const oldHost = 'oud.plein.test';
const sessionCookie = 'plein_session=ingelogd';
const xsrfCookie = 'J4cDXHYTCGt7opRisJ4Wq02xKs3DzDlzPyRAcQagfrU';
const item: ListItem = {
  guid: 'a1b2c3d4-0000-4000-8000-000000000001',
  shortId: '1002',
  title: 'Havenfeest',
  listItemTypeName: 'Nieuwsbericht',
  parentGuids: [],
  metadata: { description: '', periodEnd: null },
  publishedOn: '2025-02-01T10:00:00.000Z',
  isPublished: true,
  highlight: false,
  language: 'nl',
  blockGuid: 'c0ffee00-0000-4000-8000-000000000001',
  contentBuildingBlockInstances: [],
};

// The API's answers a redirect depends on; everything else is not found.
const api = express();
api.use((req, res) => {
  const host = req.headers.host ?? '';
  const signedIn = (req.headers.cookie ?? '').includes(sessionCookie);
  const route = `${req.method} ${req.path}`;
  if (route === 'GET /api/site-address') {
    res.json({
      origin: `http://${host}`,
      redirectOrigin: host.startsWith(oldHost) ? primaryOrigin : null,
    } satisfies SiteAddress);
  } else if (route === 'GET /api/profiles:loggedIn' && signedIn) {
    res.json(testUser({ isAdmin: true }));
  } else if (
    route === 'GET /api/listitem/short/1002' ||
    route === `GET /api/listitem/${item.guid}`
  ) {
    res.json(item);
  } else if (route === 'POST /api/auth/login') {
    res.json({ email: 'admin@plein.test' });
  } else {
    res.status(route.includes('loggedIn') ? 401 : 404).json({ error: { code: 'not_found' } });
  }
});

let server: Server;
let port: number;

beforeAll(async () => {
  const logger = createServerLogger({ level: 'silent' });
  const pages = {
    render: () => Promise.resolve(render),
    assets: () => Promise.resolve({ scripts: [], islandScripts: [], styles: [] }),
    transports: createInProcessTransports(api),
    logger,
  };
  const app = createWebServer({
    api: { kind: 'in-process', app: (_req, _res, next) => next() },
    pages: createPageHandler(pages),
    forms: createFormRoutes({
      api: { kind: 'in-process', app: api },
      renderPage: createPageRenderer(pages),
      logger,
    }),
    logger,
  });
  await new Promise<void>((resolve, reject) => {
    server = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve()));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request with its path sent as written (fetch would normalise `/\` and `//`). */
function send(
  method: 'GET' | 'POST',
  path: string,
  options: { host?: string; cookie?: string; form?: Record<string, string> } = {},
): Promise<{ status: number; location: string | undefined }> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `${options.host ?? 'plein.test'}:${port}`,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Whether a browser at `base` follows `location` to `base`'s own host (or the primary domain). */
function staysOnSite(location: string | undefined, base: string): boolean {
  if (!location) return false;
  const path = location.startsWith(`${primaryOrigin}/`)
    ? location.slice(primaryOrigin.length)
    : location;
  const target = new URL(location, base);
  return (
    /^\/(?![/\\])/.test(path) &&
    [new URL(base).host, new URL(primaryOrigin).host].includes(target.host)
  );
}

/** Path starts a browser (or a lenient server) may read as another host. */
const hostilePrefixes = [
  '//evil.example',
  '/\\evil.example',
  '//user@evil.example',
  '/\\/evil',
  '///evil.example',
  '/.//evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
];

/** Every route that answers with a redirect built from the request. */
const redirectingRoutes: {
  name: string;
  ask: (prefix: string) => ReturnType<typeof send>;
  status: number;
}[] = [
  {
    name: "a list item's canonical address",
    ask: (prefix) => send('GET', `${prefix}/i/1002`),
    status: 302,
  },
  {
    name: "a list item's canonical address, signed in",
    ask: (prefix) => send('GET', `${prefix}/i/1002?x=1`, { cookie: sessionCookie }),
    status: 302,
  },
  {
    name: 'the editor of a path without a page',
    ask: (prefix) => send('GET', `${prefix}/edit`, { cookie: sessionCookie }),
    status: 302,
  },
  {
    name: 'the sign-in a visitor is sent to',
    ask: (prefix) => send('GET', `${prefix}/edit`),
    status: 302,
  },
  {
    name: 'the move to the primary domain',
    ask: (prefix) => send('GET', `${prefix}/nieuws?pagina=2`, { host: oldHost }),
    status: 301,
  },
  {
    name: 'the return after signing in without JavaScript',
    ask: (prefix) =>
      send('POST', `/login?returnTo=${encodeURIComponent(decodeURIComponent(prefix))}%2Fx`, {
        cookie: `XSRF-TOKEN=${xsrfCookie}`,
        form: {
          email: 'admin@plein.test',
          password: 'een-wachtwoord',
          xsrfToken: maskToken(xsrfCookie),
        },
      }),
    status: 303,
  },
];

describe('redirects built from a hostile path', () => {
  describe.each(redirectingRoutes)('$name', ({ ask, status }) => {
    it.each(hostilePrefixes)('stays on the site for %j', async (prefix) => {
      const answer = await ask(prefix);
      expect(answer.status).toBe(status);
      expect(answer.location, `Location: ${answer.location}`).toSatisfy((location: string) =>
        staysOnSite(location, 'http://plein.test'),
      );
    });
  });

  it('still sends a list item to its own address, keeping the query', async () => {
    const answer = await send('GET', '/nieuws/i/1002?pagina=2');
    expect(answer).toEqual({
      status: 302,
      location: `/nieuws/i/${item.guid}/havenfeest?pagina=2`,
    });
  });
});
