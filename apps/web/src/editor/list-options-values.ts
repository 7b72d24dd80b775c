import type { ListSortBy, NameValue } from '@plein/api-client';
import { defaultListSortBy, listSortByValues, newListOptions } from '@plein/validation';

/** The block types whose options are a list's (spec section 3, list block options). */
export const listBlockTypes: readonly string[] = ['list', 'list-widget'];

/** The list options the editor shows as controls, by their option names. */
export interface ListOptionValues {
  /**
   * A whole number as typed (1 to 100; the form checks it): a number once the field changed, as
   * Formik reads number inputs, or '' when emptied.
   */
  defaultItemsPerPage: string | number;
  defaultSortBy: ListSortBy;
  showExpiredItemsByDefault: boolean;
  hasActiveItems: boolean;
  highlightOnly: boolean;
  lazyLoad: boolean;
  /** Whole days as typed, like {@link ListOptionValues.defaultItemsPerPage}; 0 is no limit. */
  itemsRecentForDays: string | number;
}

const flagNames = [
  'showExpiredItemsByDefault',
  'hasActiveItems',
  'highlightOnly',
  'lazyLoad',
] as const;
const controlled = new Set<string>([
  'defaultItemsPerPage',
  'defaultSortBy',
  'itemsRecentForDays',
  ...flagNames,
]);

const isSortBy = (value: string | undefined): value is ListSortBy =>
  (listSortByValues as readonly (string | undefined)[]).includes(value);

/**
 * A list block's options split into the controls' values (read as the API reads them: a missing
 * items per page is 1, a missing or unknown sort the default, flags `true` or not) and the other
 * options, kept as name/value rows.
 *
 * @example
 * splitListOptions([{ name: 'defaultItemsPerPage', value: '10' }, { name: 'filter', value: '{}' }]);
 * // { list: { defaultItemsPerPage: '10', ... }, others: [{ name: 'filter', value: '{}' }] }
 */
export function splitListOptions(options: readonly NameValue[]): {
  list: ListOptionValues;
  others: NameValue[];
} {
  const value = (name: string) => options.find((option) => option.name.trim() === name)?.value;
  const flag = (name: string) => value(name)?.trim().toLowerCase() === 'true';
  const sortBy = value('defaultSortBy')?.trim();
  return {
    list: {
      defaultItemsPerPage: value('defaultItemsPerPage')?.trim() || '1',
      defaultSortBy: isSortBy(sortBy) ? sortBy : defaultListSortBy,
      showExpiredItemsByDefault: flag('showExpiredItemsByDefault'),
      hasActiveItems: flag('hasActiveItems'),
      highlightOnly: flag('highlightOnly'),
      lazyLoad: flag('lazyLoad'),
      itemsRecentForDays: value('itemsRecentForDays')?.trim() || '0',
    },
    others: options
      .filter((option) => !controlled.has(option.name.trim()))
      .map((option) => ({ ...option })),
  };
}

/**
 * The options a list block stores: the controls' values under their option names (flags only
 * when on, the day limit only when set), then the other rows.
 */
export function joinListOptions(list: ListOptionValues, others: readonly NameValue[]): NameValue[] {
  return [
    { name: 'defaultItemsPerPage', value: String(list.defaultItemsPerPage).trim() },
    { name: 'defaultSortBy', value: list.defaultSortBy },
    ...flagNames.filter((name) => list[name]).map((name) => ({ name, value: 'true' })),
    ...(Number(list.itemsRecentForDays) > 0
      ? [{ name: 'itemsRecentForDays', value: String(list.itemsRecentForDays).trim() }]
      : []),
    ...others,
  ];
}

/** The options a new block of `type` starts with: a list 10 a page, newest first. */
export function newBlockOptions(type: string): NameValue[] {
  return listBlockTypes.includes(type) ? newListOptions.map((option) => ({ ...option })) : [];
}
