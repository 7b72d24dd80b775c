import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { UserConfig } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** Resolve workspace packages to their TypeScript sources in tests (no prior build needed). */
export const sourceConditions = {
  resolve: { conditions: ['@plein/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@plein/source', ...defaultServerConditions] } },
} satisfies UserConfig;

/**
 * Test options of the packages whose suites render React in jsdom. CI runs the packages' suites
 * side by side on two cores, where a render with typing can take seconds: tests get a generous
 * budget, their hooks too (a passing test still finishes as fast as it can).
 */
export const jsdomTest: ViteUserConfig['test'] = {
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Test options of the packages whose suites run in Node: the same generous budget, as they run
 * side by side with the others on two cores (a sharp transform can take seconds there).
 */
export const nodeTest: ViteUserConfig['test'] = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
