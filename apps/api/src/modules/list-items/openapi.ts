import { maxListsPerCall, maxListWindow } from '@plein/api-client';
import { guidPattern, listSortByValues, maxListItemCount } from '@plein/validation';
import { yupToJsonSchema } from '../../openapi/json-schema';
import type { ApiOperation, QueryParameter } from '../../openapi/operation';
import { byGuid } from '../../openapi/operation';
import {
  listItemFilterSchema,
  listItemOrderSchema,
  listItemsCreateSchema,
  listItemUpdateSchema,
  listQuerySchema,
  widgetQuerySchema,
} from './schemas';

const tag = 'List items';
const noDraft = {
  status: 409,
  code: 'no_draft',
  description: 'The item has no unpublished changes.',
};
const pageOutOfRange = {
  status: 400,
  code: 'page_out_of_range',
  description: `\`pageNumber\` × \`itemCount\` passes ${maxListWindow}.`,
};

/** The list query of `GET /api/listitem/list/{guid}` (`parseListQueryString`). */
const listQuery: readonly QueryParameter[] = [
  {
    name: 'pageNumber',
    description: `The page, from 1 (default 1); \`pageNumber\` × \`itemCount\` may not pass ${maxListWindow}.`,
    schema: { type: 'integer', minimum: 1, maximum: maxListWindow },
  },
  {
    name: 'itemCount',
    description: "Items per page (default the block's items per page).",
    schema: { type: 'integer', minimum: 1, maximum: maxListItemCount },
  },
  {
    name: 'sort_by',
    description: "The order (default the block's sort).",
    schema: { type: 'string', enum: [...listSortByValues] },
  },
  {
    name: 'filter',
    description:
      "The filter as JSON: `parentGuids` and `meta.periodEnd` (`active`, `expired`, `all` or `{ after, before }` with ISO date-times); default the block's filter.",
    schema: {
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: yupToJsonSchema(listItemFilterSchema),
    },
  },
  {
    name: 'searchFilter',
    description: 'Words the items must contain (full text, prefix matching).',
    schema: { type: 'string', maxLength: 200 },
  },
];

/** The list items: visitors' lists, widgets and items; editors' items, drafts, revisions and trash. */
export const listItemsOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/listitemtypes',
    tag,
    summary: 'The types of list item of the site',
    access: 'public',
    answer: { status: 200, description: 'The types.', type: 'ListItemType[]' },
  },
  {
    method: 'get',
    path: '/api/listitem/list/{guid}',
    tag,
    summary: 'A page of the items of a list block',
    description:
      "What the query leaves out comes from the block's options. Those who may edit the block's page also see a list that is not published yet.",
    access: 'public',
    guidParameters: byGuid,
    query: listQuery,
    answer: { status: 200, description: 'The items.', type: 'ListItemsPage' },
    errors: [pageOutOfRange],
  },
  {
    method: 'get',
    path: '/api/listitem/list/{guid}/meta',
    tag,
    summary: "A list block's options and how many items it shows",
    access: 'public',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The metadata.', type: 'ListBlockMetadata' },
  },
  {
    method: 'post',
    path: '/api/listitem/lists',
    tag,
    summary: 'Pages of several lists at once',
    description: `Up to ${maxListsPerCall} block guids, each with its list query (null: the block's defaults). A block that is not a visible list answers null.`,
    access: 'public',
    body: {
      jsonSchema: {
        type: 'object',
        minProperties: 1,
        maxProperties: maxListsPerCall,
        propertyNames: { pattern: guidPattern.source },
        additionalProperties: { anyOf: [yupToJsonSchema(listQuerySchema), { type: 'null' }] },
      },
    },
    answer: { status: 200, description: 'Each block guid with its page.', type: 'ListsResponse' },
    errors: [pageOutOfRange],
  },
  {
    method: 'post',
    path: '/api/listitem/widget/{guid}',
    tag,
    summary: 'A page of the items a list widget shows',
    description:
      "Its own items, or those of the list its `listBlockGuid` names; an empty body means the block's defaults.",
    access: 'public',
    guidParameters: byGuid,
    body: widgetQuerySchema,
    optionalBody: true,
    answer: { status: 200, description: 'The items.', type: 'ListItemsPage' },
    errors: [pageOutOfRange],
  },
  {
    method: 'get',
    path: '/api/listitem/short/{id}',
    tag,
    summary: 'A list item by its short id',
    description:
      'The short id is 1 to 31 letters and digits. Those who may edit the page of its list get the item with its draft (unpublished items too), never cached.',
    access: 'public',
    answer: { status: 200, description: 'The item.', type: 'ListItem' },
  },
  {
    method: 'get',
    path: '/api/listitem/{guid}',
    tag,
    summary: 'A list item',
    description:
      'Those who may edit the page of its list get the item with its draft (unpublished items too), never cached.',
    access: 'public',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The item.', type: 'ListItem' },
  },
  {
    method: 'post',
    path: '/api/listitem/list/{guid}',
    tag,
    summary: 'Add items to a list block',
    access: 'editor',
    guidParameters: byGuid,
    body: listItemsCreateSchema,
    answer: { status: 201, description: 'The guids of the new items.', type: 'CreatedListItems' },
  },
  {
    method: 'put',
    path: '/api/listitem/{guid}',
    tag,
    summary: 'Change a list item',
    description:
      'The change of a published item that stays published waits in its draft; any other change is made at once.',
    access: 'editor',
    guidParameters: byGuid,
    body: listItemUpdateSchema,
    answer: { status: 204, description: 'Saved.' },
  },
  {
    method: 'post',
    path: '/api/listitem/{guid}:publish',
    tag,
    summary: "Publish a list item's draft",
    access: 'editor',
    guidParameters: byGuid,
    answer: { status: 204, description: 'Published.' },
    errors: [noDraft],
  },
  {
    method: 'delete',
    path: '/api/listitem/{guid}/draft',
    tag,
    summary: "Discard a list item's draft",
    access: 'editor',
    guidParameters: byGuid,
    answer: { status: 204, description: 'Discarded.' },
    errors: [noDraft],
  },
  {
    method: 'delete',
    path: '/api/listitem/{guid}',
    tag,
    summary: 'Move a list item to the trash (kept 30 days)',
    access: 'editor',
    guidParameters: byGuid,
    answer: { status: 204, description: 'Moved to the trash.' },
  },
  {
    method: 'post',
    path: '/api/listitem/{guid}:restore',
    tag,
    summary: 'Restore a list item from the trash',
    access: 'editor',
    guidParameters: byGuid,
    answer: { status: 204, description: 'Restored.' },
  },
  {
    method: 'get',
    path: '/api/listitem/{guid}/revisions',
    tag,
    summary: 'The publications of a list item, newest first',
    access: 'editor',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The revisions.', type: 'ListItemRevisionSummary[]' },
  },
  {
    method: 'get',
    path: '/api/listitem/{guid}/revisions/{number}',
    tag,
    summary: 'One publication of a list item',
    access: 'editor',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The revision.', type: 'ListItemRevision' },
  },
  {
    method: 'post',
    path: '/api/listitem/{guid}/revisions/{number}:restore',
    tag,
    summary: 'Bring back a publication of a list item',
    description:
      'Into the draft of a published item (visitors keep what they see until it is published); an unpublished item is changed at once.',
    access: 'editor',
    guidParameters: byGuid,
    answer: { status: 204, description: 'Restored.' },
  },
  {
    method: 'get',
    path: '/api/listitem/list/{guid}/trash',
    tag,
    summary: 'The items of a list block in the trash, newest first',
    access: 'editor',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The trashed items.', type: 'TrashedListItem[]' },
  },
  {
    method: 'get',
    path: '/api/listitem/list/{guid}/all',
    tag,
    summary: 'Every item of a list block, in manual order',
    description: 'Published or not, unfiltered; for the list editor.',
    access: 'editor',
    guidParameters: byGuid,
    query: [
      {
        name: 'pageNumber',
        description: 'The page, from 1 (default 1).',
        schema: { type: 'integer', minimum: 1, maximum: 10_000 },
      },
      {
        name: 'itemCount',
        description: `Items per page, 1-${maxListItemCount} (default 20).`,
        schema: { type: 'integer', minimum: 1, maximum: maxListItemCount },
      },
    ],
    answer: { status: 200, description: 'The items.', type: 'ListItemsPage' },
    errors: [pageOutOfRange],
  },
  {
    method: 'put',
    path: '/api/listitem/list/{guid}:order',
    tag,
    summary: 'Put items of a list block in a new manual order',
    access: 'editor',
    guidParameters: byGuid,
    body: listItemOrderSchema,
    answer: { status: 204, description: 'Reordered.' },
    errors: [
      {
        status: 400,
        code: 'unknown_items',
        description: 'A guid does not name an item of this list.',
      },
    ],
  },
];
