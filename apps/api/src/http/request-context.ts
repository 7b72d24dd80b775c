import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@plein/logger/node';
import type { Request } from 'express';
import { pinoHttp } from 'pino-http';
import type { Tenant } from '../modules/platforms/repository';

/** What the API knows about a request beyond Express's own fields. */
export interface RequestContext {
  /** The request's tenant, set by the tenant middleware. */
  tenant?: Tenant;
  /** The host name (lower case, no port) the tenant was resolved from. */
  host?: string;
  /** The client's `X-Correlation-Id`, when it sent a usable one. */
  correlationId?: string;
}

const contexts = new WeakMap<IncomingMessage, RequestContext>();

/** The context of a request (created on first use). */
export function requestContext(req: IncomingMessage): RequestContext {
  let context = contexts.get(req);
  if (!context) {
    context = {};
    contexts.set(req, context);
  }
  return context;
}

/**
 * The tenant of a request that passed the tenant middleware. Throws (a bug: 500) when a
 * tenant-scoped route was mounted without it.
 */
export function requireTenant(req: Request): { tenant: Tenant; host: string } {
  const { tenant, host } = requestContext(req);
  if (!tenant || !host) {
    throw new Error('Tenant-scoped route reached without the tenant middleware.');
  }
  return { tenant, host };
}

/** Request and correlation ids we accept from a client: short, printable, no spaces. */
const clientIdPattern = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first !== undefined && clientIdPattern.test(first) ? first : undefined;
}

/** A preview link's token in a path: it opens a page's draft, so no log keeps it. */
const previewToken = /^(\/api\/preview\/)[^/?#]+/i;

/**
 * pino-http middleware: every request gets an id (the client's `X-Request-Id` when usable,
 * else a UUID, echoed back in `X-Request-Id`) and its `X-Correlation-Id`; both are on every
 * log line of the request (`req.log`).
 */
export function requestLogging(logger: Logger) {
  return pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    genReqId(req, res) {
      const id = headerValue(req, 'x-request-id') ?? randomUUID();
      res.setHeader('X-Request-Id', id);
      const correlationId = headerValue(req, 'x-correlation-id');
      if (correlationId) requestContext(req).correlationId = correlationId;
      return id;
    },
    customProps(req) {
      const { correlationId } = requestContext(req);
      return correlationId ? { correlationId } : {};
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      return 'info';
    },
    // Method, path and status only: whole header sets cost time on every call, and would put
    // session cookies and bearer tokens in the log.
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url?.replace(previewToken, '$1[redacted]'),
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    quietReqLogger: false,
  });
}
