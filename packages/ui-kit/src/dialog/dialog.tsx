import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { mainContentId } from '../skip-link';
import './dialog.css';

/** Open/close transition of a dialog, in ms (spec section 9). */
export const dialogTransitionMs = 300;
/** Length of the shake that answers a blocked dismiss, in ms (spec section 9). */
export const dialogShakeMs = 170;

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown (as a modal: the rest of the page is inert). */
  open: boolean;
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
  /**
   * Called when the visitor dismisses the dialog with Escape. Without it the dialog cannot be
   * dismissed (a choice is required): Escape makes it shake instead.
   */
  onDismiss?: () => void;
  /** The buttons at the bottom. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * Gives focus back to what had it when the dialog opened; a dialog that opened by itself (the
 * cookie question on arrival) had nothing focused, and focus then goes to the main content
 * rather than staying lost on `<body>`.
 */
function returnFocus(previous: Element | null) {
  if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
    previous.focus();
    return;
  }
  document.getElementById(mainContentId)?.focus({ preventScroll: true });
}

/**
 * A modal dialog on the native `<dialog>` element: focus moves into it and stays there, the
 * page behind is inert, Escape dismisses it (or shakes it when a choice is required), and focus
 * returns to where it was when it closes. Opens only in the browser (never in server HTML).
 *
 * @example
 * <Dialog open={open} title="Cookies" actions={<Button onClick={accept}>Akkoord</Button>}>
 *   <p>Deze site gebruikt cookies.</p>
 * </Dialog>
 */
export function Dialog({
  open,
  title,
  headingLevel = 2,
  onDismiss,
  actions,
  children,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [shaking, setShaking] = useState(false);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (open && !dialog.open) {
      const previous = document.activeElement;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        returnFocus(previous);
      };
    }
    return undefined;
  }, [open]);

  useEffect(() => {
    if (!shaking) return undefined;
    const timer = setTimeout(() => setShaking(false), dialogShakeMs);
    return () => clearTimeout(timer);
  }, [shaking]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (onDismiss) onDismiss();
    else setShaking(true);
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={['plein-dialog', shaking ? 'plein-dialog--shake' : null, className]
        .filter(Boolean)
        .join(' ')}
      onCancel={onCancel}
    >
      <Heading id={titleId} className="plein-dialog__title">
        {title}
      </Heading>
      <div className="plein-dialog__body">{children}</div>
      {actions ? <div className="plein-dialog__actions">{actions}</div> : null}
    </dialog>
  );
}
