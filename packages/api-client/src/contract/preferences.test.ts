import { notificationPositions } from '@plein/validation';
import { describe, expect, it } from 'vitest';
import {
  preferenceValueProblem,
  preferredInterfaceLanguage,
  preferredNotificationPosition,
} from './preferences';

describe('account preferences', () => {
  it('accepts the positions of spec section 5 and the two interface languages, nothing else', () => {
    for (const position of notificationPositions)
      expect(preferenceValueProblem('notificationPosition', position)).toBeNull();
    for (const bad of ['', 'middle', 'Top-Left', 'top-left '])
      expect(preferenceValueProblem('notificationPosition', bad)).toMatch(/must be one of/);
    expect(preferenceValueProblem('interfaceLanguage', 'en')).toBeNull();
    expect(preferenceValueProblem('interfaceLanguage', 'nl')).toBeNull();
    for (const bad of ['', 'de', 'EN', 'nl-NL'])
      expect(preferenceValueProblem('interfaceLanguage', bad)).toMatch(/must be one of nl, en/);
  });

  it('accepts a non-negative number of seconds to close notifications after', () => {
    expect(preferenceValueProblem('notificationClose', '0')).toBeNull();
    expect(preferenceValueProblem('notificationClose', '2.5')).toBeNull();
    for (const bad of ['-1', '', 'tien', '1e3'])
      expect(preferenceValueProblem('notificationClose', bad)).toMatch(/non-negative/);
  });

  it('reads the choices from the properties, with the bottom right corner as default', () => {
    const properties = [
      { key: 'interfaceLanguage', value: 'en' },
      { key: 'notificationPosition', value: 'top-center' },
    ];
    expect(preferredInterfaceLanguage(properties)).toBe('en');
    expect(preferredNotificationPosition(properties)).toBe('top-center');
    expect(preferredInterfaceLanguage([])).toBeNull();
    expect(preferredNotificationPosition([{ key: 'notificationPosition', value: 'x' }])).toBe(
      'bottom-right',
    );
  });
});
