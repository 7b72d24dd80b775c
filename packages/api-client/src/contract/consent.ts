/** Cookie categories a visitor can accept. */
export type ConsentCategory = 'required' | 'analytical' | 'marketing' | 'video';

/** Cookie consent (spec section 3): accepted categories and the date consent was given. */
export interface ConsentState {
  categories: ConsentCategory[];
  /** ISO date of the consent, null while the visitor has not chosen. */
  date: string | null;
}

const consentCategories: readonly ConsentCategory[] = [
  'required',
  'analytical',
  'marketing',
  'video',
];

/**
 * Reads the consent cookie (the browser, the server renderer and the statistics all read it):
 * the stored consent, null when there is none, or 'unreadable' when it is damaged (the caller
 * resets it, spec section 4).
 *
 * @example
 * parseConsentCookie('{"categories":["required"],"date":"2026-11-21"}');
 */
export function parseConsentCookie(
  value: string | null | undefined,
): ConsentState | null | 'unreadable' {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<ConsentState>;
    const valid =
      Array.isArray(parsed.categories) &&
      parsed.categories.every((category) => consentCategories.includes(category)) &&
      typeof parsed.date === 'string' &&
      !Number.isNaN(Date.parse(parsed.date));
    return valid ? { categories: parsed.categories!, date: parsed.date! } : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** The cookie value of a consent. */
export function serializeConsent(consent: ConsentState): string {
  return JSON.stringify({ categories: consent.categories, date: consent.date });
}
