import type { Response } from 'express';
import {
  consentCookieName,
  identityCookieName,
  languageCookieName,
  parseConsentCookie,
  readCookie,
  sessionCookieName,
} from '@plein/api-client';
import { asLanguage } from '../src/i18n/i18n';

/**
 * The platform's cookies a page answer resets when they cannot be read, each with what a readable
 * value is. The XSRF cookie is not among them: an unreadable one counts as absent, so the page
 * already gets a new one (the API's `xsrfCookieIssuing`).
 */
const readableValue = new Map<string, (value: string) => boolean>([
  [consentCookieName, (value) => parseConsentCookie(value) !== 'unreadable'],
  [languageCookieName, (value) => asLanguage(value) !== null],
  [sessionCookieName, () => true],
  [identityCookieName(sessionCookieName, true), () => true],
]);

/**
 * The names of the platform's cookies in a `Cookie` header that cannot be read: a value that does
 * not percent-decode (`plein-consent=%E0%A4%A`), or is not one the platform writes. Each counts
 * as absent; the answer expires it ({@link expireCookies}), so a damaged cookie never sticks.
 *
 * @example
 * unreadableCookies('plein-lang=%%%x; a=1'); // ['plein-lang']
 */
export function unreadableCookies(cookieHeader: string): string[] {
  const names = new Set<string>();
  for (const part of cookieHeader.split(';')) {
    const name = part.slice(0, Math.max(part.indexOf('='), 0)).trim();
    const isReadable = readableValue.get(name);
    if (!isReadable) continue;
    const value = readCookie(part, name);
    if (value === null || !isReadable(value)) names.add(name);
  }
  return [...names];
}

/** Expires cookies in the answer, with the attributes they were set with (`__Host-`: Secure). */
export function expireCookies(res: Response, names: readonly string[]): void {
  for (const name of names) {
    res.clearCookie(name, { path: '/', secure: name.startsWith('__Host-'), sameSite: 'lax' });
  }
}
