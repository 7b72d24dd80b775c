import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** The machine's Chromium (Debian's package); `CHROMIUM_PATH` names another. */
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
          executablePath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
