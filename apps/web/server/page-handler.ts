import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { readCookie } from '@plein/api-client';
import { isBot } from '@plein/validation';
import type { Logger } from '@plein/logger/node';
import type { ClientAssets } from '../src/app/client-assets';
import type { RenderRequest, RenderResult } from '../src/entry-server';
import { consentCookieName, parseConsentCookie } from '../src/consent/consent-cookie';
import type { FormOutcome } from '../src/forms/form-outcome';
import { asLanguage } from '../src/i18n/i18n';
import { languageCookieName, negotiateLanguage } from '../src/i18n/negotiate-language';
import type { createApiTransports } from './api-transport';
import { formTokenFor } from './form-token';

/** The server renderer (dist/ssr in production, Vite's module graph in development). */
export type Renderer = (request: RenderRequest) => Promise<RenderResult>;

/** A Host header we can put in a URL: a DNS name or IP literal with an optional port. */
const validHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** What a page render may add to the request: the outcome of a form handled without JavaScript. */
export interface PageRenderOptions {
  formOutcome?: FormOutcome;
}

/** Renders the page of a request and streams it as the answer. */
export type PageRenderer = (
  req: Request,
  res: Response,
  options?: PageRenderOptions,
) => Promise<void>;

/** What pages are rendered with. */
export interface PageRendererDependencies {
  render: () => Promise<Renderer>;
  assets: () => Promise<ClientAssets>;
  transports: ReturnType<typeof createApiTransports>;
  logger: Logger;
}

/**
 * The Express handler of every page: negotiates the language, runs the renderer with a
 * transport that reaches the API for the visitor's host, and streams the answer.
 */
export function createPageHandler(deps: PageRendererDependencies): RequestHandler {
  const renderPage = createPageRenderer(deps);
  return (req, res) => renderPage(req, res);
}

/**
 * Renders pages: for GET requests, and as the answer to a form the web server handled without
 * JavaScript (`options.formOutcome`, shown by the form's screen).
 */
export function createPageRenderer(deps: PageRendererDependencies): PageRenderer {
  return async (req, res, options = {}) => {
    const host = req.headers.host ?? '';
    if (!validHost.test(host)) {
      res.status(400).type('text/plain').send('Bad Request: invalid Host header');
      return;
    }
    const queryLanguage = typeof req.query.lang === 'string' ? req.query.lang : null;
    const language = negotiateLanguage({
      query: queryLanguage,
      cookie: readCookie(req.headers.cookie ?? '', languageCookieName),
      browserPreference: req.acceptsLanguages('nl', 'en') || null,
    });
    if (asLanguage(queryLanguage)) {
      // A session cookie: the explicit choice holds for this visit only (spec: required cookies are session-only).
      res.cookie(languageCookieName, language, { sameSite: 'lax', httpOnly: false, path: '/' });
    }
    // The first unsafe call (signing in) needs an XSRF-TOKEN cookie to echo: issue it with the
    // page. Forms that post without JavaScript carry it (masked) in a hidden field.
    const formToken = formTokenFor(req, res) ?? undefined;
    const consent = parseConsentCookie(readCookie(req.headers.cookie ?? '', consentCookieName));
    // A damaged consent cookie is reset: the visitor is asked again (spec section 4).
    if (consent === 'unreadable') res.clearCookie(consentCookieName, { path: '/' });
    const correlationId = (req.headers['x-correlation-id'] as string | undefined) ?? randomUUID();
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const [render, assets] = await Promise.all([deps.render(), deps.assets()]);
    const result = await render({
      url: `http://${host}${req.originalUrl}`,
      transport: deps.transports.forRequest(host, req.headers, correlationId),
      language,
      consent: consent === 'unreadable' ? null : consent,
      assets,
      logger: childLogger(deps.logger, correlationId),
      waitForAll: isBot(req.headers['user-agent'] ?? ''),
      nonce: typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined,
      formToken,
      formOutcome: options.formOutcome,
      signal: abort.signal,
    });
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return;
    }
    res.status(result.status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // The answer to a post shows what was sent: never kept by any cache.
    res.setHeader('Cache-Control', options.formOutcome ? 'no-store' : 'no-cache');
    res.setHeader('Vary', 'Accept-Language, Cookie');
    result.pipe(res);
  };
}

function childLogger(logger: Logger, correlationId: string) {
  const child = logger.child({ correlationId });
  return {
    error: (message: string, data?: Record<string, unknown>) => child.error(data ?? {}, message),
    warn: (message: string, data?: Record<string, unknown>) => child.warn(data ?? {}, message),
    info: (message: string, data?: Record<string, unknown>) => child.info(data ?? {}, message),
  };
}
