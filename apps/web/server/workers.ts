import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';

/** Most workers `WEB_CONCURRENCY` may ask for. */
const maxWorkers = 64;
/** How long a crashed worker waits before it is replaced, so a crash loop does not spin. */
const restartDelayMs = 1000;

/** What `WEB_CONCURRENCY` can say is wrong, or null when it asks for `count` processes. */
export type WorkersSetting = { count: number; problem: null } | { count: 1; problem: string };

/**
 * How many processes serve (`WEB_CONCURRENCY`, default 1: this process alone). More than one
 * needs a database every process can open at once: PostgreSQL (`DATABASE_URL`), or a separate
 * API (`API_URL`); the embedded database belongs to one process.
 *
 * @example
 * workersSetting({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://…' }); // { count: 2, problem: null }
 */
export function workersSetting(env: NodeJS.ProcessEnv): WorkersSetting {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return { count: 1, problem: null };
  const count = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(count) || count < 1 || count > maxWorkers) {
    return {
      count: 1,
      problem: `WEB_CONCURRENCY must be a whole number from 1 to ${maxWorkers} (it is "${raw}").`,
    };
  }
  if (count > 1 && !env.DATABASE_URL && !env.API_URL) {
    return {
      count: 1,
      problem:
        `WEB_CONCURRENCY=${count} needs DATABASE_URL (PostgreSQL): the embedded database in ` +
        `${env.PLEIN_DATA_DIR ?? '.plein-data'} can be opened by one process only.`,
    };
  }
  return { count, problem: null };
}

/**
 * Runs `count` workers of this script on the same port (node:cluster shares the listening
 * sockets): a crashed worker is replaced after a second; SIGTERM or SIGINT is passed to every
 * worker, each finishes its in-flight requests, and this process ends when they all have.
 * `prepare` runs first, once: migrations and the first seed must not run in several processes.
 */
export async function runWorkers(count: number, prepare: () => Promise<void>): Promise<void> {
  await prepare();
  let stopping = false;
  const fork = () => cluster.fork();
  for (let index = 0; index < count; index += 1) fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    process.stderr.write(
      `Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.\n`,
    );
    setTimeout(fork, restartDelayMs);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
