import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumFlags, chromiumPath } from '../../tools/chromium';

/**
 * Every story as a test in Chromium: it renders, its play function passes and axe finds no
 * violation (`a11y: { test: 'error' }` in .storybook/preview.ts).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    // CI runs the packages' suites side by side on two cores: a slow render gets time.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath(),
          args: chromiumFlags,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
