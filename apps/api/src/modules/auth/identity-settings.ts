import { createMemoryRateLimiter } from '../../http/rate-limiter';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Mailer } from '../mail/mailer';

/** Durations and limits of sign-in, sessions and mailed codes. */
export interface IdentitySettings {
  /** The clock every expiry is measured with (tests move it). */
  now: () => Date;
  /** A session ends after this long without a request (default 30 min). */
  sessionIdleMs: number;
  /** A session ends this long after sign-in, however active (default 12 h). */
  sessionAbsoluteMs: number;
  /** Lifetime of a bearer access token (default 15 min). */
  accessTokenTtlMs: number;
  /** Lifetime of an invitation code (default 7 days). */
  invitationTtlMs: number;
  /** Lifetime of a password reset code (default 1 h). */
  passwordResetTtlMs: number;
  /** Lifetime of an e-mail verification code (default 24 h). */
  verificationTtlMs: number;
  /** Failed sign-ins allowed per account and per IP address within `windowMs`. */
  login: { maxFailuresPerAccount: number; maxFailuresPerIp: number; windowMs: number };
  /** Verification mails: at least `minIntervalMs` apart (TooSoon), `maxPerDay` a day (Abused). */
  verification: { minIntervalMs: number; maxPerDay: number };
}

/** What `createApp` accepts to tune identity; every field is optional. */
export interface IdentityOptions extends Partial<IdentitySettings> {
  /** Counts failed sign-ins (default: in memory, per process). */
  rateLimiter?: RateLimiter;
  /** Sends mail (default: SMTP when configured, else the outbox table). */
  mailer?: Mailer;
}

const minute = 60_000;

/** The settings with every default filled in. */
export function resolveIdentitySettings(options: IdentityOptions = {}): IdentitySettings {
  return {
    now: options.now ?? (() => new Date()),
    sessionIdleMs: options.sessionIdleMs ?? 30 * minute,
    sessionAbsoluteMs: options.sessionAbsoluteMs ?? 12 * 60 * minute,
    accessTokenTtlMs: options.accessTokenTtlMs ?? 15 * minute,
    invitationTtlMs: options.invitationTtlMs ?? 7 * 24 * 60 * minute,
    passwordResetTtlMs: options.passwordResetTtlMs ?? 60 * minute,
    verificationTtlMs: options.verificationTtlMs ?? 24 * 60 * minute,
    login: options.login ?? {
      maxFailuresPerAccount: 5,
      maxFailuresPerIp: 50,
      windowMs: 15 * minute,
    },
    verification: options.verification ?? { minIntervalMs: minute, maxPerDay: 5 },
  };
}

/** The rate limiter of the options, or a new in-memory one on the settings' clock. */
export function resolveRateLimiter(
  options: IdentityOptions,
  settings: IdentitySettings,
): RateLimiter {
  return options.rateLimiter ?? createMemoryRateLimiter({ now: settings.now });
}
