import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiCaller } from './api-call';

let remote: Server;
let remoteUrl: string;
let seen: { url?: string; headers: IncomingHttpHeaders; body: string } | null = null;

beforeAll(async () => {
  remote = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen = { url: req.url, headers: req.headers, body };
      res.setHeader('Set-Cookie', ['plein_session=s; Path=/; HttpOnly']);
      res.setHeader('Content-Type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => remote.close(() => resolve())));

/** The parts of a visitor's request the caller reads. */
const visitorRequest = {
  headers: {
    host: 'www.plein.test',
    cookie: 'XSRF-TOKEN=abc',
    'user-agent': 'Browser/1.0',
    'x-forwarded-for': '198.51.100.1',
    authorization: 'Bearer not-passed-on',
  },
  socket: { remoteAddress: '203.0.113.7' },
  secure: false,
} as unknown as Request;

describe('calling a remote API for a visitor', () => {
  it('sends the JSON body with the visitor’s host, cookie and address, as the /api proxy does', async () => {
    const callApi = createApiCaller({ kind: 'remote', url: remoteUrl });
    const answer = await callApi(visitorRequest, {
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'a@b.c', password: 'geheim' },
      xsrfToken: 'abc',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true },
      headers: { 'set-cookie': ['plein_session=s; Path=/; HttpOnly'] },
    });
    expect(seen?.url).toBe('/api/auth/login');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ email: 'a@b.c', password: 'geheim' });
    expect(seen?.headers).toMatchObject({
      host: 'www.plein.test',
      cookie: 'XSRF-TOKEN=abc',
      'user-agent': 'Browser/1.0',
      'content-type': 'application/json',
      'x-xsrf-token': 'abc',
      'x-forwarded-for': '198.51.100.1, 203.0.113.7',
      'x-forwarded-proto': 'http',
    });
    expect(seen?.headers.authorization).toBeUndefined();
  });
});
