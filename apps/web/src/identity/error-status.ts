import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '@plein/api-client';

/**
 * The HTTP status of a failed RTK Query call, or null when no answer came (network failure).
 *
 * @example
 * errorStatusOf(result.error) === 401; // a visitor
 */
export function errorStatusOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): number | null {
  if (!error || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

/** The API's error code of a failed call (`{ error: { code } }`), or null. */
export function errorCodeOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | null {
  if (!error || !('data' in error)) return null;
  const body = error.data as Partial<ApiErrorBody> | undefined;
  return typeof body?.error?.code === 'string' ? body.error.code : null;
}
