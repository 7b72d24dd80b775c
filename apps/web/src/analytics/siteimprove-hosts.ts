/**
 * The hosts Siteimprove Analytics needs, shared by the loader and the page's Content Security
 * Policy so the two cannot drift apart.
 */

/** Where the tenant's Siteimprove script is loaded from (CSP script-src). */
export const siteimproveScriptOrigin = 'https://siteimproveanalytics.com';

/**
 * Where the script delivers page views: a tracking pixel (CSP img-src) and fetch calls
 * (CSP connect-src) to Siteimprove's collectors, one subdomain per account.
 */
export const siteimproveCollectorSource = 'https://*.siteimproveanalytics.io';
