import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { mainContentId } from '../skip-link';
import './dialog.css';

/** Open/close transition of a dialog, in ms (spec section 9). */
export const dialogTransitionMs = 300;
/** Length of the shake that answers a blocked dismiss, in ms (spec section 9). */
export const dialogShakeMs = 170;

/** The id of the open dialog's title, which names the dialog. */
const DialogTitleIdContext = createContext<string | undefined>(undefined);

/** Props of {@link DialogRoot}. */
export interface DialogRootProps {
  /** Whether the dialog is shown (as a modal: the rest of the page is inert). */
  open: boolean;
  /**
   * Called when the visitor dismisses the dialog with Escape. Without it the dialog cannot be
   * dismissed (a choice is required): Escape makes it shake instead.
   */
  onDismiss?: () => void;
  /** Its parts: a {@link DialogTitle} (required: it names the dialog), body and actions. */
  children: ReactNode;
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
 * The modal behaviour of a dialog, without its layout: on the native `<dialog>` element focus
 * moves into it and stays there, the page behind is inert, Escape dismisses it (or shakes it
 * when a choice is required), and focus returns to where it was when it closes. Opens only in
 * the browser (never in server HTML). Compose it from {@link DialogTitle}, {@link DialogBody}
 * and {@link DialogActions}, for example to put the actions inside a form.
 *
 * @example
 * <DialogRoot open={open} onDismiss={close}>
 *   <DialogTitle>Nieuwe pagina</DialogTitle>
 *   <form onSubmit={create}>
 *     <DialogBody>…fields…</DialogBody>
 *     <DialogActions><Button type="submit">Maken</Button></DialogActions>
 *   </form>
 * </DialogRoot>
 */
export function DialogRoot({ open, onDismiss, children, className }: DialogRootProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [shaking, setShaking] = useState(false);

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
      <DialogTitleIdContext.Provider value={titleId}>{children}</DialogTitleIdContext.Provider>
    </dialog>
  );
}

/** Props of {@link DialogTitle}. */
export interface DialogTitleProps {
  /** Heading level (default 2). */
  level?: 2 | 3;
  children: ReactNode;
}

/** The dialog's heading, which is also its accessible name. Only inside a {@link DialogRoot}. */
export function DialogTitle({ level = 2, children }: DialogTitleProps) {
  const id = useContext(DialogTitleIdContext);
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <Heading id={id} className="plein-dialog__title">
      {children}
    </Heading>
  );
}

/** The dialog's content. */
export function DialogBody({ children }: { children?: ReactNode }) {
  return <div className="plein-dialog__body">{children}</div>;
}

/** The dialog's buttons, at its bottom, the main one last (at the right on wide screens). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="plein-dialog__actions">{children}</div>;
}

/** Props of {@link Dialog}. */
export interface DialogProps extends Omit<DialogRootProps, 'children'> {
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
  /** The buttons at the bottom. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal dialog with a title, a body and actions: {@link DialogRoot} and its parts in their
 * usual order.
 *
 * @example
 * <Dialog open={open} title="Cookies" actions={<Button onClick={accept}>Akkoord</Button>}>
 *   <p>Deze site gebruikt cookies.</p>
 * </Dialog>
 */
export function Dialog({ title, headingLevel = 2, actions, children, ...root }: DialogProps) {
  return (
    <DialogRoot {...root}>
      <DialogTitle level={headingLevel}>{title}</DialogTitle>
      <DialogBody>{children}</DialogBody>
      {actions ? <DialogActions>{actions}</DialogActions> : null}
    </DialogRoot>
  );
}
