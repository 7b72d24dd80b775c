import type { ApplicationUser } from '@plein/api-client';
import { DEFAULT_NOTIFICATION_CLOSE_SECONDS, isNotificationTimeout } from '@plein/validation';

/**
 * The user's `notificationClose` property in seconds; the default (10) when it is missing or
 * not a usable timeout.
 *
 * @example
 * notificationCloseSeconds(user); // 10
 */
export function notificationCloseSeconds(user: ApplicationUser | null | undefined): number {
  const raw = user?.properties.find((property) => property.key === 'notificationClose')?.value;
  const seconds = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return isNotificationTimeout(seconds * 1000) ? seconds : DEFAULT_NOTIFICATION_CLOSE_SECONDS;
}

/** A property's value, or '' when the user has none. */
export function propertyValue(user: ApplicationUser | null | undefined, key: string): string {
  return user?.properties.find((property) => property.key === key)?.value ?? '';
}

/**
 * The properties with one key set to a value (added when missing, removed when empty).
 *
 * @example
 * withProperty(user.properties, 'alias', 'Jan');
 */
export function withProperty(
  properties: ApplicationUser['properties'],
  key: string,
  value: string,
): ApplicationUser['properties'] {
  const others = properties.filter((property) => property.key !== key);
  return value === '' ? others : [...others, { key, value }];
}
