/** One page of each public page type a tenant has, found by following its own links. */
export interface PublicPage {
  type: 'home' | 'list' | 'item' | 'search';
  path: string;
}

const itemLink = /href="(\/[^"?#]*\/i\/[0-9a-f-]{36}\/[^"?#]*)"/;
const menuLink = /href="(\/[a-z0-9-]+)"/g;

/**
 * Home, the first menu page that lists items, its first item, and a search: the four page types
 * issue 11 measures. The demo tenants keep their lists on different pages, so they are found,
 * not named.
 */
export async function findPublicPages(origin: string, host: string): Promise<PublicPage[]> {
  const html = async (path: string) =>
    (await fetch(`${origin}${path}`, { headers: { host } })).text();
  const home = await html('/');
  const pages: PublicPage[] = [{ type: 'home', path: '/' }];
  for (const [, path = '/'] of home.matchAll(menuLink)) {
    const item = itemLink.exec(await html(path))?.[1];
    if (item === undefined) continue;
    pages.push({ type: 'list', path }, { type: 'item', path: item });
    break;
  }
  pages.push({ type: 'search', path: '/search?q=plein' });
  return pages;
}
