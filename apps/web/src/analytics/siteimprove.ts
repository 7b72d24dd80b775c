import { siteimproveScriptOrigin } from './siteimprove-hosts';

/** A page view after a client-side navigation, as Siteimprove's `trackdynamic` takes it. */
export interface SiteimprovePageView {
  url: string;
  /** The previous page of the visit. */
  ref: string;
  title: string;
}

/** A command on Siteimprove's queue; its script reads the queue when it starts. */
export type SiteimproveCommand = ['cookieless', true] | ['trackdynamic', SiteimprovePageView];

declare global {
  interface Window {
    /** Siteimprove's command queue: an array until its script loads, then its own object. */
    _sz?: { push(...commands: SiteimproveCommand[]): unknown };
  }
}

// The same characters the settings accept (letters, digits, - and _): nothing that could leave
// the file name of the script URL.
const siteimproveIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The tenant's Siteimprove script URL, or null when the id is empty or not a plain account id.
 *
 * @example
 * siteimproveScriptUrl('1234567'); // 'https://siteimproveanalytics.com/js/siteanalyze_1234567.js'
 */
export function siteimproveScriptUrl(id: string | undefined): string | null {
  if (!id || !siteimproveIdPattern.test(id)) return null;
  return `${siteimproveScriptOrigin}/js/siteanalyze_${id}.js`;
}

/**
 * Adds the Siteimprove script to the page once; the script counts the page it loads on. With
 * `cookieless` it is told first to measure without cookies.
 */
export function loadSiteimprove(scriptUrl: string, options: { cookieless: boolean }): void {
  if (Array.from(document.scripts).some((script) => script.src === scriptUrl)) return;
  const queue = (window._sz ??= []);
  // Queued before the script exists, so its very first request is already cookieless.
  if (options.cookieless) queue.push(['cookieless', true]);
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  document.head.append(script);
}

/** Records a page view the script cannot see: a navigation without a page load. */
export function trackSiteimprovePageView(view: SiteimprovePageView): void {
  (window._sz ??= []).push(['trackdynamic', view]);
}
