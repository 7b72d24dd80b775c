import type { Express } from 'express';

/** One method and path an app answers, as declared (`/api/pages/:id`, `/api/pages\:withName`). */
export interface MountedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/** The parts of Express 5's router layers this walk reads. */
interface LayerShape {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle?: { stack?: LayerShape[] };
}

const methods = new Set(['GET', 'POST', 'PUT', 'DELETE']);

const mountPaths = (rawPath: unknown): string[] => {
  const paths = Array.isArray(rawPath) ? rawPath : [rawPath];
  return paths.map((path) => (typeof path === 'string' && path !== '/' ? path : ''));
};

/**
 * Every route of an Express 5 app, read from its router stack (nested routers included, under
 * the path each is mounted at), so a test can walk routes added later without being told.
 *
 * @example
 * mountedRoutes(app); // [{ method: 'GET', path: '/healthz' }, { method: 'GET', path: '/api/pages' }, ...]
 */
export function mountedRoutes(app: Express): MountedRoute[] {
  const found: MountedRoute[] = [];
  const pending: { layers: LayerShape[]; prefix: string }[] = [
    { layers: (app.router as unknown as { stack: LayerShape[] }).stack, prefix: '' },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const layer of next.layers) {
      if (layer.route) {
        const declared = Object.entries(layer.route.methods).filter(([, on]) => on);
        for (const path of mountPaths(layer.route.path)) {
          for (const [method] of declared) {
            const upper = method.toUpperCase();
            if (methods.has(upper)) {
              found.push({ method: upper as MountedRoute['method'], path: next.prefix + path });
            }
          }
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        for (const mount of mountPaths(layer.rawPath)) {
          pending.push({ layers: layer.handle.stack, prefix: next.prefix + mount });
        }
      }
    }
  }
  const key = (route: MountedRoute) => `${route.method} ${route.path}`;
  return [...new Map(found.map((route) => [key(route), route])).values()].sort((a, b) =>
    key(a).localeCompare(key(b)),
  );
}
