// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FormSubmission, FormSubmissionsPage, FormVersion } from '@plein/api-client';
import { startFakeApi } from '../../../../test-support/fake-api';
import { installDialogMethods } from '../../shared/test-harness';
import { formGuid, renderFormScreen, testContent, testForm } from '../shared/test-screen';
import { AdminFormSubmissionsScreen } from './admin-form-submissions-screen';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  installDialogMethods();
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);

const formUrl = `/api/admin/forms/${formGuid}`;
const submission = (n: number, overrides: Partial<FormSubmission> = {}): FormSubmission => ({
  guid: `9c000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  version: 2,
  submittedOn: `2026-04-${String(n).padStart(2, '0')}T08:00:00.000Z`,
  answers: { naam: `Inzender ${n}`, kleur: ['rood', 'blauw'], nieuwsbrief: n % 2 === 0 },
  submittedBy: null,
  publishedItemGuid: null,
  ...overrides,
});
const version2: FormVersion = {
  version: 2,
  publishedOn: '2026-04-01T09:00:00.000Z',
  submissionCount: 45,
  formGuid,
  content: testContent,
};
const firstPage: FormSubmissionsPage = {
  items: [
    submission(3, { submittedBy: { guid: 'u1', email: 'jan@example.org' } }),
    submission(2, { answers: { naam: '<b>Vet</b> & zo', kleur: [], nieuwsbrief: false } }),
    submission(1),
  ],
  total: 45,
  totalCapped: false,
  page: 1,
  pageSize: 20,
};

beforeEach(() => {
  api.reset();
  api.answer(`GET ${formUrl}`, { status: 200, body: testForm() });
  api.answer(`GET ${formUrl}/versions/2`, { status: 200, body: version2 });
  api.answer(`GET ${formUrl}/versions/1`, { status: 200, body: { ...version2, version: 1 } });
  api.answer(`GET ${formUrl}/submissions`, { status: 200, body: firstPage });
});

async function openList(path = `/admin/forms/${formGuid}`) {
  const user = userEvent.setup();
  const view = await renderFormScreen(<AdminFormSubmissionsScreen />, {
    store: api.store(),
    route: 'admin/forms/:guid',
    path,
  });
  const table = await screen.findByRole('table', { name: 'Inzendingen 1–3 van 45' });
  return { user, view, table };
}

const listCalls = () =>
  api.requests
    .filter(
      (request) => request.method === 'GET' && request.url.startsWith(`${formUrl}/submissions`),
    )
    .map((request) => request.url.slice(formUrl.length));

describe('the submissions list', () => {
  it('says “more than” when a search was counted only as far as the pager reaches', async () => {
    api.answer(`GET ${formUrl}/submissions`, {
      status: 200,
      body: { ...firstPage, total: 2000, totalCapped: true },
    });
    await renderFormScreen(<AdminFormSubmissionsScreen />, {
      store: api.store(),
      route: 'admin/forms/:guid',
      path: `/admin/forms/${formGuid}?search=Inzender`,
    });
    expect(await screen.findByText('Meer dan 2000 inzendingen')).toBeInTheDocument();
  });

  it('shows the submissions with the first answers as text, and passes axe', async () => {
    const { table } = await openList();
    await within(table).findByRole('columnheader', { name: 'Nieuwsbrief' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(1)).toEqual([
      'Ingestuurd op',
      'Versie',
      'Door',
      'Naam',
      'Kleur',
      'Nieuwsbrief',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('jan@example.org');
    expect(rows[0]).toHaveTextContent('Rood, Blauw');
    expect(rows[1]).toHaveTextContent('<b>Vet</b> & zo');
    expect(rows[1]).toHaveTextContent('Niet ingevuld');
    expect(rows[1]).toHaveTextContent('Nee');
    expect(rows[1]).toHaveTextContent('Niet ingelogd');
    expect(table.querySelector('b')).toBeNull();
    expect(
      within(rows[0]!).getByRole('link', { name: 'Inzending van 3 apr 2026, 10:00 bekijken' }),
    ).toHaveAttribute('href', `/admin/forms/${formGuid}/${firstPage.items[0]!.guid}`);
    expect(screen.getByText('45 inzendingen')).toBeInTheDocument();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('filters by search, version and dates through the URL, and asks the API for just that', async () => {
    const { user, view } = await openList();
    const filter = within(screen.getByRole('search', { name: 'Inzendingen filteren' }));
    await user.type(filter.getByLabelText('Zoeken in de antwoorden'), ' Inzender ');
    await user.selectOptions(filter.getByLabelText('Versie'), 'Versie 1');
    await user.type(filter.getByLabelText('Ingestuurd vanaf'), '2026-04-02');
    await user.type(filter.getByLabelText('Ingestuurd tot en met'), '2026-04-01');
    await user.click(filter.getByRole('button', { name: 'Filteren' }));
    const until = filter.getByLabelText('Ingestuurd tot en met');
    await waitFor(() => expect(until).toHaveFocus());
    expect(until).toHaveAccessibleDescription('Deze datum ligt vóór de begindatum.');

    await user.clear(until);
    await user.type(until, '2026-04-30');
    await user.click(filter.getByRole('button', { name: 'Filteren' }));
    await waitFor(() =>
      expect(listCalls()).toContain(
        '/submissions?version=1&from=2026-04-02&to=2026-04-30&search=Inzender&page=1&pageSize=20',
      ),
    );
    expect(view.router.state.location.search).toBe(
      '?search=Inzender&version=1&from=2026-04-02&to=2026-04-30',
    );
    // The filters stay in the form, read back from the URL.
    expect(await screen.findByLabelText('Zoeken in de antwoorden')).toHaveValue('Inzender');
    expect(screen.getByLabelText('Versie')).toHaveValue('1');
    // The export downloads the same selection, without the paging.
    expect(await screen.findByRole('link', { name: /^Exporteren als CSV/ })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /\/submissions:export\?version=1&from=2026-04-02&to=2026-04-30&search=Inzender&lang=nl$/,
      ),
    );
  });

  it('reads its filters and page from the URL, and pages keeping the filters', async () => {
    const { user, view } = await openList(`/admin/forms/${formGuid}?version=2&page=1`);
    expect(listCalls()[0]).toBe('/submissions?version=2&page=1&pageSize=20');
    api.answer(`GET ${formUrl}/submissions`, {
      status: 200,
      body: { ...firstPage, items: [submission(21)], page: 2 },
    });
    const pager = within(screen.getByRole('navigation', { name: 'Pagina’s met inzendingen' }));
    expect(pager.getByText('Pagina 1 van 3')).toBeInTheDocument();
    await user.click(pager.getByRole('link', { name: 'Volgende pagina' }));
    await screen.findByRole('table', { name: 'Inzendingen 21–21 van 45' });
    expect(view.router.state.location.search).toBe('?version=2&page=2');
    expect(listCalls().at(-1)).toBe('/submissions?version=2&page=2&pageSize=20');
  });

  it('deletes the selected submissions after a confirmation', async () => {
    const { user, table } = await openList();
    const remove = screen.getByRole('button', { name: 'Selectie verwijderen (0)' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(table).getByLabelText('Inzending van 3 apr 2026, 10:00 selecteren'));
    await user.click(within(table).getByLabelText('Inzending van 1 apr 2026, 10:00 selecteren'));
    const all = within(table).getByLabelText<HTMLInputElement>(
      'Alle inzendingen op deze pagina selecteren',
    );
    expect(all.indeterminate).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Selectie verwijderen (2)' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: '2 inzendingen verwijderen?' }),
    );
    expect(dialog.getByText(/persoonsgegevens/)).toBeInTheDocument();
    api.answer(`POST ${formUrl}/submissions:delete`, { status: 204 });
    api.answer(`GET ${formUrl}/submissions`, {
      status: 200,
      body: { ...firstPage, items: [firstPage.items[1]!], total: 43 },
    });
    await user.click(dialog.getByRole('button', { name: '2 inzendingen verwijderen' }));
    await screen.findByRole('table', { name: 'Inzendingen 1–1 van 43' });
    const deletes = api.requests.filter((request) => request.method === 'POST');
    expect(deletes.map((request) => request.url)).toEqual([`${formUrl}/submissions:delete`]);
    expect(JSON.parse(deletes[0]!.body)).toEqual({
      guids: [firstPage.items[0]!.guid, firstPage.items[2]!.guid],
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Inzendingen' })).toHaveFocus(),
    );
    expect(await screen.findByRole('button', { name: 'Selectie verwijderen (0)' })).toBeVisible();
  });
});
