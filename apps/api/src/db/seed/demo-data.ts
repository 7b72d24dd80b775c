import type { ColorScheme, PlatformSettingValue } from '@plein/api-client';
import type { NewBlock, NewPage } from '../../modules/pages/repository';
import type { DemoPictureName } from './demo-pictures';

/** One page of a demo tenant with its blocks. */
export interface DemoPage extends NewPage {
  blocks: NewBlock[];
}

/** One item of a demo menu: it points at a demo page (by name) or an external URL. */
export interface DemoMenuItem {
  name: string;
  urlSegment: string;
  pageName?: string;
  externalUrl?: string;
}

/** A demo tenant: platform, hosts, settings, pages and its top level menu. */
export interface DemoTenant {
  name: string;
  hosts: string[];
  colorScheme: ColorScheme;
  settings: PlatformSettingValue[];
  pages: DemoPage[];
  menu: DemoMenuItem[];
  /** The picture of the site's header image. */
  headerPicture: DemoPictureName;
}

/** Plein Demo: fresh green; every text pair at least 6:1 (WCAG AA asks 4.5). */
export const pleinDemoColors: ColorScheme = {
  primary: '#1b5e20',
  onPrimary: '#ffffff',
  secondary: '#e3f1e4',
  onSecondary: '#14451a',
  background: '#ffffff',
  surface: '#f2f8f2',
  text: '#1c2b1e',
  link: '#1a6b2c',
};

/** Havenstad Nieuws: deep harbour blue with orange; every text pair at least 4.8:1. */
export const havenstadColors: ColorScheme = {
  primary: '#0b2545',
  onPrimary: '#ffffff',
  secondary: '#f2994a',
  onSecondary: '#0b2545',
  background: '#fbfaf7',
  surface: '#eef2f7',
  text: '#14213d',
  link: '#b04a00',
};

function tenantSettings(
  name: string,
  description: string,
  host: string,
  colorScheme: ColorScheme,
  extra: PlatformSettingValue[],
): PlatformSettingValue[] {
  return [
    { key: 'platformName', value: name },
    { key: 'platformDescription', value: description },
    { key: 'colorScheme', value: colorScheme },
    { key: 'showHeader', value: true },
    { key: 'showHeaderByDefault', value: true },
    { key: 'showFooter', value: true },
    { key: 'showFooterByDefault', value: true },
    { key: 'headerLogoHeight', value: 72 },
    { key: 'headerLogoPadding', value: 8 },
    { key: 'hostNames', value: [host] },
    { key: 'primaryDomain', value: host },
    { key: 'useBrowserColor', value: true },
    { key: 'browserColor', value: colorScheme.primary },
    ...extra,
  ];
}

const pleinDemo: DemoTenant = {
  name: 'Plein Demo',
  headerPicture: 'citySquare',
  hosts: ['localhost'],
  colorScheme: pleinDemoColors,
  settings: tenantSettings(
    'Plein Demo',
    'De demosite van Plein: één platform waarop vele websites hun pagina’s, menu’s en huisstijl beheren.',
    'localhost',
    pleinDemoColors,
    [
      { key: 'showSubMenu', value: true },
      { key: 'showBreadcrumbsByDefault', value: true },
      { key: 'headerVisibility', value: 'always' },
      {
        key: 'footers',
        value: [
          {
            title: 'Plein Demo',
            url: '/over-ons',
            text: 'Een voorbeeldsite om Plein te leren kennen.\nAlles wat je hier ziet, beheer je zelf.',
            links: [{ label: 'Over ons', url: '/over-ons' }],
          },
          {
            title: 'Contact',
            text: 'Stationsplein 1\n1012 AB Amsterdam\nhallo@plein.test',
            links: [{ label: 'Stuur ons een e-mail', url: 'mailto:hallo@plein.test' }],
          },
          {
            title: 'Meer weten',
            text: 'Lees verder over open standaarden en toegankelijk publiceren.',
            links: [{ label: 'example.org', url: 'https://example.org' }],
          },
        ],
      },
    ],
  ),
  pages: [
    {
      name: 'home',
      title: 'Welkom bij Plein Demo',
      layout: '100',
      isPublished: true,
      blocks: [
        {
          buildingBlock: 'hero',
          layoutPosition: 'top',
          sortId: 1,
          content: {
            title: 'Welkom bij Plein Demo',
            text: 'Eén platform, veel websites. Deze demosite laat zien hoe je met Plein pagina’s, menu’s en je eigen huisstijl beheert.',
          },
        },
        {
          buildingBlock: 'rich-text',
          layoutPosition: 'main',
          sortId: 1,
          content: {
            html:
              '<h2>Wat is Plein?</h2>' +
              '<p>Plein is een publicatieplatform voor organisaties die meer dan één website hebben. ' +
              'Elke site krijgt zijn eigen adres, kleuren, menu’s en pagina’s, terwijl het beheer op één plek blijft.</p>' +
              '<ul><li>Pagina’s bouw je op uit <strong>bouwblokken</strong>, zoals tekst en een openingsbeeld.</li>' +
              '<li>Vier paginaindelingen: van één brede kolom tot drie kolommen.</li>' +
              '<li>Standaard in het Nederlands, en ook in het Engels te gebruiken.</li></ul>',
          },
        },
        {
          buildingBlock: 'rich-text',
          layoutPosition: 'main',
          sortId: 2,
          content: {
            html:
              '<h2>Aan de slag</h2>' +
              '<p>Bekijk de pagina <a href="/over-ons">Over ons</a> voor een voorbeeld met een zijkolom, ' +
              'of open dezelfde installatie via <em>127.0.0.1</em> om een tweede site met een heel andere huisstijl te zien.</p>',
          },
        },
        {
          buildingBlock: 'rich-text',
          layoutPosition: 'bottom',
          sortId: 1,
          content: {
            html: '<blockquote><p>Goede websites zijn er voor iedereen: snel, leesbaar en toegankelijk.</p></blockquote>',
          },
        },
      ],
    },
    {
      name: 'over-ons',
      title: 'Over ons',
      layout: '25-75',
      isPublished: true,
      blocks: [
        {
          buildingBlock: 'hero',
          layoutPosition: 'top',
          sortId: 1,
          content: {
            title: 'Over ons',
            text: 'Wij bouwen aan een plein waar organisaties hun verhaal kwijt kunnen.',
          },
        },
        {
          buildingBlock: 'rich-text',
          layoutPosition: 'side-left',
          sortId: 1,
          content: {
            html:
              '<h3>In het kort</h3>' +
              '<ul><li>Opgericht in 2024</li><li>Open standaarden</li><li>Toegankelijk volgens WCAG 2.1 AA</li></ul>',
          },
        },
        {
          buildingBlock: 'rich-text',
          layoutPosition: 'main',
          sortId: 1,
          content: {
            html:
              '<h2>Ons verhaal</h2>' +
              '<p>Plein begon als een klein project voor een gemeente met twintig losse websites. ' +
              'Inmiddels draaien er sites van verenigingen, scholen en redacties op hetzelfde platform.</p>' +
              '<p>Heb je een vraag of een idee? Mail ons via <a href="mailto:hallo@plein.test">hallo@plein.test</a>.</p>',
          },
        },
      ],
    },
  ],
  menu: [
    { name: 'Home', urlSegment: '', pageName: 'home' },
    { name: 'Over ons', urlSegment: 'over-ons', pageName: 'over-ons' },
    { name: 'Voorbeeldsite', urlSegment: '', externalUrl: 'https://example.org' },
  ],
};

const havenstad: DemoTenant = {
  name: 'Havenstad Nieuws',
  headerPicture: 'greenQuay',
  hosts: ['127.0.0.1'],
  colorScheme: havenstadColors,
  settings: tenantSettings(
    'Havenstad Nieuws',
    'Het laatste nieuws uit Havenstad en omgeving: haven, cultuur, sport en de gemeenteraad.',
    '127.0.0.1',
    havenstadColors,
    [
      { key: 'showSubMenu', value: false },
      { key: 'showBreadcrumbsByDefault', value: false },
      { key: 'headerVisibility', value: 'always' },
      {
        key: 'footers',
        value: [
          {
            title: 'Redactie',
            text: 'Havenstad Nieuws is een onafhankelijke lokale nieuwssite.\nKadeweg 12, 3011 XL Havenstad',
            links: [{ label: 'Tip de redactie', url: 'mailto:redactie@havenstad.test' }],
          },
          {
            title: 'Rubrieken',
            url: '/nieuws',
            text: 'Haven en economie\nCultuur\nSport\nGemeenteraad',
            links: [{ label: 'Alle nieuwsberichten', url: '/nieuws' }],
          },
        ],
      },
    ],
  ),
  pages: [
    {
      name: 'home',
      title: 'Havenstad Nieuws',
      layout: '75-25',
      isPublished: true,
      blocks: [
        {
          buildingBlock: 'hero',
          layoutPosition: 'top',
          sortId: 1,
          content: {
            title: 'Nieuws uit Havenstad',
            text: 'Elke dag het belangrijkste nieuws uit de stad aan het water, geschreven door de mensen die er wonen.',
          },
        },
        {
          buildingBlock: 'rich-text',
          layoutPosition: 'main',
          sortId: 1,
          content: {
            html:
              '<h2>Nieuwe veerpont vaart vanaf maandag</h2>' +
              '<p>De elektrische veerpont tussen de Noordkade en het Eiland maakt vanaf maandag elk kwartier de oversteek. ' +
              'De pont is stil, schoon en gratis voor voetgangers en fietsers.</p>' +
              '<h2>Zomerfestival trekt recordaantal bezoekers</h2>' +
              '<p>Ruim veertigduizend mensen bezochten afgelopen weekend het festival op de Oude Werf. ' +
              'Lees het hele verslag op de pagina <a href="/nieuws">Nieuws</a>.</p>',
          },
        },
        {
          buildingBlock: 'rich-text',
          layoutPosition: 'side-right',
          sortId: 1,
          content: {
            html:
              '<h3>Kort nieuws</h3>' +
              '<ul><li>Markt op zaterdag verhuist tijdelijk naar het Havenplein.</li>' +
              '<li>Bibliotheek langer open in de zomer.</li>' +
              '<li>HV Havenstad wint de derby met 3-1.</li></ul>',
          },
        },
      ],
    },
    {
      name: 'nieuws',
      title: 'Nieuws',
      layout: '25-50-25',
      isPublished: true,
      blocks: [
        {
          buildingBlock: 'rich-text',
          layoutPosition: 'side-left',
          sortId: 1,
          content: {
            html: '<h3>Rubrieken</h3><ul><li>Haven en economie</li><li>Cultuur</li><li>Sport</li><li>Gemeenteraad</li></ul>',
          },
        },
        {
          buildingBlock: 'hero',
          layoutPosition: 'main',
          sortId: 1,
          content: {
            title: 'Al het nieuws',
            text: 'Van de kade tot de raadszaal: hier vind je alle berichten van de redactie.',
          },
        },
        {
          buildingBlock: 'rich-text',
          layoutPosition: 'main',
          sortId: 2,
          content: {
            html:
              '<h2>Gemeenteraad stemt in met groene kades</h2>' +
              '<p>De raad heeft unaniem ingestemd met het plan om de kades langs de Binnenhaven te vergroenen. ' +
              'Er komen bomen, bankjes en een wandelroute langs het water.</p>' +
              '<h2>Haven sluit sterk kwartaal af</h2>' +
              '<p>De overslag in de haven groeide met acht procent, vooral door de nieuwe verbinding met het achterland.</p>',
          },
        },
        {
          buildingBlock: 'rich-text',
          layoutPosition: 'side-right',
          sortId: 1,
          content: {
            html:
              '<h3>Tip de redactie</h3>' +
              '<p>Zie je iets gebeuren in de stad? Mail naar <a href="mailto:redactie@havenstad.test">redactie@havenstad.test</a>.</p>',
          },
        },
      ],
    },
  ],
  menu: [
    { name: 'Home', urlSegment: '', pageName: 'home' },
    { name: 'Nieuws', urlSegment: 'nieuws', pageName: 'nieuws' },
    { name: 'Gemeente Havenstad', urlSegment: '', externalUrl: 'https://example.org' },
  ],
};

/** The two demo tenants: Plein Demo on `localhost`, Havenstad Nieuws on `127.0.0.1`. */
export const demoTenants: readonly DemoTenant[] = [pleinDemo, havenstad];
