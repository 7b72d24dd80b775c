import { useTranslation } from 'react-i18next';
import {
  pageTrashDays,
  useGetTrashedPagesQuery,
  useRestorePageFromTrashMutation,
} from '@plein/api-client';
import { useBackgroundTask } from '../../../tasks/use-background-task';
import { TrashList } from '../shared/trash-list';

/**
 * The trash of the pages screen (admins): deleted pages, who deleted them and when, when they
 * are gone for good, and a button to put each back (unpublished). Nothing while it is empty.
 */
export function TrashSection() {
  const { t } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const { data } = useGetTrashedPagesQuery();
  const [restore] = useRestorePageFromTrashMutation();
  return (
    <TrashList
      heading={t('pages.trash.title')}
      level={2}
      text={t('pages.trash.text', { days: pageTrashDays })}
      entries={(data ?? []).map((page) => ({ ...page, key: page.guid, detail: page.name }))}
      onRestore={(entry) =>
        void runTask({
          kind: 'save',
          subject: t('pages.trash.subject', { title: entry.title }),
          run: () => restore(entry.key).unwrap(),
        })
      }
    />
  );
}
