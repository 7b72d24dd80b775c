// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatisticsReport } from '@plein/api-client';
import { installFixedChartBox } from '../../../test-support/chart-box';
import { startFakeApi } from '../../../test-support/fake-api';
import { renderFormScreen } from '../forms/shared/test-screen';
import { AdminStatisticsScreen } from './admin-statistics-screen';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let restoreChartBox: () => void;

beforeAll(async () => {
  restoreChartBox = installFixedChartBox();
  api = await startFakeApi();
});
afterAll(async () => {
  restoreChartBox();
  await api.close();
});
beforeEach(() => {
  // Only the clock: "today" in Amsterdam is 24 November 2026 (timers stay real for the API).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  api.reset();
  api.answer('GET /api/statistics', { status: 200, body: report });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const report: StatisticsReport = {
  from: '2026-10-26',
  to: '2026-11-24',
  path: null,
  previous: { from: '2026-09-26', to: '2026-10-25', pageviews: 1100, visitors: 400 },
  totals: { pageviews: 1234, visitors: 380 },
  series: {
    granularity: 'day',
    points: [
      { at: '2026-10-26', pageviews: 40, visitors: 12 },
      { at: '2026-11-24', pageviews: 60, visitors: 20 },
    ],
  },
  pages: [
    { key: '/', pageviews: 700, visitors: 300 },
    { key: '/nieuws', pageviews: 534, visitors: 120 },
  ],
  entries: [{ key: '/', pageviews: 500, visitors: 290 }],
  referrers: [{ key: 'duckduckgo.com', pageviews: 80, visitors: 30 }],
  devices: [
    { key: 'desktop', pageviews: 1000, visitors: 300 },
    { key: 'mobile', pageviews: 234, visitors: 80 },
  ],
  languages: [
    { key: 'nl', pageviews: 1200, visitors: 370 },
    { key: 'en', pageviews: 34, visitors: 10 },
  ],
  searches: [
    { query: 'fietsen', count: 2, withoutResults: 2 },
    { query: '=afval', count: 3, withoutResults: 1 },
    { query: 'parkeren', count: 9, withoutResults: 0 },
  ],
  notFound: [
    {
      path: '/oude-pagina',
      count: 2,
      referrers: [
        { referrer: '/nieuws', count: 1 },
        { referrer: 'example.org', count: 1 },
      ],
    },
  ],
  vitals: [
    { path: '/', metric: 'LCP', p75: 2800, samples: 8, rating: 'needsImprovement' },
    { path: '/', metric: 'CLS', p75: 0.02, samples: 1, rating: 'good' },
    { path: '/', metric: 'INP', p75: 640, samples: 5, rating: 'poor' },
    { path: '/', metric: 'load', p75: 3100, samples: 8, rating: null },
  ],
};

const emptyReport: StatisticsReport = {
  ...report,
  previous: { ...report.previous, pageviews: 0, visitors: 0 },
  totals: { pageviews: 0, visitors: 0 },
  series: { granularity: 'day', points: [] },
  pages: [],
  entries: [],
  referrers: [],
  devices: [],
  languages: [],
  searches: [],
  notFound: [],
  vitals: [],
};

/** The report of one page over 7 days: the rankings not kept per page are empty. */
const pageReport: StatisticsReport = {
  ...emptyReport,
  from: '2026-11-18',
  to: '2026-11-24',
  path: '/nieuws',
  previous: { from: '2026-11-11', to: '2026-11-17', pageviews: 100, visitors: 50 },
  totals: { pageviews: 120, visitors: 40 },
  series: {
    granularity: 'day',
    points: [
      { at: '2026-11-18', pageviews: 20, visitors: 5 },
      { at: '2026-11-24', pageviews: 30, visitors: 10 },
    ],
  },
  entries: [{ key: '/nieuws', pageviews: 60, visitors: 30 }],
  vitals: [{ path: '/nieuws', metric: 'LCP', p75: 1900, samples: 12, rating: 'good' }],
};

async function openStatistics(path = '/statistics', language: 'nl' | 'en' = 'nl') {
  const user = userEvent.setup();
  const view = await renderFormScreen(<AdminStatisticsScreen />, {
    store: api.store(),
    route: 'statistics',
    path,
    language,
  });
  return { user, ...view };
}

/** The range the screen asked the API for, last. */
const askedRange = () => {
  const asked = api.requests.filter((request) => request.url.startsWith('/api/statistics?'));
  return new URL(asked.at(-1)?.url ?? '/', 'http://x').search;
};

/** A downloaded file's text, with its byte-order mark (which `Blob.text()` drops). */
const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

/** A table's rows as text (the table named by its caption). */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const noViolations = async () => {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
};

describe('the statistics screen', () => {
  it('shows the totals against the previous period, the rankings, searches, 404s and vitals', async () => {
    await openStatistics();
    await screen.findByRole('heading', { level: 2, name: 'Overzicht' });
    expect(screen.getByRole('heading', { level: 1, name: 'Statistieken' })).toBeVisible();
    // The last 30 days by default, as the URL names none.
    expect(askedRange()).toBe('?from=2026-10-26&to=2026-11-24');
    expect(screen.getByText('Periode: 26 okt 2026 – 24 nov 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: '30 dagen' })).toHaveAttribute('aria-current', 'page');

    const total = (term: string) =>
      [...screen.getByText(term, { selector: 'dt' }).parentElement!.querySelectorAll('dd')].map(
        (dd) => dd.textContent,
      );
    expect(total('Paginaweergaven')).toEqual(['1.234', '12% meer dan de vorige periode (1.100)']);
    expect(total('Bezoekers')).toEqual(['380', '5% minder dan de vorige periode (400)']);
    expect(
      screen.getByText(/Vergeleken met de vorige periode: 26 sep 2026 – 25 okt 2026/),
    ).toBeVisible();

    expect(rowsOf("Meest bekeken pagina's")).toEqual([
      ['Pagina', 'Paginaweergaven', 'Bezoekers'],
      ['/', '700', '300'],
      ['/nieuws', '534', '120'],
    ]);
    expect(rowsOf('Verwijzers').slice(1)).toEqual([['duckduckgo.com', '80', '30']]);
    expect(rowsOf('Apparaten').slice(1)).toEqual([
      ['Desktop', '1.000', '300'],
      ['Mobiel', '234', '80'],
    ]);
    expect(
      rowsOf('Talen')
        .slice(1)
        .map(([name]) => name),
    ).toEqual(['Nederlands', 'Engels']);

    // Searches that found nothing come first and say so in words.
    expect(screen.getByText('2 zoektermen vonden (soms) niets; die staan bovenaan.')).toBeVisible();
    expect(rowsOf('Zoekopdrachten op de site')).toEqual([
      ['Zoekterm', 'Zoekopdrachten', 'Zonder resultaat'],
      ['fietsenNiets gevonden', '2', '2'],
      ['=afvalSoms niets gevonden', '3', '1'],
      ['parkeren', '9', '0'],
    ]);

    // A missing page with the pages and sites that link to it.
    const missing = within(screen.getByRole('table', { name: 'Niet gevonden (404)' }));
    const row = missing.getByRole('rowheader', { name: '/oude-pagina' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['/nieuws (1)', 'example.org (1)']);

    // Web vitals: the 75th percentile per page with its rating in words.
    const vitals = rowsOf('Snelheid per pagina');
    expect(vitals[0]).toEqual(['Pagina', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'Laadtijd']);
    expect(vitals[1]).toEqual([
      '/',
      '2,8 sVerbetering nodig8 metingen',
      '640 msSlecht5 metingen',
      '0,02Goed1 meting',
      '–Geen metingen',
      '–Geen metingen',
      '3,1 s8 metingen',
    ]);
    expect(screen.getByText(/goed tot en met 2,5 s, slecht boven 4,0 s/)).toBeVisible();
    await noViolations();
  });

  it('draws page views and visitors over time, with every day in its table', async () => {
    const { user } = await openStatistics();
    await screen.findByRole('heading', {
      level: 2,
      name: 'Paginaweergaven en bezoekers in de tijd',
    });
    const graphic = document.querySelector('.plein-statistics-chart__graphic')!;
    expect(graphic).toHaveAttribute('aria-hidden', 'true');
    expect(graphic.querySelectorAll('.recharts-line')).toHaveLength(2);
    // The visitors' line is dashed: the lines differ without colour.
    expect(graphic.querySelector('.plein-statistics-chart__visitors path')).toHaveAttribute(
      'stroke-dasharray',
      '6 4',
    );
    const table = screen.getByRole('table', { name: 'Paginaweergaven en bezoekers per dag' });
    expect(table).not.toBeVisible();
    await user.click(screen.getByText('Toon als tabel'));
    expect(table).toBeVisible();
    const rows = rowsOf('Paginaweergaven en bezoekers per dag');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toEqual(['26 okt 2026', '40', '12']);
    expect(rows[2]).toEqual(['27 okt 2026', '0', '0']);
    expect(rows[30]).toEqual(['24 nov 2026', '60', '20']);
  });

  it('changes the range in the URL: a preset, or days of one’s own', async () => {
    const { user, router } = await openStatistics('/statistics?range=7d');
    await screen.findByRole('heading', { level: 2, name: 'Overzicht' });
    expect(askedRange()).toBe('?from=2026-11-18&to=2026-11-24');
    expect(screen.getByRole('link', { name: '7 dagen' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Vandaag' }));
    expect(router.state.location.search).toBe('?range=today');
    await vi.waitFor(() => expect(askedRange()).toBe('?from=2026-11-24&to=2026-11-24'));
    await user.click(screen.getByRole('link', { name: '12 maanden' }));
    await vi.waitFor(() => expect(askedRange()).toBe('?from=2025-11-25&to=2026-11-24'));

    const custom = within(screen.getByRole('form', { name: 'Eigen periode' }));
    const from = custom.getByLabelText('Van');
    const to = custom.getByLabelText('Tot en met');
    await user.clear(from);
    await user.type(from, '2026-10-31');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    await user.click(custom.getByRole('button', { name: 'Toon periode' }));
    expect(to).toHaveAccessibleDescription('De einddatum ligt vóór de begindatum.');
    expect(router.state.location.search).toBe('?range=12m');

    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.click(custom.getByRole('button', { name: 'Toon periode' }));
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31');
    await vi.waitFor(() => expect(askedRange()).toBe('?from=2026-10-01&to=2026-10-31'));
    expect(await screen.findByText('Periode: 1 okt 2026 – 31 okt 2026')).toBeVisible();
    for (const name of ['Vandaag', '7 dagen', '30 dagen', '12 maanden'])
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
  });

  it('downloads a table as CSV, made in the browser from the same rows', async () => {
    const files: { name: string; blob: Blob }[] = [];
    let made: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made = blob;
      return 'blob:statistics';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      files.push({ name: this.download, blob: made! });
    });
    const { user } = await openStatistics();
    await user.click(
      await screen.findByRole('button', { name: 'CSV downloaden: Zoekopdrachten op de site' }),
    );
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('statistieken-zoekopdrachten-2026-10-26-2026-11-24.csv');
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    // A query a spreadsheet would run as a formula is neutralised.
    expect(await textOf(files[0]!.blob)).toBe(
      "\uFEFFZoekterm,Zoekopdrachten,Zonder resultaat\r\nfietsen,2,2\r\n'=afval,3,1\r\nparkeren,9,0\r\n",
    );

    await user.click(screen.getByRole('button', { name: 'CSV downloaden: Niet gevonden (404)' }));
    expect(await textOf(files[1]!.blob)).toBe(
      '\uFEFFPagina,Aantal keer,Gelinkt vanaf\r\n/oude-pagina,2,/nieuws (1); example.org (1)\r\n',
    );
  });

  it('reads in English, with English numbers and dates', async () => {
    await openStatistics('/statistics', 'en');
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    expect(screen.getByText('Period: 26 Oct 2026 – 24 Nov 2026')).toBeVisible();
    expect(screen.getByText('12% more than the previous period (1,100)')).toBeVisible();
    expect(rowsOf('Site searches')[1]).toEqual(['fietsenNothing found', '2', '2']);
    expect(rowsOf('Speed per page')[1]?.[1]).toBe('2.8 sNeeds improvement8 samples');
    expect(rowsOf('Devices')[2]).toEqual(['Mobile', '234', '80']);
  });

  it('says so when the period has no data yet', async () => {
    api.answer('GET /api/statistics', { status: 200, body: emptyReport });
    await openStatistics();
    expect(await screen.findByText('Nog geen gegevens in deze periode.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    await noViolations();
  });

  it('tells a user who is no administrator of the site, and when loading fails', async () => {
    api.answer('GET /api/statistics', {
      status: 403,
      body: { error: { code: 'forbidden', message: 'Admins only.' } },
    });
    await openStatistics();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Alleen beheerders van deze site kunnen de statistieken zien.',
    );
    await noViolations();
    cleanup();

    api.answer('GET /api/statistics', {
      status: 500,
      body: { error: { code: 'x', message: 'x' } },
    });
    await openStatistics('/statistics?range=today');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De statistieken konden niet worden geladen.',
    );
  });

  it('links the pages of the pages and entry tables to their own statistics', async () => {
    const { user, router } = await openStatistics();
    await screen.findByRole('heading', { level: 2, name: 'Overzicht' });
    const pages = within(screen.getByRole('table', { name: "Meest bekeken pagina's" }));
    const news = pages.getByRole('link', { name: 'Statistieken van /nieuws' });
    expect(news).toHaveTextContent('/nieuws');
    expect(news).toHaveAttribute('href', '/statistics?range=30d&path=%2Fnieuws');
    expect(
      within(screen.getByRole('table', { name: "Instappagina's" })).getByRole('link', {
        name: 'Statistieken van /',
      }),
    ).toHaveAttribute('href', '/statistics?range=30d&path=%2F');
    // Referrers, devices and languages are no pages of the site.
    for (const name of ['Verwijzers', 'Apparaten', 'Talen'])
      expect(within(screen.getByRole('table', { name })).queryByRole('link')).toBeNull();

    api.answer('GET /api/statistics', { status: 200, body: pageReport });
    await user.click(news);
    expect(router.state.location.search).toBe('?range=30d&path=%2Fnieuws');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistieken van /nieuws' }),
    ).toBeVisible();
    await vi.waitFor(() =>
      expect(askedRange()).toBe('?from=2026-10-26&to=2026-11-24&path=%2Fnieuws'),
    );
  });

  it('shows one page’s statistics: totals, views per day, entries and speed, no site tables', async () => {
    api.answer('GET /api/statistics', { status: 200, body: pageReport });
    const { user, router } = await openStatistics('/statistics?range=7d&path=%2Fnieuws');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistieken van /nieuws' }),
    ).toBeVisible();
    await screen.findByRole('heading', { level: 2, name: 'Overzicht' });
    expect(askedRange()).toBe('?from=2026-11-18&to=2026-11-24&path=%2Fnieuws');
    expect(screen.getByRole('link', { name: 'Statistieken van de hele site' })).toHaveAttribute(
      'href',
      '/statistics?range=7d',
    );
    expect(screen.getByText(/worden niet per pagina bijgehouden/)).toBeVisible();

    const total = (term: string) =>
      [...screen.getByText(term, { selector: 'dt' }).parentElement!.querySelectorAll('dd')].map(
        (dd) => dd.textContent,
      );
    expect(total('Paginaweergaven')).toEqual(['120', '20% meer dan de vorige periode (100)']);
    expect(total('Bezoekers')).toEqual(['40', '20% minder dan de vorige periode (50)']);

    // Per day, every day of the range.
    const days = rowsOf('Paginaweergaven en bezoekers per dag');
    expect(days).toHaveLength(8);
    expect(days[1]).toEqual(['18 nov 2026', '20', '5']);
    expect(days[7]).toEqual(['24 nov 2026', '30', '10']);

    expect(screen.getByText('Hoe vaak een bezoek aan de site op deze pagina begon.')).toBeVisible();
    expect(rowsOf("Instappagina's").slice(1)).toEqual([['/nieuws', '60', '30']]);
    expect(
      within(screen.getByRole('table', { name: "Instappagina's" })).queryByRole('link'),
    ).toBeNull();
    expect(rowsOf('Snelheid per pagina')[1]?.slice(0, 2)).toEqual([
      '/nieuws',
      '1,9 sGoed12 metingen',
    ]);

    // The site-wide tables are not kept per page, so not shown.
    for (const name of [
      "Meest bekeken pagina's",
      'Verwijzers',
      'Apparaten',
      'Talen',
      'Zoekopdrachten op de site',
      'Niet gevonden (404)',
    ]) {
      expect(screen.queryByRole('heading', { name })).toBeNull();
      expect(screen.queryByRole('table', { name })).toBeNull();
    }
    await noViolations();

    // The range chooser keeps the page.
    expect(screen.getByRole('link', { name: '30 dagen' })).toHaveAttribute(
      'href',
      '/statistics?range=30d&path=%2Fnieuws',
    );
    // Without JavaScript the form sends the page along.
    expect(
      screen.getByRole('form', { name: 'Eigen periode' }).querySelector('input[name="path"]'),
    ).toHaveValue('/nieuws');
    await user.click(screen.getByRole('link', { name: 'Vandaag' }));
    expect(router.state.location.search).toBe('?range=today&path=%2Fnieuws');
    await vi.waitFor(() =>
      expect(askedRange()).toBe('?from=2026-11-24&to=2026-11-24&path=%2Fnieuws'),
    );
    const custom = within(screen.getByRole('form', { name: 'Eigen periode' }));
    const from = custom.getByLabelText('Van');
    const to = custom.getByLabelText('Tot en met');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.click(custom.getByRole('button', { name: 'Toon periode' }));
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31&path=%2Fnieuws');
    await vi.waitFor(() =>
      expect(askedRange()).toBe('?from=2026-10-01&to=2026-10-31&path=%2Fnieuws'),
    );
  });

  it('names the page in English too, and says when the page has no data in the period', async () => {
    api.answer('GET /api/statistics', { status: 200, body: pageReport });
    await openStatistics('/statistics?range=7d&path=%2Fnieuws', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistics of /nieuws' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Statistics of the whole site' })).toBeVisible();
    expect(
      await screen.findByText('How often a visit to the site started on this page.'),
    ).toBeVisible();
    cleanup();

    api.answer('GET /api/statistics', {
      status: 200,
      body: { ...emptyReport, path: '/stil', from: '2026-11-18', to: '2026-11-24' },
    });
    await openStatistics('/statistics?range=7d&path=%2Fstil');
    expect(
      await screen.findByText('Nog geen gegevens over deze pagina in deze periode.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Statistieken van /stil' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    await noViolations();
  });
});
