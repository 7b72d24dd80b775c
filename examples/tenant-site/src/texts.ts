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
