import { maxMenuDepth } from '@plein/api-client';
import { guidPattern } from '@plein/validation';
import type { JsonSchema } from '../../openapi/json-schema';
import type { ApiOperation } from '../../openapi/operation';
import {
  maxExternalUrlLength,
  maxMenuItemNameLength,
  maxMenuItems,
  maxUrlSegmentLength,
  urlSegmentPattern,
} from './menu-input';
import { menuNameQuery, menuNameWriteQuery } from './schemas';

const tag = 'Menus';
const nullableGuid = { type: ['string', 'null'], pattern: guidPattern.source };

/** One menu item of `parseMenuItems` at `depth` (top level 1): deeper than the limit, no items. */
function menuItemSchema(depth: number): JsonSchema {
  return {
    type: 'object',
    properties: {
      guid: {
        ...nullableGuid,
        description:
          'The guid of an item of this menu, to keep it; left out or null for a new item.',
      },
      name: {
        type: 'string',
        minLength: 1,
        description: `1-${maxMenuItemNameLength} characters after trimming, without control characters.`,
      },
      urlSegment: {
        type: 'string',
        maxLength: maxUrlSegmentLength,
        pattern: `^(?:${urlSegmentPattern.source.slice(1, -1)})?$`,
        description:
          'Unique among the siblings; empty for an external link, and for the one top-level home entry (`/`, with a page and no sub-items).',
      },
      pageGuid: { ...nullableGuid, description: 'The page the item shows, or null.' },
      externalUrl: {
        type: ['string', 'null'],
        description: `An http, https or ftp URL of a public host (at most ${maxExternalUrlLength} characters after trimming), without segment, page or sub-items; null or empty for an internal item.`,
      },
      relatedMenuItems:
        depth < maxMenuDepth
          ? { type: 'array', items: menuItemSchema(depth + 1) }
          : { type: 'array', maxItems: 0 },
      pageName: { description: 'Read-only (as `GET` answers it); ignored.' },
      pageIsPublished: { description: 'Read-only (as `GET` answers it); ignored.' },
    },
    required: ['name', 'urlSegment', 'pageGuid', 'externalUrl', 'relatedMenuItems'],
    additionalProperties: false,
  };
}

/** The site's menus (the top level menu is `Top level menu`). */
export const menusOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/menus:withName',
    tag,
    summary: 'The items of a menu, nested',
    access: 'public',
    query: menuNameQuery,
    answer: { status: 200, description: 'The menu items.', type: 'MenuItem[]' },
    errors: [{ status: 404, code: 'menu_not_found', description: 'The site has no such menu.' }],
  },
  {
    method: 'put',
    path: '/api/menus:withName',
    tag,
    summary: 'Replace the whole tree of a menu (created when missing)',
    description: `At most ${maxMenuDepth} levels and ${maxMenuItems} items in all; guids used once. A guid that is not an item of this menu, or a page that is not a page of this site, is refused (\`invalid_body\`, details list \`{ path, message }\` problems) and nothing changes.`,
    access: 'admin',
    query: menuNameWriteQuery,
    body: {
      jsonSchema: { type: 'array', maxItems: maxMenuItems, items: menuItemSchema(1) },
    },
    answer: {
      status: 200,
      description: 'The saved menu, as `GET` answers it.',
      type: 'MenuItem[]',
    },
  },
];
