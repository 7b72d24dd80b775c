import { pageDisplayChoice } from '@plein/api-client';
import type { NameValue, PlatformSettings } from '@plein/api-client';

/** Which parts around a screen's content are shown. */
export interface PageChrome {
  header: boolean;
  footer: boolean;
  breadcrumbs: boolean;
}

/** Where the chrome is decided: the path, and the content page it shows (if any). */
export interface ChromeContext {
  pathname: string;
  /** The page a content route shows (the page itself, or the page of a list item). */
  page: { options: readonly NameValue[] } | null;
  /** A page or list item route (breadcrumbs are only ever shown there, never on admin screens). */
  isContent: boolean;
}

/**
 * The header, footer and breadcrumbs of a screen (spec section 3 settings). `showHeader` and
 * `showFooter` off, or `headerVisibility` never, hide them on the whole site. Otherwise a page's
 * own choice (page options `showHeader`, `showFooter`, `showBreadcrumbs`) wins over the site's
 * default (`showHeaderByDefault` with `headerVisibility` home, `showFooterByDefault`,
 * `showBreadcrumbsByDefault`). The home page has no breadcrumbs: it is where they start.
 *
 * @example
 * pageChrome(settings, { pathname: '/nieuws', page, isContent: true }).breadcrumbs;
 */
export function pageChrome(settings: PlatformSettings, context: ChromeContext): PageChrome {
  const options = context.page?.options ?? [];
  const choice = (name: 'showHeader' | 'showFooter' | 'showBreadcrumbs') =>
    pageDisplayChoice(options, name);

  const headerOnSite = settings.showHeader !== false && settings.headerVisibility !== 'never';
  const headerByDefault =
    settings.showHeaderByDefault !== false &&
    (settings.headerVisibility !== 'home' || context.pathname === '/');
  const footerOnSite = settings.showFooter !== false;
  const footerByDefault = settings.showFooterByDefault !== false;
  const breadcrumbsByDefault = settings.showBreadcrumbsByDefault === true;

  return {
    header: headerOnSite && (choice('showHeader') ?? headerByDefault),
    footer: footerOnSite && (choice('showFooter') ?? footerByDefault),
    breadcrumbs:
      context.isContent &&
      context.pathname !== '/' &&
      (choice('showBreadcrumbs') ?? breadcrumbsByDefault),
  };
}
