import { QueryStatus } from '@reduxjs/toolkit/query';
import { pleinApi } from '@plein/api-client';
import type { RootState } from '@plein/state-store';

/** Statuses that are answers, not failures: a visitor (401), no right (403), not found (404). */
const answered = new Set<unknown>([401, 403, 404]);

/**
 * Whether every API call of a render got an answer: none failed (5xx, a refused connection, a
 * time-out). A page rendered from a failure must not be kept for other visitors.
 *
 * @example
 * if (!renderedWithoutFailures(store.getState())) keepOutOfTheCache();
 */
export function renderedWithoutFailures(state: RootState): boolean {
  const calls = [
    ...Object.values(state[pleinApi.reducerPath].queries),
    ...Object.values(state[pleinApi.reducerPath].mutations),
  ];
  return calls.every((call) => {
    if (!call || call.status !== QueryStatus.rejected) return true;
    const error = call.error as { status?: unknown } | undefined;
    return answered.has(error?.status);
  });
}
