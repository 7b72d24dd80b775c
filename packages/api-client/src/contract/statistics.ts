/** Where the browser posts its statistics batches (every 5 s and when the page is hidden). */
export const statisticsEventsEndpoint = '/api/statistics/events';

/** Most events one batch may carry. */
export const maxStatisticsEventsPerBatch = 50;

/** The timings and web vitals a page measures, as the statistics keep them. */
export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'load'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/** The kind of screen a page was seen on, by the spec's breakpoints (600 and 1024 px). */
export const statisticsDevices = ['mobile', 'tablet', 'desktop'] as const;
export type StatisticsDevice = (typeof statisticsDevices)[number];

/**
 * A page seen: on first load and on every client-side navigation. `path` is the location's
 * path without its query (which may hold personal data); `referrer` is the host name of another
 * site the visitor came from (never a full URL), null from within the site or when unknown;
 * `entry` marks the first page of a visit (a first load not coming from the site itself).
 */
export interface PageViewEvent {
  kind: 'pageview';
  path: string;
  referrer: string | null;
  entry: boolean;
  device: StatisticsDevice;
  /** The page's language, `nl` or `en`. */
  language: string;
}

/** One measurement of a page: a web vital (CLS unitless, the rest in ms) or the load time. */
export interface WebVitalEvent {
  kind: 'vital';
  path: string;
  name: WebVitalName;
  value: number;
}

/** A site search and how many results it found. */
export interface SiteSearchEvent {
  kind: 'search';
  path: string;
  query: string;
  results: number;
}

/** A page that was not found, and where the link to it was (a path of the site, or a host). */
export interface NotFoundEvent {
  kind: 'notFound';
  path: string;
  referrer: string | null;
}

/** What a visitor's browser reports to the statistics. */
export type StatisticsEvent = PageViewEvent | WebVitalEvent | SiteSearchEvent | NotFoundEvent;

/**
 * Google's thresholds of each web vital (good up to the first, poor above the second); the load
 * time has none.
 */
export const webVitalThresholds: Readonly<Record<WebVitalName, readonly [number, number] | null>> =
  {
    LCP: [2500, 4000],
    INP: [200, 500],
    CLS: [0.1, 0.25],
    FCP: [1800, 3000],
    TTFB: [800, 1800],
    load: null,
  };

/** How a web vital's 75th percentile rates. */
export type WebVitalRating = 'good' | 'needsImprovement' | 'poor';

/** The rating of a value of `name` by {@link webVitalThresholds}; null for the load time. */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating | null {
  const thresholds = webVitalThresholds[name];
  if (!thresholds) return null;
  if (value <= thresholds[0]) return 'good';
  return value <= thresholds[1] ? 'needsImprovement' : 'poor';
}

/**
 * `GET /api/statistics` query: a range of days (`YYYY-MM-DD`, both included), and optionally
 * `path`, a page of the site (starting with `/`, no query or fragment, at most 500 characters)
 * to narrow the report to; see {@link StatisticsReport} for what a page's report holds.
 */
export interface StatisticsQuery {
  from: string;
  to: string;
  path?: string;
}

/** Page views and visitors (visitors who accepted analytics, counted per day). */
export interface StatisticsTotals {
  pageviews: number;
  visitors: number;
}

/** One row of a ranking: a page, referrer, device or language with its page views. */
export interface StatisticsRow extends StatisticsTotals {
  key: string;
}

/**
 * The statistics of a site over a range of days, with the period before it to compare.
 *
 * With a `path` it is the report of that one page: the totals, the previous period and the
 * series are the page's own views and visitors (per day, always: hours are not kept per page),
 * `entries` holds at most the page's own row (how often a visit started there), `vitals` only the
 * page's measurements, and the other rankings (`pages`, `referrers`, `devices`, `languages`,
 * `searches`, `notFound`) are empty, as they are not kept per page.
 */
export interface StatisticsReport {
  from: string;
  to: string;
  /** The page the report is narrowed to; null for the whole site. */
  path: string | null;
  previous: { from: string; to: string } & StatisticsTotals;
  totals: StatisticsTotals;
  /** Per hour for a range of up to two days (of the whole site only), else per day. */
  series: {
    granularity: 'hour' | 'day';
    points: (StatisticsTotals & { at: string })[];
  };
  pages: StatisticsRow[];
  entries: StatisticsRow[];
  referrers: StatisticsRow[];
  devices: StatisticsRow[];
  languages: StatisticsRow[];
  /** Site searches, those that found nothing first. */
  searches: { query: string; count: number; withoutResults: number }[];
  /** Pages not found, with the pages (or other sites) that link to them. */
  notFound: { path: string; count: number; referrers: { referrer: string; count: number }[] }[];
  /**
   * Per page and metric, for the pages of `pages` (the most viewed) or the one page asked for:
   * the 75th percentile of the samples and its rating.
   */
  vitals: {
    path: string;
    metric: WebVitalName;
    p75: number;
    samples: number;
    rating: WebVitalRating | null;
  }[];
}
