import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageRevisionSummary } from '@plein/api-client';
import { Button, Dialog, VisuallyHidden } from '@plein/ui-kit';
import { formatDateTime } from '../../screens/format-date';

/** Props of {@link RevisionEntry}. */
interface RevisionEntryProps {
  revision: PageRevisionSummary;
  /** Offer "Deze versie herstellen" (not for the version that is the current state already). */
  canRestore: boolean;
  onRestore: () => void;
}

/** One publication in a history list: "Versie 3", when and by whom, and its restore button. */
function RevisionEntry({ revision, canRestore, onRestore }: RevisionEntryProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <li className="plein-editor-history__item">
      <p className="plein-editor-history__name">
        {t('editor.history.version', { number: revision.number })}
      </p>
      <p className="plein-editor-history__meta">
        {t(revision.publishedBy ? 'editor.history.publishedBy' : 'editor.history.publishedAt', {
          name: revision.publishedBy,
          time: formatDateTime(revision.publishedAt, i18n.language),
        })}
      </p>
      {canRestore ? (
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          className="plein-editor-history__restore"
          onClick={onRestore}
        >
          {t('editor.history.restore')}{' '}
          <VisuallyHidden>
            {t('editor.history.restoreWhich', { number: revision.number })}
          </VisuallyHidden>
        </Button>
      ) : null}
    </li>
  );
}

/** Props of {@link RestoreRevisionDialog}. */
interface RestoreRevisionDialogProps {
  /** The revision asked about; null: closed. */
  revision: PageRevisionSummary | null;
  onCancel: () => void;
  onConfirm: (number: number) => void;
  /** What restoring it does, in paragraphs. */
  children: ReactNode;
}

/** Asks before a revision is restored: "Versie 2 herstellen?", with Cancel and Restore. */
function RestoreRevisionDialog({
  revision,
  onCancel,
  onConfirm,
  children,
}: RestoreRevisionDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={revision !== null}
      title={t('editor.history.confirm.title', { number: revision?.number })}
      onDismiss={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('editor.history.confirm.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (revision) onConfirm(revision.number);
            }}
          >
            {t('editor.history.confirm.restore', { number: revision?.number })}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** Props of {@link RevisionList}. */
export interface RevisionListProps {
  /** Newest first. */
  revisions: PageRevisionSummary[];
  /** An entry above the publications (the page's current draft). */
  first?: ReactNode;
  /** Whether a publication may be restored (not the one that is the current state already). */
  canRestore: (revision: PageRevisionSummary) => boolean;
  /** Restores a publication, once the user confirmed it. */
  onRestore: (number: number) => void;
  /** What restoring this publication does, in paragraphs of the confirmation. */
  confirmation: (revision: PageRevisionSummary) => ReactNode;
}

/**
 * The publications of a history, newest first, each with its restore button, and the question
 * asked before one is restored.
 *
 * @example
 * <RevisionList revisions={revisions} canRestore={() => true} onRestore={restore}
 *   confirmation={(revision) => <p>{t('editor.history.confirm.text', revision)}</p>} />
 */
export function RevisionList({
  revisions,
  first,
  canRestore,
  onRestore,
  confirmation,
}: RevisionListProps) {
  const [confirming, setConfirming] = useState<PageRevisionSummary | null>(null);
  return (
    <>
      {first || revisions.length ? (
        <ol className="plein-editor-history__list">
          {first}
          {revisions.map((revision) => (
            <RevisionEntry
              key={revision.number}
              revision={revision}
              canRestore={canRestore(revision)}
              onRestore={() => setConfirming(revision)}
            />
          ))}
        </ol>
      ) : null}
      <RestoreRevisionDialog
        revision={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(number) => {
          setConfirming(null);
          onRestore(number);
        }}
      >
        {confirming ? confirmation(confirming) : null}
      </RestoreRevisionDialog>
    </>
  );
}
