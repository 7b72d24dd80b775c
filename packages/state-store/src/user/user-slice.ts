import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { hydrateState, initialTermsOfUseVersion } from '@plein/api-client';
import type { ApplicationUser, InvitationStatus } from '@plein/api-client';
import { loggedOut } from '../access/access-slice';

/** The signed-in user as the web app knows it (spec section 3). */
export interface ApplicationUserState<User = ApplicationUser, Invitation = InvitationStatus> {
  applicationUser: User | null;
  /**
   * HTTP status of the last load (the user, or an invitation's status): null while loading, then
   * the response status, or 500 when the load failed without one (spec section 4).
   */
  loadingStatus: number | null;
  invitationStatus: Invitation | null;
  /** The tenant's current terms-of-use version (initial 1, spec section 9). */
  termsOfUseVersion: number;
}

const initialState: ApplicationUserState = {
  applicationUser: null,
  loadingStatus: null,
  invitationStatus: null,
  termsOfUseVersion: initialTermsOfUseVersion,
};

/** User state; empties the application user on logout. */
export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    /** A load begins: the loading status is null until it answers (spec section 4). */
    userLoadStarted(state) {
      state.loadingStatus = null;
    },
    /** The user load answered: the user (null for a visitor) and the response status. */
    userLoaded(state, action: PayloadAction<{ user: ApplicationUser | null; status: number }>) {
      state.applicationUser = action.payload.user;
      state.loadingStatus = action.payload.status;
    },
    /** The user load failed: status 500 unless the response gave another (spec section 8). */
    userLoadFailed(state, action: PayloadAction<{ status?: number }>) {
      state.loadingStatus = action.payload.status ?? 500;
    },
    /** The signed-in user changed (saved profile, accepted terms): same user, new data. */
    userUpdated(state, action: PayloadAction<ApplicationUser>) {
      state.applicationUser = action.payload;
    },
    /** An invitation's status answered (status 200), or failed (its status, or 500). */
    invitationStatusLoaded(
      state,
      action: PayloadAction<{ invitationStatus: InvitationStatus | null; status: number }>,
    ) {
      state.invitationStatus = action.payload.invitationStatus;
      state.loadingStatus = action.payload.status;
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

export const {
  userLoadStarted,
  userLoaded,
  userLoadFailed,
  userUpdated,
  invitationStatusLoaded,
  termsOfUseVersionLoaded,
} = userSlice.actions;
