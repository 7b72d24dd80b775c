import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '@plein/logger/node';
import { controlFileName, writeBackup } from './embedded-backup';
import type { BackupSummary } from './embedded-backup';

/** What the control file tells the backup command: where to ask, and the secret to show. */
interface ControlFile {
  pid: number;
  port: number;
  token: string;
}

const maxRequestBytes = 16 * 1024;

/**
 * Lets `pnpm backup` take an online backup of the data folder this process holds (one process
 * per folder: the command cannot open it itself). Listens on loopback only, on a free port, and
 * writes the port and a random token to `plein.control` in the data folder, readable only by
 * its owner: whoever may read the data folder may back it up, nobody else. Backups run one at a
 * time.
 *
 * @example
 * const control = await serveBackups({ pglite: db.pglite, dataDir, logger });
 * // … on shutdown:
 * await control.close();
 */
export async function serveBackups(options: {
  pglite: PGlite;
  dataDir: string;
  logger: Logger;
}): Promise<{ close(): Promise<void> }> {
  const { pglite, dataDir, logger } = options;
  const token = randomBytes(32).toString('base64url');
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((req, res) => {
    const answer = (status: number, body: object) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== '/backup') {
      answer(404, { message: 'Only POST /backup is served here.' });
      return;
    }
    if (!hasToken(req, token)) {
      answer(401, { message: 'Wrong or missing token.' });
      return;
    }
    void readTarget(req)
      .then((target) => {
        const run = queue.then(() => writeBackup(pglite, dataDir, target));
        queue = run.catch(() => undefined);
        return run;
      })
      .then(
        (summary) => {
          logger.info({ backup: summary }, 'backup written');
          answer(200, summary);
        },
        (error: unknown) => {
          const status = error instanceof BadRequest ? 400 : 500;
          if (status === 500) logger.error({ err: error }, 'backup failed');
          answer(status, { message: (error as Error).message });
        },
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.unref();
  const file = path.join(dataDir, controlFileName);
  const content = JSON.stringify({
    pid: process.pid,
    port: (server.address() as AddressInfo).port,
    token,
  } satisfies ControlFile);
  writeFileSync(file, content, { mode: 0o600 });
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      try {
        if (readFileSync(file, 'utf8') === content) unlinkSync(file);
      } catch {
        // Already gone.
      }
    },
  };
}

class BadRequest extends Error {}

function hasToken(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readTarget(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) {
    raw += String(chunk);
    if (raw.length > maxRequestBytes) throw new BadRequest('The request is too large.');
  }
  let target: unknown;
  try {
    target = (JSON.parse(raw) as { target?: unknown }).target;
  } catch {
    throw new BadRequest('The request is not JSON.');
  }
  if (typeof target !== 'string' || !path.isAbsolute(target)) {
    throw new BadRequest('target must be an absolute file path.');
  }
  return target;
}

/**
 * Asks the process running on `dataDir` for a backup to `target` (absolute) and answers what it
 * wrote; null when no process serves backups there.
 *
 * @example
 * const summary = await requestBackup(config.dataDir, path.resolve('backups/plein.tar.gz'));
 */
export async function requestBackup(
  dataDir: string,
  target: string,
): Promise<BackupSummary | null> {
  let control: ControlFile;
  try {
    control = JSON.parse(readFileSync(path.join(dataDir, controlFileName), 'utf8')) as ControlFile;
  } catch {
    return null;
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}/backup`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${control.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ target }),
    });
  } catch {
    return null; // Its process is gone (the control file outlived a kill -9).
  }
  const body = (await response.json()) as BackupSummary & { message?: string };
  if (!response.ok)
    throw new Error(`The running server could not write the backup: ${body.message}`);
  return body;
}
