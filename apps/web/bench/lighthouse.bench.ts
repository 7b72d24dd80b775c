// `pnpm bench:lighthouse`: Lighthouse (mobile, its default simulated throttling) on each public
// page type of both demo tenants, as a first-time visitor sees them (no cookies, so with the
// consent dialog). Runs on the production build (`pnpm build` first). Prints scores and the
// audits that cost points, no verdicts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../../tools/chromium';
import { startPlatform } from '../e2e/platform';
import { findPublicPages } from './public-pages';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const tenants = ['localhost', '127.0.0.1'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Where to keep each page's full Lighthouse report (JSON), when set. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

/** Debian's Chromium with a DevTools port for Lighthouse, and the flags this closed network needs. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'plein-lighthouse-'));
  const child = spawn(chromiumPath(), [
    ...chromiumFlags,
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
  ]);
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Lighthouse's advice for its run-to-run variance: run several times and report the median run
 * (here by performance score).
 */
async function medianRun(url: string, port: number) {
  const results: Report[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    results.push(result.lhr);
  }
  const performance = (lhr: Report) => lhr.categories.performance?.score ?? 0;
  results.sort((a, b) => performance(a) - performance(b));
  return results[Math.floor(results.length / 2)]!;
}

const platform = await startPlatform({ env: { LOG_LEVEL: 'warn' } });
const chromium = await startChromium();
try {
  console.log(
    `\nLighthouse (mobile), first visit, median of ${runs} runs: performance / accessibility / best practices / SEO\n`,
  );
  for (const host of tenants) {
    const origin = `http://${host}:${platform.port}`;
    for (const page of await findPublicPages(origin, host)) {
      // The HTML cache holds the page after one anonymous request, as it does for visitors.
      await fetch(`${origin}${page.path}`);
      const lhr = await medianRun(`${origin}${page.path}`, chromium.port);
      if (reportDir) {
        const name = `${host}${page.path}`.replace(/[^a-z0-9.]+/gi, '-').slice(0, 80);
        writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 2));
      }
      const scores = categories.map((name) => Math.round((lhr.categories[name]?.score ?? 0) * 100));
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
      console.log(
        `${`${host} ${page.type} ${page.path}`.slice(0, 70).padEnd(72)}` +
          `${scores.join(' / ')}   LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}`,
      );
      // The audits that cost points, so a score under 100 says why.
      const weighed = new Set(
        categories.flatMap((name) =>
          (lhr.categories[name]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => ref.id),
        ),
      );
      for (const id of weighed) {
        const audit = lhr.audits[id];
        if (audit && audit.score !== null && audit.score < 1) {
          console.log(`    ${id}: ${audit.score} ${audit.displayValue ?? ''}`);
        }
      }
    }
  }
} finally {
  await chromium.stop();
  await platform.stop();
}
