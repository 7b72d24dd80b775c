import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import { isBot } from '@plein/validation';
import type { Logger } from '@plein/logger/node';
import type { ClientAssets } from '../src/app/client-assets';
import type { RenderRequest, RenderResult } from '../src/entry-server';
import { isNeverStoredPage } from '../src/routing/route-table';
import type { FormOutcome } from '../src/forms/form-outcome';
import type { ApiTransports } from './api-transport';
import { formTokenFor } from './form-token';
import { redirectWithinSite } from './site-redirect';
import { expireCookies } from './unreadable-cookies';
import type { PageCache } from './page-cache';
import { validHost } from './page-cache';
import { languageCookie, visitorOf } from './visitor';

/** The server renderer (dist/ssr in production, Vite's module graph in development). */
export type Renderer = (request: RenderRequest) => Promise<RenderResult>;

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
  transports: ApiTransports;
  logger: Logger;
  /** The HTML cache: shared pages rendered here are kept in it (it answers hits itself). */
  pageCache?: PageCache;
}

/** `Retry-After` of a page answered 503, as the API's own 503s say. */
const pageRetryAfterSeconds = 5;

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
    const { language, askedLanguage, languageChosen, consent, unreadableCookies } = visitorOf(req);
    // Damaged cookies count as absent and are reset (before `?lang=` sets the language cookie
    // anew): a visitor is never locked out by one, and is asked for consent again (spec 4).
    expireCookies(res, unreadableCookies);
    if (askedLanguage) res.append('Set-Cookie', languageCookie(askedLanguage));
    // The first unsafe call (signing in) needs an XSRF-TOKEN cookie to echo: issue it with the
    // page. Forms that post without JavaScript carry it (masked) in a hidden field; a page kept
    // for every visitor (the HTML cache) carries none.
    const formToken = formTokenFor(req, res) ?? undefined;
    const shared = options.formOutcome ? null : (deps.pageCache?.sharedRequest(req) ?? null);
    const correlationId = (req.headers['x-correlation-id'] as string | undefined) ?? randomUUID();
    const [render, assets] = await Promise.all([deps.render(), deps.assets()]);
    const transport = deps.transports.forRequest(host, req.headers, correlationId, req.socket);
    const renderPage = (signal: AbortSignal | undefined) =>
      render({
        url: `http://${host}${req.originalUrl}`,
        transport,
        language,
        languageChosen,
        consent: consent === 'unreadable' ? null : consent,
        assets,
        logger: childLogger(deps.logger, correlationId),
        // A page for the cache is rendered whole: it is kept as one document.
        waitForAll: shared !== null || isBot(req.headers['user-agent'] ?? ''),
        nonce: typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined,
        formToken: shared ? undefined : formToken,
        formOutcome: options.formOutcome,
        signal,
      });

    if (shared && deps.pageCache) {
      const answer = await deps.pageCache.renderOnce(shared, async () => {
        // Rendered for everyone who asks meanwhile: this visitor leaving does not stop it.
        const result = await renderPage(undefined);
        if (result.kind === 'redirect') return result;
        setPageHeaders(res, result.status, req.path, options);
        return {
          kind: 'page',
          status: result.status,
          headers: res.getHeaders(),
          html: await renderedHtml(result),
          complete: result.complete,
          freshUntil: transport.freshUntil(),
        };
      });
      if (answer.kind === 'redirect') redirectWithinSite(res, answer.status, answer.location);
      else deps.pageCache.answer(req, res, answer.page, shared, answer.source);
      return;
    }

    const abort = new AbortController();
    res.on('close', () => abort.abort());
    let result: RenderResult;
    try {
      result = await renderPage(abort.signal);
    } catch (error) {
      // The visitor went away while the page was being prepared: nobody to answer, nothing wrong.
      if (abort.signal.aborted) return;
      throw error;
    }
    if (result.kind === 'redirect') {
      redirectWithinSite(res, result.status, result.location);
      return;
    }
    setPageHeaders(res, result.status, req.path, options);
    result.pipe(res);
  };
}

/** The status and headers of a rendered page. */
function setPageHeaders(res: Response, status: number, path: string, options: PageRenderOptions) {
  res.status(status);
  // A part of the platform is down for a moment (the database): say when to try again.
  if (status === 503) res.setHeader('Retry-After', String(pageRetryAfterSeconds));
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The answer to a post shows what was sent, a preview a draft, a receipt or the page of an
  // e-mailed code one person's: never kept by any cache.
  res.setHeader(
    'Cache-Control',
    isNeverStoredPage(path) ? 'private, no-store' : options.formOutcome ? 'no-store' : 'no-cache',
  );
  // Accept-Encoding too: a kept page is sent in the encoding asked for, without Express's say.
  res.setHeader('Vary', 'Accept-Language, Cookie, Accept-Encoding');
}

/** The whole document of a render (rendered with `waitForAll`). */
function renderedHtml(result: Extract<RenderResult, { kind: 'html' }>): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    result.pipe(sink);
  });
}

function childLogger(logger: Logger, correlationId: string) {
  const child = logger.child({ correlationId });
  return {
    error: (message: string, data?: Record<string, unknown>) => child.error(data ?? {}, message),
    warn: (message: string, data?: Record<string, unknown>) => child.warn(data ?? {}, message),
    info: (message: string, data?: Record<string, unknown>) => child.info(data ?? {}, message),
  };
}
