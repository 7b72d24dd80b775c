import type { PageChangedDetails } from '@plein/api-client';
import { refusalOf } from '../screens/admin/shared/server-problems';

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The details of a write refused because another editing session changed the page since the
 * version the write was based on (409 `page_changed`); null for every other failure.
 *
 * @example
 * const changed = pageChangedDetails(error);
 * if (changed) showConflict(changed); // "Anna changed the page at 14:05"
 */
export function pageChangedDetails(error: unknown): PageChangedDetails | null {
  const refusal = refusalOf(error);
  if (refusal.status !== 409 || refusal.code !== 'page_changed') return null;
  const details = (refusal.details ?? {}) as Partial<Record<keyof PageChangedDetails, unknown>>;
  return {
    version: typeof details.version === 'number' ? details.version : 0,
    changedAt: textOrNull(details.changedAt),
    changedBy: textOrNull(details.changedBy),
  };
}
