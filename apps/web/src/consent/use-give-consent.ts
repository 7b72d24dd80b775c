import { useCallback } from 'react';
import { consentGiven, useAppDispatch } from '@plein/state-store';
import type { ConsentCategory } from '@plein/state-store';
import { writeConsentCookie } from './consent-cookie';

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
      writeConsentCookie(given);
    },
    [dispatch],
  );
}
