import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  notificationDismissed,
  notificationShown,
  useAppDispatch,
  useAppSelector,
} from '@plein/state-store';
import type { NotificationTone } from '@plein/state-store';
import { preferredNotificationPosition } from '@plein/api-client';
import { ToastRegion } from '@plein/ui-kit';
import { confirmationCloseMs } from './confirmation-close';

/** What a screen asks to show. */
export interface NotifyOptions {
  tone: NotificationTone;
  /** The translated text. */
  message: string;
  /**
   * An action, e.g. undo for a saved profile (spec section 4). An `undo` also runs with
   * Ctrl+Z (⌘Z) outside text fields, for the newest notification that offers one.
   */
  action?: { label: string; run: () => void; undo?: boolean };
  /** Replaces the notification with this id (e.g. a busy message); default a new id. */
  id?: string;
  /** Keep it until dismissed (busy and failure messages) instead of the confirmation time. */
  sticky?: boolean;
}

/** Shows a notification; answers its id. */
type Notify = (options: NotifyOptions) => string;

interface NotificationsApi {
  notify: Notify;
  dismiss: (id: string) => void;
}

const NotificationsContext = createContext<NotificationsApi>({
  notify: () => '',
  dismiss: () => undefined,
});

/** The keys of undo, for `aria-keyshortcuts`. */
const undoKeys = 'Control+Z Meta+Z';

const isUndoKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.shiftKey &&
  !event.altKey &&
  event.key.toLowerCase() === 'z';

/** Whether keys typed at `target` edit text (where Ctrl+Z is the field's own undo). */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(
    target.type,
  );
}

/**
 * Shows notifications in a polite toast region, where the user chose (`notificationPosition`).
 * Confirmations stay for the user's `notificationClose` seconds (spec section 4); the action
 * callbacks stay here, by id, so the store holds only serialisable data.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => state.notifications.items);
  const user = useAppSelector((state) => state.user.applicationUser);
  const actions = useRef(new Map<string, () => void>());
  const undoIds = useRef(new Set<string>());

  const notify = useCallback<Notify>(
    ({ tone, message, action, id, sticky }) => {
      if (id) {
        actions.current.delete(id);
        undoIds.current.delete(id);
      }
      const shown = dispatch(
        notificationShown({
          tone,
          message,
          closeAfterMs: sticky ? null : confirmationCloseMs(user),
          ...(id ? { id } : {}),
          ...(action ? { actionLabel: action.label } : {}),
          ...(action?.undo
            ? { actionKeyShortcuts: undoKeys, actionShortcutHint: t('notifications.undoKeys') }
            : {}),
        }),
      );
      if (action) actions.current.set(shown.payload.id, action.run);
      if (action?.undo) undoIds.current.add(shown.payload.id);
      return shown.payload.id;
    },
    [dispatch, user, t],
  );
  const onDismiss = useCallback(
    (id: string) => {
      actions.current.delete(id);
      undoIds.current.delete(id);
      dispatch(notificationDismissed(id));
    },
    [dispatch],
  );
  // Ctrl+Z (⌘Z) undoes what the newest notification offers to undo, unless a text field has
  // focus (there it undoes typing): the toast's button may be many Tab presses away.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isUndoKey(event) || isTextEntry(event.target)) return;
      const newest = [...itemsRef.current].reverse().find((item) => undoIds.current.has(item.id));
      if (!newest) return;
      event.preventDefault();
      actions.current.get(newest.id)?.();
      onDismiss(newest.id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);
  const onAction = useCallback((id: string) => actions.current.get(id)?.(), []);
  const value = useMemo(() => ({ notify, dismiss: onDismiss }), [notify, onDismiss]);

  return (
    <NotificationsContext.Provider value={value}>
      {children}
      <ToastRegion
        label={t('notifications.label')}
        dismissLabel={t('notifications.close')}
        items={items}
        onDismiss={onDismiss}
        onAction={onAction}
        position={preferredNotificationPosition(user?.properties ?? [])}
      />
    </NotificationsContext.Provider>
  );
}

/**
 * Shows a notification.
 *
 * @example
 * const notify = useNotify();
 * notify({ tone: 'success', message: t('account.saved') });
 */
export function useNotify(): Notify {
  return useContext(NotificationsContext).notify;
}

/** Closes a notification by id (e.g. a busy message once its task is done). */
export function useDismissNotification(): (id: string) => void {
  return useContext(NotificationsContext).dismiss;
}
