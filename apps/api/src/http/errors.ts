import type { ApiErrorBody } from '@plein/api-client';

/**
 * An error the API answers with its own status and body. Handlers recognise it by its literal
 * `code` and numeric `status` (see {@link isApiError}), not by `instanceof`, so errors built in
 * another copy of this module (or by hand) work the same.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** The shape {@link isApiError} accepts. */
export interface ApiErrorLike {
  code: string;
  status: number;
  message: string;
  details?: unknown;
}

const apiCodePattern = /^[a-z][a-z0-9_]*$/;

/**
 * True for an error that carries a lower_snake_case `code` and a 4xx/5xx `status`. Node's own
 * errors (`ECONNRESET`) and PostgreSQL errors (`23505`, no status) do not match.
 */
export function isApiError(error: unknown): error is ApiErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status, message } = error as Partial<ApiErrorLike>;
  return (
    typeof code === 'string' &&
    apiCodePattern.test(code) &&
    typeof status === 'number' &&
    Number.isInteger(status) &&
    status >= 400 &&
    status <= 599 &&
    typeof message === 'string'
  );
}

/** The JSON body of an error answer. */
export function errorBody(error: ApiErrorLike): ApiErrorBody {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.details !== undefined) body.error.details = error.details;
  return body;
}

/** 404 for a path that no route answers. */
export function notFound(message = 'No such resource.'): ApiError {
  return new ApiError(404, 'not_found', message);
}

/** 400 for a bad query string; `details` names the offending parameters. */
export function invalidQuery(message: string, details?: unknown): ApiError {
  return new ApiError(400, 'invalid_query', message, details);
}

/** 400 for a JSON body that is missing or has the wrong shape. */
export function invalidBody(message: string, details?: unknown): ApiError {
  return new ApiError(400, 'invalid_body', message, details);
}
