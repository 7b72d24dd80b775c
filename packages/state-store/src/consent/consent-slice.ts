import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { hydrateState } from '@plein/api-client';
import type { ConsentCategory, ConsentState } from '@plein/api-client';

export type { ConsentCategory, ConsentState };

/** Consent defaults to the required and analytical categories (spec section 9). */
export const defaultConsentCategories: ConsentCategory[] = ['required', 'analytical'];

const initialState: ConsentState = { categories: defaultConsentCategories, date: null };

/** Cookie consent; `consentReset` is used when the consent cookie is unreadable (spec section 4). */
export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentGiven(state, action: PayloadAction<{ categories: ConsentCategory[]; date: string }>) {
      state.categories = [...new Set<ConsentCategory>(['required', ...action.payload.categories])];
      state.date = action.payload.date;
    },
    consentReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(
      hydrateState,
      (state, action) => (action.payload.consent as ConsentState) ?? state,
    );
  },
});

export const { consentGiven, consentReset } = consentSlice.actions;
