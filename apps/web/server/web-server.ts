import compression from 'compression';
import express from 'express';
import type { Express, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@plein/logger/node';

/** Paths the API answers; everything else is a page. */
export const apiPathPattern = /^\/(?:api(?:\/|$)|a\/|cache_invalidate$|healthz$|readyz$)/;

/** Where API requests go: the in-process API app, or a separately deployed API. */
export type ApiMount =
  { kind: 'in-process'; app: RequestHandler } | { kind: 'remote'; url: string };

/**
 * The single origin of the platform: API paths, static client assets and server-rendered pages
 * on one port, so cookies and XSRF work without CORS.
 */
export function createWebServer(deps: {
  api: ApiMount;
  pages: RequestHandler;
  /** Static client files (built assets), mounted before the pages. */
  assets?: RequestHandler;
  logger: Logger;
}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());

  if (deps.api.kind === 'in-process') {
    const api = deps.api.app;
    app.use((req, res, next) => (apiPathPattern.test(req.path) ? api(req, res, next) : next()));
  } else {
    app.use(
      createProxyMiddleware({
        target: deps.api.url,
        changeOrigin: false,
        xfwd: true,
        pathFilter: (path) => apiPathPattern.test(path),
      }),
    );
  }
  if (deps.assets) app.use(deps.assets);
  app.get('/{*path}', deps.pages);
  app.use((_req, res) => {
    res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
  });
  app.use(((error, _req, res, _next) => {
    deps.logger.error({ err: error }, 'Page request failed');
    if (!res.headersSent) res.status(500).type('text/plain').send('Internal Server Error');
    else res.end();
  }) as express.ErrorRequestHandler);
  return app;
}
