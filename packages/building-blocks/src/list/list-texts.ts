import type { ListSortBy } from '@plein/validation';
import { lookUpMessage } from '../block-services/block-services';
import { blockMessages } from '../core-blocks/block-messages';
import type { ListTexts } from './list-types';

/** The languages the list blocks ship texts in. */
export type ListTextsLanguage = keyof typeof blockMessages;

/**
 * The translation keys of the texts visitors see around a list (`blockMessages` holds them in nl
 * and en; `range` has the placeholders `{{from}}`, `{{to}}` and `{{total}}`).
 */
export const listTextsTranslationKeys = {
  noData: 'blocks.list.noData',
  noRecords: 'blocks.list.noRecords',
  loading: 'blocks.list.loading',
  recordsPerPage: 'blocks.list.recordsPerPage',
  all: 'blocks.list.all',
  range: 'blocks.list.range',
  pagination: 'blocks.list.pagination',
  previous: 'blocks.list.previous',
  next: 'blocks.list.next',
  page: 'blocks.list.page',
  sortBy: 'blocks.list.sortBy',
  parent: 'blocks.list.parent',
  allParents: 'blocks.list.allParents',
  apply: 'blocks.list.apply',
  controls: 'blocks.list.controls',
  publishedOn: 'blocks.list.publishedOn',
  sortLabels: {
    publishedOn_desc: 'blocks.list.sort.publishedOn_desc',
    publishedOn_asc: 'blocks.list.sort.publishedOn_asc',
    title_asc: 'blocks.list.sort.title_asc',
    title_desc: 'blocks.list.sort.title_desc',
    periodEnd_asc: 'blocks.list.sort.periodEnd_asc',
    periodEnd_desc: 'blocks.list.sort.periodEnd_desc',
    position_asc: 'blocks.list.sort.position_asc',
    position_desc: 'blocks.list.sort.position_desc',
  } satisfies Record<ListSortBy, string>,
} as const;

/**
 * The list blocks' texts in Dutch or English, from the package's own messages: what a front end
 * passes as `ListServices.texts`. A site in another language builds a {@link ListTexts} itself
 * (from {@link listTextsTranslationKeys} and its own translations).
 *
 * @example
 * <ListServicesProvider services={{ texts: listTexts('en'), ... }}>
 */
export function listTexts(language: ListTextsLanguage = 'nl'): ListTexts {
  const text = (key: string) => lookUpMessage(blockMessages[language], key);
  const { sortLabels, range, ...plain } = listTextsTranslationKeys;
  return {
    ...(Object.fromEntries(Object.entries(plain).map(([name, key]) => [name, text(key)])) as Omit<
      ListTexts,
      'range' | 'sortLabels'
    >),
    range: (from, to, total) =>
      text(range)
        .replace('{{from}}', String(from))
        .replace('{{to}}', String(to))
        .replace('{{total}}', total),
    sortLabels: Object.fromEntries(
      Object.entries(sortLabels).map(([sort, key]) => [sort, text(key)]),
    ) as Record<ListSortBy, string>,
  };
}
