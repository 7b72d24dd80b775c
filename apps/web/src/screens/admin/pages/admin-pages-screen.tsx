import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  menuPaths,
  pagePathOf,
  useDeletePageMutation,
  useGetPagesQuery,
  useRestorePageFromTrashMutation,
} from '@plein/api-client';
import type { PageSummary } from '@plein/api-client';
import { Button, Dialog, Notice, pageRows, Stack, Table } from '@plein/ui-kit';
import { useTopLevelMenu } from '../../../data/use-tenant-data';
import { adminPagesQuery } from '../../../routing/content-admin-steps';
import { useBackgroundTask } from '../../../tasks/use-background-task';
import { ScreenMain } from '../../screen-main';
import { RecentPageActivity } from '../shared/page-activity';
import { useTableLabels } from '../shared/use-table-labels';
import type { BulkAction } from './bulk-actions';
import { BulkBar } from './bulk-bar';
import { NewPageDialog } from './new-page-dialog';
import { pageColumns } from './page-columns';
import { PageFilters } from './page-filters';
import { countByKind, filterPages, narrowsList, sortPages } from './page-list-view';
import type { PageListFilters } from './page-list-view';
import { pageListSearch, pageListSizes, pageListViewOf, replaceQuery } from './page-list-url';
import type { PageListView } from './page-list-url';
import { TrashSection } from './trash-section';
import { useBulkPageActions } from './use-bulk-page-actions';
import '../shared/admin-content.css';
import './admin-pages.css';

/**
 * Admin: the tenant's pages in a table searched, filtered, sorted and paged in the browser
 * (docs/decisions/0019-admin-pages-list.md), content and legal pages apart; per page view,
 * edit, publish and delete (to the trash, with undo), and for a selection publish, unpublish
 * and delete at once; "New page"; below them the trash and the recent activity.
 */
export function AdminPagesScreen() {
  const { t, i18n } = useTranslation('admin');
  const runTask = useBackgroundTask();
  const runBulk = useBulkPageActions();
  const labels = useTableLabels();
  const menu = useTopLevelMenu();
  const { data, error, isLoading } = useGetPagesQuery(adminPagesQuery);
  const [deletePage] = useDeletePageMutation();
  const [restorePage] = useRestorePageFromTrashMutation();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PageSummary | null>(null);
  // Search, filters, sorting and paging are kept in the address, so a reload or a shared link
  // shows the same list. The controls answer at once from the screen's own state; the address
  // follows without a navigation (which would run the route's loaders on every key press).
  const [search] = useSearchParams();
  const [view, setView] = useState(() => pageListViewOf(search));
  useEffect(() => setView(pageListViewOf(search)), [search]);
  useEffect(() => replaceQuery(pageListSearch(view)), [view]);
  const { filters, sort, page, pageSize } = view;
  const showView = (changed: Partial<PageListView>) =>
    setView((current) => ({ ...current, ...changed }));
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const all = useMemo(() => data ?? [], [data]);
  const shown = useMemo(
    () => sortPages(filterPages(all, filters), sort, i18n.language),
    [all, filters, sort, i18n.language],
  );
  const takenNames = useMemo(() => all.map((one) => one.name), [all]);
  const selected = all.filter((one) => selection.has(one.guid));
  const pathOf = (one: { guid: string; name: string }) => pagePathOf(menu, one);
  const menuPlaces = (one: PageSummary) =>
    menuPaths(menu ?? []).filter((entry) => entry.item.pageGuid === one.guid);
  const columns = pageColumns({ t, language: i18n.language, pathOf, onDelete: setDeleting });

  /** Keyboard focus stays on the screen when the focused row or button is gone. */
  const keepFocus = () => {
    if (!document.activeElement || document.activeElement === document.body) {
      heading.current?.focus();
    }
  };
  // Another search or filter starts on the first page, with nothing selected out of sight.
  const changeFilters = (next: PageListFilters) => {
    showView({ filters: next, page: 1 });
    setSelection(new Set());
  };
  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    setDeleting(null);
    void runTask({
      kind: 'delete',
      subject: t('pages.subject', { title: target.title }),
      run: () => deletePage(target.guid).unwrap(),
      undo: () => restorePage(target.guid).unwrap(),
    }).then(keepFocus);
  };
  const bulk = async (action: BulkAction) => {
    setBulkBusy(true);
    const outcome = await runBulk(action, selected);
    setBulkBusy(false);
    // What failed stays selected, to try again or look at.
    setSelection(new Set(outcome.failed.map((failure) => failure.page.guid)));
    keepFocus();
  };

  return (
    <ScreenMain wide title={t('pages.title')}>
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
            {data && all.length === 0 ? <p>{t('pages.none')}</p> : null}
            {all.length > 0 || isLoading ? (
              <>
                <PageFilters filters={filters} counts={countByKind(all)} onChange={changeFilters} />
                <BulkBar
                  selected={selected}
                  menu={menu}
                  busy={bulkBusy}
                  onRun={(action) => void bulk(action)}
                />
                <Table
                  className="plein-admin-pages__table"
                  labelledBy="pages-heading"
                  columns={columns}
                  rows={pageRows(shown, page, pageSize)}
                  total={shown.length}
                  rowKey={(one) => one.guid}
                  rowName={(one) => one.title}
                  labels={labels}
                  loading={isLoading}
                  filtered={narrowsList(filters)}
                  sort={sort}
                  onSortChange={(next) => showView({ sort: next })}
                  page={page}
                  pageSize={pageSize}
                  pageSizes={pageListSizes}
                  onPageChange={(next) => showView({ page: next })}
                  onPageSizeChange={(size) => showView({ pageSize: size, page: 1 })}
                  selection={selection}
                  onSelectionChange={setSelection}
                />
              </>
            ) : null}
          </Stack>
        </section>
        <TrashSection />
        <RecentPageActivity pathOf={pathOf} />
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
    </ScreenMain>
  );
}
