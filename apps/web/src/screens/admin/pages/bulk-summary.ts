import type { BulkOutcome } from './bulk-actions';

/** The translation function the summary needs (i18next's `t` of the admin namespace). */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The one notification after a bulk action: how many pages it changed, how many it left alone,
 * and each page that failed with the reason, so no failure goes unseen.
 *
 * @example
 * bulkSummary(t, outcome); // "2 pagina's gepubliceerd. Niet gelukt: ‘Nieuws’ (de controles …)."
 */
export function bulkSummary(t: Translate, outcome: BulkOutcome): string {
  const { action, succeeded, skipped, failed } = outcome;
  const parts = [t(`pages.bulk.done.${action}`, { count: succeeded.length })];
  if (skipped.length > 0) {
    parts.push(t(`pages.bulk.skipped.${action}`, { count: skipped.length }));
  }
  if (failed.length > 0) {
    const pages = failed
      .map(({ page, reason }) =>
        t('pages.bulk.failure', { title: page.title, reason: t(`pages.bulk.reasons.${reason}`) }),
      )
      .join('; ');
    parts.push(t('pages.bulk.failed', { count: failed.length, pages }));
  }
  return parts.join(' ');
}
