import { describe, expect, it } from 'vitest';
import { isConsentExemptPath, parseConsentCookie, serializeConsent } from './consent-cookie';

describe('consent cookie', () => {
  it('round-trips a consent', () => {
    const consent = {
      categories: ['required' as const, 'video' as const],
      date: '2026-11-21T10:00:00.000Z',
    };
    expect(parseConsentCookie(serializeConsent(consent))).toEqual(consent);
  });

  it('is absent when there is no cookie', () => {
    expect(parseConsentCookie(undefined)).toBeNull();
    expect(parseConsentCookie('')).toBeNull();
  });

  it('calls damaged or foreign values unreadable', () => {
    expect(parseConsentCookie('{not json')).toBe('unreadable');
    expect(parseConsentCookie('{"categories":["everything"],"date":"2026-11-21"}')).toBe(
      'unreadable',
    );
    expect(parseConsentCookie('{"categories":["required"],"date":"gisteren"}')).toBe('unreadable');
    expect(parseConsentCookie('{"categories":"required","date":"2026-11-21"}')).toBe('unreadable');
  });

  it('keeps the dialog closed on the cookie statement and invitation pages only', () => {
    expect(isConsentExemptPath('/legal/cookie-statement/nl')).toBe(true);
    expect(isConsentExemptPath('/invitation/abc')).toBe(true);
    expect(isConsentExemptPath('/legal/privacy')).toBe(false);
    expect(isConsentExemptPath('/invitations-overview')).toBe(false);
  });
});
