import { pageDisplayChoice } from '@plein/api-client';
import type { NameValue, PlatformSettings } from '@plein/api-client';

/** Which parts around a screen's content are shown. */
export interface PageChrome {
  /** The frame around the screen: the public site's, or the admin's (its own header and menu). */
  frame: 'site' | 'admin';
  /** The site's header (never in the admin frame). */
  header: boolean;
  /** The site's footer (never in the admin frame). */
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
  /** An admin route (auth `admin`): it gets the admin frame instead of the site's parts. */
  isAdmin: boolean;
}

/**
 * The header, footer and breadcrumbs of a screen (spec section 3 settings). `showHeader` and
 * `showFooter` off, or `headerVisibility` never, hide them on the whole site. Otherwise a page's
 * own choice (page options `showHeader`, `showFooter`, `showBreadcrumbs`) wins over the site's
 * default (`showHeaderByDefault` with `headerVisibility` home, `showFooterByDefault`,
 * `showBreadcrumbsByDefault`). The home page has no breadcrumbs: it is where they start. Admin
 * routes get the admin frame and none of the site's parts (spec section 2), whatever the
 * settings say: the site's settings shape the site, not the tool that edits it.
 *
 * @example
 * pageChrome(settings, { pathname: '/nieuws', page, isContent: true, isAdmin: false }).breadcrumbs;
 */
export function pageChrome(settings: PlatformSettings, context: ChromeContext): PageChrome {
  if (context.isAdmin) return { frame: 'admin', header: false, footer: false, breadcrumbs: false };
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
    frame: 'site',
    header: headerOnSite && (choice('showHeader') ?? headerByDefault),
    footer: footerOnSite && (choice('showFooter') ?? footerByDefault),
    breadcrumbs:
      context.isContent &&
      context.pathname !== '/' &&
      (choice('showBreadcrumbs') ?? breadcrumbsByDefault),
  };
}
