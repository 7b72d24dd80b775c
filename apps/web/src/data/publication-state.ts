import type { Page } from '@plein/api-client';

/**
 * Where a page stands with visitors: not published, published as the editors' draft is, or
 * published with changes in the draft that visitors do not see yet.
 */
export type PublicationState = 'unpublished' | 'published' | 'changed';

/**
 * The {@link PublicationState} of a page. Only editors' answers carry the draft; without it a
 * published page counts as `published`.
 *
 * @example
 * publicationState({ isPublished: true, draft: { ...draft, hasChanges: true } }); // 'changed'
 */
export function publicationState(page: Pick<Page, 'isPublished' | 'draft'>): PublicationState {
  if (!page.isPublished) return 'unpublished';
  return page.draft?.hasChanges ? 'changed' : 'published';
}
