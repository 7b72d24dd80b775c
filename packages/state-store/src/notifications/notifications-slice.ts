import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** The kind of message a notification carries. */
export type NotificationTone = 'info' | 'success' | 'error';

/** One notification on screen (spec section 4: busy, confirmation, failure). */
export interface AppNotification {
  id: string;
  tone: NotificationTone;
  /** The translated text. */
  message: string;
  /** Milliseconds until it closes by itself; null keeps it until dismissed. */
  closeAfterMs: number | null;
  /** Label of the action button (e.g. undo); the callback is kept by the app, by id. */
  actionLabel?: string;
  /** The keys that also run the action (`aria-keyshortcuts`, e.g. `Control+Z Meta+Z`). */
  actionKeyShortcuts?: string;
  /** Those keys as shown beside the button, e.g. `Ctrl+Z`. */
  actionShortcutHint?: string;
}

/** Notifications state: the ones on screen, oldest first. */
export interface NotificationsState {
  items: AppNotification[];
}

/** How many notifications stay on screen at once; older ones make room. */
export const maxNotifications = 5;

const initialState: NotificationsState = { items: [] };

/** Notifications shown in the app's toast region. */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationShown: {
      reducer(state, action: PayloadAction<AppNotification>) {
        const others = state.items.filter((item) => item.id !== action.payload.id);
        state.items = [...others, action.payload].slice(-maxNotifications);
      },
      /** Gives the notification an id unless it brings one (to replace a busy notification). */
      prepare(notification: Omit<AppNotification, 'id'> & { id?: string }) {
        return { payload: { ...notification, id: notification.id ?? nanoid() } };
      },
    },
    notificationDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    notificationsCleared(state) {
      state.items = [];
    },
  },
});

export const { notificationShown, notificationDismissed, notificationsCleared } =
  notificationsSlice.actions;
