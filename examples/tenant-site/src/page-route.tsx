import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation } from 'react-router';
import {
  locatePage,
  parseItemPath,
  topLevelMenuName,
  useGetMenuByNameQuery,
  useGetPageByNameQuery,
  useGetPageQuery,
} from '@plein/api-client';
import type { Page } from '@plein/api-client';
import { BlockRenderer, pageRegions } from '@plein/building-blocks';
import type { BlockInstance } from '@plein/building-blocks';
import { PageLayout } from '@plein/layouts';
import { ItemRoute } from './item-route';
import { SiteListServices } from './list-services';
import { registry } from './registry';
import { texts } from './texts';

/** A page's blocks in its layout. */
function PageInLayout({ page, pagePath }: { page: Page; pagePath: string }) {
  const regions = pageRegions(page.buildingBlockInstances, (blocks: BlockInstance[]) =>
    blocks.length ? <BlockRenderer blocks={blocks} registry={registry} /> : null,
  );
  return (
    <SiteListServices pagePath={pagePath}>
      <PageLayout
        layout={page.layout}
        sideLeftLabel={texts.sideLeft}
        sideRightLabel={texts.sideRight}
        regions={regions}
      />
    </SiteListServices>
  );
}

/** What lives at the current path: a list item's page, or a page. */
export function PathRoute() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const item = parseItemPath(path);
  if (item) return <ItemRoute key={item.itemGuid} guid={item.itemGuid} pagePath={item.pagePath} />;
  return <PageRoute path={path} />;
}

/**
 * The page at a path (the platform's own rules, `locatePage`): the menu item at that path shows a
 * page by its guid; `/` is the page named home, a legal page is found by its name.
 */
function PageRoute({ path }: { path: string }) {
  const menu = useGetMenuByNameQuery(topLevelMenuName);
  const locator = menu.data ? locatePage(menu.data, path) : null;
  const byGuid = useGetPageQuery(locator && 'pageGuid' in locator ? locator.pageGuid : skipToken);
  const byName = useGetPageByNameQuery(
    locator && 'pageName' in locator ? locator.pageName : skipToken,
  );
  const page = byGuid.data?.page ?? byName.data;
  if (page) return <PageInLayout page={page} pagePath={path} />;

  const loading = menu.isLoading || byGuid.isLoading || byName.isLoading;
  const failed = [menu, byGuid, byName].some(
    (query) => query.error && !('status' in query.error && query.error.status === 404),
  );
  return (
    <main id="main" tabIndex={-1}>
      <p role={loading ? 'status' : 'alert'}>
        {loading ? texts.loading : failed ? texts.failed : texts.notFound}
      </p>
    </main>
  );
}
