// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FormFieldSummary, FormVersionDashboard } from '@plein/api-client';
import { installFixedChartBox } from '../../../../test-support/chart-box';
import { startFakeApi } from '../../../../test-support/fake-api';
import { formGuid, renderFormScreen } from '../shared/test-screen';
import { AdminFormDashboardScreen } from './admin-form-dashboard-screen';

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
afterEach(cleanup);

const url = `/api/admin/forms/${formGuid}/versions/2/dashboard`;
const label = (nl: string, en = '') => ({ nl, en });

const fields: FormFieldSummary[] = [
  { key: 'naam', type: 'shortText', label: label('Naam', 'Name'), answered: 3, kind: 'text' },
  {
    key: 'maat',
    type: 'choice',
    label: label('Maat', 'Size'),
    answered: 3,
    kind: 'options',
    many: false,
    options: [
      { value: 's', label: label('Klein', 'Small'), count: 0 },
      { value: 'm', label: label('Middel', 'Medium'), count: 2 },
      { value: 'l', label: label('Groot', 'Large'), count: 1 },
    ],
  },
  {
    key: 'dagen',
    type: 'choice',
    label: label('Dagen'),
    answered: 2,
    kind: 'options',
    many: true,
    options: [
      { value: 'ma', label: label('Maandag'), count: 2 },
      { value: 'di', label: label('Dinsdag'), count: 1 },
    ],
  },
  {
    key: 'nieuwsbrief',
    type: 'toggle',
    label: label('Nieuwsbrief', 'Newsletter'),
    answered: 4,
    kind: 'options',
    many: false,
    options: [
      { value: 'true', label: null, count: 3 },
      { value: 'false', label: null, count: 1 },
    ],
  },
  {
    key: 'leeftijd',
    type: 'number',
    label: label('Leeftijd'),
    answered: 4,
    kind: 'numbers',
    numbers: {
      min: 18,
      max: 67,
      mean: 40,
      median: 37.5,
      integers: true,
      buckets: [
        { from: 15, to: 20, count: 1 },
        { from: 20, to: 25, count: 0 },
        { from: 65, to: 70, count: 3 },
      ],
    },
  },
  {
    key: 'bedrag',
    type: 'number',
    label: label('Bedrag'),
    answered: 2,
    kind: 'numbers',
    numbers: {
      min: 0.3,
      max: 0.5,
      mean: 0.4,
      median: 0.4,
      integers: false,
      buckets: [
        { from: 0.2, to: 0.4, count: 1 },
        { from: 0.4, to: 0.6, count: 1 },
      ],
    },
  },
  {
    key: 'aantal',
    type: 'number',
    label: label('Aantal'),
    answered: 0,
    kind: 'numbers',
    numbers: null,
  },
  {
    key: 'geboren',
    type: 'date',
    label: label('Geboren'),
    answered: 3,
    kind: 'dates',
    dates: {
      earliest: '1990-05-01',
      latest: '1990-06-17',
      unit: 'month',
      step: 1,
      periods: [
        { start: '1990-05-01', count: 2 },
        { start: '1990-06-01', count: 1 },
      ],
    },
  },
];

const dashboard: FormVersionDashboard = {
  formGuid,
  version: 2,
  title: label('Aanmelding', 'Registration'),
  publishedOn: '2026-04-01T09:00:00.000Z',
  submissionCount: 4,
  firstSubmittedOn: '2026-04-02T08:00:00.000Z',
  lastSubmittedOn: '2026-04-04T08:00:00.000Z',
  overTime: {
    unit: 'day',
    periods: [
      { start: '2026-04-02', count: 3 },
      { start: '2026-04-03', count: 0 },
      { start: '2026-04-04', count: 1 },
    ],
  },
  fields,
};

beforeEach(() => {
  api.reset();
  api.answer(`GET ${url}`, { status: 200, body: dashboard });
});

async function openDashboard(language: 'nl' | 'en' = 'nl') {
  const user = userEvent.setup();
  const view = await renderFormScreen(<AdminFormDashboardScreen />, {
    store: api.store(),
    route: 'admin/forms/:guid/:version/dashboard',
    path: `/admin/forms/${formGuid}/2/dashboard`,
    language,
  });
  return { user, view };
}

/** The section of a question, found by its heading. */
const sectionOf = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('section')!;
const question = (name: string) => within(sectionOf(name));
/** The chart of a question (the picture, not its table). */
const chartOf = (name: string) =>
  sectionOf(name).querySelector<HTMLElement>('.plein-dashboard-chart__graphic')!;

/** The rows of a chart's table as text, after opening it. */
async function tableRows(user: ReturnType<typeof userEvent.setup>, caption: string) {
  const summary = screen.getByText((_, element) =>
    Boolean(element?.tagName === 'SUMMARY' && element.textContent?.endsWith(`: ${caption}`)),
  );
  const table = screen.getByRole('table', { name: caption });
  // Closed, the table is not shown (jsdom keeps it in the accessibility tree all the same).
  expect(table).not.toBeVisible();
  await user.click(summary);
  expect(table).toBeVisible();
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the dashboard of a form version', () => {
  it('shows the counts, submissions over time and every question by its kind', async () => {
    await openDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard van ‘Aanmelding’, versie 2' });
    const facts = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts('Inzendingen')).toBe('4');
    expect(facts('Eerste inzending')).toBe('2 apr 2026, 10:00');
    expect(facts('Laatste inzending')).toBe('4 apr 2026, 10:00');
    expect(screen.getByRole('heading', { level: 2, name: 'Inzendingen in de tijd' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inzendingen van versie 2' })).toHaveAttribute(
      'href',
      `/admin/forms/${formGuid}?version=2`,
    );

    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Naam', 'Maat', 'Dagen', 'Nieuwsbrief', 'Leeftijd', 'Bedrag', 'Aantal', 'Geboren']);
    expect(question('Naam').getByText(/Ingevuld in 3 van de 4 inzendingen \(75%\)/)).toBeVisible();
    expect(question('Naam').getByText('Soort vraag: Korte tekst.')).toBeVisible();
    expect(question('Naam').queryByRole('table')).toBeNull();
    expect(question('Dagen').getByText(/Meerdere opties konden worden aangevinkt/)).toBeVisible();
    expect(
      question('Leeftijd').getByText('Kleinste 18, grootste 67, gemiddelde 40, mediaan 37,5.'),
    ).toBeVisible();
    expect(question('Aantal').getByText('Geen van de antwoorden is een getal.')).toBeVisible();
    expect(question('Geboren').getByText('Van 1 mei 1990 tot en met 17 juni 1990.')).toBeVisible();
  });

  it('draws each chart with its labels and values written on it, as a picture only', async () => {
    await openDashboard();
    await screen.findByRole('heading', { level: 3, name: 'Maat' });
    const graphic = chartOf('Maat');
    expect(graphic).toHaveAttribute('aria-hidden', 'true');
    expect(graphic.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3);
    for (const text of ['Klein', 'Middel', 'Groot', '0 (0%)', '2 (67%)', '1 (33%)']) {
      expect(within(graphic).getByText(text)).toBeInTheDocument();
    }
    // Nothing in it takes keyboard focus (it is hidden from assistive technology).
    expect(graphic.querySelector('[tabindex]:not([tabindex="-1"]), a, button, input')).toBeNull();
    const ages = chartOf('Leeftijd');
    expect(within(ages).getByText('65–69')).toBeInTheDocument();
    expect(within(ages).getByText('3')).toBeInTheDocument();
    expect(within(chartOf('Geboren')).getByText('mei 1990')).toBeInTheDocument();
    // Bars are filled with the hatching, so they read without colour.
    expect(graphic.querySelector('.recharts-rectangle')).toHaveAttribute(
      'fill',
      'url(#plein-dashboard-hatching)',
    );
    expect(document.getElementById('plein-dashboard-hatching')?.tagName).toBe('pattern');
  });

  it('shows each chart as a table on demand, with the same numbers', async () => {
    const { user } = await openDashboard();
    await screen.findByRole('heading', { level: 3, name: 'Maat' });
    expect(await tableRows(user, 'Maat: aantal per antwoord')).toEqual([
      ['Antwoord', 'Aantal', 'Aandeel'],
      ['Klein', '0', '0%'],
      ['Middel', '2', '67%'],
      ['Groot', '1', '33%'],
    ]);
    expect(await tableRows(user, 'Nieuwsbrief: aantal per antwoord')).toEqual([
      ['Antwoord', 'Aantal', 'Aandeel'],
      ['Ja', '3', '75%'],
      ['Nee', '1', '25%'],
    ]);
    expect(await tableRows(user, 'Leeftijd: aantal per waarde')).toEqual([
      ['Waarde', 'Aantal'],
      ['15–19', '1'],
      ['20–24', '0'],
      ['65–69', '3'],
    ]);
    expect((await tableRows(user, 'Bedrag: aantal per waarde')).slice(1)).toEqual([
      ['0,2 tot 0,4', '1'],
      ['0,4 tot 0,6', '1'],
    ]);
    expect((await tableRows(user, 'Geboren: aantal per periode')).slice(1)).toEqual([
      ['mei 1990', '2'],
      ['juni 1990', '1'],
    ]);
    expect((await tableRows(user, 'Inzendingen per dag (UTC)')).slice(1)).toEqual([
      ['2 apr 2026', '3'],
      ['3 apr 2026', '0'],
      ['4 apr 2026', '1'],
    ]);

    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('reads in English for an English admin', async () => {
    const { user } = await openDashboard('en');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Dashboard of ‘Registration’, version 2',
    });
    expect(question('Size').getByText(/Answered in 3 of the 4 submissions \(75%\)/)).toBeVisible();
    expect((await tableRows(user, 'Newsletter: count per answer')).slice(1)).toEqual([
      ['Yes', '3', '75%'],
      ['No', '1', '25%'],
    ]);
    expect((await tableRows(user, 'Bedrag: count per value')).slice(1)).toEqual([
      ['0.2 to under 0.4', '1'],
      ['0.4 to under 0.6', '1'],
    ]);
  });

  it('says so when the version has no submissions yet', async () => {
    api.answer(`GET ${url}`, {
      status: 200,
      body: {
        ...dashboard,
        submissionCount: 0,
        firstSubmittedOn: null,
        lastSubmittedOn: null,
        overTime: { unit: 'day', periods: [] },
      },
    });
    await openDashboard();
    expect(await screen.findByText(/Deze versie heeft nog geen inzendingen/)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('tells when the dashboard cannot be loaded', async () => {
    api.answer(`GET ${url}`, { status: 500, body: { error: { code: 'x', message: 'x' } } });
    await openDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het dashboard kon niet worden geladen.',
    );
  });
});
