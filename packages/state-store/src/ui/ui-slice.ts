import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { hydrateState } from '@plein/api-client';
import { userLoaded } from '../user/user-slice';
import { loggedOut } from '../access/access-slice';

/** Interface state shared by screens. */
export interface UiState {
  /** 200, or 404 after a not-found; back to 200 when the user changes (spec section 4). */
  errorStatus: 200 | 404;
  /** Set after 1 s of waiting for a page (spec section 9). */
  pageLoading: boolean;
  /** The active language. */
  language: 'nl' | 'en';
}

const initialState: UiState = { errorStatus: 200, pageLoading: false, language: 'nl' };

/** Page-level interface state. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    notFoundRaised(state) {
      state.errorStatus = 404;
    },
    errorStatusReset(state) {
      state.errorStatus = 200;
    },
    pageLoadingChanged(state, action: PayloadAction<boolean>) {
      state.pageLoading = action.payload;
    },
    languageChanged(state, action: PayloadAction<UiState['language']>) {
      state.language = action.payload;
    },
  },
  extraReducers: (builder) => {
    const resetError = (state: UiState) => {
      state.errorStatus = 200;
    };
    builder
      .addCase(userLoaded, resetError)
      .addCase(loggedOut, resetError)
      .addCase(hydrateState, (state, action) => (action.payload.ui as UiState) ?? state);
  },
});

export const { notFoundRaised, errorStatusReset, pageLoadingChanged, languageChanged } =
  uiSlice.actions;
