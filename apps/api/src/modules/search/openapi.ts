import { maxSearchPage, searchPageSize } from '@plein/api-client';
import type { ApiOperation } from '../../openapi/operation';

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
    query: [
      {
        name: 'q',
        description: 'The words to search for, 1-200 characters after trimming.',
        required: true,
        example: 'welkom',
        schema: { type: 'string', minLength: 1 },
      },
      {
        name: 'page',
        description: `The page of results, 1-${maxSearchPage} (default 1).`,
        schema: { type: 'integer', minimum: 1, maximum: maxSearchPage },
      },
      {
        name: 'lang',
        description: "The visitor's language, in which page text is stemmed (default `nl`).",
        schema: { type: 'string', enum: ['nl', 'en'] },
      },
    ],
    answer: { status: 200, description: 'The results.', type: 'SearchResponse' },
  },
];
