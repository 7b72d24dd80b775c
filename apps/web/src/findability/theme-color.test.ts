import { describe, expect, it } from 'vitest';
import { themeColorOf } from './theme-color';

const colorScheme = {
  primary: '#0b5394',
  onPrimary: '#ffffff',
  secondary: '#444444',
  onSecondary: '#ffffff',
  background: '#ffffff',
  surface: '#f4f4f4',
  text: '#1a1a1a',
  link: '#0b5394',
};

describe('the browser colour', () => {
  it('is the chosen browser colour when the tenant uses one, else its primary colour', () => {
    expect(themeColorOf({ useBrowserColor: true, browserColor: '#aa0000', colorScheme })).toBe(
      '#aa0000',
    );
    expect(themeColorOf({ useBrowserColor: false, browserColor: '#aa0000', colorScheme })).toBe(
      '#0b5394',
    );
    expect(themeColorOf({})).toBeUndefined();
  });
});
