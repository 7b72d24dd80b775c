import type { ApplicationUser } from '@plein/api-client';
import { imageUrl } from '@plein/image-service';
import { isGuid } from '@plein/validation';
import { propertyValue } from './notification-close';

/** The fixed profile image of platform staff (spec section 6). */
export const staffProfileImage = '/staff-profile.svg';

/**
 * The profile photo of a user at `size` CSS pixels (a square, twice as many image pixels for
 * sharp screens): the fixed staff image for Mett users, else the uploaded `profielfoto`, else
 * null.
 *
 * @example
 * profilePhotoSrc(user, 32); // '/a/…?profile=…&width=64&height=64&fit=cover'
 */
export function profilePhotoSrc(user: ApplicationUser, size: number): string | null {
  if (user.isMett) return staffProfileImage;
  const photo = propertyValue(user, 'profielfoto');
  if (!isGuid(photo)) return null;
  return imageUrl(photo, { profile: user.guid, width: size * 2, height: size * 2, fit: 'cover' });
}
