import { Writable } from 'node:stream';
import { createServerLogger } from '@plein/logger/node';
import type { Express } from 'express';
import type { AppDependencies } from '../../src/app';
import { createApp } from '../../src/app';
import type { Database } from '../../src/db/database';

/** Log lines a test app wrote, parsed. */
export type LogLines = Record<string, unknown>[];

/**
 * The API app over `db` for supertest, with a logger whose lines the test can read, and no
 * tenant lookup cache (tests create tenants while the app runs).
 */
export function testApp(
  db: Database,
  overrides: Partial<Omit<AppDependencies, 'db' | 'logger'>> = {},
): { app: Express; logs: LogLines } {
  const logs: LogLines = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  const logger = createServerLogger({ name: 'plein-api-test', level: 'info', destination });
  const app = createApp({
    db,
    logger,
    config: { trustProxy: false },
    tenantCacheTtlMs: 0,
    ...overrides,
  });
  return { app, logs };
}
