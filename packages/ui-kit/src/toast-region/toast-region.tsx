import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { NotificationPosition } from '@plein/validation';
import './toast-region.css';

/** The kind of message a toast carries. */
export type ToastTone = 'info' | 'success' | 'error';

/** One toast. */
export interface ToastItem {
  id: string;
  tone: ToastTone;
  message: ReactNode;
  /** Milliseconds until it closes by itself (paused while hovered or focused); null: stays. */
  closeAfterMs: number | null;
  /** Label of an action button, e.g. undo or retry. */
  actionLabel?: string;
  /** Keys that also run the action anywhere on the page (`aria-keyshortcuts`). */
  actionKeyShortcuts?: string;
  /** Those keys as shown beside the button, e.g. `Ctrl+Z`. */
  actionShortcutHint?: string;
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** Accessible name of the region, e.g. "Meldingen". */
  label: string;
  items: readonly ToastItem[];
  /** Accessible name of each toast's close button, e.g. "Melding sluiten". */
  dismissLabel: string;
  /** Called when a toast is closed (button, Escape inside it, or its time ran out). */
  onDismiss: (id: string) => void;
  /** Called when a toast's action button is pressed; the toast closes too. */
  onAction?: (id: string) => void;
  /**
   * Where the toasts appear (the positions of spec section 5); defaults to `bottom-right`. On a
   * phone they span the width, at the top or the bottom.
   */
  position?: NotificationPosition;
}

/**
 * A polite live region (`role="status"`) that announces toasts and shows them in a corner. Render
 * it once, empty, with the page: screen readers only announce what changes in a region that
 * already existed. A toast closes after its time unless the pointer or focus is on it (WCAG 2.2.1).
 *
 * @example
 * <ToastRegion label={t('notifications.label')} dismissLabel={t('notifications.close')}
 *   items={items} onDismiss={(id) => dispatch(notificationDismissed(id))} />
 */
export function ToastRegion({
  label,
  items,
  dismissLabel,
  onDismiss,
  onAction,
  position = 'bottom-right',
}: ToastRegionProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={label}
      className={`plein-toast-region plein-toast-region--${position}`}
    >
      {items.map((item) => (
        <Toast
          key={item.id}
          item={item}
          dismissLabel={dismissLabel}
          onDismiss={onDismiss}
          onAction={onAction}
        />
      ))}
    </div>
  );
}

function Toast({
  item,
  dismissLabel,
  onDismiss,
  onAction,
}: {
  item: ToastItem;
  dismissLabel: string;
  onDismiss: (id: string) => void;
  onAction?: (id: string) => void;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.closeAfterMs);
  useEffect(() => {
    if (paused || remaining.current === null) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) {
        remaining.current = Math.max(0, remaining.current - (Date.now() - started));
      }
    };
  }, [paused, item.id, onDismiss]);

  return (
    <div
      className={`plein-toast plein-toast--${item.tone}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss(item.id);
      }}
    >
      <p className="plein-toast__message">{item.message}</p>
      {item.actionLabel && onAction ? (
        <>
          <button
            type="button"
            className="plein-toast__action"
            aria-keyshortcuts={item.actionKeyShortcuts}
            onClick={() => {
              onAction(item.id);
              onDismiss(item.id);
            }}
          >
            {item.actionLabel}
          </button>
          {item.actionShortcutHint ? (
            // Screen readers hear the keys through the button's aria-keyshortcuts.
            <kbd className="plein-toast__shortcut" aria-hidden="true">
              {item.actionShortcutHint}
            </kbd>
          ) : null}
        </>
      ) : null}
      <button
        type="button"
        className="plein-toast__close"
        aria-label={dismissLabel}
        onClick={() => onDismiss(item.id)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
