import type { ListServices } from './list-services';
import type {
  ListEntry,
  ListPageData,
  ListPageRequest,
  ListPageState,
  ListTexts,
} from './list-types';

/** Dutch list texts for tests and stories (the app passes its own translations). */
export const dutchListTexts: ListTexts = {
  noData: 'Geen gegevens beschikbaar',
  noRecords: 'Geen records gevonden',
  loading: 'Laden…',
  recordsPerPage: 'Records per pagina',
  all: 'Alle',
  range: (from, to, total) => `${from}-${to} van ${total}`,
  pagination: 'Paginering',
  previous: 'Vorige',
  next: 'Volgende',
  page: 'Pagina',
  sortBy: 'Sorteren op',
  sortLabels: {
    publishedOn_desc: 'Nieuwste eerst',
    publishedOn_asc: 'Oudste eerst',
    title_asc: 'Titel (A-Z)',
    title_desc: 'Titel (Z-A)',
    periodEnd_asc: 'Einddatum (eerst)',
    periodEnd_desc: 'Einddatum (laatst)',
    position_asc: 'Volgorde van de redactie',
    position_desc: 'Omgekeerde volgorde van de redactie',
  },
  parent: 'Onderwerp',
  allParents: 'Alle onderwerpen',
  apply: 'Toepassen',
  controls: 'Lijst sorteren en filteren',
  publishedOn: 'Gepubliceerd op',
};

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
    texts: dutchListTexts,
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
