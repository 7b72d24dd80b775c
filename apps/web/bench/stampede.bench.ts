// `pnpm bench:stampede`: what a burst of visitors costs at the moment a cached page stops being
// fresh (issue 31.7), on the production build (run `pnpm build` first). Warms a page, lets it
// expire (the cache's 60 s) or drops it with a write (`DELETE /cache_invalidate`), fires 64
// requests at once and prints how many of them rendered the page and their latency. With
// PostgreSQL and Redis answering it does the same on 2 workers sharing Redis. Figures, no verdicts.
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { Pool } from 'undici';
import { startPlatform } from '../e2e/platform';
import type { RunningPlatform } from '../e2e/platform';

const burst = Number(process.env.BENCH_BURST ?? 64);
/** The response cache keeps an answer 60 s: a little more, and the page has expired. */
const expiryMs = Number(process.env.BENCH_EXPIRY_MS ?? 61_000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const host = 'localhost';
const operatorToken = randomUUID();
// A browser's header: gzip listed first.
const visitor = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Burst {
  /** Answers that rendered the page (`X-Cache: MISS`). */
  renders: number;
  /** How the answers were served, by `X-Cache`. */
  sources: Record<string, number>;
  p50: number;
  p95: number;
}

/**
 * `burst` requests for one path at once, each on a connection of its own opened beforehand (so
 * they reach the server together): who rendered, and the latency to the last byte.
 */
async function fire(origin: string, path: string): Promise<Burst> {
  const pool = new Pool(origin, { connections: burst });
  try {
    const each = () => Array.from({ length: burst });
    await Promise.all(
      each().map(async () => (await pool.request({ path: '/healthz', method: 'GET' })).body.dump()),
    );
    const answers = await Promise.all(
      each().map(async () => {
        const start = performance.now();
        const response = await pool.request({ path, method: 'GET', headers: visitor });
        await response.body.arrayBuffer();
        const source = response.headers['x-cache'];
        return {
          ms: performance.now() - start,
          source: typeof source === 'string' ? source : 'none',
        };
      }),
    );
    const sources: Record<string, number> = {};
    for (const { source } of answers) sources[source] = (sources[source] ?? 0) + 1;
    const times = answers.map(({ ms }) => ms).sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
    return { renders: sources.MISS ?? 0, sources, p50: at(0.5), p95: at(0.95) };
  } finally {
    await pool.close();
  }
}

/** A page of its own for this run (Redis may hold other runs' pages), rendered and kept. */
async function warm(origin: string): Promise<string> {
  const path = `/?stampede=${randomUUID()}`;
  // A cache that just went through a burst may need a moment (Redis left alone after a time-out).
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}${path}`, { headers: visitor });
    await response.arrayBuffer();
    if (response.headers.get('x-cache') === 'HIT') return path;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${path} was not kept`);
}

/** The burst once the warmed page has expired: its data's freshness ran out, nobody wrote. */
async function atExpiry(origin: string): Promise<Burst> {
  const path = await warm(origin);
  const warmedAt = Date.now();
  // A benchmark may wait: the time to live is the cache's own, not something to fake here.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, warmedAt + expiryMs - Date.now())),
  );
  return fire(origin, path);
}

/** The burst right after a write dropped the site's pages. */
async function afterWrite(origin: string): Promise<Burst> {
  const path = await warm(origin);
  const dropped = await fetch(`${origin}/cache_invalidate`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ index: `${host}:stampede` }),
  });
  if (!dropped.ok) throw new Error(`DELETE /cache_invalidate answered ${dropped.status}`);
  return fire(origin, path);
}

function print(setup: string, moment: string, result: Burst) {
  const sources = Object.entries(result.sources)
    .map(([source, count]) => `${source} ${count}`)
    .join(', ');
  console.log(
    `${`${setup}, ${moment}`.padEnd(52)} renders ${String(result.renders).padStart(2)}  ` +
      `p50 ${result.p50.toFixed(0).padStart(5)} ms  p95 ${result.p95.toFixed(0).padStart(5)} ms  ` +
      `(${sources})`,
  );
}

async function measure(setup: string, env: Record<string, string>) {
  let platform: RunningPlatform;
  try {
    platform = await startPlatform({
      env: { LOG_LEVEL: 'warn', CACHE_INVALIDATE_TOKEN: operatorToken, ...env },
    });
  } catch (error) {
    console.log(
      `${setup}: not measured (${error instanceof Error ? error.message : String(error)})`,
    );
    return;
  }
  // The demo tenant by its own name: fetch() does not let a Host header through.
  const origin = `http://${host}:${platform.port}`;
  try {
    print(setup, 'after a write', await afterWrite(origin));
    print(setup, 'at expiry', await atExpiry(origin));
  } finally {
    await platform.stop();
  }
}

/** Whether something listens at a URL's host and port. */
function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const socket = createConnection(Number(port), hostname);
  return new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
  }).finally(() => socket.destroy());
}

console.log(`\n${burst} requests at once for one page (production build, loopback)\n`);
await measure('1 process, cache in memory', {});
if ((await answers(databaseUrl)) && (await answers(redisUrl))) {
  process.env.E2E_DATABASE_URL = databaseUrl;
  await measure('2 workers sharing Redis', { WEB_CONCURRENCY: '2', REDIS_URL: redisUrl });
} else {
  console.log('2 workers sharing Redis: no PostgreSQL or Redis answered, not measured');
}
