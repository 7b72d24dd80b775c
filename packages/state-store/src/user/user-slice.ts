import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { hydrateState } from '@plein/api-client';
import { loggedOut } from '../access/access-slice';

/** The signed-in user as the web app knows it (spec section 3). Filled by the identity feature. */
export interface ApplicationUserState<User = unknown, InvitationStatus = unknown> {
  applicationUser: User | null;
  /** HTTP status of the last user load: null while loading, then the status or 500 (spec section 4). */
  loadingStatus: number | null;
  invitationStatus: InvitationStatus | null;
  /** The tenant's current terms-of-use version (initial 1, spec section 9). */
  termsOfUseVersion: number;
}

const initialState: ApplicationUserState = {
  applicationUser: null,
  loadingStatus: null,
  invitationStatus: null,
  termsOfUseVersion: 1,
};

/** User state; empties the application user on logout. */
export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    userLoadStarted(state) {
      state.loadingStatus = null;
    },
    userLoaded(state, action: PayloadAction<{ user: unknown; status: number }>) {
      state.applicationUser = action.payload.user;
      state.loadingStatus = action.payload.status;
    },
    userLoadFailed(state, action: PayloadAction<{ status?: number }>) {
      state.loadingStatus = action.payload.status ?? 500;
    },
    termsOfUseVersionLoaded(state, action: PayloadAction<number>) {
      state.termsOfUseVersion = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state) => {
        state.applicationUser = null;
      })
      .addCase(
        hydrateState,
        (state, action) => (action.payload.user as ApplicationUserState) ?? state,
      );
  },
});

export const { userLoadStarted, userLoaded, userLoadFailed, termsOfUseVersionLoaded } =
  userSlice.actions;
