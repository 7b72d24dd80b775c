import express, { Router } from 'express';
import type { Logger } from '@plein/logger/node';
import type { RateLimiter } from '../../http/rate-limiter';
import { limitRequests } from '../../http/request-rate-limit';
import { requireTenant } from '../../http/request-context';
import { parseLogBatch } from './schemas';

const pinoLevel = { 3: 'error', 4: 'warn', 7: 'info' } as const;

/** How many batches `POST /api/log` takes per window. */
export interface BrowserLogLimits {
  /** Batches per client IP address (default 60: a tab sends one every 5 s at most). */
  perIp: number;
  /** Batches per tenant, from all its visitors together (default 1200). */
  perTenant: number;
  /** The window, in ms (default one minute). */
  windowMs: number;
}

/** The limits of {@link logRoutes} when none are given. */
export const defaultBrowserLogLimits: BrowserLogLimits = {
  perIp: 60,
  perTenant: 1200,
  windowMs: 60_000,
};

/** Options of {@link logRoutes}. */
export interface LogRoutesOptions {
  /** Counts batches (shared by every instance when it is the Redis limiter). */
  limiter: RateLimiter;
  limits?: Partial<BrowserLogLimits>;
}

/**
 * `POST /api/log`: the browser logger's batches (every 5 s and when a page is hidden), written
 * to the server log with the tenant host and the client's correlation id. Anyone may send them,
 * so each IP address and each tenant has a budget per minute (429 `rate_limited` past it); the
 * 64 KB body limit is what `navigator.sendBeacon` may carry, which the browser logger relies on.
 */
export function logRoutes(logger: Logger, options: LogRoutesOptions): Router {
  const limits = { ...defaultBrowserLogLimits, ...options.limits };
  const router = Router();
  const browserLog = logger.child({ source: 'browser' });
  router.post(
    '/log',
    limitRequests({
      limiter: options.limiter,
      windowMs: limits.windowMs,
      budgets: (req) => [
        { key: `log:ip:${req.ip ?? 'unknown'}`, max: limits.perIp },
        { key: `log:tenant:${requireTenant(req).tenant.id}`, max: limits.perTenant },
      ],
      message: 'Too many log batches; try again later.',
    }),
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
