import type { ListTexts } from '@plein/building-blocks';

/**
 * The texts this site shows around the blocks, in Dutch. A site in more languages passes its
 * i18n library's translations here instead.
 */
export const texts = {
  skipToContent: 'Naar de inhoud',
  mainNavigation: 'Hoofdnavigatie',
  menu: 'Menu',
  sideLeft: 'Aanvullende inhoud links',
  sideRight: 'Aanvullende inhoud rechts',
  loading: 'Bezig met laden…',
  notFound: 'Deze pagina bestaat niet (meer).',
  failed: 'De pagina kon niet worden geladen. Probeer het later opnieuw.',
  home: 'Naar de startpagina',
};

/** The list blocks' texts. */
export const listTexts: ListTexts = {
  noData: 'Geen gegevens beschikbaar',
  noRecords: 'Geen records gevonden',
  loading: 'Bezig met laden…',
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
    periodEnd_asc: 'Einddatum (vroegste eerst)',
    periodEnd_desc: 'Einddatum (laatste eerst)',
    position_asc: 'Volgorde',
    position_desc: 'Omgekeerde volgorde',
  },
  parent: 'Categorie',
  allParents: 'Alle categorieën',
  apply: 'Toepassen',
  controls: 'Lijstinstellingen',
  publishedOn: 'Gepubliceerd op',
};
