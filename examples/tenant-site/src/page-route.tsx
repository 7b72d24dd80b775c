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
import { BlockRenderer, createCoreRegistry, groupBlocksByPosition } from '@plein/building-blocks';
import type { BlockInstance } from '@plein/building-blocks';
import { PageLayout } from '@plein/layouts';
import { SiteListServices } from './list-services';
import { texts } from './texts';

/** The core blocks; register your own block types on it. */
const registry = createCoreRegistry();

/** A page's blocks in its layout. */
function PageInLayout({ page, pagePath }: { page: Page; pagePath: string }) {
  const blocks = groupBlocksByPosition(page.buildingBlockInstances);
  const render = (list: BlockInstance[]) =>
    list.length ? <BlockRenderer blocks={list} registry={registry} /> : null;
  return (
    <SiteListServices pagePath={pagePath}>
      <PageLayout
        layout={page.layout}
        sideLeftLabel={texts.sideLeft}
        sideRightLabel={texts.sideRight}
        regions={{
          top: render(blocks.top),
          sideLeft: render(blocks['side-left']),
          main: render(blocks.main),
          sideRight: render(blocks['side-right']),
          bottom: render(blocks.bottom),
        }}
      />
    </SiteListServices>
  );
}

/**
 * The page at the current path: the menu item at that path shows a page by its guid; `/` is the
 * page named home.
 */
export function PageRoute() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
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
