import type { BrowserLogger } from './browser-logger';

/** The part of the Performance API {@link recordPageLoad} reads. */
export interface NavigationTimingSource {
  getEntriesByType(type: 'navigation'): PerformanceEntryList;
}

/** A web-vital measurement, in the shape the `web-vitals` library reports (`onLCP(metric => ...)`). */
export interface WebVitalMetric {
  /** `LCP`, `INP`, `CLS`, `FCP` or `TTFB`. */
  name: string;
  /** Milliseconds, or unitless for CLS. */
  value: number;
  rating?: 'good' | 'needs-improvement' | 'poor';
  id?: string;
  navigationType?: string;
}

/**
 * Logs the page-load timings of the current navigation as `timing:page-load` (value: load event
 * end in ms; data: time to first byte, DOM content loaded, transfer size). Call it after the
 * `load` event. Returns whether it logged: not for bots, nor before the load has finished.
 *
 * @example
 * addEventListener('load', () => setTimeout(() => recordPageLoad(logger)));
 */
export function recordPageLoad(
  logger: BrowserLogger,
  performanceLike: NavigationTimingSource | undefined = globalThis.performance,
): boolean {
  const nav = performanceLike?.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (logger.isBot || !nav || nav.loadEventEnd <= 0) return false;
  logger.timing('page-load', Math.round(nav.loadEventEnd), {
    timeToFirstByte: Math.round(nav.responseStart),
    domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
    transferSize: nav.transferSize,
    type: nav.type,
  });
  return true;
}

/**
 * Logs one web-vital measurement as `timing:<name>`; skipped for bots.
 *
 * @example
 * import { onLCP, onINP, onCLS } from 'web-vitals';
 * [onLCP, onINP, onCLS].forEach((on) => on((metric) => recordWebVital(logger, metric)));
 */
export function recordWebVital(logger: BrowserLogger, metric: WebVitalMetric): void {
  logger.timing(metric.name, metric.value, {
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
  });
}
