import { ApiError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limiter';

/** How many submissions a form takes per window. */
export interface FormSubmitLimits {
  /** Per form and client IP address (default 10: a person sends one, maybe a few). */
  perIp: number;
  /** Per form from everyone together (default 600). */
  perForm: number;
  /** The window, in ms (default one minute). */
  windowMs: number;
}

/** The limits when none are given. */
export const defaultFormSubmitLimits: FormSubmitLimits = {
  perIp: 10,
  perForm: 600,
  windowMs: 60_000,
};

/** 429 `rate_limited` with the seconds to wait in its details (the route sets `Retry-After`). */
export function rateLimited(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'rate_limited', 'Too many submissions; try again later.', {
    retryAfterSeconds,
  });
}

/**
 * Counts one submission of form `formId` (of tenant `tenantId`) from `ip` against both budgets,
 * or throws {@link rateLimited} once one is spent. Shared by every instance with the Redis
 * limiter.
 *
 * @example
 * await spendSubmitBudget(limiter, limits, { tenantId, formId, ip: req.ip });
 */
export async function spendSubmitBudget(
  limiter: RateLimiter,
  limits: FormSubmitLimits,
  at: { tenantId: number; formId: number; ip: string },
): Promise<void> {
  const form = `forms:submit:${at.tenantId}:${at.formId}`;
  for (const { key, max } of [
    { key: `${form}:ip:${at.ip}`, max: limits.perIp },
    { key: form, max: limits.perForm },
  ]) {
    const { count, resetInMs } = await limiter.increment(key, limits.windowMs);
    if (count > max) throw rateLimited(Math.max(1, Math.ceil(resetInMs / 1000)));
  }
}
