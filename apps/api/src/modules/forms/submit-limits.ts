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

/**
 * How many images visitors may upload into one form per window: a person fills in a few image
 * fields and may pick another picture now and then; the form's total bounds the disk an
 * anonymous crowd can fill (unclaimed uploads are removed after a day).
 */
export const defaultFormUploadLimits: FormSubmitLimits = {
  perIp: 20,
  perForm: 300,
  windowMs: 60_000,
};

/** 429 `rate_limited` with the seconds to wait in its details (the route sets `Retry-After`). */
export function rateLimited(
  retryAfterSeconds: number,
  message = 'Too many submissions; try again later.',
): ApiError {
  return new ApiError(429, 'rate_limited', message, { retryAfterSeconds });
}

/**
 * Counts one submission of form `formId` (of tenant `tenantId`) from `ip` against both budgets,
 * or throws {@link rateLimited} once one is spent. Shared by every instance with the Redis
 * limiter.
 *
 * @example
 * await spendSubmitBudget(limiter, limits, { tenantId, formId, ip: req.ip });
 */
export function spendSubmitBudget(
  limiter: RateLimiter,
  limits: FormSubmitLimits,
  at: { tenantId: number; formId: number; ip: string },
): Promise<void> {
  return spendBudget(limiter, limits, { ...at, action: 'submit' });
}

/**
 * Counts one image upload into form `formId` from `ip` against the upload budgets (kept apart
 * from the submissions'), or throws {@link rateLimited}.
 *
 * @example
 * await spendUploadBudget(limiter, defaultFormUploadLimits, { tenantId, formId, ip: req.ip });
 */
export function spendUploadBudget(
  limiter: RateLimiter,
  limits: FormSubmitLimits,
  at: { tenantId: number; formId: number; ip: string },
): Promise<void> {
  return spendBudget(limiter, limits, { ...at, action: 'upload' });
}

async function spendBudget(
  limiter: RateLimiter,
  limits: FormSubmitLimits,
  at: { tenantId: number; formId: number; ip: string; action: 'submit' | 'upload' },
): Promise<void> {
  const form = `forms:${at.action}:${at.tenantId}:${at.formId}`;
  for (const { key, max } of [
    { key: `${form}:ip:${at.ip}`, max: limits.perIp },
    { key: form, max: limits.perForm },
  ]) {
    const { count, resetInMs } = await limiter.increment(key, limits.windowMs);
    if (count > max) {
      const wait = Math.max(1, Math.ceil(resetInMs / 1000));
      throw at.action === 'submit'
        ? rateLimited(wait)
        : rateLimited(wait, 'Too many images uploaded into this form; try again later.');
    }
  }
}
