import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PageSummary } from '@plein/api-client';
import { errorCodeOf, errorStatusOf } from '../../../identity/error-status';
import { publicationState } from '../../../data/publication-state';

/** What can be done to the selected pages at once. */
export type BulkAction = 'publish' | 'unpublish' | 'delete';

/** Why one page of a bulk action failed, as the summary names it. */
export type BulkFailureReason = 'notReady' | 'forbidden' | 'gone' | 'failed';

/** The outcome of a bulk action: what worked, what was left alone, and what failed and why. */
export interface BulkOutcome {
  action: BulkAction;
  succeeded: PageSummary[];
  /** Pages the action would not change (publishing a page that is published as it is). */
  skipped: PageSummary[];
  failed: { page: PageSummary; reason: BulkFailureReason }[];
}

type CallError = FetchBaseQueryError | SerializedError;

/**
 * Why a page's request failed: the publish checks found errors (409 `page_not_ready`), the
 * caller may not (403), the page is gone (404), or anything else.
 */
export function bulkFailureReason(error: unknown): BulkFailureReason {
  const callError = (typeof error === 'object' && error !== null ? error : {}) as CallError;
  if (errorCodeOf(callError) === 'page_not_ready') return 'notReady';
  const status = errorStatusOf(callError);
  if (status === 403) return 'forbidden';
  if (status === 404) return 'gone';
  return 'failed';
}

/** Whether the action changes the page: publishing needs draft changes, unpublishing a live page. */
function changes(action: BulkAction, page: PageSummary): boolean {
  if (action === 'publish') return publicationState(page) !== 'published';
  if (action === 'unpublish') return page.isPublished;
  return true;
}

/**
 * Runs the action on each page, one request after the other (each through the page's own
 * endpoint, so its authorisation and publish checks apply), and keeps every page's result.
 *
 * @example
 * const outcome = await runBulkAction('publish', selected, (page) =>
 *   setPublished({ id: page.guid, isPublished: true }).unwrap());
 */
export async function runBulkAction(
  action: BulkAction,
  pages: readonly PageSummary[],
  run: (page: PageSummary) => Promise<unknown>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { action, succeeded: [], skipped: [], failed: [] };
  for (const page of pages) {
    if (!changes(action, page)) {
      outcome.skipped.push(page);
      continue;
    }
    try {
      await run(page);
      outcome.succeeded.push(page);
    } catch (error) {
      outcome.failed.push({ page, reason: bulkFailureReason(error) });
    }
  }
  return outcome;
}
