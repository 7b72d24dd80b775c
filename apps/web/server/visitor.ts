import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { readCookie } from '@plein/api-client';
import type { ConsentState } from '@plein/state-store';
import { consentCookieName, parseConsentCookie } from '../src/consent/consent-cookie';
import type { Language } from '../src/i18n/i18n';
import { asLanguage, languages } from '../src/i18n/i18n';
import { languageCookieName, negotiateLanguage } from '../src/i18n/negotiate-language';
import { unreadableCookies } from './unreadable-cookies';

/** What a page request says about its visitor that changes the page. */
export interface Visitor {
  language: Language;
  /** The language asked for with `?lang=`: the answer sets its cookie. */
  askedLanguage: Language | null;
  /**
   * The visitor chose the language in this session (`?lang=` or its cookie); otherwise a
   * signed-in user's own interface language applies.
   */
  languageChosen: boolean;
  /** The consent cookie's state; `unreadable`: damaged, the answer resets it. */
  consent: ConsentState | null | 'unreadable';
  /** The platform's cookies that cannot be read (`unreadableCookies`): absent, and reset. */
  unreadableCookies: string[];
}

/** `Accept-Language` values seen, with the language each prefers (browsers send a few). */
const preferredLanguages = new LRUCache<string, { language: Language | null }>({ max: 500 });

/** The platform language a browser prefers, by its `Accept-Language` header. */
function browserLanguage(header: string | undefined): Language | null {
  const key = header ?? '';
  let preferred = preferredLanguages.get(key);
  if (!preferred) {
    const negotiator = new Negotiator({ headers: { 'accept-language': header } });
    preferred = { language: (negotiator.language([...languages]) as Language | undefined) ?? null };
    preferredLanguages.set(key, preferred);
  }
  return preferred.language;
}

/**
 * Reads the visitor of a page request (Express's or a bare Node request: the HTML cache looks
 * before Express runs, and both must agree).
 *
 * @example
 * const { language, consent } = visitorOf(req);
 */
export function visitorOf(req: IncomingMessage): Visitor {
  const query = /\?(.*)$/s.exec(req.url ?? '')?.[1];
  const cookies = req.headers.cookie ?? '';
  const askedLanguage = query ? asLanguage(new URLSearchParams(query).get('lang')) : null;
  const cookieLanguage = asLanguage(readCookie(cookies, languageCookieName));
  const unreadable = unreadableCookies(cookies);
  return {
    language: negotiateLanguage({
      query: askedLanguage,
      cookie: cookieLanguage,
      browserPreference: browserLanguage(req.headers['accept-language']),
    }),
    askedLanguage,
    languageChosen: askedLanguage !== null || cookieLanguage !== null,
    consent: unreadable.includes(consentCookieName)
      ? 'unreadable'
      : parseConsentCookie(readCookie(cookies, consentCookieName)),
    unreadableCookies: unreadable,
  };
}

/**
 * The `Set-Cookie` line of the visitor's language choice: a session cookie (spec: required
 * cookies are session-only), the same in every answer that sets it.
 */
export function languageCookie(language: Language): string {
  return `${languageCookieName}=${language}; Path=/; SameSite=Lax`;
}
