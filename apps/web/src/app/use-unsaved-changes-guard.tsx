import { useEffect } from 'react';
import type { HTMLAttributes, KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { Button, Dialog } from '@plein/ui-kit';

/** Only a move to another screen asks: a new search or hash on the same path does not. */
const leavesScreen: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

/**
 * Guards unsaved changes while `dirty`: closing or reloading the tab makes the browser ask (its
 * own text), and an in-app navigation to another screen waits for a confirm dialog, "Stay"
 * (focused, also Escape) or "Leave page". Render what it returns; it is nothing while clean.
 *
 * Pass `dirty` false while a save that navigates itself is under way (as `UnsavedFormGuard`
 * does while a form submits), so the save's own navigation does not ask. Nothing touches the
 * window while rendering (safe on the server); it needs a data router.
 *
 * @example
 * const leaveQuestion = useUnsavedChangesGuard(dirty);
 * return <>{form}{leaveQuestion}</>;
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactNode {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  // Only a dirty guard holds a blocker: a router consults one blocker, the newest, so a clean
  // form beside a dirty one must not hold one (two dirty ones at once make react-router warn).
  return dirty ? <LeaveQuestion /> : null;
}

/**
 * Keeps the question's Escape (its keydown and the dialog's cancel event) from the ancestors in
 * the React tree, such as the drawer or dialog the form is in: they would close too. React
 * bubbles `cancel` through the tree, though only `<dialog>`'s props name it.
 */
const keepEscapeInside = {
  onCancel: (event: SyntheticEvent) => event.stopPropagation(),
  onKeyDown: (event: KeyboardEvent) => {
    if (event.key === 'Escape') event.stopPropagation();
  },
} as HTMLAttributes<HTMLDivElement>;

/** Blocks navigation to another screen and asks whether to leave; rendered only while dirty. */
function LeaveQuestion() {
  const { t } = useTranslation();
  const blocker = useBlocker(leavesScreen);
  if (blocker.state !== 'blocked') return null;
  const stay = () => blocker.reset();
  // Blocked only in the browser; in <body>, so the dialog never sits inside a form or a table.
  return createPortal(
    <div {...keepEscapeInside}>
      <Dialog
        open
        title={t('unsavedChanges.title')}
        onDismiss={stay}
        actions={
          <>
            {/* First, so the dialog focuses it when it opens. */}
            <Button variant="secondary" onClick={stay}>
              {t('unsavedChanges.stay')}
            </Button>
            <Button onClick={() => blocker.proceed()}>{t('unsavedChanges.leave')}</Button>
          </>
        }
      >
        <p>{t('unsavedChanges.text')}</p>
      </Dialog>
    </div>,
    document.body,
  );
}
