// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatisticsReport } from '@plein/api-client';
import { startFakeApi } from '../../../test-support/fake-api';
import { renderFormScreen } from '../forms/shared/test-screen';
import { AdminStatisticsScreen } from './admin-statistics-screen';

let api: Awaited<ReturnType<typeof startFakeApi>>;
const realResizeObserver = globalThis.ResizeObserver;

beforeAll(async () => {
  // jsdom lays nothing out: the chart measures its box through a ResizeObserver, which here
  // reports a fixed 600 × 300 box so that recharts draws it.
  globalThis.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { width: 600, height: 300 } as DOMRectReadOnly;
      this.report([{ target, contentRect } as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  };
  api = await startFakeApi();
});
afterAll(async () => {
  globalThis.ResizeObserver = realResizeObserver;
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
});
