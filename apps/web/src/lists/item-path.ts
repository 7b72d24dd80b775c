import { slugifyItemTitle } from '@plein/validation';

/**
 * The path of a list item's page under a page path (spec section 2):
 * `{page path}/i/{itemGuid}/{title slug}`; the slug is left out when the title has none.
 *
 * @example
 * itemPath('/nieuws', 'a1b2', 'Havenfeest trekt duizenden!'); // '/nieuws/i/a1b2/havenfeest-trekt-duizenden'
 */
export function itemPath(pagePath: string, guid: string, title: string): string {
  const base = pagePath === '/' || pagePath === '' ? '' : pagePath.replace(/\/+$/, '');
  const slug = slugifyItemTitle(title);
  return `${base}/i/${encodeURIComponent(guid)}${slug ? `/${slug}` : ''}`;
}
