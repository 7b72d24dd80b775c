import { describe, expect, it } from 'vitest';
import { isInternalMenuPath } from './menu-path';

describe('isInternalMenuPath', () => {
  it('treats a slash followed by a non-slash as internal', () => {
    expect(isInternalMenuPath('/news')).toBe(true);
    expect(isInternalMenuPath('/a/i/123/title')).toBe(true);
  });

  it('does not treat the bare root, protocol-relative or absolute URLs as internal', () => {
    expect(isInternalMenuPath('/')).toBe(false);
    expect(isInternalMenuPath('//evil.com')).toBe(false);
    expect(isInternalMenuPath('/\\evil.com')).toBe(false);
    expect(isInternalMenuPath('https://example.org/news')).toBe(false);
    expect(isInternalMenuPath('news')).toBe(false);
    expect(isInternalMenuPath('')).toBe(false);
  });
});
