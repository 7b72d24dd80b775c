import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  menuPaths,
  pagePathOf,
  useDeletePageMutation,
  useGetPagesQuery,
  useRestorePageFromTrashMutation,
} from '@plein/api-client';
import type { PageSummary } from '@plein/api-client';
import { Button, Dialog, Notice, Stack } from '@plein/ui-kit';
import { useTopLevelMenu } from '../../../data/use-tenant-data';
import { adminPagesQuery } from '../../../routing/content-admin-steps';
import { useBackgroundTask } from '../../../tasks/use-background-task';
import { AdminFrame } from '../admin-frame';
import { RecentPageActivity } from '../shared/page-activity';
import { TrashSection } from './trash-section';
import { NewPageDialog } from './new-page-dialog';
import { PageRow } from './page-row';
import '../shared/admin-content.css';
import './admin-pages.css';

/**
 * Admin: the tenant's pages with their paths and state; view, edit, publish, delete (after a
 * confirmation, to the trash, with undo) and "New page"; below them the trash.
 */
export function AdminPagesScreen() {
  const { t, i18n } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const menu = useTopLevelMenu();
  const { data, error } = useGetPagesQuery(adminPagesQuery);
  const [deletePage] = useDeletePageMutation();
  const [restorePage] = useRestorePageFromTrashMutation();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PageSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const pages = useMemo(
    () => [...(data ?? [])].sort((a, b) => a.title.localeCompare(b.title, i18n.language)),
    [data, i18n.language],
  );
  const takenNames = useMemo(() => pages.map((page) => page.name), [pages]);
  const menuPlaces = (page: PageSummary) =>
    menuPaths(menu ?? []).filter((entry) => entry.item.pageGuid === page.guid);

  const confirmDelete = () => {
    const page = deleting;
    if (!page) return;
    setDeleting(null);
    void runTask({
      kind: 'delete',
      subject: t('pages.subject', { title: page.title }),
      run: () => deletePage(page.guid).unwrap(),
      undo: () => restorePage(page.guid).unwrap(),
    }).then(() => {
      // The row and its buttons are gone: keep keyboard focus on the screen.
      if (!document.activeElement || document.activeElement === document.body) {
        heading.current?.focus();
      }
    });
  };

  return (
    <AdminFrame title={t('pages.title')}>
      <Stack gap={5}>
        <section aria-labelledby="pages-heading">
          <Stack gap={4}>
            <div className="plein-admin-head">
              <h2 id="pages-heading" ref={heading} tabIndex={-1}>
                {t('pages.listTitle')}
              </h2>
              <Button onClick={() => setCreating(true)}>{t('pages.new.open')}</Button>
            </div>
            {error ? (
              <Notice tone="error" role="alert">
                <p>{t('pages.loadFailed')}</p>
              </Notice>
            ) : null}
            {data && pages.length === 0 ? <p>{t('pages.none')}</p> : null}
            {pages.length > 0 ? (
              <table
                className="plein-table plein-admin-pages__table"
                role="table"
                aria-labelledby="pages-heading"
              >
                <thead role="rowgroup">
                  <tr role="row">
                    <th scope="col" role="columnheader">
                      {t('pages.columns.title')}
                    </th>
                    <th scope="col" role="columnheader">
                      {t('pages.columns.name')}
                    </th>
                    <th scope="col" role="columnheader">
                      {t('pages.columns.path')}
                    </th>
                    <th scope="col" role="columnheader">
                      {t('pages.columns.state')}
                    </th>
                    <th scope="col" role="columnheader">
                      {t('pages.columns.updated')}
                    </th>
                    <th scope="col" role="columnheader">
                      {t('pages.columns.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {pages.map((page) => (
                    <PageRow
                      key={page.guid}
                      page={page}
                      path={pagePathOf(menu, page)}
                      onDelete={() => setDeleting(page)}
                    />
                  ))}
                </tbody>
              </table>
            ) : null}
          </Stack>
        </section>
        <TrashSection />
        <RecentPageActivity pathOf={(page) => pagePathOf(menu, page)} />
      </Stack>
      <NewPageDialog open={creating} onClose={() => setCreating(false)} takenNames={takenNames} />
      <Dialog
        open={deleting !== null}
        title={t('pages.deleteTitle')}
        onDismiss={() => setDeleting(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('pages.cancel')}
            </Button>
            <Button onClick={confirmDelete}>{t('pages.delete')}</Button>
          </>
        }
      >
        {deleting ? (
          <Stack gap={3}>
            <p>{t('pages.deleteText', { title: deleting.title })}</p>
            {menuPlaces(deleting).length > 0 ? (
              <p>
                {t('pages.deleteInMenu', {
                  paths: menuPlaces(deleting)
                    .map((entry) => entry.path)
                    .join(', '),
                })}
              </p>
            ) : null}
          </Stack>
        ) : null}
      </Dialog>
    </AdminFrame>
  );
}
