import type { ContentLanguage } from '@plein/api-client';
import type { NewBlock } from '../../modules/pages/repository';
import type { DemoPictureName } from './demo-pictures';

/** One demo list item; dates are relative to the moment of seeding. */
export interface DemoListItem {
  title: string;
  type: string;
  description: string;
  /** Published this many days before seeding. */
  daysAgo: number;
  /** Expires this many days after seeding (negative: already expired); absent: never. */
  expiresInDays?: number;
  highlight?: boolean;
  language?: ContentLanguage;
  /** Rich-text HTML of the item's text block. */
  html: string;
  /** A picture shown above the text (and as the item's thumbnail in lists). */
  picture?: DemoPictureName;
}

/** A list block on a demo page with its items. */
export interface DemoList {
  pageName: string;
  block: NewBlock;
  items: DemoListItem[];
}

const news = (
  title: string,
  daysAgo: number,
  description: string,
  html: string,
  picture?: DemoPictureName,
): DemoListItem => ({
  title,
  type: 'Nieuwsbericht',
  description,
  daysAgo,
  html,
  ...(picture ? { picture } : {}),
});

const havenstadNews: DemoList = {
  pageName: 'nieuws',
  block: {
    buildingBlock: 'list',
    layoutPosition: 'main',
    sortId: 3,
    options: [
      { name: 'defaultItemsPerPage', value: '5' },
      { name: 'defaultSortBy', value: 'publishedOn_desc' },
    ],
    content: { title: 'Laatste berichten' },
  },
  items: [
    {
      ...news(
        'Havenfeest trekt duizenden bezoekers',
        1,
        'Het jaarlijkse havenfeest was drukker dan ooit.',
        '<p>Tallships, muziek op de kade en een vuurwerkshow boven de Binnenhaven: ruim twintigduizend mensen bezochten het havenfeest.</p>',
        'harbourFestival',
      ),
      highlight: true,
    },
    news(
      'Nieuwe fietsbrug over de Binnenhaven geopend',
      2,
      'Fietsers en voetgangers steken voortaan in twee minuten over.',
      '<p>De wethouder opende de brug door er als eerste overheen te fietsen. Er passen dagelijks zesduizend fietsen overheen.</p>',
      'cycleBridge',
    ),
    news(
      'Gemeenteraad stemt in met groene kades',
      4,
      'Bomen, bankjes en een wandelroute langs het water.',
      '<p>De raad was unaniem. De eerste bomen worden dit najaar geplant langs de Kadeweg.</p>',
      'greenQuay',
    ),
    news(
      'Haven sluit sterk kwartaal af',
      6,
      'De overslag groeide met acht procent.',
      '<p>Vooral de nieuwe spoorverbinding met het achterland zorgde voor meer containers.</p>',
      'portQuarter',
    ),
    news(
      'Bibliotheek verhuist naar het oude pakhuis',
      9,
      'Het monumentale pakhuis krijgt een nieuwe bestemming.',
      '<p>Na de verbouwing is er plek voor boeken, een leescafé en een studiezaal met uitzicht op het water.</p>',
      'warehouseLibrary',
    ),
    news(
      'Havenstad Hockey wint de beker',
      11,
      'Een spannende finale eindigde in shoot-outs.',
      '<p>De dames van Havenstad Hockey wonnen de regionale beker na een doelpuntloze wedstrijd.</p>',
      'hockeyFinal',
    ),
    news(
      'Markt op zaterdag tijdelijk naar het Stationsplein',
      13,
      'Door werkzaamheden staat de markt zes weken elders.',
      '<p>De kramen staan vanaf zaterdag op het Stationsplein. De visboer blijft op zijn vaste plek.</p>',
      'saturdayMarket',
    ),
    news(
      'Veerpont vaart weer volgens dienstregeling',
      16,
      'Het onderhoud aan de pont is klaar.',
      '<p>Na drie weken onderhoud vaart de veerpont weer elk kwartier tussen de Kop en de Noordoever.</p>',
      'ferryService',
    ),
    {
      ...news(
        'Zomerconcerten op de kade',
        20,
        'Elke vrijdagavond gratis muziek aan het water.',
        '<p>Van jazz tot koorzang: de zomerconcerten brengen elke week andere muzikanten naar de kade.</p>',
        'quayConcert',
      ),
      type: 'Evenement',
      expiresInDays: 60,
    },
    {
      ...news(
        'Inloopavond over de nieuwe woonwijk',
        25,
        'Bewoners praten mee over de plannen voor het Zuiderdok.',
        '<p>De inloopavond was in het buurthuis. De plannen zijn terug te lezen op de website van de gemeente.</p>',
        'newNeighbourhood',
      ),
      type: 'Evenement',
      expiresInDays: -5,
    },
    news(
      'Schoolkinderen planten honderd bomen',
      30,
      'Leerlingen van drie basisscholen hielpen mee.',
      '<p>Met schoppen en gieters plantten de kinderen honderd jonge bomen in het Havenpark.</p>',
      'planting',
    ),
    news(
      'Museum toont scheepsmodellen uit de Gouden Eeuw',
      35,
      'Een nieuwe tentoonstelling in het Havenmuseum.',
      '<p>Meer dan veertig scheepsmodellen laten zien hoe schepen vroeger werden gebouwd.</p>',
      'shipModel',
    ),
  ],
};

const pleinUpdates: DemoList = {
  pageName: 'over-ons',
  block: {
    buildingBlock: 'list',
    layoutPosition: 'main',
    sortId: 2,
    options: [
      { name: 'defaultItemsPerPage', value: '4' },
      { name: 'defaultSortBy', value: 'publishedOn_desc' },
    ],
    content: { title: 'Nieuws over Plein' },
  },
  items: [
    {
      ...news(
        'Plein zoekt nu in alle berichten',
        1,
        'Zoeken vindt pagina’s en berichten, ook met een tikfout.',
        '<p>Typ een woord in het zoekveld en Plein vindt pagina’s en berichten, ook als je je een letter vergist.</p>',
        'search',
      ),
      highlight: true,
    },
    news(
      'Lijsten met duizenden berichten blijven snel',
      3,
      'Ook de vijfhonderdste pagina laadt direct.',
      '<p>Lijsten gebruiken indexen die bij elke sortering passen, dus bladeren blijft snel.</p>',
    ),
    news(
      'Vier nieuwe paginaindelingen',
      5,
      'Van één brede kolom tot drie kolommen.',
      '<p>Kies per pagina een indeling: 100, 25-75, 75-25 of 25-50-25.</p>',
      'layouts',
    ),
    news(
      'Eigen huisstijl per website',
      8,
      'Kleuren, logo en favicon stel je per site in.',
      '<p>Elke site op Plein krijgt zijn eigen kleurenschema, dat altijd voldoet aan de contrasteisen.</p>',
      'palette',
    ),
    news(
      'Menu’s met submenu’s',
      10,
      'Maak je navigatie zo diep als nodig.',
      '<p>Menu-items kunnen naar een pagina of naar een externe website wijzen.</p>',
    ),
    news(
      'Toegankelijk volgens WCAG 2.1 AA',
      12,
      'Plein wordt getest met schermlezers en het toetsenbord.',
      '<p>Alle bouwblokken zijn met het toetsenbord te bedienen en hebben duidelijke focusranden.</p>',
    ),
    news(
      'Fietsen naar de Plein-meetup',
      15,
      'De meetup is vlak bij het station; kom op de fiets.',
      '<p>Er is een bewaakte fietsenstalling naast de zaal. Neem je fiets gerust mee.</p>',
      'citySquare',
    ),
    news(
      'Open standaarden als uitgangspunt',
      18,
      'Plein gebruikt PostgreSQL, HTML en gewone webstandaarden.',
      '<p>Je gegevens blijven van jou: alles staat in een gewone PostgreSQL-database.</p>',
    ),
    {
      ...news(
        'Plein now speaks English',
        20,
        'Every screen is available in English as well as Dutch.',
        '<p>Visitors choose their language; searching for running finds articles about runs and runners.</p>',
      ),
      language: 'en',
    },
    {
      ...news(
        'Running a site for a whole city',
        22,
        'How municipalities run many websites on one platform.',
        '<p>One installation serves many sites, each with its own address and colours.</p>',
      ),
      language: 'en',
    },
    {
      ...news(
        'Webinar: bouwblokken in de praktijk',
        26,
        'Een uur lang tips voor redacteuren.',
        '<p>In het webinar laten we zien hoe je een pagina opbouwt uit bouwblokken.</p>',
      ),
      type: 'Evenement',
      expiresInDays: -2,
    },
    news(
      'Plein Demo staat online',
      30,
      'De eerste demosite op het platform.',
      '<p>Open localhost of 127.0.0.1 en zie twee sites met een heel andere huisstijl.</p>',
    ),
  ],
};

/** The demo lists per demo tenant name. */
export const demoListsByTenant: Readonly<Record<string, readonly DemoList[]>> = {
  'Plein Demo': [pleinUpdates],
  'Havenstad Nieuws': [havenstadNews],
};
