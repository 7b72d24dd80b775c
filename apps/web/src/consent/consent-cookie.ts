import { consentCookieName, parseConsentCookie, serializeConsent } from '@plein/api-client';
import type { ConsentState } from '@plein/api-client';

// The cookie that keeps the visitor's consent: session-only, like every required cookie (spec 9);
// named once, with every cookie the platform sets, in @plein/api-client.
export { consentCookieName };

// Read and written the same way by the server (statistics) and the renderer.
export { parseConsentCookie, serializeConsent };

/** Stores a consent in the consent cookie: a session cookie, like every required cookie (spec 9). */
export function writeConsentCookie(given: ConsentState): void {
  document.cookie = `${consentCookieName}=${encodeURIComponent(serializeConsent(given))}; path=/; SameSite=Lax`;
}

/** Where the dialog stays closed: the cookie statement itself and invitation pages (spec 2). */
export function isConsentExemptPath(pathname: string): boolean {
  return /^\/legal\/cookie-statement(\/|$)/.test(pathname) || /^\/invitation(\/|$)/.test(pathname);
}
