/** The sign-in session (HttpOnly), set by `POST /api/auth/login` (decision 0006). */
export const sessionCookieName = 'plein_session';

/** Name of the cookie of the XSRF double-submit (spec section 7); scripts read it. */
export const xsrfCookieName = 'XSRF-TOKEN';

/** The visitor's cookie choice: the accepted categories and the date (spec section 4). */
export const consentCookieName = 'plein-consent';

/** The language the visitor chose explicitly (`?lang=` or the language switcher). */
export const languageCookieName = 'plein-lang';

/**
 * Every cookie the platform itself sets, by its base name: the one list that the seeded cookie
 * statement and the code setting them are checked against (spec section 9, decision 0013).
 * Each is a session cookie (no `Max-Age`, no `Expires`). Third parties (video players loaded
 * after consent) set their own cookies; those are not the platform's.
 *
 * @example
 * platformCookieNames.includes('plein-lang'); // true
 */
export const platformCookieNames = [
  sessionCookieName,
  xsrfCookieName,
  consentCookieName,
  languageCookieName,
] as const;

/** The base name of a cookie the platform sets. */
export type PlatformCookieName = (typeof platformCookieNames)[number];

/**
 * The cookies that carry the `__Host-` prefix over HTTPS (`identityCookieName`): the browser then
 * keeps them only Secure, without Domain and with Path=/ (ASVS 3.4.4).
 */
export const hostPrefixedCookieNames = [
  sessionCookieName,
  xsrfCookieName,
] as const satisfies readonly PlatformCookieName[];
