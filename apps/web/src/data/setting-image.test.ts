import { describe, expect, it } from 'vitest';
import { settingImageSrc } from './setting-image';

describe('settingImageSrc', () => {
  const guid = '3f2c0a4e-1b2d-4c5e-8f90-a1b2c3d4e5f6';

  it('turns an uploaded image guid into an image service URL', () => {
    expect(settingImageSrc(guid, { width: 64, height: 64, format: 'png' })).toMatch(
      new RegExp(`^/a/${guid}\\?.*format=png`),
    );
  });

  it('keeps an absolute URL and gives nothing for an empty setting', () => {
    expect(settingImageSrc('https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
    expect(settingImageSrc(null)).toBeUndefined();
    expect(settingImageSrc('')).toBeUndefined();
  });
});
