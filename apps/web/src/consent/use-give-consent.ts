import { useCallback } from 'react';
import { consentGiven, useAppDispatch } from '@plein/state-store';
import type { ConsentCategory } from '@plein/state-store';
import { consentCookieName, serializeConsent } from './consent-cookie';

/**
 * Records the visitor's cookie choice in the store and in the consent cookie.
 *
 * @example
 * const give = useGiveConsent();
 * give(['required', 'analytical', 'video']);
 */
export function useGiveConsent(): (categories: ConsentCategory[]) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (categories) => {
      const given = { categories, date: new Date().toISOString() };
      dispatch(consentGiven(given));
      // A session cookie: consent is one of the required cookies, which are session-only (spec 9).
      document.cookie = `${consentCookieName}=${encodeURIComponent(serializeConsent(given))}; path=/; SameSite=Lax`;
    },
    [dispatch],
  );
}
