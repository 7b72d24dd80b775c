import type { MenuItem } from './menus';
import { homePageName, menuPaths } from './site-paths';

/** How a page path is found: through the menu (a page guid) or, for `/`, the page named home. */
export type PageLocator = { pageGuid: string } | { pageName: string };

/** The languages legal pages exist in. */
export type LegalLanguage = 'nl' | 'en';

/**
 * The legal pages of spec section 2 and the page each path shows: seeded, editable pages named
 * `legal-{kind}-{lang}`. The privacy statement has no language in its path: it follows the
 * visitor's language.
 */
const legalPaths: { pattern: RegExp; pageName: (lang: string) => string }[] = [
  { pattern: /^\/legal\/terms-of-use\/(nl|en)$/, pageName: (lang) => `legal-terms-of-use-${lang}` },
  { pattern: /^\/legal\/privacy$/, pageName: (lang) => `legal-privacy-${lang}` },
  {
    pattern: /^\/legal\/accessibility\/(nl|en)$/,
    pageName: (lang) => `legal-accessibility-${lang}`,
  },
  {
    pattern: /^\/legal\/cookie-statement\/(nl|en)$/,
    pageName: (lang) => `legal-cookie-statement-${lang}`,
  },
];

/**
 * Finds the page a path shows: a legal page, the menu item at that path, the home page at `/`,
 * or the page named like a one-segment path.
 *
 * @example
 * locatePage(menu, '/over-ons'); // { pageGuid: '…' }
 * locatePage(menu, '/legal/privacy', 'en'); // { pageName: 'legal-privacy-en' }
 */
export function locatePage(
  menu: readonly MenuItem[] | undefined,
  path: string,
  language: LegalLanguage = 'nl',
): PageLocator | null {
  const wanted = path.toLowerCase();
  for (const legal of legalPaths) {
    const found = legal.pattern.exec(wanted);
    if (found) return { pageName: legal.pageName(found[1] ?? language) };
  }
  const match = menuPaths(menu ?? []).find((entry) => entry.path.toLowerCase() === wanted);
  if (match?.item.pageGuid) return { pageGuid: match.item.pageGuid };
  if (wanted === '/') return { pageName: homePageName };
  // A page the menu does not place is still reachable at `/{its name}` (e.g. a new page).
  const byName = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(wanted);
  if (byName?.[1] && !match) return { pageName: byName[1] };
  return null;
}
