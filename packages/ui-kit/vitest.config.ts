import { defineConfig } from 'vitest/config';
import { jsdomTest, sourceConditions } from '../../tools/vitest-shared';

export default defineConfig({
  ...sourceConditions,
  test: jsdomTest,
});
