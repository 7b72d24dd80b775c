import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { hydrateState } from '@plein/api-client';

/** Access state (spec section 3): the bearer token the API hands out for API clients and uploads. */
export interface AccessState {
  accessTokenSet: boolean;
  accessToken: string | null;
  /** ISO time the token was received. */
  accessTokenDate: string | null;
}

const initialState: AccessState = {
  accessTokenSet: false,
  accessToken: null,
  accessTokenDate: null,
};

/** Access token state; `loggedOut` clears the token, its date and the flag (spec section 4). */
export const accessSlice = createSlice({
  name: 'access',
  initialState,
  reducers: {
    accessTokenReceived(state, action: PayloadAction<{ accessToken: string; receivedAt: string }>) {
      state.accessToken = action.payload.accessToken;
      state.accessTokenDate = action.payload.receivedAt;
      state.accessTokenSet = true;
    },
    loggedOut() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(
      hydrateState,
      (state, action) => (action.payload.access as AccessState) ?? state,
    );
  },
});

export const { accessTokenReceived, loggedOut } = accessSlice.actions;
