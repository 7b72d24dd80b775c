import type { RequestHandler } from 'express';
import { ApiError } from './errors';

/** How long the API answers 503 at once after the database failed to answer (default 5 s). */
export const databaseBreakerOpenMs = 5_000;

/** Options of {@link createDatabaseBreaker}. */
export interface DatabaseBreakerOptions {
  openMs?: number;
  now?: () => number;
}

/** The breaker of one API instance. */
export interface DatabaseBreaker {
  /** Middleware: answers 503 at once while the breaker is open. */
  guard: RequestHandler;
  /** Opens the breaker: a call could not reach the database. */
  trip: () => void;
  /** Whether requests are being answered 503 at once. */
  isOpen: () => boolean;
}

/**
 * A circuit breaker in front of the database. Once a call could not reach it (down, or past its
 * time limit), every request is answered 503 `database_unavailable` with `Retry-After` at once
 * for `openMs`, instead of each waiting for the same time limit; then requests try again.
 *
 * @example
 * const breaker = createDatabaseBreaker();
 * app.use('/api', breaker.guard, api);
 * app.use(createErrorHandler(logger, { onDatabaseUnavailable: breaker.trip }));
 */
export function createDatabaseBreaker(options: DatabaseBreakerOptions = {}): DatabaseBreaker {
  const openMs = options.openMs ?? databaseBreakerOpenMs;
  const now = options.now ?? Date.now;
  let openUntil = 0;
  const guard: RequestHandler = (_req, _res, next) => {
    const waitMs = openUntil - now();
    if (waitMs <= 0) {
      next();
      return;
    }
    next(
      new ApiError(503, 'database_unavailable', 'The database is not available.', {
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      }),
    );
  };
  return {
    guard,
    trip: () => {
      openUntil = now() + openMs;
    },
    isOpen: () => openUntil > now(),
  };
}
