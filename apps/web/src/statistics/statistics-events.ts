import type { StatisticsDevice } from '@plein/api-client';

/**
 * The kind of screen by the spec's breakpoints: narrower than 600 px is mobile, narrower than
 * 1024 px a tablet, anything wider a desktop.
 *
 * @example
 * deviceOf(window.innerWidth); // 'mobile' for 375
 */
export function deviceOf(width: number): StatisticsDevice {
  if (width < 600) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

/** A referrer as a URL, or null when there is none or it does not parse. */
function referrerUrl(referrer: string): URL | null {
  if (!referrer) return null;
  try {
    return new URL(referrer);
  } catch {
    return null;
  }
}

/**
 * Where a page was opened from, as the statistics may keep it: `site` with the path of a page of
 * the site itself (never its query, which may hold personal data), `host` with the host name of
 * another site (never a full URL), or null when the browser gave no (usable) referrer.
 *
 * @example
 * referrerOf('https://www.google.com/search?q=x', 'https://gemeente.nl'); // { host: 'www.google.com' }
 * referrerOf('https://gemeente.nl/nieuws?page=2', 'https://gemeente.nl'); // { site: '/nieuws' }
 */
export function referrerOf(
  referrer: string,
  origin: string,
): { site: string; search: URLSearchParams } | { host: string } | null {
  const url = referrerUrl(referrer);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  if (url.origin === origin) return { site: url.pathname, search: url.searchParams };
  return url.hostname ? { host: url.hostname } : null;
}
