import { pleinApi } from '@plein/api-client';
import type { AppStore } from '@plein/state-store';

/**
 * Where a page request moves when it came by another host name of a site that has a primary
 * domain (setting `primaryDomain`): the same path and query on the primary domain's origin,
 * answered 301. Null when the request is at the site's own host name, or the site's address
 * could not be read (the page is then rendered as usual and shows the failure).
 *
 * @example
 * const location = await primaryDomainLocation(store, 'http://plein.example/nieuws?pagina=2');
 * // 'https://www.plein.example/nieuws?pagina=2'
 */
export async function primaryDomainLocation(store: AppStore, url: string): Promise<string | null> {
  const { data } = await store.dispatch(
    pleinApi.endpoints.getSiteAddress.initiate(undefined, { subscribe: false }),
  );
  if (!data?.redirectOrigin) return null;
  const { pathname, search } = new URL(url);
  return `${data.redirectOrigin}${pathname}${search}`;
}
