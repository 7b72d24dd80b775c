import type { ListServices } from './list-services';
import { listTexts } from './list-texts';
import type { ListEntry, ListPageData, ListPageRequest, ListPageState } from './list-types';

/** `count` demo items, newest first. */
export function demoEntries(count: number, offset = 0): ListEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    guid: `item-${offset + index + 1}`,
    title: `Bericht ${offset + index + 1}`,
    listItemTypeName: 'Nieuwsbericht',
    publishedOn: new Date(Date.UTC(2026, 0, 30 - offset - index)).toISOString(),
    metadata: { description: `Beschrijving ${offset + index + 1}`, periodEnd: null },
  }));
}

/** A page of `total` demo items, `itemCount` per page. */
export function demoPage(pageNumber: number, itemCount: number, total: number): ListPageData {
  const offset = (pageNumber - 1) * itemCount;
  return {
    items: demoEntries(Math.max(0, Math.min(itemCount, total - offset)), offset),
    pageNumber,
    itemCount,
    sortBy: 'publishedOn_desc',
    totalItems: total,
    totalCapped: false,
  };
}

/** Services answering every request with `answer`; the requests are recorded. */
export function fakeListServices(
  answer: (request: ListPageRequest) => ListPageState,
  overrides: Partial<ListServices> = {},
) {
  const requests: ListPageRequest[] = [];
  const services: ListServices = {
    texts: listTexts('nl'),
    location: { pathname: '/nieuws', search: '' },
    useListPage: (request) => {
      requests.push(request);
      return answer(request);
    },
    itemHref: (item) => `/nieuws/i/${item.guid}/${item.title.toLowerCase().replace(/ /g, '-')}`,
    formatDate: (iso) => iso.slice(0, 10),
    ...overrides,
  };
  return { services, requests };
}
