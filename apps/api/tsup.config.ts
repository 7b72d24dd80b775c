import { defineConfig } from 'tsup';
import { packagePreset } from '../../tools/tsup-preset';

// dist/index.js (createApp & co. for the web app) and dist/server.js (the standalone API).
// Dependencies stay external: tsup leaves everything in package.json dependencies unbundled.
export default defineConfig(packagePreset({ index: 'src/index.ts', server: 'src/server.ts' }));
