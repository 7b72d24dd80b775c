import type { ConsentState } from '@plein/state-store';

/**
 * Whether page views may go to the analytics service. Cookieless measuring sets no analytics
 * cookie, so it needs no consent; measuring with cookies needs the visitor's explicit choice
 * for the analytical category (the preselected default does not count until they choose).
 *
 * @example
 * maySendPageViews(false, { categories: ['required'], date: '2026-11-21' }); // false
 */
export function maySendPageViews(cookieless: boolean, consent: ConsentState): boolean {
  if (cookieless) return true;
  return consent.date !== null && consent.categories.includes('analytical');
}
