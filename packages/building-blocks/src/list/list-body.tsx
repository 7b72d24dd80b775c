import type { ReactNode } from 'react';
import type { ListServices } from './list-services';
import type { ListPageState } from './list-types';

/**
 * The state of a list page other than its items: loading, failed (no data) or empty (no data at
 * all, or no records for a filter). Null when there are items to show.
 */
export function listBodyMessage(
  state: ListPageState,
  services: ListServices,
  filtered: boolean,
): ReactNode {
  const { texts } = services;
  if (state.page?.items.length) return null;
  if (state.isLoading || (!state.page && !state.isError)) {
    return <p className="plein-list__message">{texts.loading}</p>;
  }
  const text = filtered && state.page ? texts.noRecords : texts.noData;
  return <p className="plein-list__message">{text}</p>;
}

/** The "1-5 van 12" of a page; the total gets a plus when the count stopped early. */
export function listRangeText(services: ListServices, state: ListPageState): string | null {
  const page = state.page;
  if (!page?.items.length) return null;
  const from = (page.pageNumber - 1) * page.itemCount + 1;
  const to = from + page.items.length - 1;
  const total = page.totalCapped ? `${page.totalItems}+` : String(page.totalItems);
  return services.texts.range(from, to, total);
}
