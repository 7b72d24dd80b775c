import { searchPageSize } from '@plein/api-client';
import type { ApiOperation } from '../../openapi/operation';
import { searchQuery } from './schemas';

const tag = 'Search';

/** The site search over the published pages and list items. */
export const searchOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/search',
    tag,
    summary: 'Search the pages and list items visitors can see',
    description: `${searchPageSize} results a page.`,
    access: 'public',
    query: searchQuery,
    answer: { status: 200, description: 'The results.', type: 'SearchResponse' },
  },
];
