import { useTranslation } from 'react-i18next';
import { pageTrashDays, useGetListTrashQuery, useRestoreListItemMutation } from '@plein/api-client';
import { TrashList } from '../screens/admin/shared/trash-list';
import { useBackgroundTask } from '../tasks/use-background-task';

/**
 * The trash of a list block in its item manager: the deleted items, restorable for
 * `pageTrashDays` days. Nothing while it is empty.
 */
export function ListItemsTrash({ blockGuid }: { blockGuid: string }) {
  const { t } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const { data } = useGetListTrashQuery(blockGuid);
  const [restore] = useRestoreListItemMutation();
  return (
    <TrashList
      heading={t('pages.trash.title')}
      level={3}
      text={t('listItems.trashText', { days: pageTrashDays })}
      entries={(data ?? []).map((item) => ({ ...item, key: item.guid }))}
      onRestore={(entry) =>
        void runTask({
          kind: 'save',
          subject: t('listItems.trashSubject', { title: entry.title }),
          run: () => restore(entry.key).unwrap(),
        })
      }
    />
  );
}
