import { describe, expect, it } from 'vitest';
import { colorSchemeTextPairs, defaultColorScheme } from '../color/color-scheme';
import { meetsContrastAA } from '../color/contrast';
import { isOpaqueColor } from '../color/opaque-color';
import { isFooterLinkUrl, isHostName, isImageReference, isWebOrigin } from './setting-rules';

describe('setting rules', () => {
  it('take a lower-case host name without port and refuse anything else', () => {
    expect(isHostName('www.example.org')).toBe(true);
    expect(isHostName('localhost')).toBe(true);
    expect(isHostName('Example.org')).toBe(false);
    expect(isHostName('example.org:8080')).toBe(false);
    expect(isHostName('example.org.')).toBe(false);
    expect(isHostName('-example.org')).toBe(false);
  });

  it('take a footer link to this site, a public address or an e-mail address', () => {
    expect(isFooterLinkUrl('/contact')).toBe(true);
    expect(isFooterLinkUrl('https://example.org/')).toBe(true);
    expect(isFooterLinkUrl('mailto:info@example.org')).toBe(true);
    expect(isFooterLinkUrl('mailto:info@')).toBe(false);
    expect(isFooterLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isFooterLinkUrl('/a b')).toBe(false);
    expect(isFooterLinkUrl(`/${'a'.repeat(2000)}`)).toBe(false);
  });

  it('take an uploaded image guid or a public address as an image, nothing else', () => {
    expect(isImageReference('0b5c4a56-8b7e-4c0e-9f1a-2a3b4c5d6e7f')).toBe(true);
    expect(isImageReference('https://cdn.example.org/logo.svg')).toBe(true);
    expect(isImageReference('/logo.svg')).toBe(false);
    expect(isImageReference('')).toBe(false);
    expect(isImageReference('http://192.168.1.1/logo.svg')).toBe(false);
  });

  it('tell opaque colours from transparent ones', () => {
    expect(isOpaqueColor('#1d4ed8')).toBe(true);
    expect(isOpaqueColor('#1d4ed8FF')).toBe(true);
    expect(isOpaqueColor('rgba(0, 0, 0, 1.0)')).toBe(true);
    expect(isOpaqueColor('rgb(0, 0, 0)')).toBe(true);
    expect(isOpaqueColor('#1d4ed880')).toBe(false);
    expect(isOpaqueColor('rgba(0, 0, 0, 0.5)')).toBe(false);
  });

  it('give a default colour scheme whose text pairs all meet WCAG AA', () => {
    for (const [fg, bg] of colorSchemeTextPairs) {
      expect(
        meetsContrastAA(defaultColorScheme[fg], defaultColorScheme[bg]),
        `${fg} on ${bg}`,
      ).toBe(true);
    }
  });

  it('allows https origins, and http only on this computer', () => {
    for (const origin of [
      'https://www.gemeente.nl',
      'https://app.example.org:8443',
      'http://localhost:5173',
      'http://127.0.0.1:3000',
      'http://[::1]:8080',
      'https://localhost',
    ]) {
      expect(isWebOrigin(origin), origin).toBe(true);
    }
    for (const origin of [
      'http://www.gemeente.nl',
      'https://www.gemeente.nl/',
      'https://www.gemeente.nl/pad',
      'https://WWW.gemeente.nl',
      'https://www.gemeente.nl:0',
      'https://www.gemeente.nl:65536',
      'https://www.gemeente.nl:080',
      'https://user@www.gemeente.nl',
      'ftp://www.gemeente.nl',
      'null',
      '*',
      '',
    ]) {
      expect(isWebOrigin(origin), origin).toBe(false);
    }
  });
});
