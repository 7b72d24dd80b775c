import type { TFunction } from 'i18next';
import type { PageSummary } from '@plein/api-client';
import type { TableColumn } from '@plein/ui-kit';
import { formatDateTime } from '../../format-date';
import { PageRowActions } from './page-row-actions';
import { PageState } from './page-state';

/** What the columns need from the screen. */
export interface PageColumnsContext {
  t: TFunction<'admin'>;
  language: string;
  /** Where a page lives (its menu path, else `/{name}`). */
  pathOf: (page: PageSummary) => string;
  onDelete: (page: PageSummary) => void;
}

/**
 * The columns of the pages table: title, name, address, state, layout, last change and the
 * actions; the sortable ones are the keys of `PageSortColumn`.
 */
export function pageColumns({
  t,
  language,
  pathOf,
  onDelete,
}: PageColumnsContext): TableColumn<PageSummary>[] {
  return [
    {
      key: 'title',
      header: t('pages.columns.title'),
      cell: (page) => page.title,
      sortable: true,
      rowHeader: true,
    },
    {
      key: 'name',
      header: t('pages.columns.name'),
      cell: (page) => <code>{page.name}</code>,
      sortable: true,
    },
    {
      key: 'path',
      header: t('pages.columns.path'),
      cell: (page) => <code>{pathOf(page)}</code>,
    },
    {
      key: 'state',
      header: t('pages.columns.state'),
      cell: (page) => <PageState page={page} />,
      sortable: true,
    },
    {
      key: 'layout',
      header: t('pages.columns.layout'),
      cell: (page) => page.layout,
    },
    {
      key: 'updated',
      header: t('pages.columns.updated'),
      cell: (page) => formatDateTime(page.updatedAt, language),
      sortable: true,
    },
    {
      key: 'actions',
      header: t('pages.columns.actions'),
      headerHidden: true,
      cell: (page) => (
        <PageRowActions page={page} path={pathOf(page)} onDelete={() => onDelete(page)} />
      ),
    },
  ];
}
