import type { IncomingMessage } from 'node:http';
import { hostWithoutPort } from '@plein/api-client';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { PlatformsRepository, Tenant } from '../modules/platforms/repository';
import { ApiError } from './errors';
import { requestContext } from './request-context';

/** Options of {@link tenantResolution}. */
export interface TenantResolutionOptions {
  platforms: PlatformsRepository;
  /** Honour `X-Forwarded-Host` (only behind a proxy the operator trusts). */
  trustProxy: boolean;
  /** How long a host lookup is remembered, in ms (default 5000). 0 disables the cache. */
  cacheTtlMs?: number;
}

/**
 * Whether a request came over https: a TLS socket, or `X-Forwarded-Proto: https` from a trusted
 * proxy. Express's `req.secure` for answers given before Express runs (the caches).
 */
export function requestIsSecure(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const proto = trustProxy ? req.headers['x-forwarded-proto'] : undefined;
  return typeof proto === 'string' && proto.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * The request's host name: lower case, port stripped; `X-Forwarded-Host` only if trusted. The
 * tenant, the API's answer cache and the web server's page cache all key by it, so a proxy that
 * rewrites `Host` cannot make one site's page be kept as another's.
 */
export function requestHost(req: IncomingMessage, trustProxy: boolean): string | null {
  let raw: string | undefined;
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-host'];
    const first = Array.isArray(forwarded) ? forwarded[0] : forwarded;
    raw = first?.split(',')[0]?.trim() || undefined;
  }
  raw ??= req.headers.host;
  if (!raw) return null;
  const host = hostWithoutPort(raw);
  return host.length > 0 ? host : null;
}

const tenantNotFound = () =>
  new ApiError(404, 'tenant_not_found', 'No site is served at this host name.');

/** The tenant middleware, with a way to drop remembered lookups. */
export type TenantResolver = RequestHandler & {
  /**
   * Forgets the cached lookups of these host names (lower case, no port), so a host name that
   * was removed stops resolving, and one that was added starts, with the next request to this
   * process. Call it after the change is committed.
   */
  forgetHosts(hosts: readonly string[]): void;
};

/**
 * Resolves the request's tenant from its host name through `platform_hosts`; unknown hosts get
 * 404 `tenant_not_found` and never reach a route. Lookups (also misses) are cached briefly; a
 * change of host names drops them through `forgetHosts`.
 *
 * @example
 * const tenant = tenantResolution({ platforms, trustProxy: false });
 * api.use(tenant);
 * tenant.forgetHosts(['old.example.org']);
 */
export function tenantResolution(options: TenantResolutionOptions): TenantResolver {
  const ttl = options.cacheTtlMs ?? 5000;
  const cache =
    ttl > 0 ? new LRUCache<string, { tenant: Tenant | null }>({ max: 1000, ttl }) : null;

  const resolveTenant = async function resolveTenant(
    req: Request,
    _res: Response,
    next: NextFunction,
  ) {
    const host = requestHost(req, options.trustProxy);
    if (!host) throw tenantNotFound();
    let entry = cache?.get(host);
    if (!entry) {
      entry = { tenant: await options.platforms.findByHost(host) };
      cache?.set(host, entry);
    }
    if (!entry.tenant) throw tenantNotFound();
    const context = requestContext(req);
    context.tenant = entry.tenant;
    context.host = host;
    next();
  };
  return Object.assign(resolveTenant, {
    forgetHosts(hosts: readonly string[]) {
      for (const host of hosts) cache?.delete(host.toLowerCase());
    },
  });
}
