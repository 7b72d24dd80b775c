import type { AddressInfo, Socket } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { requestLogging } from '@plein/api';
import { createServerLogger } from '@plein/logger/node';
import { render } from '../src/entry-server';
import { createInProcessTransports } from './api-transport';
import { requestInProcess } from './in-process-request';
import { createPageHandler } from './page-handler';

const visitor = { remoteAddress: '203.0.113.7', remotePort: 51234 } as Socket;

const app = express();
app.post('/echo', express.json(), (req, res) => {
  res.cookie('seen', 'yes', { path: '/' });
  res
    .status(201)
    .json({ ip: req.ip, secure: req.secure, host: req.get('host'), body: req.body as unknown });
});

describe('a request to an app in this process', () => {
  it('reaches the app with the visitor’s address, headers and body, and brings back its answer', async () => {
    const answer = await requestInProcess(app, {
      connection: visitor,
      method: 'POST',
      url: '/echo',
      headers: { host: 'plein.test', 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ hello: 'wereld' })),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['set-cookie']).toEqual(['seen=yes; Path=/']);
    expect(JSON.parse(answer.body.toString())).toEqual({
      ip: '203.0.113.7',
      secure: false,
      host: 'plein.test',
      body: { hello: 'wereld' },
    });
  });

  it('tells the app the visitor came over TLS when they did', async () => {
    const answer = await requestInProcess(app, {
      connection: { ...visitor, encrypted: true } as unknown as Socket,
      method: 'POST',
      url: '/echo',
      headers: { host: 'plein.test', 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    expect((JSON.parse(answer.body.toString()) as { secure: boolean }).secure).toBe(true);
  });

  it('fails when nothing in the app answers', async () => {
    await expect(
      requestInProcess(app, { connection: visitor, method: 'POST', url: '/nothing', headers: {} }),
    ).rejects.toThrow('Nothing answered /nothing');
  });
});

/** A logger whose lines the test reads back, parsed. */
function capturedLogger() {
  const lines: { msg?: string; res?: { statusCode?: unknown } }[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      }
      done();
    },
  });
  return { logger: createServerLogger({ level: 'info', destination }), lines };
}

describe('the log of in-process calls', () => {
  it('logs a call as completed with its status, as a call over HTTP', async () => {
    const { logger, lines } = capturedLogger();
    const api = express();
    api.use(requestLogging(logger));
    api.get('/api/ding', (_req, res) => res.status(201).json({}));
    await requestInProcess(api, {
      connection: visitor,
      method: 'GET',
      url: '/api/ding',
      headers: {},
    });
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 201 } });
  });

  it('logs no call of a page render as aborted or without a status', async () => {
    const { logger, lines } = capturedLogger();
    // The API's request log before a stand-in that has nothing (the page becomes not found).
    const api = express();
    api.use(requestLogging(logger));
    api.use((_req, res) => res.status(404).json({ error: { code: 'not_found' } }));
    const pages = express();
    pages.get(
      '/{*path}',
      createPageHandler({
        render: () => Promise.resolve(render),
        assets: () => Promise.resolve({ scripts: [], islandScripts: [], styles: [] }),
        transports: createInProcessTransports(api),
        logger: createServerLogger({ level: 'silent' }),
      }),
    );
    const server = pages.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/over-ons`);
      expect(response.status).toBe(404);
      await response.text();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const calls = lines.filter((line) => line.res !== undefined);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.filter((line) => line.msg !== 'request completed')).toEqual([]);
    expect(calls.filter((line) => typeof line.res?.statusCode !== 'number')).toEqual([]);
  });
});
