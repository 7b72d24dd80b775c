import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation } from 'react-router';
import {
  homePageName,
  menuPaths,
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
/** `{page path}/i/{item guid}/{slug}`: a list item shown under the page holding its list. */
const itemPathPattern = /^(.*)\/i\/([^/]+)(?:\/[^/]*)?$/;

/** What lives at the current path: a list item's page, or a page. */
export function PathRoute() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const item = itemPathPattern.exec(path);
  if (item) return <ItemRoute key={item[2]} guid={item[2] ?? ''} pagePath={item[1] || '/'} />;
  return <PageRoute path={path} />;
}

/**
 * The page at a path: the menu item at that path shows a page by its guid; `/` is the page named
 * home.
 */
function PageRoute({ path }: { path: string }) {
  const menu = useGetMenuByNameQuery(topLevelMenuName);
  const pageGuid = menuPaths(menu.data ?? []).find((entry) => entry.path === path)?.item.pageGuid;
  const byGuid = useGetPageQuery(pageGuid ?? skipToken);
  const byName = useGetPageByNameQuery(path === '/' ? homePageName : skipToken);
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
