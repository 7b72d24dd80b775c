import { describe, expect, it } from 'vitest';
import { testUser } from '../test-support/fake-api';
import { profilePhotoSrc, staffProfileImage } from './profile-photo';

describe('profilePhotoSrc', () => {
  const photo = '3f2c0a4e-1b2d-4c5e-8f90-a1b2c3d4e5f6';

  it('gives platform staff the fixed staff image, whatever they uploaded', () => {
    const staff = testUser({ isMett: true, properties: [{ key: 'profielfoto', value: photo }] });
    expect(profilePhotoSrc(staff, 32)).toBe(staffProfileImage);
  });

  it('shows an uploaded photo in its profile scope, square and sharp', () => {
    const user = testUser({ properties: [{ key: 'profielfoto', value: photo }] });
    const src = new URL(profilePhotoSrc(user, 32)!, 'http://x');
    expect(src.pathname).toBe(`/a/${photo}`);
    expect(src.searchParams.get('profile')).toBe(user.guid);
    expect(src.searchParams.get('fit')).toBe('cover');
    expect(Number(src.searchParams.get('width'))).toBeGreaterThanOrEqual(64);
  });

  it('has nothing to show without a photo', () => {
    expect(profilePhotoSrc(testUser(), 32)).toBeNull();
  });
});
