// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi } from '../../../test-support/fake-api';
import { installDialogMethods, renderAdmin } from '../shared/test-harness';
import { AdminPagesScreen } from './admin-pages-screen';
import { pageSummary } from './page-summary-fixture';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  installDialogMethods();
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(cleanup);

/** A page of the admin list as the API answers it to an administrator. */
const summary = (...args: Parameters<typeof pageSummary>) =>
  pageSummary(args[0], args[1], { updatedAt: '2026-11-20T13:05:00.000Z', ...args[2] });

const home = summary('home', 'Welkom');
const news = summary('nieuws', 'Nieuws', { isPublished: false, hasChanges: true });
const broken = summary('kapot', 'Kapotte pagina', { isPublished: false, hasChanges: true });
const cafe = summary('cafe', 'Café De Haven', {
  isPublished: true,
  hasChanges: true,
  layout: '25-75',
});
const privacy = summary('legal-privacy-nl', 'Privacyverklaring');
const pages = [home, news, broken, cafe, privacy];

beforeEach(() => {
  api.reset();
  api.answer('GET /api/menus:withName', { status: 200, body: [] });
  api.answer('GET /api/pages', { status: 200, body: pages });
  api.answer('GET /api/pages:trash', { status: 200, body: [] });
  api.answer('GET /api/pages:activity', {
    status: 200,
    body: { items: [], total: 0, page: 1, pageSize: 20 },
  });
});

const table = () => screen.getByRole('table', { name: "Alle pagina's" });
const titles = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the pages table', () => {
  it('lists content pages apart from legal pages, and searches, filters and sorts them', async () => {
    const user = userEvent.setup();
    await renderAdmin(<AdminPagesScreen />, { store: api.store() });
    await screen.findByRole('rowheader', { name: 'Welkom' });
    expect(titles()).toEqual(['Café De Haven', 'Kapotte pagina', 'Nieuws', 'Welkom']);
    const cafeRow = screen.getByRole('row', { name: /Café De Haven/ });
    expect(within(cafeRow).getAllByRole('cell')[3]).toHaveTextContent(
      /^GepubliceerdNiet-gepubliceerde wijzigingen$/,
    );
    // An unpublished page's draft always has changes: "not published" says it all.
    const newsRow = screen.getByRole('row', { name: /Nieuws/ });
    expect(within(newsRow).getAllByRole('cell')[3]).toHaveTextContent(/^Niet gepubliceerd$/);
    const filters = screen.getByRole('search', { name: 'Zoeken en filteren' });
    const result = await axe.run(screen.getByRole('region', { name: "Alle pagina's" }), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(within(filters).getByRole('radio', { name: "Juridische pagina's (1)" }));
    expect(titles()).toEqual(['Privacyverklaring']);
    await user.click(within(filters).getByRole('radio', { name: "Inhoudspagina's (4)" }));

    await user.type(
      within(filters).getByRole('searchbox', { name: 'Zoeken op titel of naam' }),
      'cafe',
    );
    expect(titles()).toEqual(['Café De Haven']);
    await user.type(within(filters).getByRole('searchbox'), 'xyz');
    expect(
      within(table()).getByRole('cell', { name: 'Geen records gevonden' }),
    ).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Filters wissen' }));

    await user.selectOptions(within(filters).getByLabelText('Publicatie'), 'Niet gepubliceerd');
    expect(titles()).toEqual(['Kapotte pagina', 'Nieuws']);
    await user.selectOptions(within(filters).getByLabelText('Publicatie'), "Alle pagina's");
    await user.click(
      within(filters).getByRole('checkbox', { name: 'Alleen met niet-gepubliceerde wijzigingen' }),
    );
    expect(titles()).toEqual(['Café De Haven', 'Kapotte pagina', 'Nieuws']);
    await user.selectOptions(within(filters).getByLabelText('Indeling'), '25-75');
    expect(titles()).toEqual(['Café De Haven']);
    await user.click(within(filters).getByRole('button', { name: 'Filters wissen' }));

    const titleHeader = within(table()).getByRole('columnheader', { name: /Titel/ });
    await user.click(within(titleHeader).getByRole('button'));
    expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
    expect(titles()).toEqual(['Welkom', 'Nieuws', 'Kapotte pagina', 'Café De Haven']);
  });

  it('keeps the search, filters and sorting in the address, and shows what an address asks for', async () => {
    const user = userEvent.setup();
    await renderAdmin(<AdminPagesScreen />, {
      store: api.store(),
      path: '/admin/pages?q=e&state=unpublished&dir=desc&size=nonsense',
    });
    await screen.findByRole('rowheader', { name: 'Nieuws' });
    expect(titles()).toEqual(['Nieuws', 'Kapotte pagina']);
    const filters = screen.getByRole('search', { name: 'Zoeken en filteren' });
    expect(within(filters).getByRole('searchbox')).toHaveValue('e');
    expect(within(filters).getByLabelText('Publicatie')).toHaveValue('unpublished');

    await user.selectOptions(within(filters).getByLabelText('Publicatie'), "Alle pagina's");
    await user.selectOptions(within(filters).getByLabelText('Indeling'), '25-75');
    await waitFor(() => expect(window.location.search).toBe('?q=e&layout=25-75&dir=desc'));
    expect(titles()).toEqual(['Café De Haven']);
    await user.click(within(filters).getByRole('button', { name: 'Filters wissen' }));
    await waitFor(() => expect(window.location.search).toBe('?dir=desc'));
  });

  it('publishes the selected pages one by one and names the page whose checks fail', async () => {
    const user = userEvent.setup();
    api.answer(`POST /api/pages/${news.guid}/published`, { status: 200, body: news });
    api.answer(`POST /api/pages/${broken.guid}/published`, {
      status: 409,
      body: { error: { code: 'page_not_ready', message: 'no', details: { problems: [] } } },
    });
    await renderAdmin(<AdminPagesScreen />, { store: api.store() });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecteer ‘Nieuws’' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer ‘Kapotte pagina’' }));
    expect(screen.getByText('2 geselecteerd')).toBeInTheDocument();

    const bulk = screen.getByRole('group', { name: 'Met de selectie' });
    await user.click(within(bulk).getByRole('button', { name: 'Publiceren' }));
    expect(
      await screen.findByText(
        '1 pagina gepubliceerd. Niet gelukt: ‘Kapotte pagina’ (de controles voor publiceren vinden fouten; los ze op in de editor).',
      ),
    ).toBeInTheDocument();
    expect(
      api.requests
        .filter((request) => request.method === 'POST')
        .map((request) => [request.url, request.body]),
    ).toEqual([
      [`/api/pages/${news.guid}/published`, '{"isPublished":true}'],
      [`/api/pages/${broken.guid}/published`, '{"isPublished":true}'],
    ]);
    // The page that failed stays selected.
    expect(await screen.findByText('1 geselecteerd')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecteer ‘Kapotte pagina’' })).toBeChecked();
  });

  it('deletes the selected pages after a confirmation that lists them', async () => {
    const user = userEvent.setup();
    api.answer(`DELETE /api/pages/${news.guid}`, { status: 204 });
    api.answer(`DELETE /api/pages/${home.guid}`, { status: 204 });
    await renderAdmin(<AdminPagesScreen />, { store: api.store() });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecteer ‘Nieuws’' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecteer ‘Welkom’' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Met de selectie' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: "2 pagina's verwijderen?" });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Welkom', 'Nieuws']);
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText("2 pagina's naar de prullenbak verplaatst."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.method === 'DELETE').map((r) => r.url),
      ).toEqual([`/api/pages/${home.guid}`, `/api/pages/${news.guid}`]),
    );
  });

  it('keeps each row’s actions behind one button, closed again with Escape', async () => {
    const user = userEvent.setup();
    await renderAdmin(<AdminPagesScreen />, { store: api.store() });
    const toggle = await screen.findByRole('button', { name: 'Acties voor Nieuws' });
    expect(screen.queryByRole('button', { name: 'Publiceren: Nieuws' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Bewerken: Nieuws' })).toHaveAttribute(
      'href',
      '/nieuws/edit',
    );
    screen.getByRole('button', { name: 'Publiceren: Nieuws' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
