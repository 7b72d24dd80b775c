import type { TFunction } from 'i18next';
import type { ListTexts } from '@plein/building-blocks';

/** The list blocks' texts (spec section 9's table texts) in the visitor's language. */
export function listTexts(t: TFunction): ListTexts {
  return {
    noData: t('list.noData'),
    noRecords: t('list.noRecords'),
    loading: t('list.loading'),
    recordsPerPage: t('list.recordsPerPage'),
    all: t('list.all'),
    range: (from, to, total) => t('list.range', { from, to, total }),
    pagination: t('list.pagination'),
    previous: t('list.previous'),
    next: t('list.next'),
    page: t('list.page'),
    sortBy: t('list.sortBy'),
    sortLabels: {
      publishedOn_desc: t('list.sort.publishedOn_desc'),
      publishedOn_asc: t('list.sort.publishedOn_asc'),
      title_asc: t('list.sort.title_asc'),
      title_desc: t('list.sort.title_desc'),
      periodEnd_asc: t('list.sort.periodEnd_asc'),
      periodEnd_desc: t('list.sort.periodEnd_desc'),
      position_asc: t('list.sort.position_asc'),
      position_desc: t('list.sort.position_desc'),
    },
    parent: t('list.parent'),
    allParents: t('list.allParents'),
    apply: t('list.apply'),
    controls: t('list.controls'),
    publishedOn: t('list.publishedOn'),
  };
}
