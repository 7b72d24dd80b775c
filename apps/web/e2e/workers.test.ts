import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { seededAdmin } from './admin-session';
import { adminFetchSession } from './fetch-session';
import { startPlatform, webDir } from './platform';

// WEB_CONCURRENCY starts several workers on one port. They need PostgreSQL (`.ci/run` sets
// E2E_DATABASE_URL); on the embedded database the start is refused.
const databaseServer = process.env.E2E_DATABASE_URL;

/** The process ids of `pid`'s children. */
const childrenOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('one process per core (WEB_CONCURRENCY)', () => {
  it('refuses several workers on the embedded database, naming the folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'plein-e2e-'));
    try {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        WEB_CONCURRENCY: '2',
        PLEIN_DATA_DIR: dataDir,
      };
      delete env.DATABASE_URL;
      const refused = await promisify(execFile)(process.execPath, ['dist/server/main.js'], {
        cwd: webDir,
        env,
      }).catch((error: { code: number; stderr: string }) => error);
      expect('code' in refused && refused.code).toBe(1);
      expect(refused.stderr).toContain('WEB_CONCURRENCY=2 needs DATABASE_URL');
      expect(refused.stderr).toContain(dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(Boolean(databaseServer))(
    'serves from two workers that drop their caches together, and stops them all',
    async () => {
      const platform = await startPlatform({
        env: { WEB_CONCURRENCY: '2', PLEIN_SEED_ADMIN_PASSWORD: seededAdmin.password },
      });
      const workers = childrenOf(platform.pid).map(Number);
      try {
        expect(workers).toHaveLength(2);
        const origin = `http://localhost:${platform.port}`;
        // Each worker keeps the home page in its own memory (connections alternate workers).
        for (let visit = 0; visit < 6; visit += 1) await (await fetch(`${origin}/`)).text();
        const admin = await adminFetchSession(origin);
        const name = `Plein ${Date.now()}`;
        const saved = await admin.send('PUT', '/api/platformsettingvalues', [
          { key: 'platformName', value: name },
        ]);
        expect(saved.status).toBe(200);
        // The other worker hears of the write through PostgreSQL a moment later; from then on
        // every answer, whichever worker gives it (connections alternate), has the new name.
        // Waited for as ten answers in a row with it.
        await vi.waitFor(
          async () => {
            for (let visit = 0; visit < 10; visit += 1) {
              const page = await fetch(`${origin}/`, { headers: { connection: 'close' } });
              expect(await page.text()).toContain(name);
            }
          },
          { timeout: 10_000, interval: 50 },
        );
      } finally {
        expect(await platform.stop()).toBe(0);
        // No worker outlives the primary.
        const alive = (pid: number) => {
          try {
            process.kill(pid, 0);
            return true;
          } catch {
            return false;
          }
        };
        expect(workers.filter(alive)).toEqual([]);
      }
    },
    120_000,
  );
});
