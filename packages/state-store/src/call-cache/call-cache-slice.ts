import { createSlice } from '@reduxjs/toolkit';
import { hydrateState, serverSideCallExecuted } from '@plein/api-client';

/**
 * Call cache state (spec section 3). The spec's call cache (`cache`) and calls in flight
 * (`pendingCalls`) are RTK Query's own cache: the `pleinApi` slice keeps every answer under its
 * call (endpoint and arguments), with `status: 'pending'` while it is in flight, and drops it when
 * nothing uses it any more. Keeping a copy here would only let the two disagree. What RTK Query
 * does not know is which calls the server already made for the page, so the browser does not
 * make them again; that is kept here and embedded in the HTML.
 */
export interface CallCacheState {
  /** Calls the server ran for this page, by call cache index; embedded in the HTML. */
  executedServerSideCalls: Record<string, true>;
}

const initialState: CallCacheState = { executedServerSideCalls: {} };

/** The server-side calls of the first render. */
export const callCacheSlice = createSlice({
  name: 'callCache',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(serverSideCallExecuted, (state, action) => {
        state.executedServerSideCalls[action.payload] = true;
      })
      .addCase(hydrateState, (state, action) => {
        const server = action.payload.callCache as CallCacheState | undefined;
        return server ? { executedServerSideCalls: { ...server.executedServerSideCalls } } : state;
      });
  },
});
