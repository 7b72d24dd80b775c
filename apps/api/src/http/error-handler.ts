import type { Logger } from '@plein/logger/node';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { mapDatabaseError } from '../db/pg-errors';
import { ApiError, errorBody, isApiError, notFound } from './errors';
import { invalidPath } from './input-guard';

/**
 * body-parser errors carry a `type`, or (a body that does not inflate) a 4xx `status` with
 * http-errors' `expose`; these are the client's fault.
 */
function bodyParserError(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, status, expose } = error as { type?: unknown; status?: unknown; expose?: unknown };
  switch (type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'malformed_json', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new ApiError(413, 'payload_too_large', 'The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(
        415,
        'unsupported_encoding',
        'The request body encoding is not supported.',
      );
    default:
      return (typeof type === 'string' || expose === true) &&
        typeof status === 'number' &&
        status >= 400 &&
        status < 500
        ? new ApiError(status, 'invalid_body', 'The request body could not be read.')
        : null;
  }
}

/**
 * The router throws a URIError when a path parameter's percent-escapes do not decode (`%`,
 * `%ED%A0%80`): the client's fault, whichever route it reached.
 */
function pathDecodingError(error: unknown): ApiError | null {
  return error instanceof Error && error.name === 'URIError' ? invalidPath() : null;
}

/** Answers any request no route matched with 404 `not_found`. */
export const notFoundHandler: RequestHandler = (req: Request) => {
  throw notFound(`No route for ${req.method} ${req.baseUrl}${req.path}.`);
};

/** Options of {@link createErrorHandler}. */
export interface ErrorHandlerOptions {
  /** Told when a call could not reach the database (the breaker opens). */
  onDatabaseUnavailable?: () => void;
}

/** `Retry-After` of a 503: the error's own `retryAfterSeconds`, else a few seconds. */
function retryAfterOf(error: { details?: unknown }): string {
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return String(typeof seconds === 'number' && seconds > 0 ? seconds : defaultRetryAfterSeconds);
}

const defaultRetryAfterSeconds = 5;

/**
 * The one error middleware: writes `{ error: { code, message, details? } }`. Known errors are
 * recognised by their code; anything else is a bug, logged and answered with 500. Every 503 says
 * when to try again (`Retry-After`).
 *
 * @param logger used when the request has no pino-http logger of its own.
 */
export function createErrorHandler(
  logger: Logger,
  options: ErrorHandlerOptions = {},
): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    // pino-http's request logger (with request and correlation id) when it ran.
    const log = (req.log as Logger | undefined) ?? logger;
    const known = isApiError(error)
      ? error
      : (bodyParserError(error) ?? pathDecodingError(error) ?? mapDatabaseError(error));
    if (known) {
      if (known.code === 'database_unavailable' && !isApiError(error)) {
        options.onDatabaseUnavailable?.();
      }
      if (known.status === 503) res.setHeader('Retry-After', retryAfterOf(known));
      if (known.status >= 500) log.error({ err: error }, known.message);
      res.status(known.status).json(errorBody(known));
      return;
    }
    log.error({ err: error }, 'unexpected error');
    res.status(500).json(
      errorBody({
        status: 500,
        code: 'internal_error',
        message: 'Something went wrong on our side.',
      }),
    );
  };
}
