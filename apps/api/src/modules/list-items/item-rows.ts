import { firstImageGuidOf } from '@plein/api-client';
import type { BuildingBlockInstance, ContentLanguage, ListItem } from '@plein/api-client';

/**
 * An item's fields as stored: in its columns, or, for the changes of a published item, in its
 * `draft`. `published_on` null keeps the item's date (an update without `publishedOn`).
 */
export interface ItemFields {
  title: string;
  list_item_type_name: string;
  parent_guids: string[];
  description: string;
  period_end: string | null;
  published_on: string | null;
  highlight: boolean;
  language: ContentLanguage;
  content: BuildingBlockInstance[];
}

/** A `list_items` row joined with its block's guid, as the queries select it. */
export interface ListItemRow {
  id: number;
  guid: string;
  short_id: string;
  title: string;
  list_item_type_name: string;
  parent_guids: string[] | string;
  description: string;
  period_end: Date | string | null;
  published_on: Date | string;
  is_published: boolean;
  highlight: boolean;
  language: ContentLanguage;
  content: BuildingBlockInstance[];
  block_guid: string;
}

/** The columns {@link toListItem} reads (with `block_guid` selected by the caller). */
export const listItemColumns = [
  'li.id',
  'li.guid',
  'li.short_id',
  'li.title',
  'li.list_item_type_name',
  'li.parent_guids',
  'li.description',
  'li.period_end',
  'li.published_on',
  'li.is_published',
  'li.highlight',
  'li.language',
  'li.content',
];

const iso = (value: Date | string) => new Date(value).toISOString();

/** A `uuid[]` as a string array (drivers that do not parse arrays give `{a,b}`). */
function uuidArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

/** The contract's {@link ListItem} of a row, with the guid of its first image when it has one. */
export function toListItem(row: ListItemRow): ListItem {
  const firstImageGuid = firstImageGuidOf(row.content);
  return {
    guid: row.guid,
    shortId: row.short_id,
    title: row.title,
    listItemTypeName: row.list_item_type_name,
    parentGuids: uuidArray(row.parent_guids),
    metadata: {
      description: row.description,
      periodEnd: row.period_end === null ? null : iso(row.period_end),
    },
    publishedOn: iso(row.published_on),
    isPublished: row.is_published,
    highlight: row.highlight,
    language: row.language,
    blockGuid: row.block_guid,
    contentBuildingBlockInstances: row.content,
    ...(firstImageGuid ? { firstImageGuid } : {}),
  };
}

/** A row of the editors' list: with the draft of a published item and who changed it. */
export interface EditorItemRow extends ListItemRow {
  draft: ItemFields | null;
  draft_changed_at: Date | string | null;
  draft_changed_by_name: string | null;
}

/** The item as its editors see it: the draft's fields over the published ones, when it has one. */
export function toEditorListItem(row: EditorItemRow): ListItem {
  const { draft } = row;
  if (!draft || row.draft_changed_at === null) return toListItem(row);
  return {
    ...toListItem({
      ...row,
      ...draft,
      published_on: draft.published_on ?? row.published_on,
    }),
    draft: { changedAt: iso(row.draft_changed_at), changedBy: row.draft_changed_by_name },
  };
}
