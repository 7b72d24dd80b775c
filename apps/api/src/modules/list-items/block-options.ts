import type { ListBlockOptions, ListItemFilter, ListSortBy, NameValue } from '@plein/api-client';
import { defaultListSortBy, listSortByValues, maxListItemCount } from '@plein/validation';
import { isGuid } from '../../http/params';
import { listItemFilterSchema } from './schemas';

function isSortBy(value: string | undefined): value is ListSortBy {
  return (listSortByValues as readonly (string | undefined)[]).includes(value);
}

function wholeNumber(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : null;
}

function parseFilter(value: string | undefined): ListItemFilter | null {
  if (!value) return null;
  try {
    return listItemFilterSchema.validateSync(JSON.parse(value));
  } catch {
    return null;
  }
}

/**
 * The options of a list block (spec section 3) from its name/value options, with defaults for
 * what is missing or unreadable (editors type these, a bad value must not break the list):
 * items per page fallback 1, sort `publishedOn_desc`, recent-days 0, flags false.
 *
 * @example
 * listBlockOptions([{ name: 'defaultItemsPerPage', value: '10' }]).defaultItemsPerPage; // 10
 */
export function listBlockOptions(options: readonly NameValue[]): ListBlockOptions {
  const value = (name: string) => options.find((option) => option.name === name)?.value;
  const flag = (name: string) => value(name)?.trim().toLowerCase() === 'true';
  const sortOrder = value('sortOrder')?.trim().toLowerCase();
  const nested = value('nestedSortOrder')?.trim();
  const defaultSortBy = value('defaultSortBy')?.trim();
  return {
    defaultItemsPerPage: wholeNumber(value('defaultItemsPerPage'), 1, maxListItemCount) ?? 1,
    defaultSortBy: isSortBy(defaultSortBy) ? defaultSortBy : defaultListSortBy,
    defaultParentGuids: (value('defaultParentGuids') ?? '')
      .split(',')
      .map((guid) => guid.trim().toLowerCase())
      .filter(isGuid),
    showExpiredItemsByDefault: flag('showExpiredItemsByDefault'),
    itemsRecentForDays: wholeNumber(value('itemsRecentForDays'), 0, 36_500) ?? 0,
    lazyLoad: flag('lazyLoad'),
    hasActiveItems: flag('hasActiveItems'),
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : null,
    nestedSortOrder: isSortBy(nested) ? nested : null,
    filter: parseFilter(value('filter')),
    highlightOnly: flag('highlightOnly'),
  };
}

/** The name of the option by which a list widget shows the items of another list block. */
export const widgetSourceOption = 'listBlockGuid';
