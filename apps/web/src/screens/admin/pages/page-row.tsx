import { useTranslation } from 'react-i18next';
import { useSetPagePublishedMutation } from '@plein/api-client';
import type { PageSummary } from '@plein/api-client';
import { Button, ButtonLink, Cluster } from '@plein/ui-kit';
import { publicationState } from '../../../data/publication-state';
import { useBackgroundTask } from '../../../tasks/use-background-task';
import { formatDateTime } from '../../format-date';
import { editPathOf } from '../../../routing/page-path';

/**
 * One page in the pages table: title, name, path, published state (and whether its draft has
 * changes visitors do not see yet) and last change, with view, edit, publish/unpublish (a
 * background task with undo) and delete.
 */
export function PageRow({
  page,
  path,
  onDelete,
}: {
  page: PageSummary;
  /** Where the page lives (its menu path, else `/{name}`). */
  path: string;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const [setPublished, publishing] = useSetPagePublishedMutation();
  const subject = t('pages.subject', { title: page.title });
  const publish = (isPublished: boolean) =>
    runTask({
      kind: 'edit',
      subject,
      run: () => setPublished({ id: page.guid, isPublished }).unwrap(),
      undo: () => setPublished({ id: page.guid, isPublished: !isPublished }).unwrap(),
    });

  return (
    <tr role="row">
      <th scope="row" role="rowheader">
        {page.title}
      </th>
      <td role="cell" data-label={t('pages.columns.name')}>
        <code>{page.name}</code>
      </td>
      <td role="cell" data-label={t('pages.columns.path')}>
        <code>{path}</code>
      </td>
      <td role="cell" data-label={t('pages.columns.state')}>
        <span
          className={
            page.isPublished ? 'plein-page-state plein-page-state--published' : 'plein-page-state'
          }
        >
          {t(page.isPublished ? 'pages.published' : 'pages.unpublished')}
        </span>
        {publicationState(page) === 'changed' ? (
          <span className="plein-page-state plein-page-state--changed">{t('pages.changed')}</span>
        ) : null}
      </td>
      <td role="cell" data-label={t('pages.columns.updated')}>
        {formatDateTime(page.updatedAt, i18n.language)}
      </td>
      <td role="cell">
        <Cluster gap={2} className="plein-admin-pages__actions">
          <ButtonLink
            href={path}
            size="sm"
            variant="ghost"
            aria-label={t('pages.viewNamed', { title: page.title })}
          >
            {t('pages.view')}
          </ButtonLink>
          <ButtonLink
            href={editPathOf(path)}
            size="sm"
            variant="secondary"
            aria-label={t('pages.editNamed', { title: page.title })}
          >
            {t('pages.edit')}
          </ButtonLink>
          <Button
            size="sm"
            variant="secondary"
            disabled={publishing.isLoading}
            aria-label={t(page.isPublished ? 'pages.unpublishNamed' : 'pages.publishNamed', {
              title: page.title,
            })}
            onClick={() => void publish(!page.isPublished)}
          >
            {t(page.isPublished ? 'pages.unpublish' : 'pages.publish')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('pages.deleteNamed', { title: page.title })}
            onClick={onDelete}
          >
            {t('pages.delete')}
          </Button>
        </Cluster>
      </td>
    </tr>
  );
}
