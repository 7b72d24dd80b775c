import { Writable } from 'node:stream';
import type { RenderResult } from '../entry-server';
import { render } from '../entry-server';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };

/** Where and for whom {@link serverRender} renders. */
export interface ServerRenderOptions {
  /** The host name the request came by (the tenant); `localhost` unless told. */
  host?: string;
  language?: 'nl' | 'en';
}

/**
 * The server's render of `path` against the API at `apiBaseUrl` (a fake API in tests), complete
 * (`waitForAll`), for a visitor without cookies.
 *
 * @example
 * const result = await serverRender(api.baseUrl, '/over-ons');
 */
export function serverRender(
  apiBaseUrl: string,
  path: string,
  { host = 'localhost', language = 'nl' }: ServerRenderOptions = {},
): Promise<RenderResult> {
  return render({
    url: `http://${host}${path}`,
    transport: { baseUrl: apiBaseUrl, host, side: 'server' },
    language,
    consent: null,
    assets: { scripts: [], islandScripts: [], styles: [] },
    logger: quiet,
    waitForAll: true,
  });
}

/**
 * The status and whole document of a server render of `path` (see {@link serverRender}).
 *
 * @example
 * const { status, html } = await renderedDocument(api.baseUrl, '/nergens');
 */
export async function renderedDocument(
  apiBaseUrl: string,
  path: string,
  options: ServerRenderOptions = {},
): Promise<{ status: number; html: string }> {
  const result = await serverRender(apiBaseUrl, path, options);
  if (result.kind !== 'html') throw new Error(`expected a page, got a ${result.kind}`);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', resolve);
    sink.on('error', reject);
    result.pipe(sink);
  });
  return { status: result.status, html: Buffer.concat(chunks).toString('utf8') };
}
