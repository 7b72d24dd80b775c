import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useGetListItemQuery, useGetSiteAddressQuery } from '@plein/api-client';
import { HeaderImagesView } from '@plein/building-blocks';
import { PageShell, SiteHeader } from '@plein/layouts';
import {
  Breadcrumbs,
  Cluster,
  FooterColumns,
  LanguageSwitcher,
  LinkComponentProvider,
  Logo,
  VisuallyHidden,
} from '@plein/ui-kit';
import { useAppSelector } from '@plein/state-store';
import { defaultLogoHeight } from '@plein/validation';
import { siteimproveScriptUrl } from '../analytics/siteimprove';
import { SiteimproveAnalytics } from '../analytics/siteimprove-analytics';
import { RouterLink } from '../app/router-link';
import { usePageLoading } from '../app/use-page-loading';
import { useHashTarget } from '../app/use-hash-target';
import { useRouteFocus } from '../app/use-route-focus';
import { isConsentExemptPath } from '../consent/consent-cookie';
import { ConsentDialog, consentDialogTexts, cookieStatementHref } from '../consent/consent-dialog';
import { settingImageSrc } from '../data/setting-image';
import { useLocatedPage } from '../data/use-located-page';
import { useSettings, useTopLevelMenu } from '../data/use-tenant-data';
import { InactiveUserDialog } from '../dialogs/inactive-user-dialog';
import { TermsDialog } from '../dialogs/terms-dialog';
import { Island } from '../islands/island';
import { useIslandRenderer } from '../islands/island-renderer';
import { NotificationsProvider } from '../notifications/notifications-provider';
import {
  definitionForPath,
  hasAdminFrame,
  isSharedPage,
  matchContentPath,
} from '../routing/route-table';
import { absoluteUrl } from '../findability/absolute-url';
import { BreadcrumbStructuredData } from '../findability/breadcrumb-structured-data';
import { isFindableItem } from '../findability/item-findability';
import { isFindablePage } from '../findability/page-findability';
import { SearchForm } from '../search/search-form';
import { StatisticsPageViews } from '../statistics/statistics-page-views';
import { AdminFrameSlot } from './admin-frame-slot';
import { AutoTranslateMenu } from './auto-translate-menu';
import { EditPageLink } from './edit-page-link';
import {
  breadcrumbItems,
  sectionItems,
  toNavigationItems,
  withoutSubmenus,
} from './navigation-items';
import { pageChrome } from './page-chrome';
import { useLanguageOptions } from './use-language-options';
import { UserMenu } from './user-menu';
import './app-shell.css';

/**
 * The tenant's page around every screen: skip link, header with menu, languages and the user
 * menu, footer, notifications and the dialogs (cookies, terms of use, inactive account). Admin
 * screens get the admin frame instead of the site's header, footer and breadcrumbs.
 */
export function AppShell() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const menu = useTopLevelMenu();
  const location = useLocation();
  const loading = usePageLoading();
  const islands = useIslandRenderer() !== null;
  const consent = useAppSelector((state) => state.consent);
  // A document with islands is only ever a tracked public page (see isIslandsPage).
  const analyticsScript = siteimproveScriptUrl(settings.siteimproveId);
  useScrollToTopOnNavigation(location.pathname);
  // A list's pager and sort links carry its fragment: a new page of it opens on the list.
  useHashTarget();
  const routeAnnouncer = useRouteFocus();
  const languageOptions = useLanguageOptions();

  const platformName = settings.platformName ?? '';
  const content = useContentRoute(location.pathname);
  const chrome = pageChrome(settings, {
    pathname: location.pathname,
    page: content.page,
    isContent: content.pagePath !== null,
    isAdmin: hasAdminFrame(definitionForPath(location.pathname)),
  });
  const navigationItems = toNavigationItems(menu ?? [], location.pathname);
  // Setting showSubMenu off: the header lists the top level, the section its own pages below it.
  const submenus = settings.showSubMenu !== false;
  const navigationLabels = {
    submenuToggleLabel: t('shell.openSubmenu', { name: '{name}' }),
    externalLabel: t('shell.externalLink'),
  };
  const section = submenus ? [] : sectionItems(navigationItems);
  const translatedUrl = useTranslatablePageUrl(location.pathname);
  const submenu = section.length ? (
    <Island
      name="navigation"
      props={{ items: section, label: t('shell.subNavigation'), ...navigationLabels }}
    />
  ) : null;
  const trail =
    chrome.breadcrumbs && content.found && content.pagePath !== null
      ? breadcrumbItems({
          menu: menu ?? [],
          pagePath: content.pagePath,
          pageTitle: content.page?.title ?? null,
          itemTitle: content.itemTitle,
          homeLabel: t('shell.home'),
        })
      : null;
  const breadcrumbs = trail ? (
    <>
      <Breadcrumbs label={t('shell.breadcrumbs')} items={trail} />
      {content.findable ? <BreadcrumbStructuredData items={trail} /> : null}
    </>
  ) : null;
  const header = chrome.header ? (
    <>
      <SiteHeader
        logo={
          <Logo
            platformName={platformName}
            src={settingImageSrc(settings.headerLogo, {
              // Twice the shown height, for sharp logos on high-density screens.
              height: 2 * (settings.headerLogoHeight ?? defaultLogoHeight),
            })}
            href="/"
            height={settings.headerLogoHeight}
            padding={settings.headerLogoPadding}
          />
        }
        tools={
          <Cluster gap={4} align="center">
            {location.pathname === '/search' ? null : (
              <SearchForm
                id="site-search-q"
                name={t('search.site')}
                label={t('search.label')}
                submitLabel={t('search.submit')}
                compact
              />
            )}
            <LanguageSwitcher label={t('shell.language')} languages={languageOptions} />
            {settings.showAutoTranslate && translatedUrl ? (
              <AutoTranslateMenu pageUrl={translatedUrl} />
            ) : null}
            <UserMenu />
          </Cluster>
        }
        navigation={
          <Island
            name="navigation"
            props={{
              items: submenus ? navigationItems : withoutSubmenus(navigationItems),
              label: t('shell.mainNavigation'),
              menuButtonLabel: t('shell.mainNavigation'),
              ...navigationLabels,
            }}
          />
        }
      />
      {settings.headerImages?.length ? (
        // The tenant's header images (setting headerImages), 1200 px wide, 600 px on mobile.
        <HeaderImagesView
          guid="site-header-images"
          options={[]}
          content={{ images: settings.headerImages }}
        />
      ) : null}
    </>
  ) : null;
  const footer =
    chrome.footer && settings.footers?.length ? (
      <FooterColumns columns={settings.footers} externalLabel={t('shell.externalLink')} />
    ) : null;

  // The screen and what announces it, in the site's frame or the admin's.
  const screen = (
    <>
      <div role="status" aria-live="polite">
        {loading ? <VisuallyHidden>{t('shell.loading')}</VisuallyHidden> : null}
      </div>
      {routeAnnouncer}
      {loading ? <div className="plein-page-loading" aria-hidden="true" /> : null}
      <EditPageLink />
      <Outlet />
    </>
  );

  return (
    <LinkComponentProvider component={RouterLink}>
      <NotificationsProvider>
        {chrome.frame === 'admin' ? (
          <AdminFrameSlot>{screen}</AdminFrameSlot>
        ) : (
          <PageShell
            skipLinkLabel={t('shell.skipToContent')}
            header={header}
            submenu={submenu}
            breadcrumbs={breadcrumbs}
            footer={footer}
          >
            {screen}
          </PageShell>
        )}
        {islands ? (
          <Island
            name="consent"
            props={{
              texts: consentDialogTexts(t),
              statementHref: cookieStatementHref(i18n.language),
              consent,
              exempt: isConsentExemptPath(location.pathname),
            }}
          />
        ) : (
          <ConsentDialog />
        )}
        <TermsDialog />
        <InactiveUserDialog />
        {/* A page with islands counts its page view in hydrate-islands.tsx. */}
        {!islands ? <StatisticsPageViews /> : null}
        {!islands ? (
          <SiteimproveAnalytics />
        ) : analyticsScript ? (
          <Island
            name="analytics"
            props={{
              scriptUrl: analyticsScript,
              // Unset means the API's default, which is cookieless.
              cookieless: settings.siteimproveCookieLess !== false,
              consent,
            }}
          />
        ) : null}
      </NotificationsProvider>
    </LinkComponentProvider>
  );
}

/**
 * The page a content route shows (a page, or the page a list item is shown under), the list
 * item's title, whether they were found (a not-found page has no trail) and whether both are what
 * every visitor sees (`findable`: only then does the trail get structured data); nothing on other
 * routes and on the editor (which has its own frame).
 */
function useContentRoute(pathname: string) {
  const definition = definitionForPath(pathname);
  const isContent = definition.id === 'content-page' || definition.id === 'content-item';
  const match = isContent ? matchContentPath(pathname) : null;
  const { page } = useLocatedPage(match?.pagePath ?? null);
  const itemGuid = definition.id === 'content-item' ? match?.params.itemGuid : undefined;
  const item = useGetListItemQuery(itemGuid ?? skipToken).data;
  const notFound = useAppSelector((state) => state.ui.errorStatus === 404);
  const found = !notFound && page !== null && (itemGuid === undefined || item !== undefined);
  const findable = found && isFindablePage(page) && (!item || isFindableItem(item));
  return {
    pagePath: match?.pagePath ?? null,
    page,
    itemTitle: item?.title ?? null,
    found,
    findable,
  };
}

/**
 * The public address of the page shown when a translation service may fetch it: a page every
 * anonymous visitor gets the same (never an account, admin or preview screen).
 */
function useTranslatablePageUrl(pathname: string): string | null {
  const origin = useGetSiteAddressQuery().data?.origin;
  return origin && isSharedPage(pathname) ? absoluteUrl(origin, pathname) : null;
}

/** Scroll resets to the top on navigation (spec section 2); hash links keep their own target. */
function useScrollToTopOnNavigation(pathname: string) {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [pathname]);
}
