import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../tools/vitest-shared';

// Two projects (decision 0005): `unit` needs no engine and runs once; `engine` (test/ and
// src/**/*.engine.test.ts) opens PGlite, PostgreSQL or Redis, and CI runs it on both engines.
// `pnpm check-tests` keeps an engine-dependent test from slipping into `unit`. The type tests
// (*.test-d.ts) tie the input schemas to the contract types; `pnpm typecheck` checks them.
export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.engine.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['test/**/*.test.ts', 'src/**/*.engine.test.ts'],
          isolate: false,
          // Migrates once into a template (PGlite data dump, or a PostgreSQL template database).
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
