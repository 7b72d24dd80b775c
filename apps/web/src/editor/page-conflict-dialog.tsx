import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pleinApi } from '@plein/api-client';
import type { PageChangedDetails } from '@plein/api-client';
import { useAppDispatch } from '@plein/state-store';
import { Button, ButtonLink, Dialog, mainContentId, VisuallyHidden } from '@plein/ui-kit';
import { formatDateTime } from '../screens/format-date';

/** Props of {@link PageConflictDialog}. */
export interface PageConflictDialogProps {
  /** Who changed the page and when; null: no conflict, the dialog is closed. */
  conflict: PageChangedDetails | null;
  pageGuid: string;
  /** Where the page is seen (editors see the stored draft there). */
  pagePath: string;
  onClose: () => void;
}

/** Which sentence says who changed the page and when, as far as the API knows. */
function changeKey({ changedBy, changedAt }: PageChangedDetails): string {
  if (changedBy) return changedAt ? 'editor.conflict.byAt' : 'editor.conflict.by';
  return changedAt ? 'editor.conflict.at' : 'editor.conflict.someone';
}

/**
 * Says that a write was refused because someone else changed the page meanwhile (409
 * `page_changed`): who and when, a link to their change (the page in a new tab) and "reload",
 * which reads the page again, so the editor shows the stored draft and bases its next writes on
 * it. A choice is required: the editor cannot write on an old version. Focus starts on "reload"
 * and returns where it was (or to the editor's main content when that element is gone).
 */
export function PageConflictDialog({
  conflict,
  pageGuid,
  pagePath,
  onClose,
}: PageConflictDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const reloadButton = useRef<HTMLButtonElement>(null);
  const open = conflict !== null;

  // Runs after the dialog's own effect has opened it.
  useEffect(() => {
    if (open) reloadButton.current?.focus();
  }, [open]);

  const reload = () => {
    onClose();
    dispatch(pleinApi.util.invalidateTags([{ type: 'Page', id: pageGuid }]));
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) {
        document.getElementById(mainContentId)?.focus();
      }
    });
  };

  return (
    <Dialog
      open={open}
      title={t('editor.conflict.title')}
      actions={
        <>
          <ButtonLink variant="secondary" href={pagePath} target="_blank" rel="noopener">
            {t('editor.conflict.view')}{' '}
            <VisuallyHidden>{t('editor.conflict.newTab')}</VisuallyHidden>
          </ButtonLink>
          <Button ref={reloadButton} onClick={reload}>
            {t('editor.conflict.reload')}
          </Button>
        </>
      }
    >
      {conflict ? (
        <>
          <p>
            {t(changeKey(conflict), {
              name: conflict.changedBy,
              time: conflict.changedAt ? formatDateTime(conflict.changedAt, i18n.language) : '',
            })}
          </p>
          <p>{t('editor.conflict.text')}</p>
        </>
      ) : null}
    </Dialog>
  );
}
