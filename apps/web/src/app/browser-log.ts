import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { createBrowserLogger, recordPageLoad, recordWebVital } from '@plein/logger';
import type { Logger } from '../routing/logger';

/** Where the browser posts its log batches (every 5 s and when the page is hidden). */
export const logEndpoint = '/api/log';

/**
 * The browser's logger: batches to the API's log endpoint, tied to this visit's correlation id,
 * and records the page-load timing and the web vitals (bots are skipped by the logger).
 */
export function createBrowserLog(correlationId: string): Logger {
  const logger = createBrowserLogger({
    endpoint: logEndpoint,
    correlationId,
    context: { host: window.location.host },
  });
  if (document.readyState === 'complete') recordPageLoad(logger);
  else
    window.addEventListener('load', () => setTimeout(() => recordPageLoad(logger)), { once: true });
  for (const onVital of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
    onVital((metric) => recordWebVital(logger, metric));
  }
  return logger;
}
