import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../tools/vitest-shared';

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Type tests (*.test-d.ts) tie the input schemas to the contract types; tsc checks them.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    // Migrates once into a template (PGlite data dump, or a PostgreSQL template database).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
