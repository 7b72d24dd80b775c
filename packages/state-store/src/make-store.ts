import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { pleinApi } from '@plein/api-client';
import type { ApiTransport } from '@plein/api-client';
import { accessSlice } from './access/access-slice';
import { callCacheSlice } from './call-cache/call-cache-slice';
import { consentSlice } from './consent/consent-slice';
import { notificationsSlice } from './notifications/notifications-slice';
import { uiSlice } from './ui/ui-slice';
import { userSlice } from './user/user-slice';

/** The root reducer of every Plein store. */
export const rootReducer = combineSlices(
  pleinApi,
  accessSlice,
  userSlice,
  callCacheSlice,
  consentSlice,
  uiSlice,
  notificationsSlice,
);

/** The state of a Plein store. */
export type RootState = ReturnType<typeof rootReducer>;

/** Options of {@link makeStore}. */
export interface MakeStoreOptions {
  /** How the api slice reaches the API from this store. */
  transport: ApiTransport;
  /** Initial state of the non-api slices (the api cache arrives through `hydrateState`). */
  preloadedState?: Partial<Omit<RootState, 'pleinApi'>>;
}

/**
 * Makes a store: one per request on the server, one in the browser. Never module-level.
 *
 * @example
 * const store = makeStore({ transport: { baseUrl: '', host: location.hostname, side: 'browser' } });
 */
export function makeStore({ transport, preloadedState }: MakeStoreOptions) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { transport } } }).concat(pleinApi.middleware),
  });
}

/** A Plein store. */
export type AppStore = ReturnType<typeof makeStore>;
/** Its dispatch. */
export type AppDispatch = AppStore['dispatch'];

/**
 * The state the browser needs from a server store: everything but the notifications.
 *
 * @example
 * const json = serialize(dehydrate(store.getState()));
 */
export function dehydrate(state: RootState): RootState {
  return {
    ...state,
    notifications: { items: [] },
  };
}
