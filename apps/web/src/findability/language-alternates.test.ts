import { describe, expect, it } from 'vitest';
import { counterpartPageName, languageAlternates } from './language-alternates';

describe('language versions of a page', () => {
  it('exist for legal pages only, each at its own address with Dutch as the default', () => {
    expect(counterpartPageName('legal-terms-of-use-nl')).toBe('legal-terms-of-use-en');
    expect(counterpartPageName('over-ons')).toBeNull();
    expect(languageAlternates('legal-privacy-en', true)).toEqual([
      { hreflang: 'nl', path: '/legal-privacy-nl' },
      { hreflang: 'en', path: '/legal-privacy-en' },
      { hreflang: 'x-default', path: '/legal-privacy-nl' },
    ]);
  });

  it('are not named when the other version is missing, or the page is Dutch only', () => {
    expect(languageAlternates('legal-privacy-en', false)).toEqual([]);
    expect(languageAlternates('nieuws', true)).toEqual([]);
  });
});
