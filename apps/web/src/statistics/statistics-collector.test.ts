// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStatistics, statistics, stopStatistics } from './statistics-collector';
import { setBrowserValue, stubBeacon } from './statistics-test-support';

const origin = window.location.origin;
const browserAgent = navigator.userAgent;
let beacon: ReturnType<typeof stubBeacon>;

/** Everything the collector sent, once it sent what it held. */
function sent() {
  stopStatistics();
  return beacon.events();
}

/** The document as a visitor's browser opens it: where from, how wide, in which language. */
function openDocument({ referrer = '', width = 1280, lang = 'nl' } = {}) {
  setBrowserValue(document, 'referrer', referrer);
  setBrowserValue(window, 'innerWidth', width);
  document.documentElement.lang = lang;
}

beforeEach(() => {
  beacon = stubBeacon();
  openDocument();
});
afterEach(() => {
  stopStatistics();
  setBrowserValue(navigator, 'userAgent', browserAgent);
});

describe('page views', () => {
  it('counts a first load from another site as an entry, with that site’s host only', () => {
    openDocument({ referrer: 'https://www.google.com/search?q=gemeente+afval', lang: 'en' });
    startStatistics()?.pageShown('/afval', true);
    expect(sent()).toEqual([
      {
        kind: 'pageview',
        path: '/afval',
        referrer: 'www.google.com',
        entry: true,
        device: 'desktop',
        language: 'en',
      },
    ]);
  });

  it('counts a first load without a referrer as an entry from nowhere', () => {
    startStatistics()?.pageShown('/', true);
    expect(sent()).toMatchObject([{ kind: 'pageview', path: '/', referrer: null, entry: true }]);
  });

  it('counts a page opened from a page of the site itself as no entry, with no referrer', () => {
    openDocument({ referrer: `${origin}/nieuws?page=2` });
    startStatistics()?.pageShown('/nieuws/i/abc/titel', true);
    expect(sent()).toMatchObject([{ path: '/nieuws/i/abc/titel', referrer: null, entry: false }]);
  });

  it('counts every client-side navigation as no entry and without referrer', () => {
    openDocument({ referrer: 'https://duckduckgo.com/' });
    const collector = startStatistics();
    collector?.pageShown('/', true);
    collector?.pageShown('/nieuws', true);
    collector?.pageShown('/search', true);
    const views = sent().flatMap((event) => (event.kind === 'pageview' ? [event] : []));
    expect(views.map(({ path, referrer, entry }) => ({ path, referrer, entry }))).toEqual([
      { path: '/', referrer: 'duckduckgo.com', entry: true },
      { path: '/nieuws', referrer: null, entry: false },
      { path: '/search', referrer: null, entry: false },
    ]);
  });

  it.each([
    [375, 'mobile'],
    [599, 'mobile'],
    [600, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('tells a %i px wide window as a %s', (width, device) => {
    openDocument({ width });
    startStatistics()?.pageShown('/', true);
    expect(sent()).toMatchObject([{ device }]);
  });

  it('counts no page that is not part of the public site, and no entry after it', () => {
    openDocument({ referrer: 'https://mail.example.org/' });
    const collector = startStatistics();
    collector?.pageShown('/admin/pages', false);
    collector?.pageShown('/nieuws', true);
    expect(sent()).toMatchObject([{ path: '/nieuws', entry: false, referrer: null }]);
  });

  it('sends nothing at all for a bot', () => {
    setBrowserValue(
      navigator,
      'userAgent',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    const collector = startStatistics();
    expect(collector).toBeNull();
    expect(statistics()).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('is started once per document', () => {
    expect(startStatistics()).toBe(startStatistics());
  });
});

describe('web vitals and the load time', () => {
  it('are sent for the page the document was loaded with, also when they arrive first', () => {
    const collector = startStatistics();
    collector?.vital('TTFB', 120);
    collector?.pageShown('/nieuws', true);
    collector?.pageShown('/over-ons', true);
    collector?.vital('LCP', 1830.5);
    collector?.vital('CLS', 0.02);
    collector?.vital('load', 2100);
    expect(sent().filter((event) => event.kind === 'vital')).toEqual([
      { kind: 'vital', path: '/nieuws', name: 'TTFB', value: 120 },
      { kind: 'vital', path: '/nieuws', name: 'LCP', value: 1830.5 },
      { kind: 'vital', path: '/nieuws', name: 'CLS', value: 0.02 },
      { kind: 'vital', path: '/nieuws', name: 'load', value: 2100 },
    ]);
  });

  it('are not sent when the document was loaded with an admin or editor page', () => {
    const collector = startStatistics();
    collector?.vital('FCP', 300);
    collector?.pageShown('/nieuws/edit', false);
    collector?.vital('LCP', 900);
    collector?.pageShown('/nieuws', true);
    collector?.vital('INP', 80);
    expect(sent().filter((event) => event.kind === 'vital')).toEqual([]);
  });
});

describe('site searches', () => {
  it('counts a query once, however often its results are shown', () => {
    const collector = startStatistics();
    collector?.pageShown('/search', true);
    collector?.search('fiets', 12);
    collector?.search('fiets', 12);
    collector?.pageShown('/search', true);
    collector?.search('fiets', 14);
    collector?.search('parkeren', 0);
    expect(sent().filter((event) => event.kind === 'search')).toEqual([
      { kind: 'search', path: '/search', query: 'fiets', results: 12 },
      { kind: 'search', path: '/search', query: 'parkeren', results: 0 },
    ]);
  });

  it('does not count a query again on its next results page, a new document', () => {
    openDocument({ referrer: `${origin}/search?q=fiets&page=1` });
    const collector = startStatistics();
    collector?.pageShown('/search', true);
    collector?.search('fiets', 20);
    expect(sent().filter((event) => event.kind === 'search')).toEqual([]);
  });

  it('counts a query searched from another page of the site', () => {
    openDocument({ referrer: `${origin}/nieuws?q=fiets` });
    const collector = startStatistics();
    collector?.pageShown('/search', true);
    collector?.search('fiets', 3);
    expect(sent()).toContainEqual({ kind: 'search', path: '/search', query: 'fiets', results: 3 });
  });
});

describe('not-found pages', () => {
  it.each([
    ['a page of the site, as its path', `${origin}/nieuws?page=3`, '/nieuws'],
    ['another site, as its host', 'https://forum.example.org/topic/12', 'forum.example.org'],
    ['nowhere', '', null],
  ])('are counted once with the link from %s', (_, referrer, expected) => {
    openDocument({ referrer });
    const collector = startStatistics();
    collector?.pageShown('/oud-nieuws', true);
    collector?.notFound();
    collector?.notFound();
    expect(sent().filter((event) => event.kind === 'notFound')).toEqual([
      { kind: 'notFound', path: '/oud-nieuws', referrer: expected },
    ]);
  });

  it('are linked from the previous page after a client-side navigation', () => {
    const collector = startStatistics();
    collector?.pageShown('/admin/pages', false);
    collector?.pageShown('/weg', true);
    collector?.notFound();
    collector?.pageShown('/ook-weg', true);
    collector?.notFound();
    expect(sent().filter((event) => event.kind === 'notFound')).toEqual([
      { kind: 'notFound', path: '/weg', referrer: '/admin/pages' },
      { kind: 'notFound', path: '/ook-weg', referrer: '/weg' },
    ]);
  });

  it('are not counted on a page outside the public site', () => {
    const collector = startStatistics();
    collector?.pageShown('/admin/users/x/y', false);
    collector?.notFound();
    expect(sent()).toEqual([]);
  });
});
