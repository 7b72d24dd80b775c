import { useTranslation } from 'react-i18next';
import { useDeletePageMutation, useSetPagePublishedMutation } from '@plein/api-client';
import type { PageSummary } from '@plein/api-client';
import { useNotify } from '../../../notifications/notifications-provider';
import { runBulkAction } from './bulk-actions';
import type { BulkAction, BulkOutcome } from './bulk-actions';
import { bulkSummary } from './bulk-summary';

/**
 * Runs a bulk action on pages through their own endpoints, with a busy notification that the
 * summary replaces (kept on screen until closed when a page failed).
 *
 * @example
 * const runBulk = useBulkPageActions();
 * const outcome = await runBulk('publish', selectedPages);
 */
export function useBulkPageActions(): (
  action: BulkAction,
  pages: readonly PageSummary[],
) => Promise<BulkOutcome> {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [setPublished] = useSetPagePublishedMutation();
  const [deletePage] = useDeletePageMutation();
  const requests: Record<BulkAction, (page: PageSummary) => Promise<unknown>> = {
    publish: (page) => setPublished({ id: page.guid, isPublished: true }).unwrap(),
    unpublish: (page) => setPublished({ id: page.guid, isPublished: false }).unwrap(),
    delete: (page) => deletePage(page.guid).unwrap(),
  };

  return async (action, pages) => {
    const id = notify({
      tone: 'info',
      message: t('pages.bulk.busy', { count: pages.length }),
      sticky: true,
    });
    const outcome = await runBulkAction(action, pages, requests[action]);
    const failed = outcome.failed.length > 0;
    notify({
      id,
      tone: failed ? 'error' : 'success',
      message: bulkSummary((key, values) => t(key, values), outcome),
      sticky: failed,
    });
    return outcome;
  };
}
