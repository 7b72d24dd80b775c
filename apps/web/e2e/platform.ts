import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../../tools/chromium';
import { seededAdmin } from './seeded-admin';

export const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The built platform (`node dist/server/main.js`) on a fresh PGlite data folder. */
export interface RunningPlatform {
  port: number;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  /** Where its data lives; pass it to {@link startPlatform} to start again on the same data. */
  storage: PlatformStorage;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code; removes the data folder unless asked to keep it. */
  stop: (options?: { keepData?: boolean }) => Promise<number | null>;
  /** Sends SIGTERM without waiting; `exited` tells when the process is gone. */
  terminate: () => void;
  /** Kills the process at once (SIGKILL), keeping its data; resolves once it is gone. */
  kill: () => Promise<void>;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
}

/**
 * A platform's data: its data folder (PGlite, caches) and, when `E2E_DATABASE_URL` names a
 * PostgreSQL server, a database of its own there.
 */
export interface PlatformStorage {
  dataDir: string;
  databaseUrl: string | null;
}

const pgDatabaseTool = join(webDir, '..', '..', 'tools', 'pg-database.mjs');

/**
 * The environment variable through which the browser tests' global setup hands every test file
 * the storage of one platform started once with the seeded admin (migrated and seeded): a start
 * with that admin copies it instead of migrating and seeding again.
 */
export const templateStorageVariable = 'PLEIN_E2E_TEMPLATE_STORAGE';

function templateStorage(): PlatformStorage | null {
  const template = process.env[templateStorageVariable];
  return template ? (JSON.parse(template) as PlatformStorage) : null;
}

/**
 * Fresh storage: a temporary folder, and a fresh database when E2E_DATABASE_URL is set; a copy of
 * the seeded template's when asked and one was made.
 */
export function freshStorage({ fromTemplate = false } = {}): PlatformStorage {
  const template = fromTemplate ? templateStorage() : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'plein-e2e-'));
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  const server = process.env.E2E_DATABASE_URL;
  if (!server) return { dataDir, databaseUrl: null };
  const name = `plein_e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const templateName = template?.databaseUrl?.split('/').pop();
  execFileSync(
    process.execPath,
    [pgDatabaseTool, 'create', server, name, ...(templateName ? [templateName] : [])],
    { stdio: 'ignore' },
  );
  return { dataDir, databaseUrl: `${server.replace(/\/[^/]*$/, '')}/${name}` };
}

/** True when a start with this environment seeds what the template holds: the seeded admin. */
function seedsLikeTemplate(env: Record<string, string> = {}): boolean {
  return env.PLEIN_SEED_ADMIN_PASSWORD === seededAdmin.password && !env.PLEIN_SEED_ADMIN_EMAIL;
}

/** Removes storage made by {@link freshStorage}: its folder and its database. */
export function removeStorage(storage: PlatformStorage): void {
  rmSync(storage.dataDir, { recursive: true, force: true });
  const server = process.env.E2E_DATABASE_URL;
  const name = storage.databaseUrl?.split('/').pop();
  if (server && name) {
    execFileSync(process.execPath, [pgDatabaseTool, 'drop', server, name], { stdio: 'ignore' });
  }
}

/** Thrown when the port was taken between choosing it and listening on it: start again. */
class PortTakenError extends Error {}

/**
 * Waits until the platform answers /readyz; fails when it exits or takes over 10 minutes: a
 * fresh data folder is created, migrated and seeded on a busy machine for as long as it needs
 * (issue 31.8), and a test's own hook timeout bounds the starts it makes.
 */
async function waitUntilReady(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      if (output().includes('EADDRINUSE')) throw new PortTakenError(output());
      throw new Error(`The platform exited early:\n${output()}`);
    }
    // Ours once it printed its banner (after listening): another test's platform that took the
    // same port would answer /readyz too.
    const listening = output().includes(`on http://localhost:${port}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok && listening) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The platform did not get ready:\n${output()}`);
    // Not vi.waitFor: the global setup and the benchmarks start platforms outside a test.
    await new Promise((resolve) => setTimeout(resolve, 200)); // fixed-delay-ok: poll interval of a loop with a deadline
  }
}

/** Starts the built platform and waits until it answers /readyz (on a new port if its was taken). */
export async function startPlatform(
  options: { env?: Record<string, string>; storage?: PlatformStorage } = {},
): Promise<RunningPlatform> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPlatformOnce(options);
    } catch (error) {
      // Test files start platforms in parallel: a port chosen free may be taken a moment later.
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

async function startPlatformOnce(
  options: { env?: Record<string, string>; storage?: PlatformStorage } = {},
): Promise<RunningPlatform> {
  const port = await freePort();
  const storage = options.storage ?? freshStorage({ fromTemplate: seedsLikeTemplate(options.env) });
  const { dataDir } = storage;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: webDir,
    env: {
      ...process.env,
      PORT: String(port),
      PLEIN_DATA_DIR: dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      // What users run: vitest sets NODE_ENV=test, which would give React's slow development build.
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  try {
    await waitUntilReady(port, child, () => output);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    // Storage made for this start goes with it; storage the caller passed stays theirs.
    if (!options.storage) removeStorage(storage);
    throw error;
  }
  return {
    port,
    pid: child.pid!,
    storage,
    output: () => output,
    stop: async ({ keepData = false } = {}) => {
      child.kill('SIGTERM');
      const code = await exited;
      if (!keepData) removeStorage(storage);
      return code;
    },
    terminate: () => child.kill('SIGTERM'),
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    exited,
  };
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...chromiumFlags,
      // A host name no tenant has, resolved to loopback, to see the unknown-host answer.
      '--host-resolver-rules=MAP unknown-tenant.test 127.0.0.1',
    ],
  });
}
