import { mixed, number } from 'yup';
import { DEFAULT_NOTIFICATION_TIMEOUT_MS, notificationPositions } from './notification-options';
import type { NotificationPosition } from './notification-options';

// The yup schemas live apart from the checks, so a bundle that needs only the checks leaves yup out.

/**
 * yup schema of a notification timeout: a finite number >= 0, default 5000.
 *
 * @example
 * notificationTimeoutSchema.validateSync(undefined); // 5000
 */
export const notificationTimeoutSchema = number()
  .typeError('validation.notificationTimeout')
  .min(0, 'validation.notificationTimeout')
  .test('finite', 'validation.notificationTimeout', (v) => v === undefined || Number.isFinite(v))
  .default(DEFAULT_NOTIFICATION_TIMEOUT_MS);

/**
 * yup schema of a notification position (one of {@link notificationPositions}).
 *
 * @example
 * notificationPositionSchema.isValidSync('bottom-left'); // true
 */
export const notificationPositionSchema = mixed<NotificationPosition>().oneOf(
  notificationPositions,
  'validation.notificationPosition',
);
