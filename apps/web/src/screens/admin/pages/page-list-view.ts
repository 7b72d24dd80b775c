import { isLegalPage } from '@plein/api-client';
import type { PageLayoutName, PageSummary } from '@plein/api-client';
import type { TableSort } from '@plein/ui-kit';
import { publicationState } from '../../../data/publication-state';
import type { PublicationState } from '../../../data/publication-state';

/** Content pages and the seeded legal pages are listed apart. */
export type PageKind = 'content' | 'legal';

/** The published-state filter. */
export type PublishedFilter = 'all' | 'published' | 'unpublished';

/** What the pages table shows (docs/decisions/0019-admin-pages-list.md). */
export interface PageListFilters {
  /** Searched in title and name, case and accents ignored. */
  query: string;
  kind: PageKind;
  published: PublishedFilter;
  /** Only pages whose draft has changes visitors do not see yet. */
  changedOnly: boolean;
  layout: PageLayoutName | 'all';
}

/** The columns the pages table sorts by. */
export type PageSortColumn = 'title' | 'name' | 'state' | 'updated';

export const initialPageFilters: PageListFilters = {
  query: '',
  kind: 'content',
  published: 'all',
  changedOnly: false,
  layout: 'all',
};

export const initialPageSort: TableSort = { column: 'title', direction: 'ascending' };

/** Lowercase without accents, so "cafe" finds "Café". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const kindOf = (page: PageSummary): PageKind => (isLegalPage(page) ? 'legal' : 'content');

/** Whether a page's draft has changes visitors do not see (always so for an unpublished page). */
const hasDraftChanges = (page: PageSummary) =>
  page.draft ? page.draft.hasChanges : !page.isPublished;

/**
 * Whether anything narrows the list besides the kind (which splits it, not filters it): then an
 * empty table says nothing was found rather than that there are no pages.
 */
export function narrowsList(filters: PageListFilters): boolean {
  return (
    filters.query.trim() !== '' ||
    filters.published !== 'all' ||
    filters.changedOnly ||
    filters.layout !== 'all'
  );
}

/** How many content and legal pages there are. */
export function countByKind(pages: readonly PageSummary[]): Record<PageKind, number> {
  const counts: Record<PageKind, number> = { content: 0, legal: 0 };
  for (const page of pages) counts[kindOf(page)] += 1;
  return counts;
}

/**
 * The pages of the chosen kind that pass the search and the filters.
 *
 * @example
 * filterPages(pages, { ...initialPageFilters, query: 'nieuws', published: 'unpublished' });
 */
export function filterPages(
  pages: readonly PageSummary[],
  filters: PageListFilters,
): PageSummary[] {
  const words = folded(filters.query).split(/\s+/).filter(Boolean);
  return pages.filter((page) => {
    if (kindOf(page) !== filters.kind) return false;
    if (filters.published === 'published' && !page.isPublished) return false;
    if (filters.published === 'unpublished' && page.isPublished) return false;
    if (filters.changedOnly && !hasDraftChanges(page)) return false;
    if (filters.layout !== 'all' && page.layout !== filters.layout) return false;
    const text = folded(`${page.title} ${page.name}`);
    return words.every((word) => text.includes(word));
  });
}

/** The state column sorts not published, then published with changes, then published. */
const stateRank: Record<PublicationState, number> = { unpublished: 0, changed: 1, published: 2 };

/**
 * The pages sorted by a column; ties go by title, then name, so the order never jumps.
 *
 * @example
 * sortPages(pages, { column: 'updated', direction: 'descending' }, 'nl'); // newest change first
 */
export function sortPages(
  pages: readonly PageSummary[],
  sort: TableSort,
  language: string,
): PageSummary[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const byTitle = (a: PageSummary, b: PageSummary) =>
    collator.compare(a.title, b.title) || a.name.localeCompare(b.name);
  const compare: Record<PageSortColumn, (a: PageSummary, b: PageSummary) => number> = {
    title: byTitle,
    name: (a, b) => collator.compare(a.name, b.name),
    state: (a, b) => stateRank[publicationState(a)] - stateRank[publicationState(b)],
    updated: (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt),
  };
  const column = compare[sort.column as PageSortColumn] ?? byTitle;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...pages].sort((a, b) => sign * column(a, b) || byTitle(a, b));
}
