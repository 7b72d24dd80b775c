import type { ApplicationUser } from '@plein/api-client';
import { resolveNotificationTimeout } from '@plein/validation';
import { notificationCloseSeconds } from '../identity/notification-close';

/**
 * How long a confirmation stays, in ms: the user's `notificationClose` seconds (default 10,
 * spec section 4), checked by the notification-timeout rule. Zero seconds keeps it until closed.
 *
 * @example
 * confirmationCloseMs(null); // 10000
 */
export function confirmationCloseMs(user: ApplicationUser | null): number | null {
  const ms = resolveNotificationTimeout(notificationCloseSeconds(user) * 1000);
  return ms === 0 ? null : ms;
}
