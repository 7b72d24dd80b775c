import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { Agent, fetch as undiciFetch } from 'undici';
import type { ApiTransport } from '@plein/api-client';
import { correlationIdHeader, hostWithoutPort } from '@plein/api-client';
import { freshUntilHeader } from '@plein/api';
import { requestInProcess } from './in-process-request';

/** Request headers the server-side calls pass on from the visitor. */
const forwardedHeaders = ['cookie', 'accept-language', 'x-correlation-id', 'x-request-id'];

/** The transport of one page request, which also tells how long its answers hold. */
export type PageTransport = ApiTransport & {
  /** The earliest `Plein-Fresh-Until` of the answers so far (ms since 1970), or null. */
  freshUntil(): number | null;
};

/** The server-side API calls of one page request. */
export interface ApiTransports {
  /** The transport of one page request, made for the visitor on `connection`. */
  forRequest(
    host: string,
    headers: Record<string, string | string[] | undefined>,
    correlationId: string,
    connection: Socket,
  ): PageTransport;
  close(): Promise<void>;
}

/**
 * The transports of server-side API calls to the API app in this process: each call is handed
 * to the app directly (`requestInProcess`), with no socket, HTTP parsing or compression between,
 * and with the visitor's connection details, as their own calls would have. A server that is
 * shutting down still answers its in-flight renders: nothing waits on a port that stopped
 * listening.
 */
export function createInProcessTransports(app: RequestHandler): ApiTransports {
  return {
    forRequest(host, headers, correlationId, connection) {
      const fresh = freshness();
      const fetchFn = (async (input: Request) => {
        const url = new URL(input.url);
        const body =
          input.method === 'GET' || input.method === 'HEAD'
            ? undefined
            : Buffer.from(await input.arrayBuffer());
        const answer = await requestInProcess(app, {
          connection,
          method: input.method,
          url: url.pathname + url.search,
          headers: { ...Object.fromEntries(input.headers), host },
          body,
        });
        fresh.see(answer.headers[freshUntilHeader.toLowerCase()]);
        const empty = answer.status === 204 || answer.status === 304 || input.method === 'HEAD';
        return new Response(empty ? null : new Uint8Array(answer.body), {
          status: answer.status,
          headers: responseHeaders(answer.headers),
        });
      }) as unknown as typeof fetch;
      return {
        baseUrl: `http://${hostWithoutPort(host)}`,
        fetchFn,
        headers: passedHeaders(headers, correlationId),
        host,
        side: 'server',
        freshUntil: fresh.until,
      };
    },
    close: () => Promise.resolve(),
  };
}

/** The earliest of the `Plein-Fresh-Until` times a page's answers carried. */
function freshness() {
  let earliest: number | null = null;
  return {
    see(value: unknown) {
      const time = typeof value === 'string' ? Date.parse(value) : NaN;
      if (!Number.isNaN(time) && (earliest === null || time < earliest)) earliest = time;
    },
    until: () => earliest,
  };
}

function responseHeaders(headers: OutgoingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, String(item));
  }
  return result;
}

/** The visitor's headers a server-side call passes on, and the correlation id. */
function passedHeaders(
  headers: Record<string, string | string[] | undefined>,
  correlationId: string,
): Record<string, string> {
  const passed: Record<string, string> = { [correlationIdHeader]: correlationId };
  for (const name of forwardedHeaders) {
    const value = headers[name];
    if (typeof value === 'string') passed[name] = value;
  }
  return passed;
}

/**
 * Builds the transports of server-side API calls to a separately deployed API (API_URL). Each
 * call keeps the visitor's host name in its URL (so the API resolves the same tenant and the
 * cache index is right), while the connection goes to the API.
 */
export function createApiTransports(target: { hostname: string; port: number }): ApiTransports {
  const agent = new Agent({
    connect: {
      lookup: (_hostname, options, callback) => {
        lookup(target.hostname, { all: true })
          .then((addresses: LookupAddress[]) => {
            if (options.all) callback(null, addresses);
            else callback(null, addresses[0]?.address ?? '127.0.0.1', addresses[0]?.family ?? 4);
          })
          .catch((error: NodeJS.ErrnoException) => callback(error, []));
      },
    },
  });
  // RTK Query hands over a global Request; undici's own fetch takes its parts (the two Request
  // classes differ), plus the dispatcher.
  const fetchFn = (async (input: Request) => {
    const body =
      input.method === 'GET' || input.method === 'HEAD' ? undefined : await input.arrayBuffer();
    return undiciFetch(input.url, {
      method: input.method,
      headers: [...input.headers],
      body,
      signal: input.signal,
      dispatcher: agent,
    });
  }) as unknown as typeof fetch;

  return {
    forRequest(host, headers, correlationId) {
      const fresh = freshness();
      const seeing = (async (input: Request) => {
        const response = await fetchFn(input);
        fresh.see(response.headers.get(freshUntilHeader));
        return response;
      }) as unknown as typeof fetch;
      return {
        baseUrl: `http://${hostWithoutPort(host)}:${target.port}`,
        fetchFn: seeing,
        headers: passedHeaders(headers, correlationId),
        host,
        side: 'server',
        freshUntil: fresh.until,
      };
    },
    close: () => agent.close(),
  };
}
