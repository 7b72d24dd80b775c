import { createServer as createViteServer } from 'vite';
import type { RequestHandler } from 'express';
import type { Renderer } from './page-handler';
import { startPlatform } from './start-platform';

// Development start: Vite compiles the app on demand with hot reload; the API runs in-process.
const preamblePath = '/@plein/dev-preamble.js';
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

// React Fast Refresh needs Vite's inline preamble; serve it as a module the renderer can bootstrap.
const preamble: RequestHandler = (req, res, next) => {
  if (req.path !== preamblePath) return next();
  vite
    .transformIndexHtml(req.originalUrl, '<html><head></head><body></body></html>')
    .then((html) => {
      const scripts = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
        (m) => m[1],
      );
      res.type('application/javascript').send(scripts.join('\n'));
    })
    .catch(next);
};

await startPlatform({
  render: async () =>
    ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Renderer }).render,
  assets: () =>
    Promise.resolve({
      scripts: ['/@vite/client', preamblePath, '/src/entry-client.tsx'],
      islandScripts: ['/@vite/client', preamblePath, '/src/entry-islands.ts'],
      styles: [],
    }),
  assetHandler: (req, res, next) => preamble(req, res, () => vite.middlewares(req, res, next)),
});
