import { skipToken } from '@reduxjs/toolkit/query';
import { locatePage, useGetPageByNameQuery, useGetPageQuery } from '@plein/api-client';
import type { Page, PageLocator } from '@plein/api-client';
import { useAppSelector } from '@plein/state-store';
import { useTopLevelMenu } from './use-tenant-data';

/** What {@link useLocatedPage} answers. */
export interface LocatedPage {
  locator: PageLocator | null;
  page: Page | null;
  isLoading: boolean;
  /** The load failed for another reason than a missing page. */
  failed: boolean;
}

/**
 * The page at a path from the RTK cache (subscribed, so it refetches after every write that
 * invalidates the `Page` tag). Pass null to read nothing.
 *
 * @example
 * const { page } = useLocatedPage('/over-ons');
 */
export function useLocatedPage(pagePath: string | null): LocatedPage {
  const language = useAppSelector((state) => state.ui.language);
  const menu = useTopLevelMenu();
  const locator = pagePath === null ? null : locatePage(menu, pagePath, language);
  const byGuid = useGetPageQuery(locator && 'pageGuid' in locator ? locator.pageGuid : skipToken);
  const byName = useGetPageByNameQuery(
    locator && 'pageName' in locator ? locator.pageName : skipToken,
  );
  const query = locator && 'pageGuid' in locator ? byGuid : byName;
  const page = (locator && 'pageGuid' in locator ? byGuid.data?.page : byName.data) ?? null;
  const error = query.error;
  return {
    locator,
    page,
    isLoading: !page && (query.isLoading || query.isFetching),
    failed: Boolean(error && !('status' in error && error.status === 404)),
  };
}
