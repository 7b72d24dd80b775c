import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';

/** From this width the drawer sits beside the page; below it, it is a modal overlay (spec 2). */
export const drawerSideBySideMinWidth = 1556;
const sideBySideQuery = `(min-width: ${drawerSideBySideMinWidth}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(sideBySideQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is wide enough for the drawer beside the page (false on the server). */
export function useDrawerSideBySide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(sideBySideQuery).matches,
    () => false,
  );
}

/** Props of {@link EditorDrawer}. */
export interface EditorDrawerProps {
  open: boolean;
  /** The heading, also the drawer's accessible name. */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Called on the close button and on Escape. */
  onClose: () => void;
  /** Side by side with the page (wide screens) instead of a modal overlay. */
  sideBySide: boolean;
  children: ReactNode;
}

/**
 * The editor's drawer on a native `<dialog>`: beside the page on wide screens (non-modal, the page
 * stays usable), a modal overlay under 1556 px (focus kept inside, the page behind inert). Either
 * way focus moves into it when it opens, Escape closes it and focus returns to where it was.
 *
 * @example
 * <EditorDrawer open title={t('editor.picker.title')} closeLabel={t('editor.drawer.close')}
 *   onClose={close} sideBySide={wide}>{picker}</EditorDrawer>
 */
export function EditorDrawer({
  open,
  title,
  closeLabel,
  onClose,
  sideBySide,
  children,
}: EditorDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnTo = useRef<Element | null>(null);

  // Remember where focus was when the drawer opened, and give it back when it closes.
  useEffect(() => {
    if (!open) return undefined;
    returnTo.current = document.activeElement;
    return () => {
      const target = returnTo.current;
      returnTo.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [open]);

  // Show it in the mode the width asks for; a width change while open switches the mode.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    if (dialog.open) dialog.close();
    if (sideBySide) dialog.show();
    else dialog.showModal();
    dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open, sideBySide]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`plein-editor-drawer plein-editor-drawer--${sideBySide ? 'side' : 'overlay'}`}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      <div className="plein-editor-drawer__header">
        <h2 id={titleId} className="plein-editor-drawer__title">
          {title}
        </h2>
        <button
          type="button"
          className="plein-editor-drawer__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      </div>
      <div className="plein-editor-drawer__body">{children}</div>
    </dialog>
  );
}
