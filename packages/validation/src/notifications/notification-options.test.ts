import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_TIMEOUT_MS,
  isNotificationPosition,
  isNotificationTimeout,
  resolveNotificationTimeout,
} from './notification-options';
import { notificationPositionSchema, notificationTimeoutSchema } from './notification-schemas';

describe('notification timeout', () => {
  it('defaults to 5000 ms when none is given', () => {
    expect(DEFAULT_NOTIFICATION_TIMEOUT_MS).toBe(5000);
    expect(resolveNotificationTimeout(undefined)).toBe(5000);
    expect(notificationTimeoutSchema.validateSync(undefined)).toBe(5000);
  });

  it('accepts zero and positive numbers', () => {
    expect(isNotificationTimeout(0)).toBe(true);
    expect(resolveNotificationTimeout(2500)).toBe(2500);
    expect(notificationTimeoutSchema.isValidSync(0)).toBe(true);
  });

  it('rejects negative, non-finite and non-number timeouts', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, '100', {}]) {
      expect(isNotificationTimeout(bad)).toBe(false);
      expect(() => resolveNotificationTimeout(bad)).toThrow(RangeError);
    }
    expect(notificationTimeoutSchema.isValidSync(-1)).toBe(false);
    expect(notificationTimeoutSchema.isValidSync('soon')).toBe(false);
    expect(notificationTimeoutSchema.isValidSync(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('notification position', () => {
  it('accepts each listed position', () => {
    for (const p of [
      'top-left',
      'top-center',
      'top-right',
      'bottom-left',
      'bottom-center',
      'bottom-right',
    ]) {
      expect(isNotificationPosition(p)).toBe(true);
      expect(notificationPositionSchema.isValidSync(p)).toBe(true);
    }
  });

  it('refuses anything else', () => {
    expect(isNotificationPosition('center')).toBe(false);
    expect(isNotificationPosition('TOP-LEFT')).toBe(false);
    expect(notificationPositionSchema.isValidSync('middle')).toBe(false);
  });
});
