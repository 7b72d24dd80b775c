import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { Agent, fetch as undiciFetch } from 'undici';
import type { ApiTransport } from '@plein/api-client';
import { correlationIdHeader, hostWithoutPort } from '@plein/api-client';

/** Request headers the server-side calls pass on from the visitor. */
const forwardedHeaders = ['cookie', 'accept-language', 'x-correlation-id', 'x-request-id'];

/**
 * Builds the transports of server-side API calls. Each call keeps the visitor's host name in its
 * URL (so the API resolves the same tenant and the cache index is right), while the connection
 * goes to the API: this server itself when the API runs in-process, or API_URL.
 */
export function createApiTransports(target: { hostname: string; port: number }) {
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
    /** The transport of one page request. */
    forRequest(
      host: string,
      headers: Record<string, string | string[] | undefined>,
      correlationId: string,
    ): ApiTransport {
      const passed: Record<string, string> = { [correlationIdHeader]: correlationId };
      for (const name of forwardedHeaders) {
        const value = headers[name];
        if (typeof value === 'string') passed[name] = value;
      }
      const hostName = hostWithoutPort(host);
      return {
        baseUrl: `http://${hostName}:${target.port}`,
        fetchFn,
        headers: passed,
        host,
        side: 'server',
      };
    },
    close: () => agent.close(),
  };
}
