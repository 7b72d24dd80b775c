import { randomBytes } from 'node:crypto';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import type { Express, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { findabilityPathPattern } from '@plein/api';
import type { Logger } from '@plein/logger/node';
import {
  siteimproveCollectorSource,
  siteimproveScriptOrigin,
} from '../src/analytics/siteimprove-hosts';
import { carriesSecretCode } from '../src/analytics/tracking-rules';

/** Paths of the API's own calls, images, cache and health checks. */
const apiCallPattern = /^\/(?:api(?:\/|$)|a\/|cache_invalidate$|healthz$|readyz$)/;

/** Paths the API answers (its calls, robots.txt and the sitemap); everything else is a page. */
export const apiPathPattern = new RegExp(
  `${apiCallPattern.source}|${findabilityPathPattern.source}`,
);

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
  /** Forms posted without JavaScript (e.g. `POST /login`); they answer with a page. */
  forms?: RequestHandler;
  /** `TRUST_PROXY`: honour `X-Forwarded-Proto` (HTTPS, hence `__Host-` cookies), as the API does. */
  trustProxy?: boolean;
  logger: Logger;
}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? false);
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
  // API paths the API did not answer (e.g. /a/* before the image service exists) get the API's
  // error shape, never a page.
  app.use((req, res, next) => {
    if (!apiPathPattern.test(req.path)) return next();
    res.status(404).json({ error: { code: 'not_found', message: 'No such API resource.' } });
  });
  app.use(noSourceMaps);
  if (deps.assets) app.use(deps.assets);
  app.get('/{*path}', pageSecurityHeaders(), deps.pages);
  if (deps.forms) app.post('/{*path}', pageSecurityHeaders(), deps.forms);
  app.use((_req, res) => {
    res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
  });
  app.use(((error, _req, res, _next) => {
    // The page route decodes its path: an escape that does not decode (`/%`, a lone surrogate)
    // is the client's mistake, not a failure of ours.
    if (error instanceof URIError && !res.headersSent) {
      res.status(400).type('text/plain').send('Bad Request: the path does not decode');
      return;
    }
    deps.logger.error({ err: error }, 'Page request failed');
    if (!res.headersSent) res.status(500).type('text/plain').send('Internal Server Error');
    else res.end();
  }) as express.ErrorRequestHandler);
  return app;
}

/**
 * Source maps of the client are kept out of the site (the build writes them to dist/sourcemaps):
 * they would publish the whole client source. A map that still lands among the assets is not
 * served either; the path is decoded first, as the static file handler decodes it.
 */
const noSourceMaps: RequestHandler = (req, res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next();
  }
  if (!/^\/assets\/.*\.map$/i.test(path)) return next();
  res.status(404).type('text/plain').send('Not Found');
};

/**
 * Security headers of pages. Scripts run only from this origin, with the response's nonce
 * (the inline bootstrap script React writes) or from Siteimprove (the tenant's analytics, which
 * reports to its collectors); inline styles are allowed for the tenant theme and React style
 * attributes.
 */
function pageSecurityHeaders(): RequestHandler {
  const secure = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce as string}'`,
          siteimproveScriptOrigin,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Named although `https:` covers it, so narrowing img-src later keeps the tracking pixel.
        imgSrc: ["'self'", 'data:', 'https:', siteimproveCollectorSource],
        connectSrc: ["'self'", siteimproveCollectorSource],
        // Video blocks embed these players, and only after the visitor accepted video cookies.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    // Within the site the next page learns which page linked to it (the statistics' entry pages
    // and the pages linking to a 404); other sites learn nothing, as before.
    referrerPolicy: { policy: 'same-origin' },
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    secure(req, res, (error?: unknown) => {
      if (carriesSecretCode(req.path)) res.setHeader('Referrer-Policy', 'no-referrer');
      next(error);
    });
  };
}
