import type { ApiOperation } from '../../openapi/operation';
import { byGuid } from '../../openapi/operation';

const tag = 'Findability';
const sitemapNotFound = {
  status: 404,
  code: 'sitemap_not_found',
  description: 'The sitemap has no such part, or the site keeps out of search engines.',
};

/**
 * The site's address, and what search engines and feed readers fetch at the root of the site
 * (not under `/api`): robots.txt, the sitemap and the lists' Atom feeds.
 */
export const findabilityOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/site-address',
    tag,
    summary: "The site's origin for absolute links, and where this host name moves to",
    description:
      'Both origins come from the configuration (`PUBLIC_ORIGIN` with the primary domain or first host name), never from the request.',
    access: 'public',
    answer: { status: 200, description: 'The address.', type: 'SiteAddress' },
  },
  {
    method: 'get',
    path: '/api/site-address/items/{guid}',
    tag,
    summary: 'Where the site links a list item (under the page of its list)',
    access: 'public',
    guidParameters: byGuid,
    answer: { status: 200, description: 'The path.', type: 'ItemAddress' },
    errors: [
      {
        status: 404,
        code: 'list_item_not_found',
        description: 'No list item visitors can open, or its page is not reached by a path.',
      },
    ],
  },
  {
    method: 'get',
    path: '/robots.txt',
    tag,
    summary: 'robots.txt, naming the sitemap',
    description: 'Keeps every crawler out when the site is hidden from search engines.',
    access: 'public',
    answer: { status: 200, description: 'The robots.txt.', mediaType: 'text/plain' },
  },
  {
    method: 'get',
    path: '/sitemap.xml',
    tag,
    summary: 'The sitemap of the public pages and list items',
    description:
      'Past the URL limit of one file (50,000 by default), an index of its parts `/sitemap-{part}.xml`.',
    access: 'public',
    answer: {
      status: 200,
      description: 'The sitemap or sitemap index.',
      mediaType: 'application/xml',
    },
    errors: [
      {
        status: 404,
        code: 'sitemap_not_found',
        description: 'The site keeps out of search engines.',
      },
    ],
  },
  {
    method: 'get',
    path: '/sitemap-{part}.xml',
    tag,
    summary: 'One part of a sitemap index',
    description: 'The part is its number from 1, without leading zeros.',
    access: 'public',
    answer: { status: 200, description: 'The part.', mediaType: 'application/xml' },
    errors: [sitemapNotFound],
  },
  {
    method: 'get',
    path: '/feeds/{blockGuid}.atom',
    tag,
    summary: "The Atom feed of a list's newest published items",
    description: 'Of a `list` block on a page visitors reach by a path; the guid in lower case.',
    access: 'public',
    guidParameters: ['blockGuid'],
    answer: { status: 200, description: 'The feed.', mediaType: 'application/atom+xml' },
    errors: [
      {
        status: 404,
        code: 'feed_not_found',
        description: 'No list of this site has a feed at this address.',
      },
    ],
  },
];
