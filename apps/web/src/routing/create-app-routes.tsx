import type { i18n as I18n } from 'i18next';
import { data, redirect, replace } from 'react-router';
import type {
  DataStrategyFunction,
  DataStrategyResult,
  LoaderFunctionArgs,
  RouteObject,
} from 'react-router';
import type { AppStore } from '@plein/state-store';
import { errorStatusReset } from '@plein/state-store';
import { safeLocalPath } from '@plein/validation';
import { formOutcomeAction } from '../forms/form-outcome';
import { guardRedirect } from '../identity/route-guard';
import { loadAdminMessages } from '../i18n/i18n';
import { loadAdminFrame } from '../shell/admin-frame-slot';
import { AppShell } from '../shell/app-shell';
import { RouteScreen } from '../screens/route-screen';
import { loadScreen } from '../screens/screen-modules';
import type { Logger } from './logger';
import { logNavigationFailure } from './navigation-log';
import type { PrefetchStep } from './prefetch';
import { runPrefetch } from './prefetch';
import type { RouteDefinition } from './route-table';
import {
  hasAdminFrame,
  matchContentPath,
  needsAdminMessages,
  routePrefetch,
  routeTable,
  shellPrefetch,
} from './route-table';

/** What the routes need from the request (server) or the page (browser). */
export interface RouteDependencies {
  store: AppStore;
  i18n: I18n;
  logger: Logger;
  /** Runs before the shell's steps on every navigation, e.g. switching language in the browser. */
  onNavigate?: (url: URL) => Promise<void> | void;
}

/**
 * Turns the route table into react-router routes. Every loader only runs pre-fetch steps into the
 * store; screens read the store. Loaders return null, so hydration data stays tiny.
 */
export function createAppRoutes(deps: RouteDependencies): RouteObject[] {
  const run = async (
    steps: readonly PrefetchStep[],
    args: LoaderFunctionArgs,
    pagePath: string,
    params: Record<string, string | undefined>,
  ) => {
    const url = new URL(args.request.url);
    const result = await runPrefetch(steps, { ...deps, url, pagePath, params });
    if (!result?.redirect) return null;
    // Targets are built from the request's path: '//evil.example/edit' must stay on the site.
    const target = safeLocalPath(result.redirect);
    return result.replace ? replace(target) : redirect(target);
  };

  // Route guards (spec section 6): run after the shell loaded the user (parents load first).
  const guard = (definition: RouteDefinition, args: LoaderFunctionArgs) => {
    const user = deps.store.getState().user.applicationUser;
    const url = new URL(args.request.url);
    const target = guardRedirect(definition.auth, user, url);
    if (!target) return null;
    logNavigationFailure(deps.logger, 'aborted', { to: url.pathname, redirect: target });
    return redirect(target);
  };

  const fromDefinition = (definition: RouteDefinition): RouteObject => ({
    id: definition.id,
    path: definition.path,
    handle: definition,
    loader: async (args) => {
      if (definition.redirectTo) return redirect(definition.redirectTo);
      const refused = guard(definition, args);
      if (refused) return refused;
      deps.store.dispatch(errorStatusReset());
      const pagePath = new URL(args.request.url).pathname;
      const [, result] = await Promise.all([
        loadRouteCode(definition, deps.i18n),
        run(routePrefetch(definition), args, pagePath, args.params),
      ]);
      const status = definition.httpStatusOf?.(deps.store.getState(), pagePath, args.params);
      return result ?? (status ? data(null, { status }) : null);
    },
    // Only the server calls it: when it renders its answer to a form posted without JavaScript.
    action: formOutcomeAction,
    element: <RouteScreen definition={definition} />,
  });

  const contentRoute: RouteObject = {
    id: 'content',
    path: '*',
    loader: async (args) => {
      const match = matchContentPath(new URL(args.request.url).pathname);
      const refused = guard(match.definition, args);
      if (refused) return refused;
      deps.store.dispatch(errorStatusReset());
      const [, result] = await Promise.all([
        loadRouteCode(match.definition, deps.i18n),
        run(routePrefetch(match.definition), args, match.pagePath, match.params),
      ]);
      const status = match.definition.httpStatusOf?.(
        deps.store.getState(),
        match.pagePath,
        match.params,
      );
      return result ?? (status ? data(null, { status }) : null);
    },
    // A content page answers its form blocks posted without JavaScript (see formOutcomeAction).
    action: formOutcomeAction,
    element: <RouteScreen />,
  };

  return [
    {
      id: 'root',
      path: '/',
      element: <AppShell />,
      loader: async (args) => {
        const url = new URL(args.request.url);
        await deps.onNavigate?.(url);
        return run(shellPrefetch, args, url.pathname, {});
      },
      // The shell's data is per tenant and user, not per path: it loads once per visit (sign-in
      // and sign-out update the store themselves).
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang'),
      children: [
        { index: true, ...withoutPath(contentRoute), id: 'content-index' },
        ...routeTable.filter((route) => !route.path.startsWith('{any path}')).map(fromDefinition),
        contentRoute,
      ],
    },
  ];
}

function withoutPath(route: RouteObject): Omit<RouteObject, 'path' | 'index' | 'children'> {
  const { path: _path, index: _index, children: _children, ...rest } = route;
  return rest;
}

/**
 * Loads what a route's screen needs besides its data: its chunk and, for admin routes, the admin
 * messages and the admin frame.
 */
async function loadRouteCode(definition: RouteDefinition, i18n: I18n): Promise<void> {
  await Promise.all([
    loadScreen(definition.screen),
    needsAdminMessages(definition) ? loadAdminMessages(i18n) : Promise.resolve(),
    hasAdminFrame(definition) ? loadAdminFrame() : Promise.resolve(),
  ]);
}

/**
 * Loads the code of the routes matched for a URL: the browser awaits it before it hydrates a
 * server-rendered page (loaders do not run again on hydration, and the server rendered the screen
 * with its chunk and messages).
 *
 * @example
 * await loadMatchedRouteCode(router.state.matches, window.location.pathname, i18n);
 */
export async function loadMatchedRouteCode(
  matches: readonly { route: { id: string; handle?: unknown } }[],
  pathname: string,
  i18n: I18n,
): Promise<void> {
  await Promise.all(
    matches.map(({ route }) => {
      const definition =
        route.id === 'content' || route.id === 'content-index'
          ? matchContentPath(pathname).definition
          : (route.handle as RouteDefinition | undefined);
      return definition ? loadRouteCode(definition, i18n) : Promise.resolve();
    }),
  );
}

/**
 * Runs the loaders of the matched routes one after the other, parents first (spec section 2:
 * pre-fetch steps run in sequence). A redirect stops the run.
 */
export const sequentialDataStrategy: DataStrategyFunction = async ({ matches }) => {
  const results: Record<string, DataStrategyResult> = {};
  for (const match of matches) {
    if (!match.shouldLoad) continue;
    const result = await match.resolve();
    results[match.route.id] = result;
    if (result.result instanceof Response) break;
  }
  return results;
};
