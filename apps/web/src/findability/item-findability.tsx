import { itemPath } from '@plein/api-client';
import type { ListItem } from '@plein/api-client';
import { FindabilityHead } from './findability-head';

/**
 * The findability tags of a published list item's page ({@link FindabilityHead}): canonical at
 * the item's address under the page it is opened at, and its article (NewsArticle or Article).
 * None for an editor's unpublished item or draft.
 */
export function ItemFindability({ item, pagePath }: { item: ListItem; pagePath: string }) {
  if (!item.isPublished || item.draft) return null;
  return (
    <FindabilityHead
      path={itemPath(pagePath, item.guid, item.title)}
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
