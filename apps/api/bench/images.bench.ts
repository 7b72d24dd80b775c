// Image service benchmark (issue 5). Figures are printed, not asserted:
// 1. an uncached variant (3000 x 2000 JPEG -> 1200 px webp q80) through GET /a/{guid} against the
//    same transform by bare sharp in this process, run alternately (ratio of the medians, target
//    <= 1.15); 1a with the original in the API's memory cache (a srcset asking several widths),
//    1b read from its store (bytea on PostgreSQL, a file on PGlite) every time;
// 2. a cached variant against the same bytes as a static file from a plain node:http server
//    (throughput ratio with autocannon, target >= 0.5);
// 3. peak RSS of the API (a child process) during four concurrent 30 MB uploads (target <= 400 MB).
// The API runs in child processes (bench/images-server.ts) on embedded PGlite, or on the
// PostgreSQL database IMAGE_BENCH_DATABASE_URL names. IMAGE_BENCH_RUNS sets the render runs (10);
// IMAGE_BENCH_PARTS picks parts (e.g. `3` or `1,2`; default all); IMAGE_BENCH_DATA_DIR makes the
// API children reuse one PGlite data folder (a second run measures a restart on existing data).
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AccessTokenResponse, UploadedImage } from '@plein/api-client';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { benchAdminPassword } from './image-bench-settings';

const runs = Number(process.env.IMAGE_BENCH_RUNS ?? 10);
const parts = new Set((process.env.IMAGE_BENCH_PARTS ?? '1,2,3').split(',').map((p) => p.trim()));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface ApiChild {
  base: string;
  child: ChildProcess;
  startRss: number;
  rss(): Promise<number>;
  /** Peak RSS since {@link resetPeak} (null where unknown). */
  phasePeak(): Promise<number | null>;
  /** Starts a new phase for {@link phasePeak} at the current RSS, which it answers. */
  resetPeak(): Promise<number>;
  stop(): Promise<void>;
}

async function startApi(env: Record<string, string> = {}): Promise<ApiChild> {
  const script = fileURLToPath(new URL('./images-server.ts', import.meta.url));
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', '--conditions=@plein/source'],
  });
  const next = () =>
    new Promise<{ port?: number; rss: number; phasePeak?: number | null }>((resolve) =>
      child.once('message', (m) =>
        resolve(m as { port?: number; rss: number; phasePeak?: number | null }),
      ),
    );
  const ready = await next();
  return {
    base: `http://127.0.0.1:${ready.port}`,
    child,
    startRss: ready.rss,
    rss: async () => {
      const answer = next();
      child.send('rss');
      return (await answer).rss;
    },
    phasePeak: async () => {
      const answer = next();
      child.send('rss');
      return (await answer).phasePeak ?? null;
    },
    resetPeak: async () => {
      const answer = next();
      child.send('reset-peak');
      return (await answer).rss;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

/** Signs the seeded admin in over HTTP and asks for a bearer token. */
async function bearerToken(base: string): Promise<string> {
  const first = await fetch(`${base}/api/termsofuse`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({ email: 'admin@plein.test', password: benchAdminPassword }),
  });
  const session = /plein_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const token = await fetch(`${base}/api/auth/token`, {
    headers: { cookie: `plein_session=${session}` },
  });
  return ((await token.json()) as AccessTokenResponse).accessToken;
}

async function upload(base: string, token: string, bytes: Buffer): Promise<UploadedImage> {
  const form = new FormData();
  form.append('Image', new Blob([new Uint8Array(bytes)]), 'bench.img');
  const res = await fetch(`${base}/a/upload?public`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-correlation-id': 'image-bench' },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as UploadedImage;
}

/**
 * Medians of `a` and `b`, run alternately (after two warm-up runs each) so both see the same
 * machine: on shared cores the speed drifts between runs.
 */
async function pairedMedians(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[number, number]> {
  for (let i = 0; i < 2; i += 1) {
    await a();
    await b();
  }
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i += 1) {
    for (const [at, work] of [a, b].entries()) {
      const start = performance.now();
      await work();
      samples[at]!.push(performance.now() - start);
    }
  }
  const middle = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
  return [middle(samples[0]), middle(samples[1])];
}

/** A photo-like 3000 x 2000 JPEG: smooth gradients with noise. */
async function photo(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  const noise = randomBytes(pixels.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = ((x / width) * 200 + noise[at]! / 8) | 0;
      pixels[at + 1] = ((y / height) * 200 + noise[at + 1]! / 8) | 0;
      pixels[at + 2] = (((x + y) / (width + height)) * 200 + noise[at + 2]! / 8) | 0;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG of random pixels just under 30 MB (it cannot compress). */
async function thirtyMegabytePng(): Promise<Buffer> {
  const side = 3150;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function throughput(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 8, duration: 5, pipelining: 1 });
  return result.requests.average;
}

async function uncachedRender(jpeg: Buffer, label: string, env: Record<string, string>) {
  const api = await startApi({ IMAGE_BENCH_UNCACHED: '1', ...env });
  try {
    const token = await bearerToken(api.base);
    const { guid } = await upload(api.base, token, jpeg);
    const [viaApi, bare] = await pairedMedians(
      async () => {
        const res = await fetch(`${api.base}/a/${guid}?width=1200&quality=80&format=webp`);
        await res.arrayBuffer();
      },
      () => sharp(jpeg).resize({ width: 1200 }).webp({ quality: 80 }).toBuffer(),
    );
    console.log(`1${label}, 3000x2000 JPEG -> 1200 webp q80 (medians of ${runs}, alternated)`);
    console.log(`   GET /a/{guid}: ${viaApi.toFixed(1)} ms   bare sharp: ${bare.toFixed(1)} ms`);
    console.log(`   ratio ${(viaApi / bare).toFixed(2)} (target <= 1.15)`);
  } finally {
    await api.stop();
  }
}

async function cachedServing(jpeg: Buffer): Promise<void> {
  const api = await startApi();
  const dir = await mkdtemp(path.join(tmpdir(), 'plein-static-bench-'));
  const staticServer = createServer();
  try {
    const token = await bearerToken(api.base);
    const { guid } = await upload(api.base, token, jpeg);
    const url = `${api.base}/a/${guid}?width=1200`;
    const variant = Buffer.from(await (await fetch(url)).arrayBuffer());
    const file = path.join(dir, 'variant.webp');
    await writeFile(file, variant);
    staticServer.on('request', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/webp', 'content-length': variant.length });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
    const { port } = staticServer.address() as AddressInfo;
    const apiRate = await throughput(url);
    const staticRate = await throughput(`http://127.0.0.1:${port}/variant.webp`);
    console.log(
      `2. cached variant (${(variant.length / 1024).toFixed(0)} KB), autocannon 8 connections, 5 s each`,
    );
    console.log(
      `   GET /a/{guid}: ${apiRate.toFixed(0)} req/s   static node:http: ${staticRate.toFixed(0)} req/s`,
    );
    console.log(`   ratio ${(apiRate / staticRate).toFixed(2)} (target >= 0.5)`);
  } finally {
    staticServer.close();
    await rm(dir, { recursive: true, force: true });
    await api.stop();
  }
}

async function uploadMemory(): Promise<void> {
  const big = await thirtyMegabytePng();
  const api = await startApi();
  try {
    const token = await bearerToken(api.base);
    const idle = await api.rss();
    const current = await api.resetPeak();
    await Promise.all([1, 2, 3, 4].map(() => upload(api.base, token, big)));
    const peak = await api.rss();
    const phase = await api.phasePeak();
    console.log(`3. four concurrent uploads of ${(big.length / 1024 / 1024).toFixed(1)} MB`);
    console.log(
      `   API peak RSS ${mb(Math.max(peak, idle))} (after start ${mb(api.startRss)}, before uploads ${mb(idle)}) (target <= 400 MB)`,
    );
    if (phase !== null) {
      console.log(
        `   peak RSS while uploading (start-up peak excluded) ${mb(phase)}, RSS before uploads ${mb(current)}`,
      );
    }
  } finally {
    await api.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `image benchmark on ${process.env.IMAGE_BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
  );
  const jpeg = await photo();
  if (parts.has('1')) {
    await uncachedRender(jpeg, 'a. uncached variant, original in memory', {});
    await uncachedRender(jpeg, 'b. uncached variant, original read from its store', {
      IMAGE_BENCH_NO_ORIGINAL_CACHE: '1',
    });
  }
  if (parts.has('2')) await cachedServing(jpeg);
  if (parts.has('3')) await uploadMemory();
}

await main();
