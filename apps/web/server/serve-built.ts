import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express from 'express';
import { readClientAssets } from './client-manifest';
import type { Renderer } from './page-handler';
import { startPlatform } from './start-platform';

// Serves the build: the renderer and client files come from dist/ssr and dist/client.
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const renderModule = import(
  pathToFileURL(join(distDir, 'ssr', 'entry-server.js')).href
) as Promise<{
  render: Renderer;
}>;
const assets = readClientAssets(join(distDir, 'client', '.vite', 'manifest.json'));

startPlatform({
  render: async () => (await renderModule).render,
  assets: () => assets,
  assetHandler: express.static(join(distDir, 'client'), {
    index: false,
    maxAge: '1h',
    // Hashed build files never change; everything else (favicon) may.
    setHeaders: (res, path) => {
      if (path.includes('/assets/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  }),
}).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
