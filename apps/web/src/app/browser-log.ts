import { createBrowserLogger, recordPageLoad } from '@plein/logger';
import type { Logger } from '../routing/logger';

/** Where the browser posts its log batches (every 5 s and when the page is hidden). */
export const logEndpoint = '/api/log';

/**
 * The browser's logger: batches to the API's log endpoint, tied to this visit's correlation id,
 * and records the page-load timing once the page has loaded (bots are skipped by the logger).
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
  return logger;
}
