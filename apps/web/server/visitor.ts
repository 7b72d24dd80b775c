import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';
import { readCookie } from '@plein/api-client';
import type { ConsentState } from '@plein/state-store';
import { consentCookieName, parseConsentCookie } from '../src/consent/consent-cookie';
import type { Language } from '../src/i18n/i18n';
import { asLanguage, languages } from '../src/i18n/i18n';
import { languageCookieName, negotiateLanguage } from '../src/i18n/negotiate-language';

/** What a page request says about its visitor that changes the page. */
export interface Visitor {
  language: Language;
  /** The language asked for with `?lang=`: the answer sets its cookie. */
  askedLanguage: Language | null;
  /** The consent cookie's state; `unreadable`: damaged, the answer resets it. */
  consent: ConsentState | null | 'unreadable';
}

/**
 * Reads the visitor of a page request (Express's or a bare Node request: the HTML cache looks
 * before Express runs, and both must agree).
 *
 * @example
 * const { language, consent } = visitorOf(req);
 */
export function visitorOf(req: IncomingMessage): Visitor {
  const query = new URLSearchParams(/\?(.*)$/s.exec(req.url ?? '')?.[1] ?? '');
  const cookies = req.headers.cookie ?? '';
  const askedLanguage = asLanguage(query.get('lang'));
  return {
    language: negotiateLanguage({
      query: askedLanguage,
      cookie: readCookie(cookies, languageCookieName),
      browserPreference: new Negotiator(req).language([...languages]) ?? null,
    }),
    askedLanguage,
    consent: parseConsentCookie(readCookie(cookies, consentCookieName)),
  };
}

/**
 * The `Set-Cookie` line of the visitor's language choice: a session cookie (spec: required
 * cookies are session-only), the same in every answer that sets it.
 */
export function languageCookie(language: Language): string {
  return `${languageCookieName}=${language}; Path=/; SameSite=Lax`;
}
