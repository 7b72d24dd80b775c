import { QueryStatus } from '@reduxjs/toolkit/query';
import { pleinApi } from '@plein/api-client';
import type { RootState } from '@plein/state-store';

/** Statuses that are answers, not failures: a visitor (401), no right (403), not found (404). */
const answered = new Set<unknown>([401, 403, 404]);

/** The statuses of the render's API calls that did not succeed (not a number: no answer). */
function failedCallStatuses(state: RootState): unknown[] {
  return [
    ...Object.values(state[pleinApi.reducerPath].queries),
    ...Object.values(state[pleinApi.reducerPath].mutations),
  ]
    .filter((call) => call?.status === QueryStatus.rejected)
    .map((call) => (call?.error as { status?: unknown } | undefined)?.status);
}

/**
 * Whether every API call of a render got an answer: none failed (4xx other than 401, 403 and
 * 404, 5xx, a refused connection, a time-out). A page rendered from a failure must not be kept
 * for other visitors.
 *
 * @example
 * if (!renderedWithoutFailures(store.getState())) keepOutOfTheCache();
 */
export function renderedWithoutFailures(state: RootState): boolean {
  return failedCallStatuses(state).every((status) => answered.has(status));
}

/**
 * The status a page owes its visitor when the server side of an API call failed: 503 when a call
 * was answered 503 (the database or another part is down: try again later) or got no answer at
 * all (a refused connection, a time-out), 500 for another 5xx; null otherwise (the screen's own
 * status stands: a call refused as a bad request shows as not found).
 *
 * @example
 * const failure = renderFailureStatus(store.getState()); // 503
 */
export function renderFailureStatus(state: RootState): 500 | 503 | null {
  let failure: 500 | 503 | null = null;
  for (const status of failedCallStatuses(state)) {
    if (status === 503 || typeof status !== 'number') return 503;
    if (status >= 500) failure = 500;
  }
  return failure;
}
