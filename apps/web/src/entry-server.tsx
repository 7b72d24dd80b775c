import type { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import serialize from 'serialize-javascript';
import type { ApiTransport } from '@plein/api-client';
import { dehydrate, makeStore } from '@plein/state-store';
import type { ConsentState } from '@plein/state-store';
import type { ClientAssets } from './app/client-assets';
import { renderedWithoutFailures, renderFailureStatus } from './app/render-failures';
import { Root } from './app/root';
import type { FormOutcome, FormOutcomeContext } from './forms/form-outcome';
import type { Language } from './i18n/i18n';
import { applyAccountLanguage } from './i18n/account-language';
import { createI18n } from './i18n/i18n';
import type { IslandRenderer } from './islands/island-renderer';
import { isIslandsPage } from './islands/islands-page';
import { primaryDomainLocation } from './findability/primary-domain-redirect';
import { createAppRoutes, sequentialDataStrategy } from './routing/create-app-routes';
import type { Logger } from './routing/logger';
import type { RouteDefinition } from './routing/route-table';
import { logBlockExtensionFailures } from './screens/block-registry';

/** One page request, as the web server hands it to the renderer. */
export interface RenderRequest {
  /** Absolute URL of the page, e.g. `http://localhost:3000/nieuws`. */
  url: string;
  transport: ApiTransport;
  language: Language;
  /**
   * The visitor chose the language in this session (`?lang=` or its cookie). Otherwise a signed-in
   * user's own interface language (account preferences) replaces the browser's.
   */
  languageChosen?: boolean;
  /** The visitor's cookie consent, when the consent cookie holds one. */
  consent: ConsentState | null;
  assets: ClientAssets;
  logger: Logger;
  /** Bots and no-JS readers get the whole document at once; browsers get it streamed. */
  waitForAll: boolean;
  /** The Content-Security-Policy nonce of the response, set on the bootstrap scripts. */
  nonce?: string;
  /** The visitor's XSRF token, masked, for the hidden field of forms that post to the server. */
  formToken?: string;
  /** The outcome of a form the web server handled without JavaScript: the page shows it. */
  formOutcome?: FormOutcome;
  signal?: AbortSignal;
}

/** What the renderer answers: a redirect, or a status with a stream to pipe. */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'html';
      status: number;
      /** Every API call of the render was answered (none failed): the page may be shared. */
      complete: boolean;
      pipe: (destination: Writable) => void;
      abort: () => void;
    };

/** Globals the server embeds for the browser. */
export interface EmbeddedState {
  state: unknown;
  assets: ClientAssets;
  router: { loaderData: unknown; actionData: unknown; errors: unknown };
  /** The form token the server rendered, so hydration renders the same hidden field. */
  formToken: string | null;
}

/**
 * Renders a page: runs the routes' pre-fetch steps in sequence on a fresh store, then streams
 * the document with the store state and the server-side call keys embedded for hydration.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  // The registry was built when this module loaded: its failed extensions go to the first
  // render's logger.
  logBlockExtensionFailures(request.logger);
  const store = makeStore({
    transport: request.transport,
    preloadedState: {
      ui: { errorStatus: 200, pageLoading: false, language: request.language },
      ...(request.consent ? { consent: request.consent } : {}),
    },
  });
  // Another host name of a site with a primary domain: the same address there, for good (a
  // form's answer is shown where it was sent).
  const primaryLocation = request.formOutcome
    ? null
    : await primaryDomainLocation(store, request.url);
  if (primaryLocation) return { kind: 'redirect', status: 301, location: primaryLocation };
  const i18n = createI18n(request.language);
  const handler = createStaticHandler(createAppRoutes({ store, i18n, logger: request.logger }));
  // A form outcome is rendered as react-router's answer to a POST: the route's action hands it to
  // the screen (see formOutcomeAction), and the loaders run as for a GET.
  const requestContext: FormOutcomeContext = { formOutcome: request.formOutcome };
  const context = await handler.query(
    new Request(request.url, {
      method: request.formOutcome ? 'POST' : 'GET',
      signal: request.signal,
    }),
    { dataStrategy: sequentialDataStrategy, requestContext },
  );
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  if (!request.languageChosen) await applyAccountLanguage(store, i18n);

  const router = createStaticRouter(handler.dataRoutes, context);
  const matches = context.matches.map(({ route }) => ({
    id: route.id,
    handle: route.handle as unknown,
  }));
  const islands = isIslandsPage(matches, new URL(request.url).pathname, store.getState())
    ? islandRenderer()
    : null;
  const embedded: EmbeddedState = {
    state: dehydrate(store.getState()),
    assets: request.assets,
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
    formToken: request.formToken ?? null,
  };
  const routeStatus = context.matches
    .map((match) => (match.route.handle as RouteDefinition | undefined)?.httpStatus)
    .findLast((value) => value !== undefined);
  const errorStatus = store.getState().ui.errorStatus;
  // A page rendered from a failed API call is an error page, whatever else it shows.
  const status =
    renderFailureStatus(store.getState()) ??
    (context.statusCode >= 400
      ? context.statusCode
      : errorStatus !== 200
        ? errorStatus
        : (routeStatus ?? 200));

  return new Promise((resolve, reject) => {
    let failed = false;
    const answer = (): RenderResult => ({
      kind: 'html',
      status: failed ? 500 : status,
      complete: !failed && renderedWithoutFailures(store.getState()),
      pipe: (destination) => stream.pipe(destination),
      abort: () => stream.abort(),
    });
    const stream = renderToPipeableStream(
      <Root
        store={store}
        i18n={i18n}
        assets={request.assets}
        logger={request.logger}
        formToken={embedded.formToken}
        islands={islands}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Root>,
      {
        // A document with islands hydrates its islands only: no store, router or translations.
        bootstrapModules: islands ? request.assets.islandScripts : request.assets.scripts,
        nonce: request.nonce,
        bootstrapScriptContent: islands
          ? undefined
          : `window.__PLEIN__=${serialize(embedded, { isJSON: true })}`,
        onShellReady() {
          if (!request.waitForAll) resolve(answer());
        },
        onAllReady() {
          if (request.waitForAll) resolve(answer());
        },
        onShellError: reject,
        onError(error) {
          failed = true;
          request.logger.error('Render failed', { error: String(error) });
        },
      },
    );
  });
}

/** Renders each island of a page as its own React root, with ids of its own (`i0-`, `i1-`...). */
function islandRenderer(): IslandRenderer {
  let count = 0;
  return {
    render(element) {
      const id = `i${count++}-`;
      return { id, html: renderToString(element, { identifierPrefix: id }) };
    },
  };
}
