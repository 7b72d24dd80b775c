import { useSyncExternalStore } from 'react';
import type { ConsentState } from '@plein/state-store';
import { writeConsentCookie } from '../consent/consent-cookie';

/**
 * The visitor's cookie consent shared by the islands of a page (the consent dialog, videos,
 * analytics): the single-page app keeps it in its store, a page with islands here.
 */
let current: ConsentState | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The consent as islands see it: what the server rendered with (`initial`) until the visitor
 * chooses in this page.
 */
export function useIslandConsent(initial: ConsentState): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => current ?? initial,
    () => initial,
  );
}

/** Stores the visitor's choice in the consent cookie and tells every island of the page. */
export function giveIslandConsent(categories: ConsentState['categories']): void {
  const given = { categories: [...new Set(categories)], date: new Date().toISOString() };
  writeConsentCookie(given);
  current = given;
  for (const listener of listeners) listener();
}
