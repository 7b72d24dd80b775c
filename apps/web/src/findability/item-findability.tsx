import { skipToken } from '@reduxjs/toolkit/query';
import { itemPath, useGetItemAddressQuery } from '@plein/api-client';
import type { ListItem } from '@plein/api-client';
import { FindabilityHead } from './findability-head';

/** Whether a list item as loaded is what every visitor sees: published, not an editor's draft. */
export function isFindableItem(item: ListItem): boolean {
  return item.isPublished && !item.draft;
}

/**
 * The findability tags of a published list item's page ({@link FindabilityHead}): canonical at
 * the address the site links the item at (under its list's page, whatever path it was opened
 * under; the path it was opened at while that is unknown), and its article (NewsArticle or
 * Article). None for an editor's unpublished item or draft.
 */
export function ItemFindability({ item, pagePath }: { item: ListItem; pagePath: string }) {
  const findable = isFindableItem(item);
  const address = useGetItemAddressQuery(findable ? item.guid : skipToken);
  if (!findable) return null;
  return (
    <FindabilityHead
      path={address.data?.path ?? itemPath(pagePath, item.guid, item.title)}
      title={item.title}
      language={item.language}
      article={{
        headline: item.title,
        typeName: item.listItemTypeName,
        datePublished: item.publishedOn,
        description: item.metadata.description,
      }}
    />
  );
}
