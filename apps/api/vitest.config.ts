import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../tools/vitest-shared';

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates once into a template (PGlite data dump, or a PostgreSQL template database).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
