import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { UserConfig } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** Resolve workspace packages to their TypeScript sources in tests (no prior build needed). */
export const sourceConditions = {
  resolve: { conditions: ['@plein/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@plein/source', ...defaultServerConditions] } },
} satisfies UserConfig;

/**
 * Both run every file of a worker in one module graph and, for jsdom, one window (`isolate:
 * false`): a new process, window and import per file cost most of these suites' time (ui-kit
 * 994 s in a loaded CI run, 44 s so). No test here mocks modules; testing-library's cleanup
 * empties the document after each test.
 *
 * Test options of the packages whose suites render React in jsdom. CI runs the packages' suites
 * side by side on two cores, where a render with typing can take seconds: tests get a generous
 * budget, their hooks too (a passing test still finishes as fast as it can).
 */
export const jsdomTest: ViteUserConfig['test'] = {
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  isolate: false,
};

/**
 * Test options of the packages whose suites run in Node: the same generous budget, as they run
 * side by side with the others on two cores (a sharp transform can take seconds there).
 */
export const nodeTest: ViteUserConfig['test'] = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  isolate: false,
};
