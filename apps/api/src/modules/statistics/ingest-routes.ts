import express, { Router } from 'express';
import { consentCookieName, parseConsentCookie, statisticsEventsEndpoint } from '@plein/api-client';
import { isBot } from '@plein/validation';
import { cookieOfHeader } from '../../http/cookies';
import { peekPrincipal } from '../../http/principal';
import type { RateLimiter } from '../../http/rate-limiter';
import { limitRequests } from '../../http/request-rate-limit';
import { requireTenant } from '../../http/request-context';
import { parseStatisticsBatch } from './schemas';
import type { Tenant } from '../platforms/repository';
import type { StatisticsStore } from './storage';

/** How many batches `POST /api/statistics/events` takes per window. */
export interface StatisticsIngestLimits {
  /** Batches per client IP address (default 120: a tab flushes every 5 s, plus page hides). */
  perIp: number;
  /** Batches per site from all its visitors together (default 30,000). */
  perTenant: number;
  /** The window, in ms (default one minute). */
  windowMs: number;
}

export const defaultStatisticsIngestLimits: StatisticsIngestLimits = {
  perIp: 120,
  perTenant: 30_000,
  windowMs: 60_000,
};

/** Whether the request's consent cookie accepts the analytical category (a choice made). */
function consentsToAnalytics(cookieHeader: string | undefined): boolean {
  const consent = parseConsentCookie(cookieOfHeader(cookieHeader, consentCookieName));
  return (
    typeof consent === 'object' && consent !== null && consent.categories.includes('analytical')
  );
}

/**
 * `POST /api/statistics/events`: the browsers' statistics batches (JSON, also as `text/plain`
 * from `navigator.sendBeacon`), 204. Bots are dropped by their user agent (spec section 5), and
 * signed-in administrators and content managers when the site leaves its staff out; both are
 * answered the same, so they learn nothing. Each IP address and each site has a budget per
 * minute (429 past it).
 */
export function statisticsIngestRoutes(
  store: StatisticsStore,
  options: {
    limiter: RateLimiter;
    limits?: Partial<StatisticsIngestLimits>;
    /** Whether the site leaves its staff out (the setting `statisticsExcludeStaff`). */
    excludesStaff: (tenant: Tenant) => Promise<boolean>;
  },
): Router {
  const limits = { ...defaultStatisticsIngestLimits, ...options.limits };
  const router = Router();
  router.post(
    statisticsEventsEndpoint.replace(/^\/api/, ''),
    limitRequests({
      limiter: options.limiter,
      windowMs: limits.windowMs,
      budgets: (req) => [
        { key: `stats:ip:${req.ip ?? 'unknown'}`, max: limits.perIp },
        { key: `stats:tenant:${requireTenant(req).tenant.id}`, max: limits.perTenant },
      ],
      message: 'Too many statistics batches; try again later.',
    }),
    express.json({ limit: '64kb', type: ['application/json', 'text/plain'] }),
    async (req, res) => {
      const { tenant } = requireTenant(req);
      const events = parseStatisticsBatch(req.body);
      const userAgent = req.headers['user-agent'] ?? '';
      const principal = peekPrincipal(req);
      const staff = principal?.isActive && (principal.isAdmin || principal.isContentManager);
      if (!isBot(userAgent) && !(staff && (await options.excludesStaff(tenant)))) {
        const visitor = consentsToAnalytics(req.headers.cookie)
          ? { ip: req.ip ?? '', userAgent }
          : null;
        await store.record(tenant.id, events, visitor);
      }
      res.status(204).end();
    },
  );
  return router;
}
