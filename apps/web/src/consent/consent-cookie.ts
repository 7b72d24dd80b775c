import { consentCookieName } from '@plein/api-client';
import type { ConsentCategory, ConsentState } from '@plein/state-store';

// The cookie that keeps the visitor's consent: session-only, like every required cookie (spec 9);
// named once, with every cookie the platform sets, in @plein/api-client.
export { consentCookieName };

const categories: readonly ConsentCategory[] = ['required', 'analytical', 'marketing', 'video'];

/**
 * Reads the consent cookie: the stored consent, null when there is none, or 'unreadable' when it
 * is damaged (the caller resets it, spec section 4).
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
      parsed.categories.every((category) => categories.includes(category)) &&
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

/** Stores a consent in the consent cookie: a session cookie, like every required cookie (spec 9). */
export function writeConsentCookie(given: ConsentState): void {
  document.cookie = `${consentCookieName}=${encodeURIComponent(serializeConsent(given))}; path=/; SameSite=Lax`;
}

/** Where the dialog stays closed: the cookie statement itself and invitation pages (spec 2). */
export function isConsentExemptPath(pathname: string): boolean {
  return /^\/legal\/cookie-statement(\/|$)/.test(pathname) || /^\/invitation(\/|$)/.test(pathname);
}
