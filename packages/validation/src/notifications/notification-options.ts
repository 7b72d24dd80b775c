/** Default time a notification stays on screen, in milliseconds (spec section 9: 5 s). */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 5000;

/** Default seconds a confirmation stays open, the profile's `notificationClose` (spec section 3). */
export const DEFAULT_NOTIFICATION_CLOSE_SECONDS = 10;

/** The places a notification may appear. */
export const notificationPositions = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;

/** One of {@link notificationPositions}. */
export type NotificationPosition = (typeof notificationPositions)[number];

/**
 * Whether `value` is a usable notification timeout: a finite, non-negative number of milliseconds.
 *
 * @example
 * isNotificationTimeout(3000); // true
 * isNotificationTimeout(-1); // false
 */
export function isNotificationTimeout(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * The timeout to use: {@link DEFAULT_NOTIFICATION_TIMEOUT_MS} when none is given; throws a
 * `RangeError` for anything that is not a non-negative number (the spec rejects it).
 *
 * @example
 * resolveNotificationTimeout(undefined); // 5000
 * resolveNotificationTimeout(0); // 0
 * resolveNotificationTimeout(-5); // throws RangeError
 */
export function resolveNotificationTimeout(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_NOTIFICATION_TIMEOUT_MS;
  if (!isNotificationTimeout(value)) {
    throw new RangeError(
      `Notification timeout must be a non-negative number, got ${JSON.stringify(value) ?? typeof value}`,
    );
  }
  return value;
}

/**
 * Whether `value` is one of {@link notificationPositions}.
 *
 * @example
 * isNotificationPosition('top-right'); // true
 * isNotificationPosition('middle'); // false
 */
export function isNotificationPosition(value: unknown): value is NotificationPosition {
  return typeof value === 'string' && (notificationPositions as readonly string[]).includes(value);
}
