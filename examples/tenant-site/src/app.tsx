import { Provider } from 'react-redux';
import { Link, Route, Routes, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import {
  menuPaths,
  toSettingsMap,
  topLevelMenuName,
  useGetMenuByNameQuery,
  useGetPlatformSettingValuesQuery,
} from '@plein/api-client';
import type { MenuItem } from '@plein/api-client';
import { BlockServicesProvider } from '@plein/building-blocks';
import { PageShell, SiteHeader } from '@plein/layouts';
import type { AppStore } from '@plein/state-store';
import { LinkComponentProvider, Logo, NavigationMenu } from '@plein/ui-kit';
import type { LinkComponentProps, NavigationItem } from '@plein/ui-kit';
import { PathRoute } from './page-route';
import { SearchForm } from './search-form';
import { SearchRoute } from './search-route';
import { texts } from './texts';

/** Internal links of the ui-kit and the blocks go through the router. */
function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}

/** The menu as navigation items: internal items at their paths, external ones as they are. */
function navigationItems(menu: readonly MenuItem[], current: string): NavigationItem[] {
  const paths = new Map(menuPaths(menu).map((entry) => [entry.item.guid, entry.path]));
  const toItem = (item: MenuItem): NavigationItem => {
    const href = item.externalUrl ?? paths.get(item.guid) ?? '/';
    return {
      label: item.name,
      href,
      current: href === current,
      external: item.externalUrl !== null,
      children: item.relatedMenuItems.map(toItem),
    };
  };
  return menu.map(toItem);
}

function Site({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const settings = toSettingsMap(
    useGetPlatformSettingValuesQuery({ keys: ['platformName', 'headerLogoHeight'] }).data ?? [],
  );
  const menu = useGetMenuByNameQuery(topLevelMenuName).data ?? [];
  const platformName = settings.platformName ?? '';
  return (
    <PageShell
      skipLinkLabel={texts.skipToContent}
      header={
        <SiteHeader
          logo={
            <Logo
              platformName={platformName}
              href="/"
              linkLabel={texts.home}
              height={settings.headerLogoHeight}
            />
          }
          tools={<SearchForm />}
          navigation={
            <NavigationMenu
              label={texts.mainNavigation}
              menuButtonLabel={texts.menu}
              items={navigationItems(menu, pathname)}
            />
          }
        />
      }
    >
      {children}
    </PageShell>
  );
}

/**
 * The whole site: the store's provider, the router's links for the ui-kit, where the blocks load
 * images from, the site frame and a page for every path. Put it inside a router (`BrowserRouter`
 * in the browser).
 */
export function App({
  store,
  imageBaseUrl,
}: {
  store: AppStore;
  /**
   * The platform's URL, e.g. `https://nieuws.example.org`: the blocks' images load from there
   * (`{imageBaseUrl}/a/{guid}`), as this site runs on an origin of its own. Without it (or '')
   * they are relative (`/a/{guid}`) and need a proxy for `/a` on this site's origin.
   */
  imageBaseUrl?: string;
}) {
  return (
    <Provider store={store}>
      <LinkComponentProvider component={RouterLink}>
        <BlockServicesProvider services={{ imageBaseUrl }}>
          <Site>
            <Routes>
              <Route path="/search" element={<SearchRoute />} />
              <Route path="*" element={<PathRoute />} />
            </Routes>
          </Site>
        </BlockServicesProvider>
      </LinkComponentProvider>
    </Provider>
  );
}
