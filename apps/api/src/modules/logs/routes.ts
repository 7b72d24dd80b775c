import express, { Router } from 'express';
import type { Logger } from '@plein/logger/node';
import { requireTenant } from '../../http/request-context';
import { parseLogBatch } from './schemas';

const pinoLevel = { 3: 'error', 4: 'warn', 7: 'info' } as const;

/**
 * `POST /api/log`: the browser logger's batches (every 5 s and when a page is hidden), written
 * to the server log with the tenant host and the client's correlation id.
 */
export function logRoutes(logger: Logger): Router {
  const router = Router();
  const browserLog = logger.child({ source: 'browser' });
  router.post(
    '/log',
    express.json({ limit: '64kb', type: ['application/json', 'text/plain'] }),
    (req, res) => {
      const { host } = requireTenant(req);
      for (const entry of parseLogBatch(req.body)) {
        const { message, level, ...rest } = entry;
        browserLog[pinoLevel[level]]({ ...rest, host }, message);
      }
      res.status(204).end();
    },
  );
  return router;
}
