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
  back: 'Terug naar de lijst',
  publishedOn: 'Gepubliceerd op',
  search: 'Zoeken',
  searchLabel: 'Zoek op deze site',
  searchSubmit: 'Zoeken',
  searchEmpty: 'Typ een of meer woorden om te zoeken.',
  searchPages: 'Meer resultaten',
  resultsFor: 'Zoekresultaten voor',
  noResults: 'Niets gevonden. Probeer andere woorden.',
  previous: 'Vorige',
  next: 'Volgende',
};

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeZone: 'Europe/Amsterdam',
});

/** A date as this site shows it, the same wherever it is rendered. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
