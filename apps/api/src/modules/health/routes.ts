import type { HealthResponse } from '@plein/api-client';
import { Router } from 'express';
import type { Knex } from 'knex';

/** Options of {@link healthRoutes}. */
export interface HealthRoutesOptions {
  knex: Knex;
  /** How long the database check may take, in ms (default 2000). */
  timeoutMs?: number;
  /**
   * Checks of parts the API can run without (Redis): a failure makes the answer `degraded`, still
   * 200, for the instance serves (caches miss, rate limits count in memory).
   */
  optional?: () => Promise<Record<string, 'ok' | 'failed'>>;
}

async function databaseAnswers(knex: Knex, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([knex.raw('select 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /healthz` (the process is up) and `GET /readyz` (it can reach its database). */
export function healthRoutes({
  knex,
  timeoutMs = 2000,
  optional = () => Promise.resolve({}),
}: HealthRoutesOptions): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' } satisfies HealthResponse);
  });
  router.get('/readyz', async (_req, res) => {
    const [ok, others] = await Promise.all([databaseAnswers(knex, timeoutMs), optional()]);
    const checks = { database: ok ? 'ok' : 'failed', ...others } as const;
    const degraded = Object.values(others).includes('failed');
    const body: HealthResponse = {
      status: !ok ? 'unavailable' : degraded ? 'degraded' : 'ok',
      checks,
    };
    res.status(ok ? 200 : 503).json(body);
  });
  return router;
}
