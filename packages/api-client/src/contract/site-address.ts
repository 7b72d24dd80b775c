/**
 * Where a site lives, as `GET /api/site-address` answers it for the host name asked
 * (docs/decisions/0017-findability.md). The API builds it from the tenant's configured host names
 * and the operator's `PUBLIC_ORIGIN`, never from a request header.
 */
export interface SiteAddress {
  /**
   * The origin of the site's absolute links (canonical links, sharing tags, feeds, the
   * sitemap): `PUBLIC_ORIGIN` with the primary domain, else the first host name.
   */
  origin: string;
  /**
   * The origin requests for this host name's pages move to (301), when the site has a primary
   * domain and this is another of its host names; null when this host name is the site's own.
   */
  redirectOrigin: string | null;
}

/**
 * Where the site links a list item (`GET /api/site-address/items/{guid}`): its address under the
 * page its list is on, as the sitemap and the feeds name it; its canonical address wherever it
 * is opened.
 */
export interface ItemAddress {
  /** The path (`itemPath` under its list's page path), without the origin. */
  path: string;
}

/**
 * Whether a request for `host` moves to the site's primary domain: the site has one and `host`
 * (lower case, without port) is another of its names.
 *
 * @example
 * movesToPrimaryDomain('plein.example', 'www.plein.example'); // true
 * movesToPrimaryDomain('plein.example', ''); // false: no primary domain
 */
export function movesToPrimaryDomain(host: string, primaryDomain: string): boolean {
  return primaryDomain !== '' && host.toLowerCase() !== primaryDomain.toLowerCase();
}

/**
 * The address of a list block's Atom feed (its newest published items), at the site's root.
 *
 * @example
 * listFeedPath('3f2c…'); // '/feeds/3f2c….atom'
 */
export function listFeedPath(blockGuid: string): string {
  return `/feeds/${encodeURIComponent(blockGuid)}.atom`;
}

/** The route of a list block's feed (see {@link listFeedPath}); `blockGuid` is its block. */
export const listFeedRoute = '/feeds/:blockGuid.atom';
