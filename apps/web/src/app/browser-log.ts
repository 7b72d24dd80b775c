import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { createBrowserLogger, recordPageLoad, recordWebVital } from '@plein/logger';
import type { Logger } from '../routing/logger';
import type { StatisticsCollector } from '../statistics/statistics-collector';

/** Where the browser posts its log batches (every 5 s and when the page is hidden). */
export const logEndpoint = '/api/log';

/** The load time of this document in ms (the load event's end), or null before it has ended. */
function pageLoadMs(): number | null {
  const nav = performance.getEntriesByType('navigation')[0];
  return nav && nav.loadEventEnd > 0 ? Math.round(nav.loadEventEnd) : null;
}

/**
 * The browser's logger: batches to the API's log endpoint, tied to this visit's correlation id,
 * and records the page-load timing and the web vitals (bots are skipped by the logger). The same
 * measurements go to the statistics when a collector is given (there is none for a bot).
 */
export function createBrowserLog(
  correlationId: string,
  statistics: StatisticsCollector | null = null,
): Logger {
  const logger = createBrowserLogger({
    endpoint: logEndpoint,
    correlationId,
    context: { host: window.location.host },
  });
  const onLoad = () => {
    recordPageLoad(logger);
    const load = pageLoadMs();
    if (load !== null) statistics?.vital('load', load);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', () => setTimeout(onLoad), { once: true });
  for (const onVital of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
    onVital((metric) => {
      recordWebVital(logger, metric);
      statistics?.vital(metric.name, metric.value);
    });
  }
  return logger;
}
