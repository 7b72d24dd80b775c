import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { hydrateState, serverSideCallExecuted } from '@plein/api-client';

/** Call cache state (spec section 3). Answers themselves live in the RTK Query cache. */
export interface CallCacheState {
  /** Values cached outside RTK Query, by call key. */
  cache: Record<string, unknown>;
  /** Calls in flight, by call key. */
  pendingCalls: Record<string, true>;
  /** Calls the server ran for this page, by call cache index; embedded in the HTML. */
  executedServerSideCalls: Record<string, true>;
}

const initialState: CallCacheState = { cache: {}, pendingCalls: {}, executedServerSideCalls: {} };

/** Call keys: pending calls, cached values and the server-side calls of the first render. */
export const callCacheSlice = createSlice({
  name: 'callCache',
  initialState,
  reducers: {
    callStarted(state, action: PayloadAction<string>) {
      state.pendingCalls[action.payload] = true;
    },
    callFinished(state, action: PayloadAction<{ key: string; value?: unknown }>) {
      delete state.pendingCalls[action.payload.key];
      if (action.payload.value !== undefined)
        state.cache[action.payload.key] = action.payload.value;
    },
    callEvicted(state, action: PayloadAction<string>) {
      delete state.cache[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(serverSideCallExecuted, (state, action) => {
        state.executedServerSideCalls[action.payload] = true;
      })
      .addCase(hydrateState, (state, action) => {
        const server = action.payload.callCache as CallCacheState | undefined;
        if (!server) return state;
        return { ...server, pendingCalls: {} };
      });
  },
});

export const { callStarted, callFinished, callEvicted } = callCacheSlice.actions;
