import { createAction } from '@reduxjs/toolkit';

/**
 * Hands the server's store state to the browser store. The api slice takes its cache from it
 * (RTK Query's extractRehydrationInfo) and the other slices their own parts.
 */
export const hydrateState = createAction<Record<string, unknown>>('plein/hydrate');

/** Records that a call ran on the server, keyed by its call cache index. */
export const serverSideCallExecuted = createAction<string>('callCache/serverSideCallExecuted');
