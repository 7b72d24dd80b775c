import { useTranslation } from 'react-i18next';
import {
  pageTrashDays,
  useGetTrashedPagesQuery,
  useRestorePageFromTrashMutation,
} from '@plein/api-client';
import type { TrashedPage } from '@plein/api-client';
import { Button, Stack } from '@plein/ui-kit';
import { formatDate, formatDateTime } from '../../format-date';
import { useBackgroundTask } from '../../../tasks/use-background-task';

/**
 * The trash of the pages screen (admins): deleted pages, who deleted them and when, when they
 * are gone for good, and a button to put each back (unpublished). Nothing while it is empty.
 */
export function TrashSection() {
  const { t, i18n } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const { data } = useGetTrashedPagesQuery();
  const [restore] = useRestorePageFromTrashMutation();
  if (!data || data.length === 0) return null;

  const putBack = (page: TrashedPage) =>
    void runTask({
      kind: 'save',
      subject: t('pages.trash.subject', { title: page.title }),
      run: () => restore(page.guid).unwrap(),
    });

  return (
    <section aria-labelledby="trash-heading">
      <Stack gap={3}>
        <h2 id="trash-heading">{t('pages.trash.title')}</h2>
        <p>{t('pages.trash.text', { days: pageTrashDays })}</p>
        <ul className="plein-admin-trash">
          {data.map((page) => (
            <li key={page.guid} className="plein-admin-trash__item">
              <span>
                <strong>{page.title}</strong> ({page.name}) —{' '}
                {t(page.deletedBy ? 'pages.trash.deletedBy' : 'pages.trash.deletedAt', {
                  name: page.deletedBy,
                  time: formatDateTime(page.deletedAt, i18n.language),
                })}
                . {t('pages.trash.purgeAt', { date: formatDate(page.purgeAt, i18n.language) })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('pages.trash.restoreNamed', { title: page.title })}
                onClick={() => putBack(page)}
              >
                {t('pages.trash.restore')}
              </Button>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}
