import type { StatisticsEvent, WebVitalName } from '@plein/api-client';
import { isBot } from '@plein/validation';
import { deviceOf, referrerOf } from './statistics-events';
import { createStatisticsQueue } from './statistics-queue';

/** The path of the site search screen: a search repeated from its own results is not new. */
const searchPath = '/search';

/**
 * What the public site reports to the statistics (issue 13), for the document it runs in. Nothing
 * is stored in the browser: no cookie, no storage; the server reads the consent cookie itself.
 */
export interface StatisticsCollector {
  /**
   * The document shows the page at `path` (a location's path, without its query): its first page
   * when called first, a client-side navigation after that. Counts a page view when the page is
   * part of the public site (`tracked`).
   */
  pageShown(path: string, tracked: boolean): void;
  /**
   * A web vital or the load time, measured on the page the document was loaded with; dropped
   * when that page is not tracked.
   */
  vital(name: WebVitalName, value: number): void;
  /** A site search shown on the current page; a query is counted once, not per results page. */
  search(query: string, results: number): void;
  /** The current page is the not-found page; counted once per page shown. */
  notFound(): void;
  /** Sends what is queued, then stops. */
  dispose(): void;
}

interface ShownPage {
  path: string;
  tracked: boolean;
  /** Where the visitor came from, as a 404 keeps it: a path of the site or another site's host. */
  from: string | null;
  notFoundCounted: boolean;
}

function createCollector(): StatisticsCollector {
  const queue = createStatisticsQueue();
  let current: ShownPage | null = null;
  let lastSearch: string | null = null;
  // Vitals wait until the first page is known to be tracked (the router decides it after them).
  let landing: { path: string; tracked: boolean } | null = null;
  let pendingVitals: { name: WebVitalName; value: number }[] = [];

  const record = (event: StatisticsEvent) => {
    try {
      queue.record(event);
    } catch {
      // Statistics never break the page.
    }
  };

  const recordVital = (name: WebVitalName, value: number) => {
    if (landing?.tracked && Number.isFinite(value) && value >= 0)
      record({ kind: 'vital', path: landing.path, name, value });
  };

  return {
    pageShown(path, tracked) {
      const first = current === null;
      let referrer: string | null = null;
      let from: string | null = current?.path ?? null;
      let entry = false;
      if (first) {
        const came = referrerOf(document.referrer, window.location.origin);
        entry = !came || !('site' in came);
        referrer = came && 'host' in came ? came.host : null;
        from = came ? ('site' in came ? came.site : came.host) : null;
        if (came && 'site' in came && came.site === searchPath)
          lastSearch = came.search.get('q')?.trim() ?? null;
        landing = { path, tracked };
        for (const vital of pendingVitals) recordVital(vital.name, vital.value);
        pendingVitals = [];
      }
      current = { path, tracked, from, notFoundCounted: false };
      if (!tracked) return;
      record({
        kind: 'pageview',
        path,
        referrer,
        entry,
        device: deviceOf(window.innerWidth),
        language: document.documentElement.lang,
      });
    },
    vital(name, value) {
      if (landing) recordVital(name, value);
      else pendingVitals.push({ name, value });
    },
    search(query, results) {
      if (!current?.tracked || query === lastSearch) return;
      lastSearch = query;
      record({ kind: 'search', path: current.path, query, results });
    },
    notFound() {
      if (!current?.tracked || current.notFoundCounted) return;
      current.notFoundCounted = true;
      record({ kind: 'notFound', path: current.path, referrer: current.from });
    },
    dispose: () => queue.dispose(),
  };
}

let active: StatisticsCollector | null = null;

/**
 * Starts the statistics of this document (once; later calls return the same collector), or
 * returns null for a bot, which is never counted. Call it before the page is rendered, and
 * report every page shown with `pageShown`.
 *
 * @example
 * startStatistics()?.pageShown(window.location.pathname, true);
 */
export function startStatistics(): StatisticsCollector | null {
  if (active) return active;
  try {
    if (typeof window === 'undefined' || isBot(navigator.userAgent)) return null;
    active = createCollector();
  } catch {
    return null;
  }
  return active;
}

/**
 * The running collector, or null before {@link startStatistics}, on the server and for bots.
 *
 * @example
 * statistics()?.notFound();
 */
export function statistics(): StatisticsCollector | null {
  return active;
}

/** Stops the running collector (tests start each with a fresh document state). */
export function stopStatistics(): void {
  active?.dispose();
  active = null;
}
