import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import type { ApplicationUser } from '@plein/api-client';
import { makeStore } from '@plein/state-store';
import type { AppStore } from '@plein/state-store';

/** One canned answer of the fake API. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * A tiny HTTP server standing in for the API in unit tests: answers by method and path from a
 * table the test fills, and records what was asked (with the request's headers).
 */
export async function startFakeApi() {
  const answers = new Map<string, FakeAnswer>();
  const requests: { method: string; url: string; body: string; headers: IncomingHttpHeaders }[] =
    [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({
        method: req.method ?? 'GET',
        url: req.url ?? '',
        body,
        headers: req.headers,
      });
      const path = (req.url ?? '').split('?')[0] ?? '';
      const answer = answers.get(`${req.method} ${path}`) ?? {
        status: 404,
        body: { error: { code: 'not_found', message: 'No such resource.' } },
      };
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    requests,
    /** Sets the answer of `METHOD /path`. */
    answer: (route: string, answer: FakeAnswer) => answers.set(route, answer),
    reset: () => {
      answers.clear();
      requests.length = 0;
    },
    /** A store whose API calls go to this server (as the web server's stores do). */
    store: (): AppStore => makeStore({ transport: { baseUrl, host: 'localhost', side: 'server' } }),
    /** A store whose calls reach nothing (a network failure). */
    unreachableStore: (): AppStore =>
      makeStore({
        transport: { baseUrl: 'http://127.0.0.1:9', host: 'localhost', side: 'server' },
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A signed-in user as the API answers it. */
export function testUser(overrides: Partial<ApplicationUser> = {}): ApplicationUser {
  return {
    guid: '3f0b1c2d-0000-4000-8000-000000000001',
    email: 'jan@example.org',
    firstName: 'Jan',
    middleName: 'de',
    lastName: 'Vries',
    properties: [{ key: 'notificationClose', value: '10' }],
    isAdmin: false,
    isMett: false,
    isDeveloper: false,
    isContentManager: false,
    isActive: true,
    roleIds: [],
    termsOfUseVersionAccepted: 1,
    emailVerified: true,
    ...overrides,
  };
}

/** The fake API a test answers from (`startFakeApi`). */
export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;
