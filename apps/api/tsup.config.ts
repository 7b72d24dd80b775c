import { defineConfig } from 'tsup';
import { packagePreset } from '../../tools/tsup-preset';

// dist/index.js (createApp & co. for the web app), dist/server.js (the standalone API) and
// dist/prepare-data-dir.js (the child process that creates a new embedded data folder) and
// dist/backup-cli.js (`pnpm backup` / `pnpm restore`).
// Dependencies stay external: tsup leaves everything in package.json dependencies unbundled.
export default defineConfig(
  packagePreset({
    index: 'src/index.ts',
    server: 'src/server.ts',
    'prepare-data-dir': 'src/prepare-data-dir.ts',
    'backup-cli': 'src/backup-cli.ts',
  }),
);
