import { skipToken } from '@reduxjs/toolkit/query';
import { locatePage, useGetPageByNameQuery, useGetPageQuery } from '@plein/api-client';
import { useAppSelector } from '@plein/state-store';
import { documentTitle } from '../app/document-title';
import { PageFindability } from '../findability/page-findability';
import { useSettings, useTopLevelMenu } from '../data/use-tenant-data';
import { ErrorScreen } from './error-screen';
import { NotFoundScreen } from './not-found-screen';
import { PageView } from './page-view';

/** A content page, found by its path through the menu (the home page at `/`). */
export function PageScreen({ pagePath }: { pagePath: string }) {
  const { platformName } = useSettings();
  const language = useAppSelector((state) => state.ui.language);
  const locator = locatePage(useTopLevelMenu(), pagePath, language);
  const byGuid = useGetPageQuery(locator && 'pageGuid' in locator ? locator.pageGuid : skipToken);
  const byName = useGetPageByNameQuery(
    locator && 'pageName' in locator ? locator.pageName : skipToken,
  );
  const query = locator && 'pageGuid' in locator ? byGuid : byName;
  const page = byGuid.data?.page ?? byName.data;

  if (page) {
    return (
      <>
        <title>{documentTitle(page.title, platformName)}</title>
        <PageFindability page={page} />
        <PageView page={page} pagePath={pagePath} />
      </>
    );
  }
  if (query.isLoading || query.isFetching) return null;
  if (query.error && !('status' in query.error && query.error.status === 404)) {
    return <ErrorScreen />;
  }
  return <NotFoundScreen />;
}
