import { skipToken } from '@reduxjs/toolkit/query';
import { listFeedPath, pagePathOf, useGetPageByNameQuery } from '@plein/api-client';
import type { Page } from '@plein/api-client';
import { useTopLevelMenu } from '../data/use-tenant-data';
import { contentLanguageOf } from '../screens/page-view';
import { FindabilityHead } from './findability-head';
import { counterpartPageName, languageAlternates } from './language-alternates';

/**
 * Whether a page as loaded is what every visitor sees: published, without view roles, and not
 * an editor's draft (editors' answers carry `draft`). Only such a page gets findability tags.
 */
export function isFindablePage(page: Page): boolean {
  return page.isPublished && page.draft === undefined && page.roleIds.length === 0;
}

/**
 * The findability tags of a content or legal page ({@link FindabilityHead}): canonical at the
 * path the site links it (`pagePathOf`, as the sitemap), `hreflang` when its other-language
 * version exists, and the feed of each list it shows.
 */
export function PageFindability({ page }: { page: Page }) {
  const menu = useTopLevelMenu();
  const counterpartName = counterpartPageName(page.name);
  const counterpart = useGetPageByNameQuery(counterpartName ?? skipToken);
  if (!isFindablePage(page)) return null;
  const feeds = page.buildingBlockInstances
    .filter((block) => block.buildingBlock === 'list')
    .map((block) => ({ title: page.title, path: listFeedPath(block.guid) }));
  return (
    <FindabilityHead
      path={pagePathOf(menu ?? [], page)}
      title={page.title}
      language={contentLanguageOf(page)}
      alternates={languageAlternates(page.name, Boolean(counterpart.data?.isPublished))}
      feeds={feeds}
    />
  );
}
