import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuPaths, pageTrashDays } from '@plein/api-client';
import type { MenuItem, PageSummary } from '@plein/api-client';
import { Button, Cluster, Dialog, Stack } from '@plein/ui-kit';
import type { BulkAction } from './bulk-actions';

/**
 * What can be done to the selected pages: publish, unpublish, and delete after a confirmation
 * that lists them (and where the menu shows them). Nothing while nothing is selected.
 */
export function BulkBar({
  selected,
  menu,
  busy,
  onRun,
}: {
  selected: readonly PageSummary[];
  menu: readonly MenuItem[] | undefined;
  /** A bulk action is running: the buttons wait. */
  busy: boolean;
  onRun: (action: BulkAction) => void;
}) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  if (selected.length === 0) return null;
  const guids = new Set(selected.map((page) => page.guid));
  const inMenu = menuPaths(menu ?? [])
    .filter((entry) => entry.item.pageGuid && guids.has(entry.item.pageGuid))
    .map((entry) => entry.path);

  return (
    <>
      <div role="group" aria-label={t('pages.bulk.label')} className="plein-page-bulk">
        <Cluster gap={2}>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onRun('publish')}>
            {t('pages.bulk.publish')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onRun('unpublish')}>
            {t('pages.bulk.unpublish')}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            {t('pages.bulk.delete')}
          </Button>
        </Cluster>
      </div>
      <Dialog
        open={confirming}
        title={t('pages.bulk.deleteTitle', { count: selected.length })}
        onDismiss={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('pages.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                onRun('delete');
              }}
            >
              {t('pages.delete')}
            </Button>
          </>
        }
      >
        <Stack gap={3}>
          <p>{t('pages.bulk.deleteText', { days: pageTrashDays })}</p>
          <ul>
            {selected.map((page) => (
              <li key={page.guid}>{page.title}</li>
            ))}
          </ul>
          {inMenu.length > 0 ? (
            <p>{t('pages.bulk.deleteInMenu', { paths: inMenu.join(', ') })}</p>
          ) : null}
        </Stack>
      </Dialog>
    </>
  );
}
