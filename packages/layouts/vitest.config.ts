import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../tools/vitest-shared';

export default defineConfig({
  ...sourceConditions,
  test: { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] },
});
