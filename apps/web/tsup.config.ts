import { defineConfig } from 'tsup';

// The Node server: serves the client assets, renders pages with dist/ssr and runs the API.
export default defineConfig({
  entry: { main: 'server/main.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  dts: false,
});
