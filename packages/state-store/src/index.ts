export type { AppDispatch, AppStore, MakeStoreOptions, RootState } from './make-store';
export { dehydrate, makeStore, rootReducer } from './make-store';
export { useAppDispatch, useAppSelector } from './hooks';
export type { AccessState } from './access/access-slice';
export { accessSlice, accessTokenReceived, loggedOut } from './access/access-slice';
export type { ApplicationUserState } from './user/user-slice';
export {
  invitationStatusLoaded,
  termsOfUseVersionLoaded,
  userLoadFailed,
  userLoadStarted,
  userLoaded,
  userSlice,
  userUpdated,
} from './user/user-slice';
export type {
  AppNotification,
  NotificationTone,
  NotificationsState,
} from './notifications/notifications-slice';
export {
  maxNotifications,
  notificationDismissed,
  notificationShown,
  notificationsCleared,
  notificationsSlice,
} from './notifications/notifications-slice';
export type { CallCacheState } from './call-cache/call-cache-slice';
export { callCacheSlice } from './call-cache/call-cache-slice';
export type { ConsentCategory, ConsentState } from './consent/consent-slice';
export {
  consentGiven,
  consentReset,
  consentSlice,
  defaultConsentCategories,
} from './consent/consent-slice';
export type { UiState } from './ui/ui-slice';
export {
  errorStatusReset,
  languageChanged,
  notFoundRaised,
  pageLoadingChanged,
  uiSlice,
} from './ui/ui-slice';
