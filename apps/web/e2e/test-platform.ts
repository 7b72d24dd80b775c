import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { visitorContext } from './browser-helpers';
import type { RunningPlatform } from './platform';
import { launchChromium, startPlatform } from './platform';

/** What a test file gets from {@link platformForTests}. */
export interface TestPlatform {
  /** `http://localhost:<port>`, the demo tenant. */
  origin: () => string;
  browser: () => Browser;
  /** A fresh person in a browser (Dutch, cookie question answered, axe allowed). */
  person: () => Promise<Page>;
}

/**
 * Starts the platform (seeded admin with `adminPassword`) and Chromium before the file's tests
 * and stops both, with every browser context {@link TestPlatform.person} opened, after them.
 *
 * @example
 * const { origin, person } = platformForTests(seededAdmin.password);
 */
export function platformForTests(adminPassword: string): TestPlatform {
  let platform: RunningPlatform | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [platform, browser] = await Promise.all([
      startPlatform({ env: { PLEIN_SEED_ADMIN_PASSWORD: adminPassword } }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await platform?.stop();
  });
  const running = () => {
    if (!platform || !browser) throw new Error('The platform has not started yet.');
    return { platform, browser };
  };
  return {
    origin: () => `http://localhost:${running().platform.port}`,
    browser: () => running().browser,
    person: async () => {
      const context = await visitorContext(
        running().browser,
        `http://localhost:${running().platform.port}`,
        {
          bypassCSP: true,
        },
      );
      contexts.push(context);
      return context.newPage();
    },
  };
}
