import type { Socket } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { requestInProcess } from './in-process-request';

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
