import { IncomingMessage, ServerResponse } from 'node:http';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler, Response } from 'express';

/** One request to send to an app in this process. */
export interface InProcessRequest {
  /** The visitor's connection: the app sees its address and whether it was TLS. */
  connection: Socket;
  method: string;
  /** Path and query, e.g. `/api/auth/login`. */
  url: string;
  headers: IncomingHttpHeaders;
  body?: Buffer;
}

/** What the app answered. */
export interface InProcessAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * Sends one request to an Express app in this process, without a network hop, and collects its
 * answer. The request carries the visitor's connection details, so the app sees the same client
 * as on a direct call: the API's per-address sign-in limits count the visitor, not this server
 * (over loopback every visitor would share one address).
 *
 * @example
 * const answer = await requestInProcess(apiApp, { connection: req.socket, method: 'POST', url, headers, body });
 */
export function requestInProcess(
  app: RequestHandler,
  request: InProcessRequest,
): Promise<InProcessAnswer> {
  return new Promise((resolve, reject) => {
    const req = new IncomingMessage(connectionLike(request.connection));
    req.method = request.method;
    req.url = request.url;
    req.httpVersion = '1.1';
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    const body = request.body ?? Buffer.alloc(0);
    req.headers = { ...request.headers, 'content-length': String(body.length) };
    if (body.length > 0) req.push(body);
    req.push(null);
    req.complete = true;

    const res = new ServerResponse(req);
    // No socket ever sends this answer, so Node would call it neither sent nor ended: a request
    // logger (the API's pino-http) would log every call as aborted, with no status. Once the app
    // ends it, the answer is complete.
    let ended = false;
    Object.defineProperties(res, {
      headersSent: { get: () => ended },
      writableEnded: { get: () => ended },
      writableFinished: { get: () => ended },
    });
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') {
        chunks.push(
          Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
        );
      } else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    // The answer is kept here instead of going to a socket; `finish` tells the app's request
    // logger the answer is complete, as it would after a real one.
    Object.assign(res, {
      write(chunk: unknown, encoding?: unknown) {
        collect(chunk, encoding);
        return true;
      },
      end(chunk?: unknown, encoding?: unknown) {
        if (typeof chunk !== 'function') collect(chunk, encoding);
        ended = true;
        resolve({
          status: res.statusCode,
          headers: answerHeaders(res),
          body: Buffer.concat(chunks),
        });
        res.emit('finish');
        return res;
      },
    });
    app(req as Request, res as Response, (error?: unknown) =>
      reject(error instanceof Error ? error : new Error(`Nothing answered ${request.url}`)),
    );
  });
}

/** The answer's headers as a client reads them: `set-cookie` always a list. */
function answerHeaders(res: ServerResponse): OutgoingHttpHeaders {
  const headers = res.getHeaders();
  const cookies = headers['set-cookie'];
  if (cookies !== undefined && !Array.isArray(cookies)) headers['set-cookie'] = [String(cookies)];
  return headers;
}

/**
 * What Node and Express read of a request's socket (address, TLS, flow control), taken from the
 * visitor's connection. Nothing the app does to it reaches the real socket.
 */
function connectionLike(socket: Socket): Socket {
  const connection = {
    remoteAddress: socket.remoteAddress,
    remoteFamily: socket.remoteFamily,
    remotePort: socket.remotePort,
    localAddress: socket.localAddress,
    localPort: socket.localPort,
    encrypted: (socket as Partial<TLSSocket>).encrypted === true ? true : undefined,
    readable: true,
    writable: false,
    destroyed: true,
    resume: () => connection,
    pause: () => connection,
    destroy: () => connection,
    on: () => connection,
    once: () => connection,
    off: () => connection,
    removeListener: () => connection,
  };
  return connection as unknown as Socket;
}
