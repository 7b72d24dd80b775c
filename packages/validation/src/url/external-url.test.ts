import { describe, expect, it } from 'vitest';
import { checkExternalUrl, isExternalUrl } from './external-url';
import { externalUrlSchema } from './external-url-schema';

describe('checkExternalUrl', () => {
  it('accepts public http, https and ftp URLs', () => {
    expect(isExternalUrl('https://example.org/path?q=1')).toBe(true);
    expect(isExternalUrl('http://8.8.8.8/')).toBe(true);
    expect(isExternalUrl('ftp://files.example.org/a.zip')).toBe(true);
    expect(isExternalUrl('https://[2001:4860:4860::8888]/')).toBe(true);
  });

  it('refuses other schemes and text that is not a URL', () => {
    expect(checkExternalUrl('javascript:alert(1)')).toBe('protocol');
    expect(checkExternalUrl('file:///etc/passwd')).toBe('protocol');
    expect(checkExternalUrl('data:text/html,hi')).toBe('protocol');
    expect(checkExternalUrl('example.org')).toBe('invalid');
  });

  it('refuses private, loopback and link-local IPv4 addresses', () => {
    for (const host of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
    ]) {
      expect(checkExternalUrl(`http://${host}/`), host).toBe('private-address');
    }
  });

  it('refuses decimal, hex and octal spellings of loopback', () => {
    for (const url of [
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://0x7f000001/',
      'http://017700000001/',
      'http://127.1/',
    ]) {
      expect(checkExternalUrl(url), url).toBe('private-address');
    }
  });

  it('refuses loopback, unique-local, link-local and wrapped IPv6 addresses', () => {
    for (const host of [
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:c0a8:101::1',
    ]) {
      expect(checkExternalUrl(`http://[${host}]/`), host).toBe('private-address');
    }
  });

  it('refuses localhost and other local-only names', () => {
    for (const url of [
      'http://localhost:3000/',
      'http://LOCALHOST./',
      'http://api.localhost/',
      'http://printer.local/',
      'http://intranet/',
    ]) {
      expect(checkExternalUrl(url), url).toBe('local-name');
    }
  });

  it('refuses URLs carrying credentials', () => {
    expect(checkExternalUrl('https://example.org@evil.example/')).toBe('credentials');
  });

  it('works as a yup test, letting empty values through', () => {
    expect(externalUrlSchema.isValidSync('https://example.org')).toBe(true);
    expect(externalUrlSchema.isValidSync('')).toBe(true);
    expect(() => externalUrlSchema.validateSync('http://10.0.0.1')).toThrow(
      'validation.externalUrl.private-address',
    );
  });
});
