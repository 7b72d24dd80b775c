import { listSortByValues } from '@plein/validation';
import type { ListSortBy } from '@plein/validation';
import { lookUpMessage } from '../block-services/block-services';
import { blockMessages } from '../core-blocks/block-messages';
import type { ListTexts } from './list-types';

/** The languages the list blocks ship texts in. */
export type ListTextsLanguage = keyof typeof blockMessages;

/**
 * The list blocks' texts in Dutch or English, from the package's own messages
 * (`blockMessages.{language}.blocks.list`): what a front end passes as `ListServices.texts`.
 * A site in another language builds a {@link ListTexts} itself.
 *
 * @example
 * <ListServicesProvider services={{ texts: listTexts('en'), ... }}>
 */
export function listTexts(language: ListTextsLanguage = 'nl'): ListTexts {
  const text = (key: string) => lookUpMessage(blockMessages[language], `blocks.list.${key}`);
  const sortLabels = Object.fromEntries(
    listSortByValues.map((sort) => [sort, text(`sort.${sort}`)]),
  ) as Record<ListSortBy, string>;
  return {
    noData: text('noData'),
    noRecords: text('noRecords'),
    loading: text('loading'),
    recordsPerPage: text('recordsPerPage'),
    all: text('all'),
    range: (from, to, total) =>
      text('range')
        .replace('{{from}}', String(from))
        .replace('{{to}}', String(to))
        .replace('{{total}}', total),
    pagination: text('pagination'),
    previous: text('previous'),
    next: text('next'),
    page: text('page'),
    sortBy: text('sortBy'),
    sortLabels,
    parent: text('parent'),
    allParents: text('allParents'),
    apply: text('apply'),
    controls: text('controls'),
    publishedOn: text('publishedOn'),
  };
}
