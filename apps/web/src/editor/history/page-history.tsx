import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPageRevisionsQuery } from '@plein/api-client';
import type { Page, PageRevisionSummary } from '@plein/api-client';
import { Button } from '@plein/ui-kit';
import { PageActivity } from '../../screens/admin/shared/page-activity';
import { formatDateTime } from '../../screens/format-date';
import { RevisionList } from './revision-list';
import { VersionComparison } from './version-comparison';
import './history.css';

/** Props of {@link PageHistory}. */
export interface PageHistoryProps {
  page: Page;
  /** Makes a revision the draft (after the user confirmed it). */
  onRestore: (number: number) => void;
}

/**
 * The page's history in the editor's drawer: the current draft when it has changes, and every
 * publication ("Versie 3", when, by whom) newest first, each with "Deze versie herstellen"
 * (asked first in a dialog); below it a comparison of two versions of the user's choice, and
 * who did what to the page.
 *
 * @example
 * <PageHistory page={page} onRestore={(number) => void actions.restoreRevision(number)} />
 */
export function PageHistory({ page, onRestore }: PageHistoryProps) {
  const { t } = useTranslation('admin');
  const query = useGetPageRevisionsQuery(page.guid);

  if (query.isError) {
    return (
      <div role="alert" className="plein-editor-history__problem">
        <p>{t('editor.history.failed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('editor.history.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) return <p role="status">{t('editor.history.loading')}</p>;
  return (
    <div className="plein-editor-history">
      <PageRevisions page={page} revisions={query.data} onRestore={onRestore} />
      <VersionComparison page={page} revisions={query.data} />
      <PageActivity pageGuid={page.guid} heading={t('pageActivity.heading')} />
    </div>
  );
}

/** The versions, newest first, with the restore buttons and their confirmation. */
function PageRevisions({
  page,
  revisions,
  onRestore,
}: {
  page: Page;
  revisions: PageRevisionSummary[];
  onRestore: (number: number) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const draft = page.draft;
  const hasDraft = draft?.hasChanges ?? false;
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  const draftChange = draft?.changedAt
    ? t(draft.changedBy ? 'editor.toolbar.changedBy' : 'editor.toolbar.changedAt', {
        name: draft.changedBy,
        time: time(draft.changedAt),
      })
    : null;
  // The latest revision is the draft already when the draft has no changes.
  const canRestore = (revision: PageRevisionSummary) =>
    hasDraft || revision.number !== revisions[0]?.number;

  return (
    <section aria-labelledby={headingId} className="plein-editor-history__section">
      <h3 id={headingId} className="plein-editor-history__heading">
        {t('editor.history.versions')}
      </h3>
      {revisions.length === 0 ? (
        // A page published when it was made (a seeded one) has no revision until it is published.
        <p>
          {t(page.isPublished ? 'editor.history.noRevisionsYet' : 'editor.history.neverPublished')}
        </p>
      ) : null}
      <RevisionList
        revisions={revisions}
        first={
          hasDraft ? (
            <li className="plein-editor-history__item plein-editor-history__item--draft">
              <p className="plein-editor-history__name">{t('editor.history.draft')}</p>
              {draftChange ? <p className="plein-editor-history__meta">{draftChange}</p> : null}
            </li>
          ) : null
        }
        canRestore={canRestore}
        onRestore={onRestore}
        confirmation={(revision) => (
          <>
            <p>
              {t('editor.history.confirm.text', {
                number: revision.number,
                time: time(revision.publishedAt),
              })}
            </p>
            {hasDraft ? <p>{t('editor.history.confirm.lost')}</p> : null}
            <p>
              {t(
                page.isPublished
                  ? 'editor.history.confirm.visitors'
                  : 'editor.history.confirm.offline',
              )}
            </p>
          </>
        )}
      />
    </section>
  );
}
