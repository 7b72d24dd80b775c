import type { ListItem } from '@plein/api-client';
import { itemValues } from '../list-item-values';
import type { ListItemValues } from '../list-item-values';
import { compareText } from './compare-revisions';
import type { TextPart } from './compare-revisions';

/** The fields of an item a comparison shows, in the item form's order. */
export const comparedItemFields = [
  'title',
  'listItemTypeName',
  'language',
  'publishedOn',
  'description',
  'periodEnd',
  'highlight',
  'parentGuids',
  'text',
] as const satisfies readonly (keyof ListItemValues)[];

export type ComparedItemField = (typeof comparedItemFields)[number];

/** One field that differs between two versions of an item, word by word. */
export interface ItemFieldComparison {
  field: ComparedItemField;
  parts: TextPart[];
}

/**
 * The fields that differ from `from` to `to`, compared as people read them: `show` gives a
 * field's text (a date in the tenant's time zone, yes or no for a choice).
 *
 * @example
 * compareListItems(oldItem, newItem, (field, values) => String(values[field]));
 * // [{ field: 'title', parts: [{ kind: 'removed', text: 'Oud' }, { kind: 'added', text: 'Nieuw' }] }]
 */
export function compareListItems(
  from: ListItem,
  to: ListItem,
  show: (field: ComparedItemField, values: ListItemValues) => string,
): ItemFieldComparison[] {
  const before = itemValues(from);
  const after = itemValues(to);
  return comparedItemFields.flatMap((field) => {
    const comparison = compareText(show(field, before), show(field, after));
    return comparison.changed ? [{ field, parts: comparison.parts }] : [];
  });
}
