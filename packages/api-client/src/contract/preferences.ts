import { isNotificationPosition } from '@plein/validation';
import type { NotificationPosition } from '@plein/validation';
import type { ProfileProperty } from './identity';

/** The languages of the interface (spec section 1); nl is the default and the fallback. */
export const interfaceLanguages = ['nl', 'en'] as const;

/** One of {@link interfaceLanguages}. */
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

/** Where notifications appear when the user has not chosen (the bottom right corner). */
export const defaultNotificationPosition: NotificationPosition = 'bottom-right';

/**
 * The profile properties that hold the account's preferences (spec sections 3 and 5): how long a
 * confirmation stays, where notifications appear and the interface language.
 */
export const preferenceKeys = [
  'notificationClose',
  'notificationPosition',
  'interfaceLanguage',
] as const;

/** One of {@link preferenceKeys}. */
export type PreferenceKey = (typeof preferenceKeys)[number];

/**
 * Whether a value is an interface language.
 *
 * @example
 * isInterfaceLanguage('en'); // true
 */
export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (interfaceLanguages as readonly string[]).includes(value);
}

const validPreference: Record<PreferenceKey, (value: string) => boolean> = {
  // Seconds as the API stores them: digits, maybe a fraction, never negative (spec section 5).
  notificationClose: (value) => /^\d+(\.\d+)?$/.test(value),
  notificationPosition: isNotificationPosition,
  interfaceLanguage: isInterfaceLanguage,
};

/**
 * What is wrong with a preference's stored value, or null when it is fine: the API answers 400
 * with this text, and nothing else may be stored under these keys.
 *
 * @example
 * preferenceValueProblem('notificationPosition', 'middle'); // 'notificationPosition must be one of …'
 */
export function preferenceValueProblem(key: PreferenceKey, value: string): string | null {
  if (validPreference[key](value)) return null;
  switch (key) {
    case 'notificationClose':
      return 'notificationClose must be a non-negative number of seconds.';
    case 'notificationPosition':
      return 'notificationPosition must be one of top-left, top-center, top-right, bottom-left, bottom-center, bottom-right.';
    case 'interfaceLanguage':
      return `interfaceLanguage must be one of ${interfaceLanguages.join(', ')}.`;
  }
}

const stored = (properties: readonly ProfileProperty[], key: PreferenceKey) =>
  properties.find((property) => property.key === key)?.value;

/**
 * The interface language the user chose, or null when they did not.
 *
 * @example
 * preferredInterfaceLanguage(user.properties); // 'en'
 */
export function preferredInterfaceLanguage(
  properties: readonly ProfileProperty[],
): InterfaceLanguage | null {
  const value = stored(properties, 'interfaceLanguage');
  return isInterfaceLanguage(value) ? value : null;
}

/**
 * Where the user's notifications appear: their choice, else {@link defaultNotificationPosition}.
 *
 * @example
 * preferredNotificationPosition([]); // 'bottom-right'
 */
export function preferredNotificationPosition(
  properties: readonly ProfileProperty[],
): NotificationPosition {
  const value = stored(properties, 'notificationPosition');
  return isNotificationPosition(value) ? value : defaultNotificationPosition;
}
