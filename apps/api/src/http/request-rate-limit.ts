import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from './errors';
import type { RateLimiter } from './rate-limiter';

/** One budget a request spends from: at most `max` requests per window under `key`. */
export interface RateBudget {
  key: string;
  max: number;
}

/** Options of {@link limitRequests}. */
export interface LimitRequestsOptions {
  limiter: RateLimiter;
  windowMs: number;
  /** The budgets of a request, checked in order (e.g. its IP address, then its tenant). */
  budgets: (req: Request) => RateBudget[];
  /** The message of the 429 answer. */
  message: string;
}

/**
 * Counts each request against its budgets and answers 429 `rate_limited` with `Retry-After`
 * (seconds) once one is spent. Mount before the body parser, so a refused request costs nothing
 * more.
 *
 * @example
 * router.post('/log', limitRequests({ limiter, windowMs: 60_000, budgets: (req) => [{ key: `log:ip:${req.ip}`, max: 60 }], message: 'Too many log batches.' }), handler);
 */
export function limitRequests(options: LimitRequestsOptions): RequestHandler {
  return async function limitRate(req: Request, res: Response, next: NextFunction) {
    for (const { key, max } of options.budgets(req)) {
      const { count, resetInMs } = await options.limiter.increment(key, options.windowMs);
      if (count > max) {
        const retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
        res.setHeader('Retry-After', String(retryAfterSeconds));
        throw new ApiError(429, 'rate_limited', options.message, { retryAfterSeconds });
      }
    }
    next();
  };
}
