import { defineConfig } from 'tsup';
import { packagePreset } from '../../tools/tsup-preset';

// dist/index.js (createApp & co. for the web app), dist/server.js (the standalone API) and
// dist/prepare-data-dir.js (the child process that creates a new embedded data folder) and
// dist/backup-cli.js (`pnpm backup` / `pnpm restore`).
// Dependencies stay external: tsup leaves everything in package.json dependencies unbundled.
// No declarations: the app is private, and the web app reads its types from source (the
// `@plein/source` condition); emitting them took most of a fresh build's time.
export default defineConfig(
  packagePreset(
    {
      index: 'src/index.ts',
      server: 'src/server.ts',
      'prepare-data-dir': 'src/prepare-data-dir.ts',
      'backup-cli': 'src/backup-cli.ts',
    },
    { dts: false },
  ),
);
