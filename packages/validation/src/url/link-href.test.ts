import { describe, expect, it } from 'vitest';
import { isAllowedLinkHref } from './link-href';

describe('isAllowedLinkHref', () => {
  it('accepts paths of this site, absolute http(s) addresses and mail addresses', () => {
    for (const href of [
      '/',
      '/over-ons',
      ' /over-ons#contact ',
      '/nieuws?pagina=2',
      'https://example.org',
      'http://example.org/a?b=c',
      'mailto:info@example.org',
    ]) {
      expect(isAllowedLinkHref(href), href).toBe(true);
    }
  });

  it('refuses what browsers read as another host, other schemes and addresses with spaces', () => {
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'over-ons',
      'javascript:alert(1)',
      'data:text/html,hoi',
      'https://',
      'https://exa mple.org',
      'mailto:geen-adres',
      '',
    ]) {
      expect(isAllowedLinkHref(href), JSON.stringify(href)).toBe(false);
    }
  });
});
