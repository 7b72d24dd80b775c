import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../tools/vitest-shared';
import { sourceMapsOutsideTheSite } from './vite-source-maps';

// The client bundle (dist/client, with a manifest the server reads; its source maps go to
// dist/sourcemaps, which is not served) and, with --ssr, the server renderer (dist/ssr).
// Workspace packages are compiled from source into both.
export default defineConfig(({ isSsrBuild }) => ({
  ...sourceConditions,
  plugins: isSsrBuild ? [react()] : [react(), sourceMapsOutsideTheSite('dist/sourcemaps')],
  ssr: { ...sourceConditions.ssr, noExternal: [/^@plein\//] },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, target: 'node20', sourcemap: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        cssCodeSplit: false,
        sourcemap: 'hidden',
        rollupOptions: { input: ['src/entry-client.tsx', 'src/entry-islands.ts'] },
      },
  test: {
    // A browser's answer to a key press or a click can take seconds on a loaded CI machine.
    expect: { poll: { timeout: 10_000 } },
    setupFiles: ['src/test-support/testing-library-setup.ts'],
    projects: [
      {
        // Components, screens and the server's parts: no database, no browser. One module graph
        // and one window for all files (`isolate: false`; testing-library cleans up after each
        // test): a fresh window and import per file took 322 s of a quiet machine, 71 s so.
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          testTimeout: 30_000,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The built platform in Chromium: each file starts its own platform (decision 0005);
        // CI runs these on both engines. Three files at a time: a file spends about half its
        // time waiting on its browser and platform (520 s one at a time on a quiet machine, 376 s
        // three at a time), so its budget allows for two neighbours.
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          testTimeout: 180_000,
          hookTimeout: 240_000,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
}));
