import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import './drawer.css';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  open: boolean;
  /** The heading, also the drawer's accessible name. */
  title: ReactNode;
  /** Accessible name of the close button ("Sluiten"). */
  closeLabel: string;
  /** Called on the close button and on Escape. */
  onClose: () => void;
  /**
   * A modal overlay at the side of the window (focus kept inside, the page behind inert), or,
   * when false, a panel in the page's flow that leaves the page usable: the app places it (a
   * grid column beside its content) and it stays in view while the page scrolls.
   */
  modal: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A side panel on the native `<dialog>` element, modal or not. Either way focus moves into it
 * when it opens, Escape closes it and focus returns to where it was; switching `modal` while
 * open (a window made narrower) keeps it open in the new mode.
 *
 * @example
 * <Drawer open title="Blok toevoegen" closeLabel="Sluiten" onClose={close} modal={!wide}>
 *   {picker}
 * </Drawer>
 */
export function Drawer({
  open,
  title,
  closeLabel,
  onClose,
  modal,
  children,
  className,
}: DrawerProps) {
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

  // Show it in the mode asked for; a change of mode while open reopens it in the new one.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    if (dialog.open) dialog.close();
    if (modal) dialog.showModal();
    else dialog.show();
    dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open, modal]);

  // A modal dialog gets `cancel` on Escape; a non-modal one does not, hence the key handler.
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
      className={['plein-drawer', `plein-drawer--${modal ? 'overlay' : 'side'}`, className]
        .filter(Boolean)
        .join(' ')}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      <div className="plein-drawer__header">
        <h2 id={titleId} className="plein-drawer__title">
          {title}
        </h2>
        <button
          type="button"
          className="plein-drawer__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      </div>
      <div className="plein-drawer__body">{children}</div>
    </dialog>
  );
}
