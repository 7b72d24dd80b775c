import { defineConfig } from 'vitest/config';
import { nodeTest, sourceConditions } from '../../tools/vitest-shared';

export default defineConfig({
  ...sourceConditions,
  test: nodeTest,
});
