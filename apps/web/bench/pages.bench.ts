// `pnpm bench:pages`: the visitor-speed figures of issue 11, measured on the production build
// (run `pnpm build` first) on this machine, side by side in one run. Prints figures, no verdicts.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startPlatform } from '../e2e/platform';
import type { RenderRequest, RenderResult } from '../src/entry-server';
import { readClientAssets } from '../server/client-manifest';
import { findPublicPages } from './public-pages';

// The renderer measured here runs in this process: production React, as on the server.
process.env.NODE_ENV = 'production';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rssSeconds = Number(process.env.BENCH_RSS_SECONDS ?? 60);
const host = 'localhost';

interface Load {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(
  url: string,
  connections: number,
  headers: Record<string, string>,
  duration = seconds,
): Promise<Load> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A kept-alive connection the server closed as the request went out: sent again, and counted. */
function closedByServer(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return cause?.code === 'UND_ERR_SOCKET';
}

/** One request at a time: median and p99 in ms. */
async function idle(url: string, headers: Record<string, string>, runs = 300) {
  const samples: number[] = [];
  let resent = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers }).catch((error: unknown) => {
      if (!closedByServer(error) || resent++ > 0) throw error;
      return fetch(url, { headers });
    });
    await response.arrayBuffer();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) =>
    samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)]!;
  return { p50: at(0.5).toFixed(2), p99: at(0.99).toFixed(2), resent };
}

/**
 * The gzip size of the JavaScript a visitor's page loads: its bootstrap script and the islands it
 * holds (`data-island`), each with its static imports, as the manifest lists them.
 */
function pageJavaScript(html: string): { files: number; gzipKb: string; rawKb: string } {
  const dist = fileURLToPath(new URL('../dist/client/', import.meta.url));
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const entries = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, src]) =>
    byFile.get(src!),
  );
  // The entry loads the islands' runtime after the first paint, and that the page's islands.
  const islands = [...html.matchAll(/data-island="([a-z-]+)"/g)].map(
    ([, name]) => `src/islands/${name}-island.tsx`,
  );
  if (entries.includes('src/entry-islands.ts')) islands.push('src/islands/hydrate-islands.tsx');
  const seen = new Set<string>();
  const visit = (key: string | undefined) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  [...entries, ...islands].forEach(visit);
  let gzip = 0;
  let raw = 0;
  for (const key of seen) {
    const bytes = readFileSync(dist + manifest[key]!.file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: seen.size, gzipKb: (gzip / 1024).toFixed(1), rawKb: (raw / 1024).toFixed(1) };
}

/** The JavaScript of each public page type of the demo tenant, as a visitor gets it. */
async function publicJavaScript(origin: string) {
  const types = [];
  for (const { type, path } of await findPublicPages(origin, host)) {
    const html = await (await fetch(`${origin}${path}`, { headers: { host } })).text();
    types.push({ name: `${type} ${path}`.slice(0, 50), ...pageJavaScript(html) });
  }
  return types;
}

/** Headers Node's server writes by itself: not replayed. */
const ownHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** The bytes of an answer as sent (not decompressed), their encoding and its other headers. */
function bytesOf(url: string, headers: Record<string, string>) {
  return new Promise<{ encoding: string; bytes: Buffer; headers: [string, string][] }>(
    (resolve, reject) => {
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        const sent: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!ownHeaders.has(name.toLowerCase())) sent.push([name, res.rawHeaders[i + 1]!]);
        }
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            bytes: Buffer.concat(chunks),
            headers: sent,
          }),
        );
      }).on('error', reject);
    },
  );
}

/**
 * A bare node:http server in a process of its own (as the platform runs, not beside autocannon)
 * answering every request with `body` and `headers`; its URL and a way to stop it.
 */
async function startRawServer(body: Buffer, headers: [string, string][]) {
  const raw = spawn(
    process.execPath,
    [
      '-e',
      `const body = Buffer.from(process.env.BODY, 'base64');
       const headers = JSON.parse(process.env.HEADERS);
       require('node:http').createServer((_req, res) => {
         for (const [name, value] of headers) res.appendHeader(name, value);
         res.end(body);
       }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`,
    ],
    { env: { ...process.env, BODY: body.toString('base64'), HEADERS: JSON.stringify(headers) } },
  );
  const port = await new Promise<string>((resolve) =>
    raw.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}/`, stop: () => raw.kill() };
}

/** Autocannon against a fresh URL each request: every page is rendered (a first hit). */
async function loadFirstHits(origin: string, connections: number): Promise<Load> {
  let n = 0;
  const result = await autocannon({
    url: `${origin}/`,
    connections,
    duration: seconds,
    headers: { host, 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request) => ({ ...request, path: `/?first=${(n += 1)}` }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * Renders per second of the same page by the server renderer alone, on one thread, with the
 * API's answers replayed from memory: what rendering the React tree costs, without the API, the
 * database, HTTP or the cache.
 */
async function bareRenders(origin: string): Promise<number> {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const { render } = (await import(`${dist}ssr/entry-server.js`)) as {
    render: (request: RenderRequest) => Promise<RenderResult>;
  };
  const assets = await readClientAssets(`${dist}client/.vite/manifest.json`);
  const answers = new Map<string, { status: number; type: string; body: ArrayBuffer }>();
  const recording = (async (input: Request) => {
    const path = new URL(input.url).pathname + new URL(input.url).search;
    let answer = answers.get(path);
    if (!answer) {
      const response = await fetch(`${origin}${path}`, { headers: { host } });
      answer = {
        status: response.status,
        type: response.headers.get('content-type') ?? 'application/json',
        body: await response.arrayBuffer(),
      };
      answers.set(path, answer);
    }
    return new Response(answer.status === 204 ? null : answer.body.slice(0), {
      status: answer.status,
      headers: { 'content-type': answer.type },
    });
  }) as unknown as typeof fetch;
  const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
  const once = async () => {
    const result = await render({
      url: `http://${host}/`,
      transport: { baseUrl: `http://${host}`, fetchFn: recording, host, side: 'server' },
      language: 'nl',
      consent: null,
      assets,
      logger: quiet,
      waitForAll: true,
    });
    if (result.kind !== 'html') throw new Error('The home page redirected');
    await new Promise<void>((resolve) => {
      const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
      sink.on('finish', resolve);
      result.pipe(sink);
    });
  };
  for (let i = 0; i < 50; i += 1) await once();
  const start = performance.now();
  let renders = 0;
  while (performance.now() - start < seconds * 1000) {
    await once();
    renders += 1;
  }
  return Math.round(renders / ((performance.now() - start) / 1000));
}

function rssMb(pid: number): string {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return (kb / 1024).toFixed(0);
}

const platform = await startPlatform({ env: { LOG_LEVEL: 'warn' } });
// The demo tenant by its own name: fetch() does not let a Host header through.
const origin = `http://${host}:${platform.port}`;
const visitor = { host, 'accept-encoding': 'br, gzip' };
try {
  // The page a visitor gets (from the cache, compressed), and bare node:http servers sending
  // the same bytes.
  await fetch(`${origin}/`, { headers: visitor });
  const { encoding, bytes: sameBytes, headers: sameHeaders } = await bytesOf(`${origin}/`, visitor);
  // The comparison: the same body with only its type and encoding; and the same answer
  // whole (security headers, the visitor's XSRF cookie, ETag), which a page must send.
  const rawBody = await startRawServer(sameBytes, [
    ['Content-Type', 'text/html; charset=utf-8'],
    ...(encoding === 'identity' ? [] : ([['Content-Encoding', encoding]] as [string, string][])),
  ]);
  const rawLoad = await load(rawBody.url, 32, visitor);
  rawBody.stop();
  const rawWhole = await startRawServer(sameBytes, sameHeaders);
  const rawWholeLoad = await load(rawWhole.url, 32, visitor);
  rawWhole.stop();
  const pageLoad = await load(`${origin}/`, 32, visitor);
  // A session cookie makes every request render anew (signed-in visitors are never cached).
  const uncached = await load(`${origin}/`, 32, { ...visitor, cookie: 'plein_session=bench' });

  const firstHits = await loadFirstHits(origin, 8);
  const bare = await bareRenders(origin);

  const single = await idle(`${origin}/`, visitor);
  const singleUncached = await idle(
    `${origin}/`,
    { ...visitor, cookie: 'plein_session=bench' },
    100,
  );

  const pages = (await (await fetch(`${origin}/api/pages`, { headers: { host } })).json()) as
    { items?: { guid?: string; id?: string }[] } | { guid?: string; id?: string }[];
  const first = Array.isArray(pages) ? pages[0] : pages.items?.[0];
  const pageId = first?.guid ?? first?.id;
  const apiLoad = pageId ? await load(`${origin}/api/pages/${pageId}`, 64, { host }) : null;

  const js = await publicJavaScript(origin);

  await load(`${origin}/`, 32, visitor, rssSeconds);
  const rss = rssMb(platform.pid);

  const row = (name: string, value: string) => console.log(`${name.padEnd(70)} ${value}`);
  console.log(
    `\nVisitor speed (production build, ${seconds} s per load, autocannon on loopback)\n`,
  );
  row('page size sent (bytes, ' + encoding + ')', String(sameBytes.length));
  row('raw node:http, same bytes, 32 connections', `${rawLoad.rps} req/s, p99 ${rawLoad.p99} ms`);
  row(
    'GET / anonymous (HTML cache), 32 connections',
    `${pageLoad.rps} req/s, p99 ${pageLoad.p99} ms, non-2xx ${pageLoad.non2xx}`,
  );
  row('  ratio to raw node:http', `${(pageLoad.rps / rawLoad.rps).toFixed(3)}x`);
  row(
    'raw node:http, same headers and bytes, 32 connections',
    `${rawWholeLoad.rps} req/s, p99 ${rawWholeLoad.p99} ms`,
  );
  row(
    '  ratio to raw node:http sending the whole answer',
    `${(pageLoad.rps / rawWholeLoad.rps).toFixed(3)}x`,
  );
  row(
    'first hits (a new URL each: rendered, kept), 8 connections',
    `${firstHits.rps} req/s, p99 ${firstHits.p99} ms, non-2xx ${firstHits.non2xx}`,
  );
  row('bare server render of the same page (one thread, answers replayed)', `${bare} renders/s`);
  row('  ratio of first hits to bare renders', `${(firstHits.rps / bare).toFixed(2)}x`);
  row(
    'GET / signed-in-like (session cookie: API uncached), 32 connections',
    `${uncached.rps} req/s, p99 ${uncached.p99} ms`,
  );
  const resent = (n: number) => (n > 0 ? ` (${n} closed connection sent again)` : '');
  row(
    'single page, idle, from the cache (p50 / p99 ms)',
    `${single.p50} / ${single.p99}${resent(single.resent)}`,
  );
  row(
    'single page, idle, signed-in-like (p50 / p99 ms)',
    `${singleUncached.p50} / ${singleUncached.p99}${resent(singleUncached.resent)}`,
  );
  row(
    'cache-hit GET /api/pages/{id}, 64 connections',
    apiLoad ? `${apiLoad.rps} req/s, p99 ${apiLoad.p99} ms` : 'no page found',
  );
  for (const type of js) {
    row(
      `JavaScript of a visitor's ${type.name}`,
      `${type.gzipKb} KB gzip (${type.rawKb} KB raw, ${type.files} files)`,
    );
  }
  row(`server RSS after ${rssSeconds} s of page load`, `${rss} MB`);
} finally {
  await platform.stop();
}

/**
 * GET / from the cache with 1 and with 2 worker processes (WEB_CONCURRENCY), each on a fresh
 * PostgreSQL database (BENCH_DATABASE_URL names the server; default the local one); null when
 * no PostgreSQL answers. On 2 cores the load generator shares the machine with the workers.
 */
async function workersComparison(): Promise<Load[] | null> {
  process.env.E2E_DATABASE_URL ??=
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const loads: Load[] = [];
  for (const count of [1, 2]) {
    let started: Awaited<ReturnType<typeof startPlatform>>;
    try {
      started = await startPlatform({ env: { LOG_LEVEL: 'warn', WEB_CONCURRENCY: String(count) } });
    } catch {
      return null;
    }
    try {
      const url = `http://${host}:${started.port}/`;
      await fetch(url, { headers: visitor });
      loads.push(await load(url, 32, visitor));
      // Rendered anew for each request: the work several cores share best.
      loads.push(await load(url, 32, { ...visitor, cookie: 'plein_session=bench' }));
    } finally {
      await started.stop();
    }
  }
  return loads;
}

const workers = await workersComparison();
if (workers) {
  const [one, oneRendered, two, twoRendered] = workers as [Load, Load, Load, Load];
  const line = (name: string, measured: Load, base?: Load) =>
    console.log(
      `${name.padEnd(70)} ${measured.rps} req/s, p99 ${measured.p99} ms` +
        (base ? ` (${(measured.rps / base.rps).toFixed(2)}x)` : ''),
    );
  line('GET / from the cache on PostgreSQL, 1 worker, 32 connections', one);
  line('  the same with 2 workers (WEB_CONCURRENCY=2)', two, one);
  line('GET / signed-in-like on PostgreSQL, 1 worker, 32 connections', oneRendered);
  line('  the same with 2 workers (WEB_CONCURRENCY=2)', twoRendered, oneRendered);
} else {
  console.log('workers (WEB_CONCURRENCY): no PostgreSQL answered, not measured');
}
